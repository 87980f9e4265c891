import Foundation
import Testing

@testable import TextLayout

/// A character is a grapheme cluster, judged by the leading scalar of its canonical composition: canonically
/// equivalent text measures the same (semantics TX7).
@Suite struct GraphemeClusterAdvanceTests {
    let font = Font(pointSize: 17)

    func width(_ text: String) throws -> CGFloat {
        try TextMeasurer.measure(text, font: font).size.width
    }

    @Test func composedAndDecomposedAcuteMeasureTheSame() throws {
        let composed = String(repeating: "\u{E9}", count: 50)
        let decomposed = String(repeating: "e\u{301}", count: 50)
        // 50 × 0.55 em × 17 pt = 467.5 pt, rounded up to a third of a point: 1,403 / 3 (before: 425.0 decomposed).
        #expect(try width(composed) == 1403.0 / 3)
        #expect(try width(decomposed) == 1403.0 / 3)
        #expect(AdvanceClass.of("e\u{301}", monospacedDigits: false) == .otherScript)
    }

    @Test func aMarkWithNoComposedFormKeepsItsBasesClass() throws {
        // No precomposed q with acute: the cluster is the base q, a standard 0.5 em = 8.5 pt; the marks add nothing.
        // 8.5 pt is 25.5 px at 3x, rounded up to 26 px = 26 / 3 pt.
        #expect(AdvanceClass.of("q\u{301}", monospacedDigits: false) == .standard)
        #expect(try width("q\u{301}\u{323}") == 26.0 / 3)
    }

    @Test func singletonsMeasureAsTheirCanonicalForm() throws {
        // U+212A KELVIN SIGN is canonically "K": uppercase, 0.65 em × 17 = 11.05 pt, 33.15 px, rounded up to 34 px = 34 / 3 pt.
        #expect(AdvanceClass.of("\u{212A}", monospacedDigits: false) == .uppercase)
        #expect(try width("\u{212A}") == 34.0 / 3)
        #expect(try width("K") == 34.0 / 3)
    }

    @Test func hangulSyllableAndItsJamoMeasureTheSame() throws {
        // 한 (U+D55C) and ᄒ ᅡ ᆫ (U+1112 U+1161 U+11AB) are one full-width cluster each: 1 em = 17 pt.
        let jamo = "\u{1112}\u{1161}\u{11AB}"
        #expect(jamo.count == 1)
        #expect(try width("\u{D55C}") == 17)
        #expect(try width(jamo) == 17)
        #expect(try width(String(repeating: jamo, count: 10)) == 170)
    }

    @Test func anEmojiZWJSequenceIsOneCluster() throws {
        // man ZWJ woman ZWJ girl: one full-width cluster, 17 pt (not three emoji and two zero-width joiners).
        let family = "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}"
        #expect(try width(family) == 17)
        #expect(try TextMeasurer.measure(family + "a", font: font).lines[0].range == 0..<2)
    }

    @Test func emojiPresentationIsFullWidth() throws {
        // ❤️ (U+2764 U+FE0F), 1️⃣ (1 U+FE0F U+20E3) and ⚡ (U+26A1, Emoji_Presentation): one 17-pt glyph each.
        #expect(try width("\u{2764}\u{FE0F}") == 17)
        #expect(try width("1\u{FE0F}\u{20E3}") == 17)
        #expect(try width("\u{26A1}") == 17)
        // ❤ alone is text: 0.55 em × 17 = 9.35, rounded up to a third of a point: 29 / 3.
        #expect(try width("\u{2764}") == 29.0 / 3)
    }

    @Test func aFlagIsOneClusterOfTwoRegionalIndicators() throws {
        // 🇫🇷🇩🇪: two clusters of two regional indicators each, 2 × 17 pt = 34 pt.
        #expect(try width("\u{1F1EB}\u{1F1F7}\u{1F1E9}\u{1F1EA}") == 34)
        // An odd indicator is a cluster of its own: 🇫🇷 and 🇩, 2 × 17 = 34 pt.
        #expect("\u{1F1EB}\u{1F1F7}\u{1F1E9}".count == 2)
        #expect(try width("\u{1F1EB}\u{1F1F7}\u{1F1E9}") == 34)
    }

    @Test func equivalentTextBreaksIntoTheSameLines() throws {
        // "café " eight times at 80 pt; both spellings must break identically.
        let composed = String(repeating: "caf\u{E9} ", count: 8)
        let decomposed = String(repeating: "cafe\u{301} ", count: 8)
        let a = try TextMeasurer.measure(composed, font: font, width: 80)
        let b = try TextMeasurer.measure(decomposed, font: font, width: 80)
        #expect(a.lines.map(\.range) == b.lines.map(\.range))
        // "café" is (0.5 + 0.5 + 0.35 + 0.55) em × 17 = 32.3 pt, a space 4.25: two words take 68.85 pt, a third
        // would end at 105.4 > 80, so two words a line, four lines.
        #expect(a.lines.count == 4)
    }
}
