import Foundation
import PropertyBased
import Testing

@testable import TextLayout

/// The byte-by-byte ASCII path of `CharacterFacts` against the general path that forms each `Character`.
@Suite struct CharacterFactsTests {
    static let fonts = [
        Font(pointSize: 17), Font(pointSize: 13, weight: .bold), Font(pointSize: 15, monospacedDigits: true),
    ]

    func expectPathsAgree(_ text: String, font: Font, sourceLocation: SourceLocation = #_sourceLocation) {
        let fast = CharacterFacts.of(text, font: font)
        let general = CharacterFacts.general(text, font: font)
        #expect(fast.advances == general.advances, "\(text.debugDescription)", sourceLocation: sourceLocation)
        #expect(fast.isSpace == general.isSpace, "\(text.debugDescription)", sourceLocation: sourceLocation)
        #expect(fast.isBreak == general.isBreak, "\(text.debugDescription)", sourceLocation: sourceLocation)
        #expect(fast.advances.count == text.count, "\(text.debugDescription)", sourceLocation: sourceLocation)
    }

    @Test func everyASCIIByteAloneAndCRLFAgree() {
        for font in Self.fonts {
            for byte in 0..<128 { expectPathsAgree(String(UnicodeScalar(UInt8(byte))), font: font) }
            for text in ["\r\n", "\r\r\n", "\n\r", "a\r\nb", "\r", "x\r", "\r\n\r\n", " \t1 1\u{7F}"] {
                expectPathsAgree(text, font: font)
            }
        }
    }

    @Test func anyASCIIStringAgrees() async {
        await propertyCheck(count: 300, input: Gen.uint64(in: 0...UInt64.max)) { seed in
            var rng = Xoshiro(seed: (seed, ~seed, 0x9E37_79B9_7F4A_7C15, 3))
            let length = Int.random(in: 0..<60, using: &rng)
            // Control characters (CR and LF among them) drawn often, so that CR LF pairs occur.
            let bytes = (0..<length).map { _ in
                Bool.random(using: &rng) ? UInt8.random(in: 0x08...0x0D, using: &rng) : UInt8.random(in: 0..<0x80, using: &rng)
            }
            let text = String(decoding: bytes, as: UTF8.self)
            expectPathsAgree(text, font: Self.fonts[Int(seed % 3)])
        }
    }

    @Test func nonASCIITextTakesTheGeneralPath() {
        // "e" + combining acute is one character of two scalars; "\r\n" next to it stays one character.
        for text in ["e\u{301}\r\n", "\u{A0}x", "漢字 ok", "👍🏽 1", "é\t\u{2028}"] {
            for font in Self.fonts { expectPathsAgree(text, font: font) }
        }
    }
}
