import Foundation

/// A value written as an object with exactly one key naming its case and a number (`{"absolute": 44}`,
/// `{"fixed": 8}`): one decoder and encoder for every such value, the range check left to each type.
protocol SingleKeyNumber {
    associatedtype Key: CodingKey, CaseIterable
    /// What the value is called in errors: `a dimension`.
    static var noun: String { get }
    /// The value of case `key`, or the range error of `value`.
    init(key: Key, checking value: Double) throws(SingleKeyRangeError)
    /// The case's key and its number.
    var keyAndValue: (Key, Double) { get }
}

/// Why a single-key value's number is out of range: `fraction must be finite and > 0`.
struct SingleKeyRangeError: Error {
    let message: String
    init(_ message: String) { self.message = message }
}

extension SingleKeyNumber {
    /// Decodes the object, reporting a wrong number of keys at the object and a range error at its key.
    static func decodeSingleKey(from decoder: any Decoder) throws -> Self {
        if let value = decodedDirectly(from: decoder) { return value }
        let container = try decoder.container(keyedBy: Key.self)
        guard container.allKeys.count == 1, let key = container.allKeys.first else {
            let keys = Key.allCases.map(\.stringValue).joined(separator: ", ")
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: decoder.codingPath,
                    debugDescription: "\(noun) is an object with exactly one of the keys \(keys)"))
        }
        let value = try container.decode(Double.self, forKey: key)
        do {
            return try Self(key: key, checking: value)
        } catch {
            throw DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: error.message)
        }
    }

    /// The common case read straight from the strict decoder's tree: one known key with a number in range. Anything
    /// else (nil) takes the general path, which words the error. Dimensions are a large part of a spec, and the
    /// general path's keyed container and key list cost more than the rest of their decoding.
    private static func decodedDirectly(from decoder: any Decoder) -> Self? {
        guard let strict = decoder as? JSONNodeDecoder, case .object(let object) = strict.node, object.keys.count == 1,
            let key = Key(stringValue: object.keys[0]), case .number(let value) = object.values[0]
        else { return nil }
        return try? Self(key: key, checking: value)
    }

    /// Encodes the object.
    func encodeSingleKey(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        let (key, value) = keyAndValue
        try container.encode(value, forKey: key)
    }
}
