import Foundation

/// A JSON document as a value: what the schema check walks before a spec is decoded.
public enum JSONValue: Sendable, Hashable, Decodable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    /// Decodes any JSON value (booleans are told apart from numbers by the decoder).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }

    /// Parses `data`; `nil` when it is not JSON (or has duplicate keys, numbers beyond `Double`'s range or
    /// nesting deeper than ``StrictJSONDecoder/maximumNestingDepth``).
    public static func parse(_ data: Data) -> JSONValue? { (try? JSONParser.parse(data))?.jsonValue }

    /// The JSON type's name as a schema names it: `object`, `array`, `string`, `number`, `boolean`, `null`.
    var typeName: String {
        switch self {
        case .null: "null"
        case .bool: "boolean"
        case .number: "number"
        case .string: "string"
        case .array: "array"
        case .object: "object"
        }
    }

    subscript(key: String) -> JSONValue? {
        if case .object(let members) = self { return members[key] }
        return nil
    }
}
