import Foundation

/// Reads the face's test files that switch between `import UIKit` and the face: outside their face-only blocks
/// (`#if !canImport(UIKit)`, or the `#else` of `#if canImport(UIKit)`) they may use UIKit's API only.
enum PortabilityScan {
    /// The face's additions that UIKit does not have (the `simulate…` helpers are matched by prefix) and the
    /// package API of the face and the view system.
    static let faceOnlyNames: Set = [
        "headlessView", "lastTransaction", "isLayoutBoundary", "autoLayoutPreferredSize", "layoutSubtree",
        "resolvedDisplayScale", "displayedText", "displayedSecondaryText", "shownTitle", "contentGeometryInput",
        "measuringFont", "layoutFont", "inheritedMargins", "isObservedByHigherLayer", "allActions", "MainActorBound",
        "UIKitTraps", "ViewSystemObserving", "ListText", "ListElementRole", "ListContentStyle",
    ]

    /// The test folders whose files are written against UIKit's API.
    static let testFolders = ["OpenCollectionViewTests", "ViewSystemTests"]

    static var testsDirectory: URL { PublicAPIScan.sourcesDirectory.deletingLastPathComponent().appendingPathComponent("Tests") }

    /// `file:line: name` for each face-only use outside a face-only block, in every switching file.
    static func violations() throws -> [String] {
        let forbidden = try PublicAPIScan.forbiddenNames()
        var found: [String] = []
        for folder in testFolders {
            let directory = testsDirectory.appendingPathComponent(folder)
            let files = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil)?
                .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }.sorted { $0.path < $1.path } ?? []
            for file in files {
                let lines = try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n")
                found += violations(in: lines, file: "\(folder)/\(file.lastPathComponent)", lowerTypes: forbidden)
            }
        }
        return found
    }

    /// The face-only uses in `lines` outside face-only blocks; none for a file without the UIKit switch.
    static func violations(in lines: [String], file: String, lowerTypes: Set<String>) -> [String] {
        guard lines.contains(where: { $0.trimmingCharacters(in: .whitespaces) == "#if canImport(UIKit)" }) else {
            return []
        }
        var found: [String] = []
        var blocks: [Block] = []
        for (index, line) in lines.enumerated() {
            if updateBlocks(&blocks, with: line) || blocks.contains(.faceOnly) { continue }
            let code = PublicAPIScan.withoutCommentsAndStrings(line)
            for name in faceOnlyUses(in: code, lowerTypes: lowerTypes) {
                found.append("\(file):\(index + 1): \(name)")
            }
        }
        return found
    }

    enum Block { case faceOnly, uikitOnly, other }

    /// Follows `#if`, `#else` and `#endif`; returns whether `line` is one of them.
    static func updateBlocks(_ blocks: inout [Block], with line: String) -> Bool {
        let directive = line.replacingOccurrences(of: " ", with: "")
        if directive.hasPrefix("#if") {
            blocks.append(directive == "#if!canImport(UIKit)" ? .faceOnly : directive == "#ifcanImport(UIKit)" ? .uikitOnly : .other)
        } else if directive.hasPrefix("#else") || directive.hasPrefix("#elseif") {
            let current = blocks.popLast() ?? .other
            blocks.append(current == .uikitOnly ? .faceOnly : current == .faceOnly ? .uikitOnly : .other)
        } else if directive.hasPrefix("#endif") {
            _ = blocks.popLast()
        } else {
            return false
        }
        return true
    }

    /// The face-only names `code` uses: `@testable`, an import of a module UIKit lacks, a `simulate…` helper, the
    /// face's package API or a lower layer's type.
    static func faceOnlyUses(in code: String, lowerTypes: Set<String>) -> [String] {
        if code.contains("@testable") { return ["@testable"] }
        if let module = code.firstMatch(of: #/^\s*import\s+(\w+)/#)?.output.1 {
            let apple = ["UIKit", "SwiftUI", "Testing", "Foundation"]
            return apple.contains(String(module)) ? [] : ["import \(module)"]
        }
        return PublicAPIScan.identifiers(in: code).filter {
            $0.hasPrefix("simulate") || faceOnlyNames.contains($0) || lowerTypes.contains($0)
        }
    }
}
