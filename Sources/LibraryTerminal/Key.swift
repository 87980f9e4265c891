/// A key the host understands: the collection view's focus keys and the app's commands.
public enum Key: Hashable, Sendable {
    case up, down, left, right, tab, backTab, enter, pageUp, pageDown, home, end
    /// A printable character (`r`, `c`, `q`, …).
    case character(Character)

    /// The spelling of keys in `--keys`: words separated by spaces; a single character stands for itself.
    public static let names: [String: Key] = [
        "up": .up, "down": .down, "left": .left, "right": .right, "tab": .tab, "backtab": .backTab,
        "enter": .enter, "return": .enter, "space": .character(" "), "pageup": .pageUp, "pagedown": .pageDown,
        "home": .home, "end": .end,
    ]

    /// Parses a `--keys` script such as `"down down enter tab right r c q"`; a word may be repeated with `*N`
    /// (`down*3`). Unknown words are an error naming the word and its position.
    public static func script(_ text: String) throws(KeyScriptError) -> [Key] {
        var keys: [Key] = []
        for (position, word) in text.split(whereSeparator: \.isWhitespace).enumerated() {
            var name = Substring(word)
            var count = 1
            if let star = word.lastIndex(of: "*"), star != word.startIndex {
                guard let repeats = Int(word[word.index(after: star)...]), (1...1_000).contains(repeats) else {
                    throw KeyScriptError(word: String(word), position: position + 1, reason: "repeat count must be 1…1000")
                }
                name = word[..<star]
                count = repeats
            }
            let key: Key
            if let named = names[name.lowercased()] {
                key = named
            } else if name.count == 1, let character = name.first {
                key = .character(character)
            } else {
                throw KeyScriptError(
                    word: String(word), position: position + 1,
                    reason: "not a key (use \(names.keys.sorted().joined(separator: ", ")) or one character)")
            }
            keys += Array(repeating: key, count: count)
        }
        return keys
    }
}

/// A `--keys` script that cannot be read.
public struct KeyScriptError: Error, CustomStringConvertible, Equatable {
    /// The word that is wrong.
    public var word: String
    /// Its position in the script, from 1.
    public var position: Int
    /// Why.
    public var reason: String

    public var description: String { "--keys: word \(position) \"\(word)\": \(reason)" }
}

/// Turns the bytes a terminal sends into keys: ANSI escape sequences for arrows, tab, shift-tab, page and home/end
/// keys; a lone escape is ignored. Bytes are fed in any chunks: an incomplete sequence waits for the rest.
public struct KeyDecoder {
    private var pending: [UInt8] = []

    public init() {}

    /// Feeds bytes; returns the keys they complete.
    public mutating func feed(_ bytes: [UInt8]) -> [Key] {
        pending += bytes
        var keys: [Key] = []
        while !pending.isEmpty {
            guard let (key, length) = Self.decode(pending) else { break }
            pending.removeFirst(length)
            if let key { keys.append(key) }
        }
        return keys
    }

    /// Feeds the end of input: a pending lone escape is dropped.
    public mutating func flush() { pending.removeAll() }

    /// The key at the start of `bytes` and how many bytes it takes; `nil` when more bytes are needed.
    static func decode(_ bytes: [UInt8]) -> (Key?, Int)? {
        let first = bytes[0]
        switch first {
        case 0x1B:
            guard bytes.count >= 2 else { return nil }
            guard bytes[1] == UInt8(ascii: "[") || bytes[1] == UInt8(ascii: "O") else { return (nil, 1) }
            guard bytes.count >= 3 else { return nil }
            switch bytes[2] {
            case UInt8(ascii: "A"): return (.up, 3)
            case UInt8(ascii: "B"): return (.down, 3)
            case UInt8(ascii: "C"): return (.right, 3)
            case UInt8(ascii: "D"): return (.left, 3)
            case UInt8(ascii: "Z"): return (.backTab, 3)
            case UInt8(ascii: "H"): return (.home, 3)
            case UInt8(ascii: "F"): return (.end, 3)
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                // ESC [ n ~ : 1/7 home, 4/8 end, 5 page up, 6 page down.
                guard let tilde = bytes.firstIndex(of: UInt8(ascii: "~")) else { return bytes.count < 8 ? nil : (nil, 1) }
                let number = Int(String(decoding: bytes[2..<tilde], as: UTF8.self))
                let key: Key? = switch number {
                case 1, 7: .home
                case 4, 8: .end
                case 5: .pageUp
                case 6: .pageDown
                default: nil
                }
                return (key, tilde + 1)
            default: return (nil, 3)
            }
        case 0x09: return (.tab, 1)
        case 0x0D, 0x0A: return (.enter, 1)
        case 0x20...0x7E: return (.character(Character(Unicode.Scalar(first))), 1)
        default: return (nil, 1)
        }
    }
}
