import Foundation

/// A parsed JSON value as ``JSONDocument`` reads it: objects keep their keys in document order (duplicates are
/// refused while parsing), numbers are finite doubles.
enum JSONNode: Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONNode])
    case object(JSONObject)

    /// The value as the schema checker's ``JSONValue``.
    var jsonValue: JSONValue {
        switch self {
        case .null: .null
        case .bool(let value): .bool(value)
        case .number(let value): .number(value)
        case .string(let value): .string(value)
        case .array(let elements): .array(elements.map(\.jsonValue))
        case .object(let object):
            .object(Dictionary(uniqueKeysWithValues: zip(object.keys, object.values.map(\.jsonValue))))
        }
    }

    /// How an error names what it found: `6.5`, `"abc"`, `true`, `null`, `an array`, `an object`.
    var foundDescription: String {
        switch self {
        case .null: "null"
        case .bool(let value): "\(value)"
        case .number(let value): JSONNode.text(of: value)
        case .string(let value): value.count > 40 ? "a string of \(value.count) characters" : "\"\(value)\""
        case .array: "an array"
        case .object: "an object"
        }
    }

    /// `6`, `6.5`, `1e+20`: integers without a fraction while they are exact (up to 2^53).
    static func text(of number: Double) -> String {
        number.rounded() == number && abs(number) <= JSONScalar.largestExactInteger ? String(Int(number)) : "\(number)"
    }
}

/// An object's members in document order, as two parallel arrays (keys are unique).
struct JSONObject: Sendable {
    /// Objects with more keys than this are looked up through ``positions``: a linear search beats hashing for
    /// the few keys of a spec object, not for a dictionary of thousands.
    static let linearSearchLimit = 16

    private(set) var keys: [String] = []
    private(set) var values: [JSONNode] = []
    /// Each key's position, kept once the object outgrows ``linearSearchLimit``.
    private var positions: [String: Int]?

    /// Adds a member; `false` (and no change) when the object already has `key`.
    mutating func append(key: String, value: JSONNode) -> Bool {
        if positions == nil, keys.count >= Self.linearSearchLimit {
            positions = Dictionary(uniqueKeysWithValues: zip(keys, keys.indices))
        }
        if positions != nil {
            guard positions?[key] == nil else { return false }
            positions?[key] = keys.count
        } else if keys.contains(key) {
            return false
        }
        keys.append(key)
        values.append(value)
        return true
    }

    /// The value of `key`.
    func value(forKey key: String) -> JSONNode? {
        if let positions { return positions[key].map { values[$0] } }
        for index in keys.indices where keys[index] == key { return values[index] }
        return nil
    }
}
