import Foundation

/// Decodes `Decodable` values from JSON strictly, every problem a ``SpecError`` at its JSON path: syntax
/// errors, duplicate keys, numbers out of range and nesting deeper than 100 levels (while parsing), keys the
/// type does not know, a non-integer or out-of-range number where an integer is expected, and wrong types, each
/// with the value found (`sections[0].items: expected an integer, found 6.5`).
///
/// It reads the whole document in one pass into a tree and decodes from the tree, at tens of megabytes per
/// second (`docs/benchmarks.md`, SpecDecodeBenchmarks).
public enum StrictJSONDecoder {
    /// The deepest nesting of arrays and objects a document may have (a deeper one is an error at the path
    /// where it goes too deep, not a stack overflow).
    public static var maximumNestingDepth: Int { JSONParser.maximumNestingDepth }

    /// Decodes a `T` from `data`.
    /// - Throws: ``SpecError`` at the path of the first problem.
    public static func decode<T: Decodable>(_ type: T.Type, from data: Data) throws(SpecError) -> T {
        try decode(type, from: try JSONParser.parse(data))
    }

    /// Decodes a `T` from a parsed document.
    static func decode<T: Decodable>(_ type: T.Type, from node: JSONNode) throws(SpecError) -> T {
        do {
            return try T(from: JSONNodeDecoder(node: node, place: JSONPlace(parent: nil, step: nil)))
        } catch let error as SpecError {
            throw error
        } catch let error as DecodingError {
            throw LayoutSpec.specError(error)
        } catch {
            throw SpecError(path: "", message: "\(error)")
        }
    }
}

/// Coding keys that name only some of an object's keys on purpose (a probe for one key): the decoder does not
/// call the others unknown.
protocol PartialCodingKeys: CodingKey {}

/// Coding keys that can list themselves, so that an unknown key's error says which keys are allowed.
public protocol ListedCodingKeys: CodingKey, CaseIterable {}

/// The place of a value being decoded: a chain from the value up to the document, built only as deep as the
/// decoding goes and read only for errors.
final class JSONCodingPath {
    let parent: JSONCodingPath?
    let step: JSONPathStep

    init(parent: JSONCodingPath?, step: JSONPathStep) {
        self.parent = parent
        self.step = step
    }
}

/// Where a value is: its container's path and the step from there (none for the document). The value's own link
/// is made only when a nested value needs it, so a leaf object (a cell's content, all scalars) costs no link.
struct JSONPlace {
    let parent: JSONCodingPath?
    let step: JSONPathStep?

    /// The place of the member or element `step` of this value.
    func child(_ step: JSONPathStep) -> JSONPlace { JSONPlace(parent: link, step: step) }

    /// The value's own link, for the places of its members or elements.
    var link: JSONCodingPath? { step.map { JSONCodingPath(parent: parent, step: $0) } ?? parent }

    /// The steps from the document down.
    var steps: [JSONPathStep] {
        var steps: [JSONPathStep] = step.map { [$0] } ?? []
        var link = parent
        while let current = link {
            steps.append(current.step)
            link = current.parent
        }
        return steps.reversed()
    }

    var specPath: SpecPath {
        steps.reduce(SpecPath()) { path, step in
            switch step {
            case .key(let key): path.key(key)
            case .index(let index): path.index(index)
            }
        }
    }

    var codingPath: [any CodingKey] {
        steps.map { step -> any CodingKey in
            switch step {
            case .key(let key): JSONKey(stringValue: key)
            case .index(let index): JSONKey(intValue: index)
            }
        }
    }
}

/// A coding key for paths handed to `Decodable` types.
struct JSONKey: CodingKey {
    var stringValue: String
    var intValue: Int?

    init(stringValue: String) { self.stringValue = stringValue }
    init(intValue: Int) {
        stringValue = "\(intValue)"
        self.intValue = intValue
    }
}

/// The `Decoder` over one ``JSONNode``.
struct JSONNodeDecoder: Decoder {
    let node: JSONNode
    let place: JSONPlace

    var codingPath: [any CodingKey] { place.codingPath }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard case .object(let object) = node else { throw mismatch(expected: "an object") }
        for key in object.keys where Key(stringValue: key) == nil {
            if Key.self is any PartialCodingKeys.Type { break }
            throw Self.unknownKey(key, of: Key.self, at: place.specPath)
        }
        return KeyedDecodingContainer(JSONKeyedContainer<Key>(object: object, place: place))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard case .array(let elements) = node else { throw mismatch(expected: "an array") }
        return JSONUnkeyedContainer(elements: elements, place: place)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer { self }

    /// `PATH: expected an object, found 6.5`.
    func mismatch(expected: String) -> SpecError {
        place.specPath.error("expected \(expected), found \(node.foundDescription)")
    }

    static func unknownKey<Key: CodingKey>(_ key: String, of type: Key.Type, at path: SpecPath) -> SpecError {
        let listed = (type as? any ListedCodingKeys.Type).map { listedType in
            "; expected one of " + Self.names(of: listedType).sorted().joined(separator: ", ")
        }
        return path.key(key).error("unknown key \"\(key)\"" + (listed ?? ""))
    }

    private static func names<Keys: ListedCodingKeys>(of type: Keys.Type) -> [String] {
        type.allCases.map(\.stringValue)
    }
}
