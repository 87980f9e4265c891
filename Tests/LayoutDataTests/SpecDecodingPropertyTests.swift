import Foundation
import LayoutData
import Testing
import TestSupport

/// Generated input for the spec decoder: random valid specs survive encoding and decoding unchanged, and random
/// byte mutations of a valid spec either decode or fail with an error that says where.
@Suite struct SpecDecodingPropertyTests {
    @Test func randomValidSpecsRoundTrip() throws {
        var random = SplitMix64(seed: 26)
        for index in 0..<300 {
            let spec = SpecGenerator.spec(&random)
            let data = spec.encoded()
            let decoded = try LayoutSpec.decode(data)
            #expect(decoded == spec, "spec \(index): \(String(decoding: data, as: UTF8.self))")
        }
    }

    /// Each mutation replaces, inserts or deletes a few bytes, or cuts the text short. An error names a path, or
    /// a line and column for a problem in the text itself.
    @Test func mutatedSpecsDecodeOrSayWhere() throws {
        var random = SplitMix64(seed: 2_026)
        var outcomes = (decoded: 0, refused: 0)
        for _ in 0..<2_000 {
            var bytes = Array(SpecGenerator.spec(&random).encoded())
            SpecGenerator.mutate(&bytes, &random)
            do {
                _ = try LayoutSpec.decode(Data(bytes))
                outcomes.decoded += 1
            } catch {
                outcomes.refused += 1
                // The empty path is the document: only its syntax or its type can be wrong there.
                let aboutTheDocument = error.message.contains("(line ") || error.message.hasPrefix("expected an object")
                #expect(!error.path.isEmpty || aboutTheDocument, "\(error)")
                #expect(!error.message.isEmpty)
            }
        }
        // Both outcomes occur, so the property is not vacuous.
        #expect(outcomes.decoded > 0)
        #expect(outcomes.refused > 0)
    }

    @Test func theGeneratorMakesVariedSpecs() {
        var random = SplitMix64(seed: 7)
        let specs = (0..<50).map { _ in SpecGenerator.spec(&random) }
        // Seed 7 draws one small spec twice: 49 different specs of 50.
        #expect(Set(specs).count == 49)
        #expect(specs.contains { $0.sections.contains { $0.cells != nil } })
        #expect(specs.contains { spec in
            spec.sections.contains { $0.group.subitems?.contains { if case .group = $0 { true } else { false } } == true }
        })
    }
}

/// Random specs that ``LayoutSpec/validate()`` accepts, and byte mutations of their JSON.
enum SpecGenerator {
    static func spec(_ random: inout SplitMix64) -> LayoutSpec {
        let sections = (0..<Int.random(in: 0...3, using: &random)).map { _ in section(&random) }
        return LayoutSpec(
            title: random.next() % 2 == 0 ? text(&random) : nil,
            configuration: random.next() % 3 == 0
                ? ConfigurationSpec(
                    scrollDirection: random.next() % 2 == 0 ? .horizontal : .vertical,
                    interSectionSpacing: number(&random))
                : nil,
            sections: sections,
            traits: random.next() % 3 == 0 ? TraitsSpec(displayScale: Double(Int.random(in: 1...3, using: &random))) : nil)
    }

    static func section(_ random: inout SplitMix64) -> SectionSpec {
        var section = SectionSpec(items: Int.random(in: 0...1_000_000, using: &random), group: group(&random, depth: 1))
        if random.next() % 2 == 0 { section.contentInsets = InsetsSpec(top: number(&random), trailing: number(&random)) }
        if random.next() % 2 == 0 { section.interGroupSpacing = number(&random) }
        if random.next() % 2 == 0 {
            section.cells = (0..<Int.random(in: 1...4, using: &random)).map { _ in
                CellContentSpec(text: text(&random), color: random.next() % 2 == 0 ? "#34C759" : nil, cornerRadius: number(&random))
            }
        }
        if random.next() % 3 == 0 { section.supplementaries = [text(&random): CellContentSpec(text: text(&random))] }
        return section
    }

    static func group(_ random: inout SplitMix64, depth: Int) -> GroupSpec {
        let subitems = (0..<Int.random(in: 1...3, using: &random)).map { _ -> SubitemSpec in
            depth < 3 && random.next() % 4 == 0
                ? .group(group(&random, depth: depth + 1)) : .item(ItemSpec(size: size(&random)))
        }
        return GroupSpec(
            axis: random.next() % 2 == 0 ? .horizontal : .vertical, size: size(&random), subitems: subitems,
            interItemSpacing: random.next() % 2 == 0 ? .fixed(number(&random)) : nil)
    }

    static func size(_ random: inout SplitMix64) -> SizeSpec {
        SizeSpec(width: dimension(&random), height: dimension(&random))
    }

    static func dimension(_ random: inout SplitMix64) -> DimensionSpec {
        let value = number(&random) + 0.25
        return switch random.next() % 4 {
        case 0: .fractionalWidth(value)
        case 1: .fractionalHeight(value)
        case 2: .absolute(value)
        default: .estimated(value)
        }
    }

    /// A finite number ≥ 0 of any magnitude the encoder writes differently: integers, fractions, tiny and huge.
    static func number(_ random: inout SplitMix64) -> Double {
        switch random.next() % 4 {
        case 0: Double(Int.random(in: 0...1_000, using: &random))
        case 1: Double.random(in: 0..<100, using: &random)
        case 2: Double.random(in: 0..<1, using: &random) * 1e-20
        default: Double.random(in: 0..<1, using: &random) * 1e300
        }
    }

    /// Text with the characters JSON must escape and some that are several bytes long.
    static func text(_ random: inout SplitMix64) -> String {
        let pieces = ["a", "Item {item}", "\"", "\\", "/", "\n", "\t", "\u{1}", "é", "😀", "中", " "]
        return (0..<Int.random(in: 0...6, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
    }

    /// Replaces, inserts or deletes one to three bytes, or cuts the text short.
    static func mutate(_ bytes: inout [UInt8], _ random: inout SplitMix64) {
        let interesting: [UInt8] = Array("{}[],:\"\\-0123456789.eE tfn".utf8) + [0x00, 0x80, 0xC3, 0xFF]
        for _ in 0..<Int.random(in: 1...3, using: &random) where !bytes.isEmpty {
            let place = Int.random(in: 0..<bytes.count, using: &random)
            let byte = random.next() % 2 == 0 ? interesting.randomElement(using: &random)! : UInt8.random(in: 0...255, using: &random)
            switch random.next() % 4 {
            case 0: bytes[place] = byte
            case 1: bytes.insert(byte, at: place)
            case 2: bytes.remove(at: place)
            default: bytes.removeSubrange(place...)
            }
        }
    }
}
