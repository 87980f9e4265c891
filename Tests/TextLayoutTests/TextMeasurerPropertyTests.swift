import Foundation
import PropertyBased
import Testing

@testable import TextLayout

/// A text case drawn from a seed: words of mixed classes, spaces, line breaks, a font and a mode.
struct TextCase: CustomStringConvertible {
    var text: String
    var font: Font
    var mode: LineBreakMode
    var limit: Int
    var scale: CGFloat

    init(seed: UInt64) {
        var rng = Xoshiro(seed: (seed, ~seed, 0x9E37_79B9_7F4A_7C15, 1))  // the property library's generator
        let pieces = ["a", "W", "i", "1", "é", "漢", "mm", "tt", " ", " ", "  ", "\n", "lorem", "ipsum", "👍"]
        let length = Int.random(in: 0..<40, using: &rng)
        text = (0..<length).map { _ in pieces.randomElement(using: &rng)! }.joined()
        let size = CGFloat(Int.random(in: 8...37, using: &rng))
        font = Font(pointSize: size, weight: FontWeight.allCases.randomElement(using: &rng)!)
        mode = LineBreakMode.allCases.randomElement(using: &rng)!
        limit = Int.random(in: 0..<4, using: &rng)
        scale = CGFloat(1 + Int.random(in: 0..<3, using: &rng))
    }

    var description: String { "\(text.debugDescription) \(font) \(mode) lines \(limit) scale \(scale)" }

    func measure(width: CGFloat, limit: Int? = nil) throws -> TextMeasurement {
        try TextMeasurer.measure(
            text, font: font, width: width, numberOfLines: limit ?? self.limit, lineBreakMode: mode, scale: scale)
    }
}

@Suite struct TextMeasurerPropertyTests {
    @Test func widerIsNeverTaller() async {
        await propertyCheck(count: 300, input: Gen.uint64(in: 0...UInt64.max), Gen.int(in: 1...400)) { seed, extra in
            let sample = TextCase(seed: seed)
            let narrow = CGFloat(extra % 200 + 1)
            let wide = narrow + CGFloat(extra)
            let narrowHeight = try sample.measure(width: narrow).size.height
            let wideHeight = try sample.measure(width: wide).size.height
            #expect(wideHeight <= narrowHeight, "\(sample) widths \(narrow) \(wide)")
        }
    }

    @Test func moreLinesAreNeverShorterAndWrappingIsNeverNarrower() async {
        await propertyCheck(count: 300, input: Gen.uint64(in: 0...UInt64.max), Gen.int(in: 1...300)) { seed, width in
            let sample = TextCase(seed: seed)
            var previous: TextMeasurement?
            for limit in [1, 2, 3, 5, 0] {
                let measured = try sample.measure(width: CGFloat(width), limit: limit)
                if let previous {
                    #expect(measured.size.height >= previous.size.height, "\(sample) lines \(limit)")
                    if sample.mode == .wordWrap || sample.mode == .characterWrap {
                        #expect(measured.size.width >= previous.size.width, "\(sample) lines \(limit)")
                    }
                }
                previous = measured
            }
        }
    }

    @Test func measuringIsDeterministic() async {
        await propertyCheck(count: 200, input: Gen.uint64(in: 0...UInt64.max), Gen.int(in: 0...300)) { seed, width in
            let sample = TextCase(seed: seed)
            let first = try sample.measure(width: CGFloat(width))
            let second = try sample.measure(width: CGFloat(width))
            #expect(first == second, "\(sample)")
        }
    }

    @Test func linesCoverTheTextInOrderAndStayInsideTheWidth() async {
        await propertyCheck(count: 300, input: Gen.uint64(in: 0...UInt64.max), Gen.int(in: 10...300)) { seed, width in
            let sample = TextCase(seed: seed)
            let measured = try sample.measure(width: CGFloat(width))
            let characters = Array(sample.text)
            var position = 0
            for (index, line) in measured.lines.enumerated() {
                #expect(line.range.lowerBound >= position, "\(sample)")
                // only line breaks are skipped between lines
                let skipped = characters[position..<line.range.lowerBound]
                let onlyBreaks = skipped.allSatisfy { $0.isNewline }
                #expect(onlyBreaks, "\(sample)")
                position = line.range.upperBound
                let visible = characters[line.range].reversed().drop { $0 == " " || $0 == "\t" }
                let single = visible.count <= 1 && !line.isTruncated
                let ellipsisOnly = line.isTruncated && line.rect.width <= sample.font.advance(of: "…") + 1e-9
                #expect(line.rect.width <= CGFloat(width) + 1e-9 || single || ellipsisOnly, "\(sample) line \(index)")
                #expect(line.rect.minY == CGFloat(index) * sample.font.lineHeight)
            }
            if !measured.isTruncated { #expect(position == characters.count, "\(sample)") }
            #expect(measured.size.height * sample.scale == (measured.size.height * sample.scale).rounded())
        }
    }

    @Test func textMeasuredAtItsOwnWidthKeepsItsLines() async {
        await propertyCheck(count: 300, input: Gen.uint64(in: 0...UInt64.max), Gen.int(in: 10...300)) { seed, width in
            var sample = TextCase(seed: seed)
            sample.limit = 0
            let first = try sample.measure(width: CGFloat(width))
            // Only when every line fit: a character wider than the line widens the measurement past it.
            guard first.size.width > 0, first.size.width <= CGFloat(width) else { return }
            let again = try sample.measure(width: first.size.width)
            #expect(again.lines.map(\.range) == first.lines.map(\.range), "\(sample)")
        }
    }
}
