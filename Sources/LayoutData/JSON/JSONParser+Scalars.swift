import Foundation

extension JSONParser {
    /// Reads a string at the opening quote. Strings without escapes (nearly all) become a `String` straight
    /// from their bytes.
    mutating func parseString() throws(JSONParseFailure) -> String {
        let opening = position
        position += 1
        var isASCII = true
        while position < bytes.count {
            let byte = bytes[position]
            if byte == ASCII.quote {
                let text = try makeString(opening + 1..<position, isASCII: isASCII, opening: opening)
                position += 1
                return text
            }
            if byte == ASCII.backslash { return try parseEscapedString(opening: opening) }
            guard byte >= 0x20 else { throw failure("a control character (byte 0x\(String(byte, radix: 16))) in a string; write it as an escape such as \\n") }
            isASCII = isASCII && byte < 0x80
            position += 1
        }
        throw JSONParseFailure(message: "the document ends inside a string", offset: opening, path: [])
    }

    private func makeString(_ range: Range<Int>, isASCII: Bool, opening: Int) throws(JSONParseFailure) -> String {
        let slice = UnsafeBufferPointer(rebasing: bytes[range])
        if isASCII { return String(decoding: slice, as: UTF8.self) }
        guard let text = String(validating: slice, as: UTF8.self) else {
            throw JSONParseFailure(message: "a string that is not valid UTF-8", offset: opening, path: [])
        }
        return text
    }

    /// The slow path: copies the bytes, replacing escapes, and validates the result.
    private mutating func parseEscapedString(opening: Int) throws(JSONParseFailure) -> String {
        var buffer = Array(bytes[(opening + 1)..<position])
        while position < bytes.count {
            let byte = bytes[position]
            switch byte {
            case ASCII.quote:
                position += 1
                guard let text = String(validating: buffer, as: UTF8.self) else {
                    throw JSONParseFailure(message: "a string that is not valid UTF-8", offset: opening, path: [])
                }
                return text
            case ASCII.backslash:
                try appendEscape(to: &buffer)
            case ..<0x20:
                throw failure("a control character (byte 0x\(String(byte, radix: 16))) in a string; write it as an escape such as \\n")
            default:
                buffer.append(byte)
                position += 1
            }
        }
        throw JSONParseFailure(message: "the document ends inside a string", offset: opening, path: [])
    }

    /// Reads one escape at the backslash and appends its UTF-8.
    private mutating func appendEscape(to buffer: inout [UInt8]) throws(JSONParseFailure) {
        position += 1
        guard position < bytes.count else { throw failure("the document ends inside a string") }
        let simple: UInt8? =
            switch bytes[position] {
            case ASCII.quote, ASCII.backslash, ASCII.slash: bytes[position]
            case ASCII.b: 0x08
            case ASCII.f: 0x0C
            case ASCII.n: 0x0A
            case ASCII.r: 0x0D
            case ASCII.t: 0x09
            default: nil
            }
        if let simple {
            buffer.append(simple)
            position += 1
            return
        }
        guard bytes[position] == ASCII.u else {
            let byte = bytes[position]
            let letter = (0x21..<0x7F).contains(byte) ? String(Unicode.Scalar(byte)) : found
            throw failure("unknown escape \\" + letter)
        }
        let scalar = try parseUnicodeEscape()
        buffer.append(contentsOf: String(Character(scalar)).utf8)
    }

