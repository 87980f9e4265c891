import Foundation

/// An object's members by key. Scalars are converted in place; a nested value gets a decoder with its path.
struct JSONKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let object: JSONObject
    let place: JSONPlace

    var codingPath: [any CodingKey] { place.codingPath }
    var allKeys: [Key] { object.keys.compactMap { Key(stringValue: $0) } }

    func contains(_ key: Key) -> Bool { object.value(forKey: key.stringValue) != nil }

    private func specPath(of key: Key) -> SpecPath { place.specPath.key(key.stringValue) }

    /// The member, or the error that it is missing.
    private func required(_ key: Key) throws(SpecError) -> JSONNode {
        guard let value = object.value(forKey: key.stringValue) else {
            throw specPath(of: key).error("is required but missing")
        }
        return value
    }

    /// The member unless it is absent or null.
    private func present(_ key: Key) -> JSONNode? {
        guard let value = object.value(forKey: key.stringValue) else { return nil }
        if case .null = value { return nil }
        return value
    }

    private func decoder(for key: Key, _ value: JSONNode) -> JSONNodeDecoder {
        JSONNodeDecoder(node: value, place: place.child(.key(key.stringValue)))
    }

    func decodeNil(forKey key: Key) throws -> Bool {
        if case .null = try required(key) { return true }
        return false
    }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool {
        try JSONScalar.bool(required(key)) { specPath(of: key) }
    }
    func decode(_ type: String.Type, forKey key: Key) throws -> String {
        try JSONScalar.string(required(key)) { specPath(of: key) }
    }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double {
        try JSONScalar.double(required(key)) { specPath(of: key) }
    }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float {
        try JSONScalar.float(required(key)) { specPath(of: key) }
    }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try integer(type, key) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try integer(type, key) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try integer(type, key) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try integer(type, key) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try integer(type, key) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try integer(type, key) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try integer(type, key) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try integer(type, key) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try integer(type, key) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try integer(type, key) }

    private func integer<Integer: FixedWidthInteger>(_ type: Integer.Type, _ key: Key) throws(SpecError) -> Integer {
        try JSONScalar.integer(required(key), type) { specPath(of: key) }
    }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try T(from: decoder(for: key, required(key)))
    }

    // The common optionals, looked up once each (the protocol's defaults look a key up three times).
    func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? {
        try present(key).map { value throws(SpecError) in try JSONScalar.bool(value) { specPath(of: key) } }
    }
    func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? {
        try present(key).map { value throws(SpecError) in try JSONScalar.string(value) { specPath(of: key) } }
    }
    func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? {
        try present(key).map { value throws(SpecError) in try JSONScalar.double(value) { specPath(of: key) } }
    }
    func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? {
        try present(key).map { value throws(SpecError) in try JSONScalar.integer(value, type) { specPath(of: key) } }
    }
    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        try present(key).map { value in try T(from: decoder(for: key, value)) }
    }

    func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type, forKey key: Key
    ) throws -> KeyedDecodingContainer<NestedKey> {
        try decoder(for: key, required(key)).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try decoder(for: key, required(key)).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder {
        JSONNodeDecoder(node: object.value(forKey: "super") ?? .null, place: place.child(.key("super")))
    }

    func superDecoder(forKey key: Key) throws -> any Decoder { decoder(for: key, object.value(forKey: key.stringValue) ?? .null) }
}

/// An array's elements in order.
struct JSONUnkeyedContainer: UnkeyedDecodingContainer {
    let elements: [JSONNode]
    let place: JSONPlace
    private(set) var currentIndex = 0
    /// This array's own link, made once for all its elements' places.
    private let arrayLink: JSONCodingPath?

    init(elements: [JSONNode], place: JSONPlace) {
        self.elements = elements
        self.place = place
        arrayLink = place.link
    }

    var codingPath: [any CodingKey] { place.codingPath }
    var count: Int? { elements.count }
    var isAtEnd: Bool { currentIndex >= elements.count }

    /// The next element's decoder, moving past it.
    private mutating func next() throws(SpecError) -> JSONNodeDecoder {
        guard !isAtEnd else {
            throw place.specPath.error("has \(elements.count) elements; more were expected")
        }
        defer { currentIndex += 1 }
        return JSONNodeDecoder(node: elements[currentIndex], place: JSONPlace(parent: arrayLink, step: .index(currentIndex)))
    }

    mutating func decodeNil() throws -> Bool {
        guard !isAtEnd, case .null = elements[currentIndex] else { return false }
        currentIndex += 1
        return true
    }

    mutating func decode(_ type: Bool.Type) throws -> Bool { try next().decode(type) }
    mutating func decode(_ type: String.Type) throws -> String { try next().decode(type) }
    mutating func decode(_ type: Double.Type) throws -> Double { try next().decode(type) }
    mutating func decode(_ type: Float.Type) throws -> Float { try next().decode(type) }
    mutating func decode(_ type: Int.Type) throws -> Int { try next().decode(type) }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try next().decode(type) }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try next().decode(type) }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try next().decode(type) }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try next().decode(type) }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try next().decode(type) }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try next().decode(type) }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try next().decode(type) }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try next().decode(type) }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try next().decode(type) }
    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T { try T(from: next()) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        try next().container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer { try next().unkeyedContainer() }

    mutating func superDecoder() throws -> any Decoder { try next() }
}
