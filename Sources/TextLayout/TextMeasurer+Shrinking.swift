import CollectionGeometry
import Foundation

/// A text measured in the font it is shown in: the font asked for, or a smaller one when the text shrinks to fit.
public struct FittedText: Hashable, Sendable {
    /// The font the text is laid out and drawn in.
    public var font: Font
    /// The text measured in ``font``.
    public var measurement: TextMeasurement

    /// A text measured as `measurement` in `font`.
    public init(font: Font, measurement: TextMeasurement) {
        self.font = font
        self.measurement = measurement
    }
}

extension TextMeasurer {
    /// How much each step of shrinking lowers a font's point size (semantics TX6): UIKit shrinks continuously; here
    /// the sizes tried are the font's size minus whole half points, then the smallest size allowed.
    public static let shrinkStep: CGFloat = 0.5

    /// Measures `text` as ``measure(_:font:width:numberOfLines:lineBreakMode:scale:)`` does and, when it does not
    /// fit in `numberOfLines` lines at `width` (it is truncated), shrinks the font as a label that adjusts its font
    /// size to fit its width does (semantics TX6).
    ///
    /// The font shown is the largest of the font's size minus whole ``shrinkStep``s, not below
    /// `font.pointSize × minimumScaleFactor`, at which nothing is truncated; when none fits, the smallest size
    /// allowed (the text is then truncated at that size). Nothing shrinks without a width (0 or not finite), with no
    /// line limit (`numberOfLines` 0: the text wraps instead), or with a `minimumScaleFactor` that is not strictly
    /// between 0 and 1 (UIKit's 0 means the font's own size is the smallest).
    ///
    /// - Throws: ``TextMeasurementError`` for the inputs ``measure(_:font:width:numberOfLines:lineBreakMode:scale:)``
    ///   refuses.
    /// - Complexity: O(n log(1/``shrinkStep`` · font size)) in the number of characters: the sizes are searched by
    ///   bisection (a smaller font never needs more lines: advances scale with the size).
    public static func measureShrinking(
        _ text: String, font: Font, width: CGFloat, numberOfLines: Int, lineBreakMode: LineBreakMode = .wordWrap,
        minimumScaleFactor: CGFloat, scale: CGFloat = defaultDisplayScale
    ) throws(TextMeasurementError) -> FittedText {
        let full = try measure(
            text, font: font, width: width, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode, scale: scale)
        let shrinks = minimumScaleFactor > 0 && minimumScaleFactor < 1 && width > 0 && width.isFinite && numberOfLines > 0
        guard full.isTruncated, shrinks else { return FittedText(font: font, measurement: full) }
        let smallest = font.pointSize * minimumScaleFactor
        let stepCount = Int(((font.pointSize - smallest) / shrinkStep).rounded(.up))
        func fitted(atStep step: Int) throws(TextMeasurementError) -> FittedText {
            let shrunk = font.withPointSize(max(smallest, font.pointSize - CGFloat(step) * shrinkStep))
            let measurement = try measure(
                text, font: shrunk, width: width, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode,
                scale: scale)
            return FittedText(font: shrunk, measurement: measurement)
        }
        // The fewest steps that fit: bisection over 1...stepCount; the last step is the smallest size allowed.
        var (low, high) = (1, stepCount)
        var best: FittedText?
        while low <= high {
            let middle = (low + high) / 2
            let candidate = try fitted(atStep: middle)
            if candidate.measurement.isTruncated {
                low = middle + 1
            } else {
                best = candidate
                high = middle - 1
            }
        }
        if let best { return best }
        return try fitted(atStep: stepCount)
    }
}
