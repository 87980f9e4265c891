import Foundation

/// An enum written in a spec as one of a fixed set of strings (`"horizontal"`, `"paging"`, …).
public protocol SpecEnum: RawRepresentable<String>, CaseIterable, Codable, Sendable, Hashable {}

extension SpecEnum {
    /// Every string the enum accepts, in declaration order: what an error lists and the schema's `enum` holds.
    public static var allowedValues: [String] { allCases.map(\.rawValue) }

    /// Decodes the string, refusing one that names no case with ``UnknownSpecValue`` as the underlying error.
    static func decodeSpecValue(from decoder: any Decoder) throws -> Self {
        let text = try decoder.singleValueContainer().decode(String.self)
        if let value = Self(rawValue: text) { return value }
        let unknown = UnknownSpecValue(value: text, allowed: allowedValues)
        throw DecodingError.dataCorrupted(
            .init(codingPath: decoder.codingPath, debugDescription: unknown.description, underlyingError: unknown))
    }
}

/// A string that names no case of the enum at its place: carried inside the `DecodingError`, so that the
/// decoder's ``SpecError`` is built from the value and the allowed values rather than from a message.
public struct UnknownSpecValue: Error, Sendable, Hashable, CustomStringConvertible {
    /// The string found.
    public var value: String
    /// The strings allowed there.
    public var allowed: [String]

    /// Creates the error for `value` where `allowed` are the strings accepted.
    public init(value: String, allowed: [String]) {
        self.value = value
        self.allowed = allowed
    }

    /// `unknown value "diagonal"; expected one of horizontal, vertical, custom`.
    public var description: String {
        "unknown value \"\(value)\"; expected one of " + allowed.joined(separator: ", ")
    }
}

/// A spec enum that stands case for case for a layout value: both directions are exhaustive `switch`es, so a
/// case added on either side is a compile error until it is mapped.
public protocol LayoutValueSpec: SpecEnum {
    associatedtype LayoutValue: Hashable
    /// The layout's value for this case.
    var layoutValue: LayoutValue { get }
    /// The case for the layout's value.
    init(_ layoutValue: LayoutValue)
}
