import Foundation

/// Reads the package's sources as text: the type names the layers below the view system declare, and the face's
/// public and open declarations that name one of them. A regular-expression scan, not a compiler: good enough to
/// fail when a signature names a lower layer's type.
enum PublicAPIScan {
    /// The modules of layers 1–3a, whose types the face's public API must not name.
    static let lowerModules = [
        "CompositionalLayout", "ListCellLayout", "TextLayout", "ConstraintSolver", "DiffableData",
        "HeadlessCollectionView",
    ]

    /// The modules that declare UIKit's and SwiftUI's names: a lower layer's type of the same name is the face's own here.
    static let faceModules = ["OpenCollectionView", "ViewSystem", "DeclarativeUI"]

    static let sourcesDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources")

    /// The names a public signature of the face must not contain: the lower modules' top-level types (and the
    /// modules' own names), less the names the face and the view system declare.
    static func forbiddenNames() throws -> Set<String> {
        var lower = Set(lowerModules)
        for module in lowerModules {
            lower.formUnion(typeNames(in: try lines(ofModule: module), publicTopLevelOnly: true))
        }
        for module in faceModules {
            lower.subtract(typeNames(in: try lines(ofModule: module), publicTopLevelOnly: false))
        }
        return lower
    }

    /// Every `file:line: declaration` of the face whose public signature names a forbidden type.
    static func faceLeaks() throws -> [String] {
        let forbidden = try forbiddenNames()
        return try swiftFiles(ofModule: "OpenCollectionView").flatMap { file in
            let lines = try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n")
            return leaks(in: lines, file: file.lastPathComponent, forbidden: forbidden)
        }
    }

    /// The public or open declarations among `lines` whose signatures name one of `forbidden`.
    static func leaks(in lines: [String], file: String, forbidden: Set<String>) -> [String] {
        var found: [String] = []
        for (index, line) in lines.enumerated() where isPublicDeclaration(line, after: index > 0 ? lines[index - 1] : "") {
            let signature = self.signature(startingAt: index, in: lines)
            if identifiers(in: signature).contains(where: forbidden.contains) {
                found.append("\(file):\(index + 1): \(signature)")
            }
        }
        return found
    }

    // MARK: Reading declarations

    static func isPublicOrOpen(_ line: String) -> Bool {
        // The substring test first: Swift's regular expressions are slow, and most lines are not declarations.
        guard line.contains("public ") || line.contains("open ") else { return false }
        return line.firstMatch(of: #/^\s*(@\w+(\([^)]*\))?\s+)*(public|open)\s/#) != nil
    }

    /// A type declaration's captures: indentation, attributes, modifiers, the kind (7th) and the name (8th).
    typealias TypeDeclaration = (Substring, Substring, Substring?, Substring?, Substring?, Substring?, Substring, Substring)

    static func typeDeclaration(in line: String) -> Regex<TypeDeclaration>.Match? {
        let kinds = ["struct ", "class ", "enum ", "protocol ", "typealias ", "actor "]
        guard kinds.contains(where: line.contains) else { return nil }
        return line.firstMatch(of: #/^(\s*)(@\w+(\([^)]*\))?\s+)*((public|open|package|internal|fileprivate|private|final|indirect)\s+)*(struct|class|enum|protocol|typealias|actor)\s+(\w+)/#)
    }

    /// Whether `line` declares something clients see: public or open, and not SPI (on the line or the one before).
    static func isPublicDeclaration(_ line: String, after previous: String) -> Bool {
        guard isPublicOrOpen(line) else { return false }
        return !line.contains("@_spi(") && !previous.trimmingCharacters(in: .whitespaces).hasPrefix("@_spi(")
    }

    /// The declaration from `index` to its body or default value, parentheses balanced, comments and strings
    /// left out, on one line.
    static func signature(startingAt index: Int, in lines: [String]) -> String {
        var text = ""
        var depth = 0
        for line in lines[index...] {
            let code = withoutCommentsAndStrings(line)
            text += (text.isEmpty ? "" : " ") + code.trimmingCharacters(in: .whitespaces)
            depth += code.filter { $0 == "(" }.count - code.filter { $0 == ")" }.count
            if depth <= 0 { break }
        }
        if let body = text.firstIndex(of: "{") { text = String(text[..<body]) }
        if text.firstMatch(of: #/\s(var|let)\s/#) != nil, let value = text.range(of: " = ") {
            text = String(text[..<value.lowerBound])
        }
        return text.trimmingCharacters(in: .whitespaces)
    }

    static func withoutCommentsAndStrings(_ line: String) -> String {
        let code = line.replacing(#/"[^"]*"/#, with: "\"\"")
        guard let comment = code.range(of: "//") else { return code }
        return String(code[..<comment.lowerBound])
    }

    /// The words of `text` that can be identifiers (a word that starts with a digit is a number).
    static func identifiers(in text: String) -> [String] {
        text.split { !($0.isLetter || $0.isNumber || $0 == "_") }.filter { !$0.first!.isNumber }.map(String.init)
    }

    // MARK: Reading modules

    /// The names of the types `lines` declare: all of them, or only the public or open ones at the top level.
    static func typeNames(in lines: [String], publicTopLevelOnly: Bool) -> Set<String> {
        Set(lines.compactMap { line in
            guard let match = typeDeclaration(in: line) else { return nil }
            guard publicTopLevelOnly else { return String(match.output.7) }
            let isPublic = isPublicOrOpen(line)
            return match.output.1.isEmpty && isPublic ? String(match.output.7) : nil
        })
    }

    static func lines(ofModule module: String) throws -> [String] {
        try swiftFiles(ofModule: module).flatMap {
            try String(contentsOf: $0, encoding: .utf8).components(separatedBy: "\n")
        }
    }

    static func swiftFiles(ofModule module: String) throws -> [URL] {
        let directory = sourcesDirectory.appendingPathComponent(module)
        guard let files = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil) else {
            return []
        }
        return files.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
            .sorted { $0.path < $1.path }
    }
}
