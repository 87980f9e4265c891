import Foundation

/// A single-pass JSON parser (RFC 8259) into ``JSONNode``s that refuses what Foundation's parsers accept or
/// report without a place: duplicate keys, numbers out of `Double`'s range, nesting deeper than
/// ``maximumNestingDepth``, invalid UTF-8. Every failure names its JSON path and its line and column.
///
/// Recursion is bounded by the nesting limit, so no document can exhaust the stack.
struct JSONParser {
    /// The deepest nesting of arrays and objects accepted. The deepest spec the decoder accepts (groups nested
    /// ``LayoutSpec/maximumGroupDepth`` = 40 levels, each an object in a `subitems` array) needs 86.
    static let maximumNestingDepth = 100

    /// Parses `data` as one JSON value.
    /// - Throws: ``SpecError`` at the path of the problem, its message ending with the line and column.
    static func parse(_ data: Data) throws(SpecError) -> JSONNode {
        let result = data.withUnsafeBytes { raw -> Result<JSONNode, SpecError> in
            let bytes = raw.bindMemory(to: UInt8.self)
            var parser = JSONParser(bytes: bytes)
            do throws(JSONParseFailure) {
                return .success(try parser.parseDocument())
            } catch {
                return .failure(error.specError(in: bytes))
            }
        }
        return try result.get()
    }

    /// The text being parsed and the offset of the next byte (shared with the string and number readers).
    let bytes: UnsafeBufferPointer<UInt8>
    var position = 0
    private var depth = 0

    private init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    private mutating func parseDocument() throws(JSONParseFailure) -> JSONNode {
        // A UTF-8 byte-order mark is allowed before the text (RFC 8259 §8.1 lets parsers ignore it).
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }
        let value = try parseValue()
        skipWhitespace()
        guard position == bytes.count else { throw failure("unexpected \(found) after the document's value") }
        return value
    }

    private mutating func parseValue() throws(JSONParseFailure) -> JSONNode {
        skipWhitespace()
        guard position < bytes.count else { throw failure("the document ends where a value was expected") }
        switch bytes[position] {
        case ASCII.openBrace: return try parseObject()
        case ASCII.openBracket: return try parseArray()
        case ASCII.quote: return .string(try parseString())
        case ASCII.t: try expectWord("true"); return .bool(true)
        case ASCII.f: try expectWord("false"); return .bool(false)
        case ASCII.n: try expectWord("null"); return .null
        case ASCII.minus, ASCII.zero...ASCII.nine: return .number(try parseNumber())
        default: throw failure("expected a value, found \(found)")
        }
    }

    private mutating func parseObject() throws(JSONParseFailure) -> JSONNode {
        try enterNesting()
        var object = JSONObject()
        skipWhitespace()
        if peek == ASCII.closeBrace { return leaveNesting(.object(object)) }
        while true {
            skipWhitespace()
            guard peek == ASCII.quote else { throw failure("expected a key in double quotes, found \(found)") }
            let keyStart = position
            let key = try parseString()
            skipWhitespace()
            guard peek == ASCII.colon else { throw failure("expected \":\" after the key, found \(found)", at: .key(key)) }
            position += 1
            let value: JSONNode
            do { value = try parseValue() } catch { throw error.inside(.key(key)) }
            guard object.append(key: key, value: value) else {
                throw JSONParseFailure(
                    message: "duplicate key \"\(key)\": the object already has it", offset: keyStart, path: [.key(key)],
                    isSyntaxError: false)
            }
            skipWhitespace()
            if peek == ASCII.comma {
                position += 1
            } else if peek == ASCII.closeBrace {
                return leaveNesting(.object(object))
            } else {
                throw failure("expected \",\" or \"}\" after the value of \"\(key)\", found \(found)")
            }
        }
    }

    private mutating func parseArray() throws(JSONParseFailure) -> JSONNode {
        try enterNesting()
        var elements: [JSONNode] = []
        skipWhitespace()
        if peek == ASCII.closeBracket { return leaveNesting(.array(elements)) }
        while true {
            do { elements.append(try parseValue()) } catch { throw error.inside(.index(elements.count)) }
            skipWhitespace()
            if peek == ASCII.comma {
                position += 1
            } else if peek == ASCII.closeBracket {
                return leaveNesting(.array(elements))
            } else {
                throw failure("expected \",\" or \"]\" after element \(elements.count - 1), found \(found)")
            }
        }
    }

    /// Steps over the opening bracket or brace, one level deeper.
    private mutating func enterNesting() throws(JSONParseFailure) {
        guard depth < Self.maximumNestingDepth else {
            var tooDeep = failure("arrays and objects nest deeper than \(Self.maximumNestingDepth) levels, the limit")
            tooDeep.isSyntaxError = false
            throw tooDeep
        }
        depth += 1
        position += 1
    }

    /// Steps over the closing bracket or brace, one level up.
    private mutating func leaveNesting(_ value: JSONNode) -> JSONNode {
        depth -= 1
        position += 1
        return value
    }

    private mutating func expectWord(_ word: StaticString) throws(JSONParseFailure) {
        let length = word.utf8CodeUnitCount
        let start = word.utf8Start
        guard position + length <= bytes.count,
            (0..<length).allSatisfy({ bytes[position + $0] == start[$0] })
        else { throw failure("expected a value, found \(found)") }
        position += length
    }

    private mutating func skipWhitespace() {
        while position < bytes.count {
            switch bytes[position] {
            case ASCII.space, ASCII.newline, ASCII.carriageReturn, ASCII.tab: position += 1
            default: return
            }
        }
    }

    /// The byte at the position, or 0 at the end (never a byte a caller compares with).
    var peek: UInt8 { position < bytes.count ? bytes[position] : 0 }

    /// What is at the position, for an error: `"x"`, `byte 0x07` or `the end of the document`.
    var found: String {
        guard position < bytes.count else { return "the end of the document" }
        let byte = bytes[position]
        return (0x21..<0x7F).contains(byte) ? "\"\(Character(Unicode.Scalar(byte)))\"" : "byte 0x\(String(byte, radix: 16))"
    }

    func failure(_ message: String, at step: JSONPathStep? = nil) -> JSONParseFailure {
        JSONParseFailure(message: message, offset: position, path: step.map { [$0] } ?? [])
    }
}
