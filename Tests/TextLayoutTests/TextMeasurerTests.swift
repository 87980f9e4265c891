import Foundation
import Testing

@testable import TextLayout

// Font(pointSize: 10): a, b, c advance 5, space 2.5, ellipsis 8.5; line height 11.93359375, ascender 9.521484375.
@Suite struct TextMeasurerTests {
    let ten = Font(pointSize: 10)
    let words = "aaaa bbbb cccc"

    @Test func singleLineBodyRoundsUpToPixels() throws {
        let measured = try TextMeasurer.measure("Hello", font: .preferred(.body))
        // H 0.65 + e 0.5 + l 0.25 + l 0.25 + o 0.5 = 2.15 em × 17 = 36.55 → 109.65 px → 110 px = 36.666…
        #expect(measured.size.width == 110.0 / 3)
        // 20.287109375 × 3 = 60.86 px → 61 px = 20.333…, the height UIKit reports for a 17-pt label
        #expect(measured.size.height == 61.0 / 3)
        #expect(measured.lines.count == 1)
        #expect(measured.firstBaseline == 16.1865234375)
    }

    @Test func scaleChangesOnlyTheRounding() throws {
        let measured = try TextMeasurer.measure("Hello", font: .preferred(.body), scale: 2)
        #expect(measured.size == CGSize(width: 37, height: 20.5))  // 73.1 → 74 px; 40.57 → 41 px
    }

    @Test func wordWrapBreaksAtSpacesWhichHang() throws {
        let measured = try TextMeasurer.measure(words, font: ten, width: 50)
        // "aaaa " 22.5, "bbbb" → 42.5, " " 45, "c" 50 fits, next c 55 > 50: break before "cccc"
        #expect(measured.lines.map(\.range) == [0..<10, 10..<14])
        #expect(measured.lines.map(\.rect.width) == [42.5, 20])  // the trailing space hangs
        // 42.5 × 3 = 127.5 → 128 px; 2 × 11.93359375 = 23.8671875 × 3 = 71.6 → 72 px
        #expect(measured.size == CGSize(width: 128.0 / 3, height: 24))
        #expect(measured.lines[1].rect == CGRect(x: 0, y: 11.93359375, width: 20, height: 11.93359375))
        #expect(measured.firstBaseline == 9.521484375)
        #expect(measured.lastBaseline == 21.455078125)  // 11.93359375 + 9.521484375
        #expect(!measured.isTruncated)
    }

    @Test func aWordLongerThanTheLineBreaksByCharacters() throws {
        let measured = try TextMeasurer.measure("aaaaaaaaaa", font: ten, width: 22)
        // 4 × 5 = 20 fits in 22, a fifth would be 25
        #expect(measured.lines.map(\.range) == [0..<4, 4..<8, 8..<10])
        #expect(measured.size.width == 20)
    }

    @Test func aCharacterWiderThanTheLineStillTakesALine() throws {
        let measured = try TextMeasurer.measure("WW", font: ten, width: 5)
        #expect(measured.lines.map(\.range) == [0..<1, 1..<2])
        #expect(measured.size.width == 26.0 / 3)  // 8.5 → 25.5 px → 26 px: wider than asked, W cannot be split
    }

    @Test func explicitLineBreaksAndAFinalEmptyLine() throws {
        let measured = try TextMeasurer.measure("ab\ncd\n", font: ten)
        #expect(measured.lines.map(\.range) == [0..<2, 3..<5, 6..<6])
        #expect(measured.lines.map(\.rect.width) == [10, 10, 0])
        let crlf = try TextMeasurer.measure("ab\r\ncd", font: ten)
        #expect(crlf.lines.map(\.range) == [0..<2, 3..<5])  // "\r\n" is one character
    }

    @Test func noWidthMeansOneLinePerParagraph() throws {
        let zero = try TextMeasurer.measure(words, font: ten, width: 0)
        let infinite = try TextMeasurer.measure(words, font: ten, width: .infinity)
        #expect(zero == infinite)
        #expect(zero.lines.count == 1 && zero.lines[0].rect.width == 65)  // 12 × 5 + 2 × 2.5
    }

    @Test func emptyTextHasNoLines() throws {
        let measured = try TextMeasurer.measure("", font: ten, width: 100)
        #expect(measured.size == .zero && measured.lines.isEmpty && measured.firstBaseline == 0)
    }

