import CompositionalLayout
import Foundation

/// A problem in a spec, at its JSON path: `sections[2].group.subitems[0].size.width: fraction must be finite
/// and > 0`.
public struct SpecError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What kind of problem, with its data.
    public enum Problem: Sendable, Hashable {
        /// A value the spec's rules refuse, in words.
        case invalid(String)
        /// A string that names no case of the enum at the path.
        case unknownValue(UnknownSpecValue)
        /// The solver's error for the section at the path.
        case layout(LayoutError)
    }

    /// Where: a JSON path such as `sections[2].group`; empty for the document itself.
    public var path: String
    /// What is wrong.
    public var problem: Problem

    /// Creates an error at `path`.
    public init(path: String, problem: Problem) {
        self.path = path
        self.problem = problem
    }

    /// Creates an error at `path` that says `message`.
    public init(path: String, message: String) {
        self.init(path: path, problem: .invalid(message))
    }

    /// What is wrong, in words.
    public var message: String {
        switch problem {
        case .invalid(let message): message
        case .unknownValue(let unknown): unknown.description
        case .layout(let error):
            (error.elementPath.isEmpty ? "" : error.elementPath + ": ") + Self.reasonText(of: error.reason)
        }
    }

    /// `path: message`, or the message alone for the document.
    public var description: String { path.isEmpty ? message : "\(path): \(message)" }

    /// The solver's words for `reason`. The path replaces its "section N › element" place, so the place of
    /// an error without one is dropped; the solver words its reasons only inside its description.
    private static func reasonText(of reason: LayoutError.Reason) -> String {
        let placeless = LayoutError(reason, section: nil, elementPath: "").description
        let place = "layout: "
        return placeless.hasPrefix(place) ? String(placeless.dropFirst(place.count)) : placeless
    }
}

/// A JSON path being built while walking a spec.
struct SpecPath {
    private(set) var text: String

    init(_ text: String = "") { self.text = text }

    func key(_ name: String) -> SpecPath { SpecPath(text.isEmpty ? name : text + "." + name) }
    func index(_ index: Int) -> SpecPath { SpecPath(text + "[\(index)]") }
    func error(_ message: String) -> SpecError { SpecError(path: text, message: message) }

    /// The path of a decoder's coding path.
    static func of(_ codingPath: [any CodingKey]) -> SpecPath {
        codingPath.reduce(SpecPath()) { path, key in
            key.intValue.map { path.index($0) } ?? path.key(key.stringValue)
        }
    }
}

extension LayoutSpec {
    /// Decodes a spec from JSON; every problem is reported at its JSON path.
    /// - Throws: ``SpecError`` naming the path and the problem: syntax errors (`not valid JSON: …`, with the line
    ///   and column), duplicate keys, numbers beyond `Double`'s range, nesting deeper than
    ///   ``StrictJSONDecoder/maximumNestingDepth``, wrong types with the value found (`sections[0].items:
    ///   expected an integer, found 6.5`), then the spec's own rules (``validate()``). A key the schema
    ///   (``jsonSchema``) does not list is an error at its path (`sections[0].group.sizee: unknown key "sizee";
    ///   expected one of …`), reported before any other problem of a document that parses.
    public static func decode(_ data: Data) throws(SpecError) -> LayoutSpec {
        let document = try JSONParser.parse(data)
        let spec: LayoutSpec
        do {
            spec = try StrictJSONDecoder.decode(LayoutSpec.self, from: document)
        } catch {
            // The schema's check is slower than decoding, so it runs only to choose which problem to report.
            throw firstUnknownKey(in: document) ?? error
        }
        try spec.validate()
        return spec
    }

    /// The schema's first unknown key in `document` (object keys in alphabetical order), as an error.
    static func firstUnknownKey(in document: JSONNode) -> SpecError? {
        schemaValidator.issues(of: document.jsonValue).first { $0.kind == .unknownKey }
            .map { SpecError(path: $0.path, message: $0.message) }
    }

    /// The checker of ``jsonSchema``.
    public static let schemaValidator = SchemaValidator(
        schema: JSONValue.parse(Data(jsonSchema.utf8)) ?? .bool(true))

    /// Encodes the spec as JSON with sorted keys, pretty-printed (stable for diffs and committed files).
    public func encoded() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Encoding plain value types with finite numbers cannot fail; a failure is a programming error.
        guard let data = try? encoder.encode(self) else { preconditionFailure("a LayoutSpec failed to encode") }
        return data
    }

    static func specError(_ error: DecodingError) -> SpecError {
        switch error {
        case .keyNotFound(let key, let context):
            return SpecPath.of(context.codingPath).key(key.stringValue).error("is required but missing")
        case .typeMismatch(let type, let context):
            return SpecPath.of(context.codingPath).error("expected \(Self.jsonName(of: type))")
        case .valueNotFound(let type, let context):
            return SpecPath.of(context.codingPath).error("expected \(Self.jsonName(of: type)), found null")
        case .dataCorrupted(let context):
            let path = SpecPath.of(context.codingPath)
            if let unknown = context.underlyingError as? UnknownSpecValue {
                return SpecError(path: path.text, problem: .unknownValue(unknown))
            }
            return path.error(
                context.codingPath.isEmpty ? "not valid JSON: \(context.debugDescription)" : context.debugDescription)
        @unknown default:
            return SpecError(path: "", message: "\(error)")
        }
    }

    private static func jsonName(of type: Any.Type) -> String {
        switch type {
        case is String.Type: "a string"
        case is Int.Type: "an integer"
        case is Double.Type: "a number"
        case is Bool.Type: "true or false"
        case is [Any].Type: "an array"
        default: "an object"
        }
    }
}
