#if canImport(UIKit)
    import UIKit
#else
    @testable import ViewSystem
#endif
import Testing

/// `UILabel.lineBreakMode`: how it changes a label's measured size and line count. Text "aaaa bbbb cccc" in the 20-pt
/// system font (the text model, TextLayout.docc/TextModel.md): a, b, c advance 0.5 em = 10 pt, a space 0.25 em = 5 pt,
/// the ellipsis 0.85 em = 17 pt; the whole line is 3 × 40 + 2 × 5 = 130 pt. A line is 20 × 2444 / 2048 =
/// 23.867 pt = 71.6 px → 72 px = 24 pt at 3×; two lines 47.73 pt = 143.2 px → 144 px = 48 pt.
@MainActor
@Suite("UILabel line break modes")
struct LabelLineBreakTests {
    static let text = "aaaa bbbb cccc"

    func label(lines: Int, mode: NSLineBreakMode) -> UILabel {
        let label = UILabel()
        label.font = .systemFont(ofSize: 20)
        label.numberOfLines = lines
        label.lineBreakMode = mode
        label.text = Self.text
        return label
    }

    func fitted(_ label: UILabel, width: CGFloat) -> CGSize {
        label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
    }

    @Test func oneLineIn100PointsEachModeShowsItsOwnPart() {
        // Tail: 100 − 17 = 83 pt of room → "aaaa bbb" (75; one more b is 85) + … = 92.
        #expect(fitted(label(lines: 1, mode: .byTruncatingTail), width: 100) == CGSize(width: 92, height: 24))
        // Head: … + the longest end that fits 83 pt, "bbb cccc" (75) = 92.
        #expect(fitted(label(lines: 1, mode: .byTruncatingHead), width: 100) == CGSize(width: 92, height: 24))
        // Middle: the start up to 83 / 2 = 41.5 ("aaaa", 40), the end in the 43 left ("cccc", 40): 40 + 17 + 40.
        #expect(fitted(label(lines: 1, mode: .byTruncatingMiddle), width: 100) == CGSize(width: 97, height: 24))
        // Clipping: the characters that fit, "aaaa bbbb c" = 100 exactly.
        #expect(fitted(label(lines: 1, mode: .byClipping), width: 100) == CGSize(width: 100, height: 24))
        // Word wrapping: the first line as wrapped, "aaaa bbbb" (85; its trailing space hangs).
        #expect(fitted(label(lines: 1, mode: .byWordWrapping), width: 100) == CGSize(width: 85, height: 24))
        // Character wrapping: "aaaa bbbb c" (100), the next c would overflow.
        #expect(fitted(label(lines: 1, mode: .byCharWrapping), width: 100) == CGSize(width: 100, height: 24))
    }

    @Test func theModeDoesNotChangeAOneLineLabelsIntrinsicSize() {
        // Intrinsic size is the untruncated line: 130 × 24 whatever the mode.
        for mode in [NSLineBreakMode.byTruncatingTail, .byTruncatingHead, .byTruncatingMiddle, .byClipping,
                     .byWordWrapping, .byCharWrapping]
        {
            #expect(label(lines: 1, mode: mode).intrinsicContentSize == CGSize(width: 130, height: 24))
        }
    }

    @Test func unlimitedLinesWrapByWordUnlessCharacterWrapping() {
        // "aaaa bbbb" (85) / "cccc": cccc would end at 130 > 100. Two lines, 48 pt.
        for mode in [NSLineBreakMode.byTruncatingTail, .byTruncatingHead, .byTruncatingMiddle, .byClipping,
                     .byWordWrapping]
        {
            #expect(fitted(label(lines: 0, mode: mode), width: 100) == CGSize(width: 85, height: 48))
        }
        // "aaaa bbbb c" (100) / "ccc" (30).
        #expect(fitted(label(lines: 0, mode: .byCharWrapping), width: 100) == CGSize(width: 100, height: 48))
        // Three lines at 60 points: "aaaa" / "bbbb" / "cccc" (each next word would end at 85 > 60); 71.6 pt =
        // 214.8 px → 215 px.
        #expect(fitted(label(lines: 0, mode: .byWordWrapping), width: 60) == CGSize(width: 40, height: 215.0 / 3))
    }

    @Test func aLineLimitShortensOnlyTheLastAllowedLine() {
        // Two lines at 60 points: "aaaa" then the rest, "bbbb cccc", shortened. Tail: 60 − 17 = 43 of room →
        // "bbbb" (40; the space would end at 45) + … = 57.
        #expect(fitted(label(lines: 2, mode: .byTruncatingTail), width: 60) == CGSize(width: 57, height: 48))
        // Word wrapping keeps "bbbb" as wrapped and drops "cccc".
        #expect(fitted(label(lines: 2, mode: .byWordWrapping), width: 60) == CGSize(width: 40, height: 48))
    }

    @Test func aTruncatingLabelPinnedInAutoLayoutTakesTheWidthItIsGiven() {
        // Compression resistance (750) loses to the required edges: 100 wide, one 24-pt line.
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 132, height: 100))
        let label = label(lines: 1, mode: .byTruncatingTail)
        label.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 16),
            label.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -16),
            label.topAnchor.constraint(equalTo: container.topAnchor, constant: 8),
        ])
        container.layoutIfNeeded()
        #expect(label.frame == CGRect(x: 16, y: 8, width: 100, height: 24))
    }

    #if !canImport(UIKit)
        @Test func theShownTextOfEachMode() {
            // What a renderer draws (not UIKit API): the text model's lines with their elided parts.
            func shown(_ mode: NSLineBreakMode, lines: Int = 1, width: CGFloat = 100) -> [String] {
                label(lines: lines, mode: mode).measure(width: width).lines.map { $0.displayedText(in: Self.text) }
            }
            #expect(shown(.byTruncatingTail) == ["aaaa bbb…"])
            #expect(shown(.byTruncatingHead) == ["…bbb cccc"])
            #expect(shown(.byTruncatingMiddle) == ["aaaa…cccc"])
            #expect(shown(.byClipping) == ["aaaa bbbb c"])
            #expect(shown(.byWordWrapping) == ["aaaa bbbb "])  // the space hangs past the line's end
            #expect(shown(.byCharWrapping) == ["aaaa bbbb c"])
            #expect(shown(.byTruncatingTail, lines: 2, width: 60) == ["aaaa ", "bbbb…"])
            #expect(label(lines: 1, mode: .byTruncatingTail).measure(width: 100).isTruncated)
            #expect(!label(lines: 0, mode: .byTruncatingTail).measure(width: 100).isTruncated)
        }
    #endif
}
