import Foundation

/// A JSON value as a Swift scalar, or the error that says what was expected and what was found. The path is a
/// closure so that a value decoded without error never builds one.
enum JSONScalar {
    /// The largest magnitude an integer may have: every integer up to 2^53 is exact in a JSON number as
    /// parsers read them (doubles); beyond it a literal may silently become another integer.
    static let largestExactInteger = 9_007_199_254_740_992.0

    static func bool(_ node: JSONNode, at path: () -> SpecPath) throws(SpecError) -> Bool {
        guard case .bool(let value) = node else { throw mismatch(node, expected: "true or false", at: path) }
        return value
    }

    static func string(_ node: JSONNode, at path: () -> SpecPath) throws(SpecError) -> String {
        guard case .string(let value) = node else { throw mismatch(node, expected: "a string", at: path) }
        return value
    }

    static func double(_ node: JSONNode, at path: () -> SpecPath) throws(SpecError) -> Double {
        guard case .number(let value) = node else { throw mismatch(node, expected: "a number", at: path) }
        return value
    }

    static func float(_ node: JSONNode, at path: () -> SpecPath) throws(SpecError) -> Float {
        let value = try double(node, at: path)
        guard Float(value).isFinite else {
            throw path().error("the number \(JSONNode.text(of: value)) is out of range for a 32-bit float")
        }
        return Float(value)
    }

    static func integer<Integer: FixedWidthInteger>(
        _ node: JSONNode, _ type: Integer.Type, at path: () -> SpecPath
    ) throws(SpecError) -> Integer {
        guard case .number(let value) = node else { throw mismatch(node, expected: "an integer", at: path) }
        guard value.rounded() == value else { throw mismatch(node, expected: "an integer", at: path) }
        guard abs(value) <= largestExactInteger, let integer = Integer(exactly: value) else {
            let lowest = max(Double(Integer.min), -largestExactInteger)
            let highest = min(Double(Integer.max), largestExactInteger)
            throw path().error(
                "the integer \(JSONNode.text(of: value)) is out of range (\(JSONNode.text(of: lowest)) … "
                    + "\(JSONNode.text(of: highest)))")
        }
        return integer
    }

    /// `PATH: expected an integer, found 6.5`.
    static func mismatch(_ node: JSONNode, expected: String, at path: () -> SpecPath) -> SpecError {
        path().error("expected \(expected), found \(node.foundDescription)")
    }
}

extension JSONNodeDecoder: SingleValueDecodingContainer {
    private func here() -> SpecPath { place.specPath }

    func decodeNil() -> Bool {
        if case .null = node { return true }
        return false
    }

    func decode(_ type: Bool.Type) throws -> Bool { try JSONScalar.bool(node, at: here) }
    func decode(_ type: String.Type) throws -> String { try JSONScalar.string(node, at: here) }
    func decode(_ type: Double.Type) throws -> Double { try JSONScalar.double(node, at: here) }
    func decode(_ type: Float.Type) throws -> Float { try JSONScalar.float(node, at: here) }
    func decode(_ type: Int.Type) throws -> Int { try JSONScalar.integer(node, type, at: here) }
    func decode(_ type: Int8.Type) throws -> Int8 { try JSONScalar.integer(node, type, at: here) }
    func decode(_ type: Int16.Type) throws -> Int16 { try JSONScalar.integer(node, type, at: here) }
    func decode(_ type: Int32.Type) throws -> Int32 { try JSONScalar.integer(node, type, at: here) }
    func decode(_ type: Int64.Type) throws -> Int64 { try JSONScalar.integer(node, type, at: here) }
    func decode(_ type: UInt.Type) throws -> UInt { try JSONScalar.integer(node, type, at: here) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try JSONScalar.integer(node, type, at: here) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try JSONScalar.integer(node, type, at: here) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try JSONScalar.integer(node, type, at: here) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try JSONScalar.integer(node, type, at: here) }
    func decode<T: Decodable>(_ type: T.Type) throws -> T { try T(from: self) }
}
