import Foundation

/// A font of the model: the system font at a point size and weight.
///
/// Vertical metrics are the system font's published proportions (ascender 1950 and descender 494 units
/// of a 2048-unit em, no line gap), so `Font(pointSize: 17).lineHeight` is 20.287109375 points, as
/// `UIFont.systemFont(ofSize: 17).lineHeight` is on iOS. Horizontal advances come from the model in
/// <doc:TextModel>.
public struct Font: Hashable, Sendable {
    /// The em size in points.
    public var pointSize: CGFloat
    public var weight: FontWeight
    /// Whether every digit takes the same advance (the system font's monospaced-digit variant).
    public var monospacedDigits: Bool
    /// The text style this font was made for, if any: what lets a view rescale it when the size
    /// category changes.
    public var textStyle: TextStyle?

    /// A font at `pointSize` points.
    ///
    /// A point size that is negative or not finite is taken as 0 (the font then measures every string
    /// as zero), so that a font is always usable; `TextMeasurer` reports such fonts through
    /// ``TextMeasurementError/invalidFontSize(_:)`` instead of measuring them.
    public init(pointSize: CGFloat, weight: FontWeight = .regular, monospacedDigits: Bool = false) {
        self.pointSize = pointSize
        self.weight = weight
        self.monospacedDigits = monospacedDigits
        self.textStyle = nil
    }

    /// The font for `style` at `category`: the style's point size and weight at that size category.
    public static func preferred(_ style: TextStyle, category: ContentSizeCategory = .large) -> Font {
        var font = Font(pointSize: style.pointSize(for: category), weight: style.weight)
        font.textStyle = style
        return font
    }

    /// The same font with monospaced digits.
    public func withMonospacedDigits() -> Font {
        var font = self
        font.monospacedDigits = true
        return font
    }

    /// The same font at another weight.
    public func withWeight(_ weight: FontWeight) -> Font {
        var font = self
        font.weight = weight
        return font
    }

    /// The same font at another point size; the text style is kept, as a scaled font keeps it.
    public func withPointSize(_ pointSize: CGFloat) -> Font {
        var font = self
        font.pointSize = pointSize
        return font
    }
}

// MARK: - Vertical metrics

extension Font {
    /// Units per em of the system font's published metrics.
    static let unitsPerEm: CGFloat = 2048
    /// Ascender, descender and line gap in font units.
    static let ascenderUnits: CGFloat = 1950
    static let descenderUnits: CGFloat = 494
    static let capHeightUnits: CGFloat = 1443
    static let xHeightUnits: CGFloat = 1084

    /// Distance from the baseline to the top of the line, in points.
    public var ascender: CGFloat { pointSize * Self.ascenderUnits / Self.unitsPerEm }
    /// Distance from the baseline to the bottom of the line, in points (positive, unlike `UIFont`'s).
    public var descender: CGFloat { pointSize * Self.descenderUnits / Self.unitsPerEm }
    /// Extra space between lines; the system font has none.
    public var leading: CGFloat { 0 }
    /// The height of one line: ascender + descender + leading.
    public var lineHeight: CGFloat { ascender + descender + leading }
    /// Height of capital letters above the baseline.
    public var capHeight: CGFloat { pointSize * Self.capHeightUnits / Self.unitsPerEm }
    /// Height of lowercase letters above the baseline.
    public var xHeight: CGFloat { pointSize * Self.xHeightUnits / Self.unitsPerEm }
}

extension Font {
    /// The model's average advance: that of a standard lowercase letter, half the point size at regular
    /// weight, scaled by the weight's ``FontWeight/advanceFactor``.
    public var averageAdvance: CGFloat { AdvanceClass.standard.emFraction * pointSize * weight.advanceFactor }
}
