#if canImport(UIKit)
    import UIKit
#else
    import OpenCollectionView
#endif
import CollectionRendering
import Testing
import TextLayout

@testable import OpenCollectionViewRendering

/// Laid-out texts are remembered by everything that decides them (semantics RD15): a label whose text, width or
/// colour changes must be drawn anew, never from the memo.
@MainActor
@Suite struct TextMemoTests {
    private func lines(of label: UILabel) -> [String]? {
        guard case .text(let text)? = RenderNode(drawing: label)?.content else { return nil }
        return text.lines
    }

    @Test func aChangedLabelIsDrawnAnew() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
        label.numberOfLines = 0
        label.text = "The Silent Garden"
        #expect(lines(of: label) == ["The Silent Garden"])
        label.text = "River and Archive"
        #expect(lines(of: label) == ["River and Archive"])
        label.frame.size.width = 50  // narrower: the same text wraps
        #expect((lines(of: label)?.count ?? 0) > 1)
        label.frame.size.width = 200
        #expect(lines(of: label) == ["River and Archive"])
        label.textColor = .systemRed
        guard case .text(let red)? = RenderNode(drawing: label)?.content else {
            Issue.record("no text")
            return
        }
        #expect(red.color == RenderNode.color(of: .systemRed, in: label))
    }

    @Test func aHitIsWhatLayingOutAgainGives() {
        let memo = TextMemo(capacity: 2)
        let font = TextLayout.Font(pointSize: 17)
        func key(_ string: String) -> TextMemo.Key {
            TextMemo.Key(
                string: string, font: font, width: 120, height: 60, numberOfLines: 0, lineBreakMode: .wordWrap,
                alignment: .left, color: .black, scale: 3)
        }
        func layOut(_ string: String) -> RenderText? {
            TextRendering.layOut(
                string, font: font, size: CGSize(width: 120, height: 60), numberOfLines: 0,
                lineBreakMode: .wordWrap, alignment: .left, color: .black, scale: 3)
        }
        var calls = 0
        for string in ["One", "Two", "One", "Three", "One"] {
            let text = memo.text(for: key(string)) {
                calls += 1
                return layOut(string)
            }
            #expect(text == layOut(string))
            #expect(memo.count <= 2)
        }
        #expect(calls == 4)  // "One" again is a hit; "Three" fills the memo, which starts again
    }
}