    @Test func characterWrapBreaksMidWord() throws {
        let measured = try TextMeasurer.measure(words, font: ten, width: 30, lineBreakMode: .characterWrap)
        // "aaaa b" = 27.5, the next b would reach 32.5
        #expect(measured.lines.map(\.range) == [0..<6, 6..<12, 12..<14])
    }

    @Test func lineLimitWithWrappingDropsTheRest() throws {
        let measured = try TextMeasurer.measure(words, font: ten, width: 30, numberOfLines: 1)
        #expect(measured.lines.map(\.range) == [0..<5])
        #expect(measured.lines[0].rect.width == 20)
        #expect(measured.isTruncated && !measured.lines[0].isTruncated)
    }

    @Test func truncatingTail() throws {
        let measured = try TextMeasurer.measure(
            words, font: ten, width: 30, numberOfLines: 1, lineBreakMode: .truncateTail)
        // room 30 − 8.5 = 21.5: "aaaa" 20, the space would make 22.5
        let line = try #require(measured.lines.first)
        #expect(line.displayedText(in: words) == "aaaa…")
        #expect(line.range == 0..<14 && line.elidedRange == 4..<14)
        #expect(line.rect.width == 28.5)
    }

    @Test func truncatingHead() throws {
        let measured = try TextMeasurer.measure(
            words, font: ten, width: 30, numberOfLines: 1, lineBreakMode: .truncateHead)
        let line = try #require(measured.lines.first)
        #expect(line.displayedText(in: words) == "…cccc")
        #expect(line.elidedRange == 0..<10 && line.rect.width == 28.5)
    }

    @Test func truncatingMiddle() throws {
        let measured = try TextMeasurer.measure(
            words, font: ten, width: 30, numberOfLines: 1, lineBreakMode: .truncateMiddle)
        // room 21.5: head gets ≤ 10.75 → "aa" (10); tail gets ≤ 11.5 → "cc" (10); head stays "aa"
        let line = try #require(measured.lines.first)
        #expect(line.displayedText(in: words) == "aa…cc")
        #expect(line.rect.width == 28.5)
    }

    @Test func clippingShowsWhatFits() throws {
        let measured = try TextMeasurer.measure(words, font: ten, width: 30, numberOfLines: 1, lineBreakMode: .clip)
        #expect(measured.lines.map(\.range) == [0..<6])  // "aaaa b" = 27.5
        #expect(measured.lines[0].rect.width == 27.5)
    }

    @Test func truncationOnlyTouchesTheLastAllowedLine() throws {
        let measured = try TextMeasurer.measure(
            words, font: ten, width: 30, numberOfLines: 2, lineBreakMode: .truncateTail)
        #expect(measured.lines.count == 2)
        #expect(measured.lines[0].displayedText(in: words) == "aaaa ")
        #expect(measured.lines[1].displayedText(in: words) == "bbbb…")
        let fits = try TextMeasurer.measure(
            words, font: ten, width: 30, numberOfLines: 3, lineBreakMode: .truncateTail)
        #expect(!fits.isTruncated && fits.lines.count == 3)
    }

    @Test func aLineLimitTruncatesAtAnExplicitBreak() throws {
        let measured = try TextMeasurer.measure(
            "ab\ncd", font: ten, numberOfLines: 1, lineBreakMode: .truncateTail)
        #expect(measured.lines[0].displayedText(in: "ab\ncd") == "ab…")
        #expect(measured.lines[0].rect.width == 18.5)
    }

    @Test func badInputIsRefusedByName() {
        #expect(throws: TextMeasurementError.negativeNumberOfLines(-1)) {
            try TextMeasurer.measure("a", font: ten, numberOfLines: -1)
        }
        #expect(throws: TextMeasurementError.invalidWidth(-3)) { try TextMeasurer.measure("a", font: ten, width: -3) }
        #expect(throws: TextMeasurementError.invalidScale(0)) { try TextMeasurer.measure("a", font: ten, scale: 0) }
        #expect(throws: TextMeasurementError.invalidFontSize(-1)) {
            try TextMeasurer.measure("a", font: Font(pointSize: -1))
        }
        #expect(throws: (any Error).self) { try TextMeasurer.measure("a", font: ten, width: .nan) }
        #expect(TextMeasurementError.negativeNumberOfLines(-1).description.contains("numberOfLines is -1"))
    }

    @Test func singleLineWidthRoundsUp() {
        #expect(TextMeasurer.singleLineWidth(of: "Hello", font: .preferred(.body)) == 110.0 / 3)
    }
}
