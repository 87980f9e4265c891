import Foundation
import Testing

@testable import TextLayout

@Suite struct FontModelTests {
    @Test func systemFontVerticalMetricsMatchTheSystemFont() {
        let font = Font(pointSize: 17)
        // 17 × 1950 / 2048 = 16.1865234375; 17 × 494 / 2048 = 4.1005859375; sum 20.287109375
        #expect(font.ascender == 16.1865234375)
        #expect(font.descender == 4.1005859375)
        #expect(font.leading == 0)
        #expect(font.lineHeight == 20.287109375)
    }

    @Test func advancesByClassAndWeight() {
        let font = Font(pointSize: 10)
        #expect(font.advance(of: "a") == 5)  // standard 0.5 em
        #expect(font.advance(of: " ") == 2.5)  // space 0.25 em
        #expect(font.advance(of: "i") == 2.5)  // narrow 0.25 em
        #expect(font.advance(of: "t") == 3.5)  // seminarrow 0.35 em
        #expect(font.advance(of: "A") == 6.5)  // uppercase 0.65 em
        #expect(font.advance(of: "W") == 8.5)  // wide 0.85 em
        #expect(font.advance(of: "é") == 5.5)  // other script 0.55 em
        #expect(font.advance(of: "漢") == 10)  // full width 1 em
        #expect(font.advance(of: "👍🏽") == 10)
        #expect(font.advance(of: "\n") == 0)
        #expect(font.averageAdvance == 5)
        // bold: 4 × 5 × 1.08 = 21.6
        #expect(abs(font.withWeight(.bold).width(of: "aaaa") - 21.6) < 1e-12)
        #expect(abs(font.withWeight(.ultraLight).averageAdvance - 4.6) < 1e-12)  // 5 × 0.92
    }

    @Test func monospacedDigitsGiveOneTheWidthOfTheOthers() {
        let proportional = Font(pointSize: 10)
        #expect(proportional.width(of: "111") == 13.5)  // 3 × 4.5
        #expect(proportional.width(of: "888") == 18)  // 3 × 6
        #expect(proportional.withMonospacedDigits().width(of: "111") == 18)
    }

    @Test func weightsAreOrderedAndWidenMonotonically() {
        let weights = FontWeight.allCases
        for (lighter, heavier) in zip(weights, weights.dropFirst()) {
            #expect(lighter < heavier)
            #expect(lighter.advanceFactor < heavier.advanceFactor)
            #expect(lighter.value < heavier.value)
        }
    }

    @Test func textStylesAtTheDefaultCategory() {
        let body = Font.preferred(.body)
        #expect(body.pointSize == 17 && body.weight == .regular && body.textStyle == .body)
        #expect(Font.preferred(.headline).weight == .semibold)
        #expect(Font.preferred(.largeTitle).pointSize == 34)
        #expect(Font.preferred(.caption2).pointSize == 11)
        #expect(TextStyle.body.leading(for: .large) == 22)
        #expect(TextStyle.caption2.leading(for: .large) == 13)
    }

    @Test func textStylesAcrossCategories() {
        #expect(TextStyle.body.pointSize(for: .extraSmall) == 14)
        #expect(TextStyle.body.pointSize(for: .accessibilityExtraExtraExtraLarge) == 53)
        #expect(TextStyle.caption1.pointSize(for: .medium) == 11)
        #expect(TextStyle.footnote.pointSize(for: .accessibilityMedium) == 23)
        #expect(TextStyle.largeTitle.pointSize(for: .accessibilityExtraExtraExtraLarge) == 60)
        // body leading = size + 5: 14 + 5 at extra small
        #expect(TextStyle.body.leading(for: .extraSmall) == 19)
        #expect(ContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
        #expect(!ContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
    }

    @Test func everyStyleGrowsWithTheCategory() {
        for style in TextStyle.allCases {
            let sizes = ContentSizeCategory.allCases.map { style.pointSize(for: $0) }
            #expect(zip(sizes, sizes.dropFirst()).allSatisfy { $0 <= $1 }, "\(style)")
        }
    }
}
