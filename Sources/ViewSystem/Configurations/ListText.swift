import Foundation
import TextLayout

/// Text sizes for list content views and label accessories, from the text model (the one place text is measured).
package enum ListText {
    /// The size of `text` shown with `properties` in at most `width` points (`.greatestFiniteMagnitude`: one line
    /// per paragraph), rounded up to pixels at `scale`. Zero for a text the model cannot measure (a font of
    /// invalid size).
    package static func size(
        of text: String, properties: UIListContentConfiguration.TextProperties, width: CGFloat, scale: CGFloat
    ) -> CGSize {
        let wrapWidth = width.isFinite && width < .greatestFiniteMagnitude ? max(0, width) : 0
        let measured = try? TextMeasurer.measure(
            text, font: properties.font.layoutFont, width: wrapWidth, numberOfLines: properties.numberOfLines,
            lineBreakMode: LineBreakMode(properties.lineBreakMode), scale: scale)
        return measured?.size ?? .zero
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
