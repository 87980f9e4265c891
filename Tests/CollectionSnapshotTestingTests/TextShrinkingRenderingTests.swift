#if canImport(UIKit)
    import UIKit
#else
    import OpenCollectionView
#endif
import CollectionRendering
import OpenCollectionViewRendering
import Testing

/// Renderers draw a label, and a list content view's text, in the font shown at its width: shrunk to fit when it
/// adjusts its font size to fit its width (semantics TX6). "aaaa bbbb cccc" in the 20-pt system font is 130 points
/// on one line (a, b, c 0.5 em, a space 0.25 em); in 100 points it fits at 15 pt (97.5; 15.5 pt is 100.75).
@MainActor
@Suite struct TextShrinkingRenderingTests {
    static let text = "aaaa bbbb cccc"

    func drawnText(_ view: UIView) -> RenderText? {
        var nodes = RenderNode(drawing: view).map { [$0] } ?? []
        while let node = nodes.popLast() {
            if case .text(let text) = node.content { return text }
            nodes += node.children
        }
        return nil
    }

    func label(adjusting: Bool) -> UILabel {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 24))
        label.font = .systemFont(ofSize: 20)
        label.text = Self.text
        label.adjustsFontSizeToFitWidth = adjusting
        label.minimumScaleFactor = 0.5
        return label
    }

    @Test func aShrinkingLabelIsDrawnInTheFontThatFitsItsBounds() throws {
        let text = try #require(drawnText(label(adjusting: true)))
        #expect(text.fontSize == 15)
        #expect(text.lines == [Self.text])
    }

    @Test func aLabelThatDoesNotAdjustIsDrawnTruncatedInItsFont() throws {
        let text = try #require(drawnText(label(adjusting: false)))
        #expect(text.fontSize == 20)
        // "aaaa bbbb" 85 + the 17-pt ellipsis = 102 > 100: "aaaa bbb…" (75 + 17 = 92)
        #expect(text.lines == ["aaaa bbb…"])
    }

    func listContent(adjusting: Bool) -> UIListContentView {
        var configuration = UIListContentConfiguration.plainHeader()
        configuration.text = Self.text
        configuration.textProperties.font = .systemFont(ofSize: 20)
        configuration.textProperties.numberOfLines = 1
        configuration.textProperties.adjustsFontSizeToFitWidth = adjusting
        configuration.textProperties.minimumScaleFactor = 0.5
        // 16-point margins at the sides: the text is 132 − 32 = 100 points wide
        let view = UIListContentView(configuration: configuration)
        view.frame = CGRect(x: 0, y: 0, width: 132, height: 38)
        view.layoutIfNeeded()
        return view
    }

    @Test func aShrinkingListTextIsMeasuredAndDrawnInTheFontThatFits() throws {
        let view = listContent(adjusting: true)
        // plainHeader's margins, 4 above and below (LC4): 4 + 18 + 4, a 15-pt line being 15 × 2444 / 2048 = 17.9 →
        // 54 px = 18 pt
        #expect(view.sizeThatFits(CGSize(width: 132, height: 0)).height == 26)
        #expect(view.textLayoutFrame?.height == 18)
        let text = try #require(drawnText(view))
        #expect(text.fontSize == 15)
        #expect(text.lines == [Self.text])
    }

    @Test func aListTextThatDoesNotAdjustKeepsItsHeight() {
        let view = listContent(adjusting: false)
        // 4 + 24 + 4: a 20-pt line is 23.87 → 72 px = 24 pt
        #expect(view.sizeThatFits(CGSize(width: 132, height: 0)).height == 32)
    }
}
