#if canImport(UIKit)
    import UIKit
#else
    import ViewSystem
#endif
import Testing

/// `UILabel.adjustsFontSizeToFitWidth` and `minimumScaleFactor` (semantics TX6). "aaaa bbbb cccc" in the 20-pt
/// system font is 130 points on one line (a, b, c 0.5 em, a space 0.25 em) and 24 points high (23.87 → 72 px at 3×).
/// In 100 points it fits at 15 pt: 97.5 (15.5 pt is 100.75), 97.5 × 3 = 292.5 → 293 px; 15 × 2444 / 2048 = 17.9 →
/// 54 px = 18 pt.
@MainActor
@Suite("UILabel shrinking to fit")
struct LabelShrinkingTests {
    static let text = "aaaa bbbb cccc"

    func label(adjusting: Bool = true, minimumScaleFactor: CGFloat = 0.5, lines: Int = 1) -> UILabel {
        let label = UILabel()
        label.font = .systemFont(ofSize: 20)
        label.numberOfLines = lines
        label.text = Self.text
        label.adjustsFontSizeToFitWidth = adjusting
        label.minimumScaleFactor = minimumScaleFactor
        return label
    }

    func fitted(_ label: UILabel, width: CGFloat) -> CGSize {
        label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
    }

    @Test func aLabelThatDoesNotFitItsWidthMeasuresInTheShrunkFont() {
        let label = label()
        #expect(fitted(label, width: 100) == CGSize(width: 293.0 / 3, height: 18))
        #expect(label.font.pointSize == 20)  // the font set does not change
    }

    @Test func theIntrinsicSizeShrinksOnlyAtAPreferredWidth() {
        let label = label()
        #expect(label.intrinsicContentSize == CGSize(width: 130, height: 24))  // one line, no width to fit
        label.preferredMaxLayoutWidth = 100
        #expect(label.intrinsicContentSize == CGSize(width: 293.0 / 3, height: 18))
    }

    @Test func withoutAdjustingOrWithoutAMinimumTheFontKeepsItsSize() {
        // truncated at 20 pt: "aaaa bbb…" is 75 + 17 = 92 points
        #expect(fitted(label(adjusting: false), width: 100) == CGSize(width: 92, height: 24))
        #expect(fitted(label(minimumScaleFactor: 0), width: 100) == CGSize(width: 92, height: 24))
    }

    @Test func theSmallestSizeAllowedIsUsedWhenNothingFits() {
        // 18 pt (0.9 × 20): 117 > 100, truncated; a line is 18 × 2444 / 2048 = 21.48 → 64.4 → 65 px
        #expect(fitted(label(minimumScaleFactor: 0.9), width: 100).height == 65.0 / 3)
    }

    @Test func aTwoLineLabelShrinksUntilItsTextTakesTwoLines() {
        // At 20 pt in 60 points: "aaaa", "bbbb", "cccc" (three lines). "aaaa bbbb" is 4.25 em: ≤ 60 at 14 pt
        // (59.5; 14.5 pt is 61.6). Two 14-pt lines: 2 × 16.707 = 33.4 → 100.2 → 101 px; 59.5 × 3 = 178.5 → 179 px
        #expect(fitted(label(lines: 2), width: 60) == CGSize(width: 179.0 / 3, height: 101.0 / 3))
    }

    @Test func aLabelWithoutALineLimitWrapsInsteadOfShrinking() {
        // three 20-pt lines of 40 points: 3 × 23.867 = 71.6 → 214.8 → 215 px
        #expect(fitted(label(lines: 0), width: 60) == CGSize(width: 40, height: 215.0 / 3))
    }
}
