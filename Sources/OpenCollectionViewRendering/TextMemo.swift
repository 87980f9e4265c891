import CollectionRendering
import Foundation
import TextLayout

/// The texts laid out lately, by everything that decides their lines, colour and place: the text model is a pure
/// function of these, so a hit is always what laying the text out again would give (semantics RD15). A terminal
/// host draws its whole screen after each change, and most of its labels are the ones it drew last time.
@MainActor
final class TextMemo {
    /// Everything ``TextRendering/layOut(_:font:size:numberOfLines:lineBreakMode:alignment:color:scale:)`` reads.
    struct Key: Hashable {
        var string: String
        var font: Font
        var width: CGFloat
        var height: CGFloat
        var numberOfLines: Int
        var lineBreakMode: LineBreakMode
        var alignment: RenderText.Alignment
        var color: RenderColor
        var scale: CGFloat
    }

    /// The memo the renderers share.
    static let shared = TextMemo()

    /// More texts than a screen shows; when full, the memo starts again (a scroll through a long list).
    let capacity: Int
    private var texts: [Key: RenderText?] = [:]

    init(capacity: Int = 2_048) {
        self.capacity = capacity
    }

    /// The number of texts remembered.
    var count: Int { texts.count }

    /// The text of `key`: remembered, or laid out by `layOut` and remembered.
    func text(for key: Key, layOut: () -> RenderText?) -> RenderText? {
        if let known = texts[key] { return known }
        if texts.count >= capacity { texts.removeAll(keepingCapacity: true) }
        let text = layOut()
        texts[key] = .some(text)
        return text
    }
}
