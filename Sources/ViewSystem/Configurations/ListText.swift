import Foundation
import TextLayout

/// Text sizes for list content views and label accessories, from the text model (the one place text is measured).
package enum ListText {
    /// The size of `text` shown with `properties` in at most `width` points (`.greatestFiniteMagnitude`: one line
    /// per paragraph), rounded up to pixels at `scale`, in the font shown at that width (shrunk to fit when the
    /// properties adjust the font size to fit the width: semantics TX6). Zero for a text the model cannot measure
    /// (a font of invalid size).
    package static func size(
        of text: String, properties: UIListContentConfiguration.TextProperties, width: CGFloat, scale: CGFloat
    ) -> CGSize {
        fitted(text, properties: properties, width: width, scale: scale)?.measurement.size ?? .zero
    }

    /// The font `text` is shown in at `width`: the properties' font, shrunk to fit when they adjust the font size
    /// to fit the width. Renderers draw a list content view's text in the font shown at its frame's width.
    package static func displayedFont(
        of text: String, properties: UIListContentConfiguration.TextProperties, width: CGFloat, scale: CGFloat
    ) -> Font {
        guard properties.adjustsFontSizeToFitWidth else { return properties.font.layoutFont }
        return fitted(text, properties: properties, width: width, scale: scale)?.font ?? properties.font.layoutFont
    }

    private static func fitted(
        _ text: String, properties: UIListContentConfiguration.TextProperties, width: CGFloat, scale: CGFloat
    ) -> FittedText? {
        let wrapWidth = width.isFinite && width < .greatestFiniteMagnitude ? max(0, width) : 0
        return try? TextMeasurer.measureShrinking(
            text, font: properties.font.layoutFont, width: wrapWidth, numberOfLines: properties.numberOfLines,
            lineBreakMode: LineBreakMode(properties.lineBreakMode),
            minimumScaleFactor: properties.adjustsFontSizeToFitWidth ? properties.minimumScaleFactor : 0, scale: scale)
    }
}

extension LineBreakMode {
    package init(_ mode: NSLineBreakMode) {
        switch mode {
        case .byWordWrapping: self = .wordWrap
        case .byCharWrapping: self = .characterWrap
        case .byClipping: self = .clip
        case .byTruncatingHead: self = .truncateHead
        case .byTruncatingTail: self = .truncateTail
        case .byTruncatingMiddle: self = .truncateMiddle
        }
    }
}