    /// `uXXXX`, or a surrogate pair `uD83D\uDE00`, at the `u`; a lone surrogate is an error at its backslash.
    private mutating func parseUnicodeEscape() throws(JSONParseFailure) -> Unicode.Scalar {
        let escapeStart = position - 1
        func lone(_ kind: String, _ value: UInt32, _ missing: String) -> JSONParseFailure {
            JSONParseFailure(
                message: "a \(kind) surrogate \\u\(String(value, radix: 16)) without a \(missing)", offset: escapeStart,
                path: [])
        }
        let first = try parseHexQuad()
        if (0xDC00...0xDFFF).contains(first) { throw lone("low", first, "high one before it") }
        guard (0xD800...0xDBFF).contains(first) else { return Unicode.Scalar(first)! }
        guard position + 1 < bytes.count, bytes[position] == ASCII.backslash, bytes[position + 1] == ASCII.u else {
            throw lone("high", first, "low one after it")
        }
        position += 1
        let second = try parseHexQuad()
        guard (0xDC00...0xDFFF).contains(second) else { throw lone("high", first, "low one after it") }
        return Unicode.Scalar(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00))!
    }

    /// Four hex digits after the `u` at the position.
    private mutating func parseHexQuad() throws(JSONParseFailure) -> UInt32 {
        position += 1
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard position < bytes.count, let digit = Self.hexValue(bytes[position]) else {
                throw failure("\\u needs four hex digits, found \(found)")
            }
            value = value << 4 | digit
            position += 1
        }
        return value
    }

    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case ASCII.zero...ASCII.nine: UInt32(byte - ASCII.zero)
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    /// Reads a number (RFC 8259's grammar). Integers of up to 15 digits are summed directly; others go to the
    /// standard library's correctly rounded conversion. A number beyond `Double`'s range is an error, not ±inf.
    mutating func parseNumber() throws(JSONParseFailure) -> Double {
        let start = position
        let isNegative = bytes[position] == ASCII.minus
        if isNegative { position += 1 }
        guard isDigit(peek) else { throw failure("expected a digit after \"-\", found \(found)") }
        if bytes[position] == ASCII.zero { position += 1 } else { skipDigits() }
        var isInteger = true
        if peek == ASCII.dot {
            isInteger = false
            position += 1
            guard isDigit(peek) else { throw failure("expected a digit after the decimal point, found \(found)") }
            skipDigits()
        }
        if peek == ASCII.e || peek == ASCII.capitalE {
            isInteger = false
            position += 1
            if peek == ASCII.plus || peek == ASCII.minus { position += 1 }
            guard isDigit(peek) else { throw failure("expected a digit in the exponent, found \(found)") }
            skipDigits()
        }
        let digits = position - start - (isNegative ? 1 : 0)
        if isInteger, digits <= 15 {
            var value = 0
            for index in (position - digits)..<position { value = value * 10 + Int(bytes[index] - ASCII.zero) }
            return isNegative ? -Double(value) : Double(value)
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            let shown = text.count > 40 ? "of \(text.count) characters" : text
            throw JSONParseFailure(
                message: "the number \(shown) is out of range (a number's magnitude must be below 1.8e308)",
                offset: start, path: [], isSyntaxError: false)
        }
        return value
    }

    private func isDigit(_ byte: UInt8) -> Bool { (ASCII.zero...ASCII.nine).contains(byte) }

    private mutating func skipDigits() {
        while position < bytes.count, isDigit(bytes[position]) { position += 1 }
    }
}

/// The bytes the parser compares with.
enum ASCII {
    static let openBrace = UInt8(ascii: "{"), closeBrace = UInt8(ascii: "}")
    static let openBracket = UInt8(ascii: "["), closeBracket = UInt8(ascii: "]")
    static let quote = UInt8(ascii: "\""), backslash = UInt8(ascii: "\\"), slash = UInt8(ascii: "/")
    static let colon = UInt8(ascii: ":"), comma = UInt8(ascii: ","), dot = UInt8(ascii: ".")
    static let minus = UInt8(ascii: "-"), plus = UInt8(ascii: "+")
    static let zero = UInt8(ascii: "0"), nine = UInt8(ascii: "9")
    static let space = UInt8(ascii: " "), newline = UInt8(ascii: "\n"), carriageReturn = UInt8(ascii: "\r")
    static let tab = UInt8(ascii: "\t")
    static let b = UInt8(ascii: "b"), e = UInt8(ascii: "e"), capitalE = UInt8(ascii: "E"), f = UInt8(ascii: "f")
    static let n = UInt8(ascii: "n"), r = UInt8(ascii: "r"), t = UInt8(ascii: "t"), u = UInt8(ascii: "u")
}

/// One step of a JSON path: an object's key or an array's index.
enum JSONPathStep: Sendable, Hashable {
    case key(String)
    case index(Int)
}

/// Why parsing stopped: the message, the byte offset, and the path from the innermost step outwards (each
/// level adds its step while the failure unwinds, so that a successful parse never builds a path).
struct JSONParseFailure: Error {
    var message: String
    var offset: Int
    var path: [JSONPathStep]
    /// Whether the text breaks JSON's grammar (the message then starts "not valid JSON"), rather than a rule
    /// of this parser's (unique keys, numbers in range, the nesting limit).
    var isSyntaxError = true

    /// The failure one level out: `step` leads to where it happened.
    func inside(_ step: JSONPathStep) -> JSONParseFailure {
        var outer = self
        outer.path.append(step)
        return outer
    }

    /// The error at its JSON path, with the line and column of `offset` in `bytes`.
    func specError(in bytes: UnsafeBufferPointer<UInt8>) -> SpecError {
        let before = bytes[..<min(offset, bytes.count)]
        let line = before.reduce(1) { $1 == ASCII.newline ? $0 + 1 : $0 }
        let lineStart = before.lastIndex(of: ASCII.newline).map { $0 + 1 } ?? 0
        let column = offset - lineStart + 1
        let specPath = path.reversed().reduce(SpecPath()) { path, step in
            switch step {
            case .key(let key): path.key(key)
            case .index(let index): path.index(index)
            }
        }
        return specPath.error((isSyntaxError ? "not valid JSON: " : "") + "\(message) (line \(line), column \(column))")
    }
}
