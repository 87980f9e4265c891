import Foundation

/// Checks a JSON value against a JSON Schema (draft 2020-12), for the subset of keywords the spec schema uses:
/// `$ref` (to `#/$defs/…`), `type`, `enum`, `const`, `properties`, `required`, `additionalProperties`,
/// `minProperties`, `maxProperties`, `items`, `minItems`, `minimum`, `maximum`, `exclusiveMinimum`, `pattern`,
/// `oneOf`, `not`, `if`/`then`/`else`; annotations (`title`, `description`, `$schema`, `$id`, `$defs`) are
/// skipped. Any other keyword is reported, so the schema cannot silently outgrow the checker.
public struct SchemaValidator: Sendable {
    /// One way a value breaks the schema, at its JSON path.
    public struct Issue: Sendable, Hashable, CustomStringConvertible {
        public enum Kind: Sendable, Hashable { case unknownKey, other }
        public var path: String
        public var message: String
        public var kind: Kind
        public var description: String { path.isEmpty ? message : "\(path): \(message)" }
    }

    /// The schema.
    public let schema: JSONValue

    public init(schema: JSONValue) { self.schema = schema }

    /// Every issue of `value`, in document order (object keys alphabetically).
    public func issues(of value: JSONValue) -> [Issue] {
        var run = Run(root: schema)
        run.check(value, schema, location: "#", path: SpecPath())
        return run.issues
    }

    /// The properties `value` used, each as `SCHEMA-LOCATION#KEY` (`#/$defs/group/properties#size`), counting
    /// only the branch a `oneOf` chose: what a coverage test compares with ``allProperties``.
    public func usedProperties(of value: JSONValue) -> Set<String> {
        var run = Run(root: schema)
        run.check(value, schema, location: "#", path: SpecPath())
        return run.used
    }

    /// Every property the schema declares, named as ``usedProperties(of:)`` names them.
    public var allProperties: Set<String> {
        var result: Set<String> = []
        func walk(_ node: JSONValue, _ location: String) {
            switch node {
            case .object(let members):
                for (key, child) in members {
                    // Conditions (`if`, `not`) name properties without declaring them.
                    if key == "if" || key == "not" { continue }
                    if key == "properties", case .object(let properties) = child {
                        for (name, property) in properties {
                            result.insert(location + "/properties#" + name)
                            walk(property, location + "/properties/" + name)
                        }
                    } else {
                        walk(child, location + "/" + key)
                    }
                }
            case .array(let items):
                for (index, item) in items.enumerated() { walk(item, location + "/\(index)") }
            default: break
            }
        }
        walk(schema, "#")
        return result
    }

    /// One validation: the issues found and the properties used.
    private struct Run {
        let root: JSONValue
        var issues: [Issue] = []
        var used: Set<String> = []
        /// `$ref` hops on the current branch, so that a cyclic schema cannot recurse forever on one value.
        var depth = 0

        static let annotations: Set<String> = ["title", "description", "$schema", "$id", "$defs", "$comment"]
        static let supported: Set<String> = [
            "$ref", "type", "enum", "const", "properties", "required", "additionalProperties", "minProperties",
            "maxProperties", "items", "minItems", "minimum", "maximum", "exclusiveMinimum", "pattern", "oneOf", "not",
            "if", "then", "else",
        ]

        mutating func fail(_ path: SpecPath, _ message: String, _ kind: Issue.Kind = .other) {
            issues.append(Issue(path: path.text, message: message, kind: kind))
        }

        mutating func check(_ value: JSONValue, _ schema: JSONValue, location: String, path: SpecPath) {
            if case .bool(let allowed) = schema {
                if !allowed { fail(path, "is not allowed here") }
                return
            }
            guard case .object(let keywords) = schema else { return fail(path, "schema error: \(location) is not a schema") }
            for keyword in keywords.keys.sorted() where !Self.supported.contains(keyword) && !Self.annotations.contains(keyword) {
                fail(path, "schema error: unsupported keyword \(keyword) at \(location)")
            }
            if case .string(let reference)? = keywords["$ref"] { checkReference(value, reference, path: path) }
            checkType(value, keywords, path: path)
            checkValues(value, keywords, path: path)
            switch value {
            case .object(let members): checkObject(members, keywords, location: location, path: path)
            case .array(let items): checkArray(items, keywords, location: location, path: path)
            case .number(let number): checkNumber(number, keywords, path: path)
            case .string(let string): checkString(string, keywords, path: path)
            default: break
            }
            checkCombinations(value, keywords, location: location, path: path)
        }

        mutating func checkReference(_ value: JSONValue, _ reference: String, path: SpecPath) {
            let prefix = "#/$defs/"
            guard reference.hasPrefix(prefix), let target = root["$defs"]?[String(reference.dropFirst(prefix.count))] else {
                return fail(path, "schema error: cannot resolve $ref \(reference)")
            }
            guard depth < 64 else { return fail(path, "schema error: $ref nesting deeper than 64 at \(reference)") }
            depth += 1
            check(value, target, location: reference, path: path)
            depth -= 1
        }

        mutating func checkType(_ value: JSONValue, _ keywords: [String: JSONValue], path: SpecPath) {
            let types: [String]
            switch keywords["type"] {
            case .string(let name)?: types = [name]
            case .array(let names)?: types = names.compactMap { if case .string(let name) = $0 { name } else { nil } }
            default: return
            }
            let matches = types.contains { type in
                switch (type, value) {
                case ("integer", .number(let number)): number.isFinite && number.rounded() == number
                default: type == value.typeName
                }
            }
            if !matches { fail(path, "expected " + types.map(Self.article).joined(separator: " or ")) }
        }

