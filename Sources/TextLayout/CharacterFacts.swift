import Foundation

/// What line breaking needs of each character of a string: its advance, whether it is a space, whether it breaks
/// the line. One pass over the string; ASCII text (most labels) is read byte by byte, without forming
/// `Character`s, and gives exactly what the general path gives (a test checks both paths agree).
struct CharacterFacts {
    var advances: [CGFloat] = []
    var isSpace: [Bool] = []
    var isBreak: [Bool] = []

    static func of(_ text: String, font: Font) -> CharacterFacts {
        var facts = CharacterFacts()
        let capacity = text.utf8.count
        facts.advances.reserveCapacity(capacity)
        facts.isSpace.reserveCapacity(capacity)
        facts.isBreak.reserveCapacity(capacity)
        let isASCII = text.utf8.withContiguousStorageIfAvailable { bytes in
            facts.appendASCII(bytes, font: font)
        }
        if isASCII != true { facts = general(text, font: font) }
        return facts
    }

    /// Every `Character` formed and judged on its own: the definition the ASCII path must match.
    static func general(_ text: String, font: Font) -> CharacterFacts {
        var facts = CharacterFacts()
        for character in text { facts.append(character, font: font) }
        return facts
    }

    mutating func append(_ character: Character, font: Font) {
        advances.append(font.advance(of: character))
        isSpace.append(Self.isSpace(character))
        isBreak.append(character.isNewline)
    }

    /// The spaces a line may end in and hang past its edge.
    static func isSpace(_ character: Character) -> Bool {
        character == " " || character == "\u{A0}" || character == "\t"
    }

    /// Appends the facts of `bytes` if they are all ASCII (and returns `true`); otherwise appends nothing and
    /// returns `false`. In ASCII every byte is a character of its own except CR LF, one character (Unicode's
    /// grapheme rules GB3–GB5), judged as its CR is (a zero-width line break).
    mutating func appendASCII(_ bytes: UnsafeBufferPointer<UInt8>, font: Font) -> Bool {
        for byte in bytes where byte >= 0x80 { return false }
        let table = ASCIIFacts.table(monospacedDigits: font.monospacedDigits)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            let entry = table[Int(byte)]
            advances.append(font.advance(of: entry.advanceClass))
            isSpace.append(entry.isSpace)
            isBreak.append(entry.isBreak)
            index += byte == 0x0D && index + 1 < bytes.count && bytes[index + 1] == 0x0A ? 2 : 1
        }
        return true
    }
}

/// The general path's answers for each ASCII character, computed once from it.
struct ASCIIFacts: Sendable {
    var advanceClass: AdvanceClass
    var isSpace: Bool
    var isBreak: Bool

    private static let proportional = make(monospacedDigits: false)
    private static let monospaced = make(monospacedDigits: true)

    static func table(monospacedDigits: Bool) -> [ASCIIFacts] { monospacedDigits ? monospaced : proportional }

    private static func make(monospacedDigits: Bool) -> [ASCIIFacts] {
        (0..<128).map { byte in
            let character = Character(Unicode.Scalar(UInt8(byte)))
            return ASCIIFacts(
                advanceClass: AdvanceClass.of(character, monospacedDigits: monospacedDigits),
                isSpace: CharacterFacts.isSpace(character),
                isBreak: character.isNewline)
        }
    }
}
