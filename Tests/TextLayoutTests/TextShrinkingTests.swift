import Foundation
import Testing

@testable import TextLayout

// "aaaa bbbb cccc" in the system font at size s: a, b, c advance 0.5 em, a space 0.25 em, so one line is 6.5 em
// (6.5 s) and "aaaa bbbb" 4.25 em; a line is s × 2444 / 2048 high. Sizes are tried in half points (semantics TX6).
@Suite struct TextShrinkingTests {
    let ten = Font(pointSize: 10)
    let words = "aaaa bbbb cccc"

    @Test func oneLineShrinksToTheLargestHalfPointThatFits() throws {
        let fitted = try TextMeasurer.measureShrinking(
            words, font: ten, width: 50, numberOfLines: 1, lineBreakMode: .truncateTail, minimumScaleFactor: 0.5)
        // 8 pt: 52 > 50; 7.5 pt: 48.75 ≤ 50
        #expect(fitted.font.pointSize == 7.5)
        #expect(!fitted.measurement.isTruncated)
        // 48.75 × 3 = 146.25 → 147 px; 7.5 × 2444 / 2048 = 8.95 × 3 = 26.85 → 27 px
        #expect(fitted.measurement.size == CGSize(width: 49, height: 9))
    }

    @Test func aLineLimitShrinksUntilTheTextTakesNoMoreLines() throws {
        let fitted = try TextMeasurer.measureShrinking(
            words, font: ten, width: 30, numberOfLines: 2, lineBreakMode: .truncateTail, minimumScaleFactor: 0.5)
        // 7.5 pt: "aaaa bbbb" 31.875 > 30, three lines; 7 pt: 29.75 ≤ 30, "cccc" on the second line
        #expect(fitted.font.pointSize == 7)
        #expect(fitted.measurement.lines.count == 2)
        // 29.75 × 3 = 89.25 → 90 px; 2 × 7 × 2444 / 2048 = 16.707 × 3 = 50.1 → 51 px
        #expect(fitted.measurement.size == CGSize(width: 30, height: 17))
    }

    @Test func theSmallestSizeAllowedIsTriedOffTheHalfPointGrid() throws {
        let fitted = try TextMeasurer.measureShrinking(
            words, font: ten, width: 48.2, numberOfLines: 1, minimumScaleFactor: 0.74)
        // 7.5 pt: 48.75 > 48.2; the smallest allowed, 7.4 pt: 48.1 ≤ 48.2
        #expect(fitted.font.pointSize == 7.4)
        #expect(!fitted.measurement.isTruncated)
    }

    @Test func whenNothingFitsTheSmallestSizeAllowedIsTruncated() throws {
        let fitted = try TextMeasurer.measureShrinking(
            words, font: ten, width: 50, numberOfLines: 1, lineBreakMode: .truncateTail, minimumScaleFactor: 0.9)
        // 9 pt: 58.5 > 50
        #expect(fitted.font.pointSize == 9)
        #expect(fitted.measurement.isTruncated)
    }

    @Test(arguments: [
        (minimumScaleFactor: 0.0, width: 50.0, lines: 1),  // UIKit's 0: the font's own size is the smallest
        (minimumScaleFactor: 1.0, width: 50.0, lines: 1),
        (minimumScaleFactor: .nan, width: 50.0, lines: 1),
        (minimumScaleFactor: 0.5, width: 0.0, lines: 1),  // no width to fit
        (minimumScaleFactor: 0.5, width: .infinity, lines: 1),
        (minimumScaleFactor: 0.5, width: 50.0, lines: 0),  // no line limit: the text wraps instead
    ])
    func nothingShrinksWithoutAFactorAWidthOrALineLimit(minimumScaleFactor: Double, width: Double, lines: Int) throws {
        let fitted = try TextMeasurer.measureShrinking(
            words, font: ten, width: width, numberOfLines: lines, minimumScaleFactor: minimumScaleFactor)
        #expect(fitted.font.pointSize == 10)
        #expect(fitted.measurement == (try TextMeasurer.measure(words, font: ten, width: width, numberOfLines: lines)))
    }

    @Test func textThatFitsKeepsItsFont() throws {
        let fitted = try TextMeasurer.measureShrinking(words, font: ten, width: 65, numberOfLines: 1, minimumScaleFactor: 0.5)
        #expect(fitted.font.pointSize == 10)  // 65 ≤ 65
    }

    @Test func badInputIsRefusedAsMeasuringRefusesIt() {
        #expect(throws: TextMeasurementError.negativeNumberOfLines(-1)) {
            try TextMeasurer.measureShrinking(words, font: ten, width: 50, numberOfLines: -1, minimumScaleFactor: 0.5)
        }
        #expect(throws: TextMeasurementError.invalidWidth(-1)) {
            try TextMeasurer.measureShrinking(words, font: ten, width: -1, numberOfLines: 1, minimumScaleFactor: 0.5)
        }
    }
}