        static func article(_ type: String) -> String {
            switch type {
            case "object", "array", "integer": "an \(type)"
            case "boolean": "true or false"
            case "null": "null"
            default: "a \(type)"
            }
        }

        mutating func checkValues(_ value: JSONValue, _ keywords: [String: JSONValue], path: SpecPath) {
            if case .array(let allowed)? = keywords["enum"], !allowed.contains(value) {
                let names = allowed.map { if case .string(let name) = $0 { name } else { "\($0)" } }
                fail(path, "unknown value; expected one of " + names.joined(separator: ", "))
            }
            if let constant = keywords["const"], constant != value { fail(path, "expected \(constant)") }
        }

        mutating func checkObject(
            _ members: [String: JSONValue], _ keywords: [String: JSONValue], location: String, path: SpecPath
        ) {
            var properties: [String: JSONValue] = [:]
            if case .object(let declared)? = keywords["properties"] { properties = declared }
            if case .array(let required)? = keywords["required"] {
                for case .string(let name) in required where members[name] == nil {
                    fail(path.key(name), "is required but missing")
                }
            }
            for key in members.keys.sorted() {
                let member = members[key]!
                if let property = properties[key] {
                    used.insert(location + "/properties#" + key)
                    check(member, property, location: location + "/properties/" + key, path: path.key(key))
                    continue
                }
                switch keywords["additionalProperties"] {
                case .bool(false)?:
                    let expected = properties.keys.sorted().joined(separator: ", ")
                    fail(path.key(key), "unknown key \"\(key)\"; expected one of \(expected)", .unknownKey)
                case let extra? where extra != .bool(true):
                    check(member, extra, location: location + "/additionalProperties", path: path.key(key))
                default: break
                }
            }
            if case .number(let minimum)? = keywords["minProperties"], Double(members.count) < minimum {
                fail(path, "needs at least \(Int(minimum)) key\(minimum == 1 ? "" : "s")")
            }
            if case .number(let maximum)? = keywords["maxProperties"], Double(members.count) > maximum {
                fail(path, "takes at most \(Int(maximum)) key\(maximum == 1 ? "" : "s")")
            }
        }

        mutating func checkArray(_ items: [JSONValue], _ keywords: [String: JSONValue], location: String, path: SpecPath) {
            if case .number(let minimum)? = keywords["minItems"], Double(items.count) < minimum {
                fail(path, "needs at least \(Int(minimum)) element\(minimum == 1 ? "" : "s")")
            }
            guard let itemSchema = keywords["items"] else { return }
            for (index, item) in items.enumerated() {
                check(item, itemSchema, location: location + "/items", path: path.index(index))
            }
        }

        mutating func checkNumber(_ number: Double, _ keywords: [String: JSONValue], path: SpecPath) {
            if case .number(let minimum)? = keywords["minimum"], !(number >= minimum) { fail(path, "must be ≥ \(Self.text(minimum))") }
            if case .number(let maximum)? = keywords["maximum"], !(number <= maximum) { fail(path, "must be ≤ \(Self.text(maximum))") }
            if case .number(let bound)? = keywords["exclusiveMinimum"], !(number > bound) { fail(path, "must be > \(Self.text(bound))") }
        }

        static func text(_ number: Double) -> String {
            number.rounded() == number && abs(number) < 1e15 ? String(Int(number)) : String(number)
        }

        mutating func checkString(_ string: String, _ keywords: [String: JSONValue], path: SpecPath) {
            guard case .string(let pattern)? = keywords["pattern"] else { return }
            guard let expression = try? NSRegularExpression(pattern: pattern) else {
                return fail(path, "schema error: invalid pattern \(pattern)")
            }
            let range = NSRange(string.startIndex..., in: string)
            if expression.firstMatch(in: string, range: range) == nil { fail(path, "does not match \(pattern)") }
        }

        /// `oneOf`, `not` and `if`/`then`/`else`: branches are checked on their own and only the chosen branch's
        /// issues and properties count. Without a match, the branch with the fewest issues explains the failure.
        mutating func checkCombinations(
            _ value: JSONValue, _ keywords: [String: JSONValue], location: String, path: SpecPath
        ) {
            if case .array(let branches)? = keywords["oneOf"] {
                let runs = branches.enumerated().map { index, branch in
                    branchRun(value, branch, location: location + "/oneOf/\(index)", path: path)
                }
                let passing = runs.filter { $0.issues.isEmpty }
                if passing.count == 1 {
                    used.formUnion(passing[0].used)
                } else if passing.count > 1 {
                    fail(path, "matches more than one of the allowed shapes")
                } else if let best = runs.min(by: { $0.issues.count < $1.issues.count }) {
                    issues += best.issues
                    used.formUnion(best.used)
                }
            }
            if let negated = keywords["not"], branchRun(value, negated, location: location + "/not", path: path).issues.isEmpty {
                fail(path, "has a shape that is not allowed here (\(Self.describe(negated)))")
            }
            if let condition = keywords["if"] {
                let holds = branchRun(value, condition, location: location + "/if", path: path).issues.isEmpty
                if let branch = keywords[holds ? "then" : "else"] {
                    check(value, branch, location: location + (holds ? "/then" : "/else"), path: path)
                }
            }
        }

        func branchRun(_ value: JSONValue, _ schema: JSONValue, location: String, path: SpecPath) -> Run {
            var run = Run(root: root, depth: depth)
            run.check(value, schema, location: location, path: path)
            return run
        }

        static func describe(_ schema: JSONValue) -> String {
            if case .array(let names)? = schema["required"] {
                return "with " + names.compactMap { if case .string(let name) = $0 { name } else { nil } }.joined(separator: ", ")
            }
            return "\(schema)"
        }
    }
}
