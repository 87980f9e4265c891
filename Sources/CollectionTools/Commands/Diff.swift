import ArgumentParser
import DiffableData
import Foundation

/// `ocv diff OLD.json NEW.json`: the batch update between two snapshots.
struct Diff: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Diff two snapshots: the batch update, validated, with move counts and its stages.",
        discussion: """
            A snapshot file lists sections with their items (identifiers are strings), and optionally the items \
            to reload or reconfigure:

              {"sections": [{"id": "fruit", "items": ["apple", "pear"]}, {"id": "veg", "items": ["leek"]}],
               "reloaded": ["pear"], "reconfigured": []}

            Example:  ocv diff before.json after.json
            """)

    @Argument(help: "The snapshot before (JSON).")
    var old: String

    @Argument(help: "The snapshot after (JSON).")
    var new: String

    struct SnapshotFile: Decodable {
        struct Section: Decodable {
            var id: String
            var items: [String]
        }
        var sections: [Section]
        var reloaded: [String]?
        var reconfigured: [String]?
    }

    func run() throws {
        let report = try self.report()
        print(report.text, terminator: "")
        if !report.isValid { throw ExitCode(1) }
    }

    /// What `run` prints, and whether the update passed validation (when not, the stages are left out).
    func report() throws -> (text: String, isValid: Bool) {
        let before = try snapshot(at: old)
        let after = try snapshot(at: new)
        let update = after.difference(from: before)
        let oldCounts = counts(before)
        let newCounts = counts(after)
        var text = "\(update)\n"
        text +=
            "sections: \(update.sectionDeletes.count) deleted, \(update.sectionInserts.count) inserted, "
            + "\(update.sectionMoves.count) moved, \(update.sectionReloads.count) reloaded\n"
        text +=
            "items: \(update.itemDeletes.count) deleted, \(update.itemInserts.count) inserted, "
            + "\(update.itemMoves.count) moved, \(update.itemReloads.count) reloaded, "
            + "\(update.itemReconfigures.count) reconfigured\n"
        do {
            try update.validate(oldItemCounts: oldCounts, newItemCounts: newCounts)
            text += "valid: UIKit's performBatchUpdates rules hold for item counts \(oldCounts) → \(newCounts)\n"
        } catch {
            return (text + "INVALID: \(error)\n", false)
        }
        let stages = update.stages(oldItemCounts: oldCounts, newItemCounts: newCounts)
        text += "stages (\(stages.count)):\n"
        for (index, stage) in stages.enumerated() {
            let lines = "\(stage.update)".split(separator: "\n").dropFirst().dropLast()
                .map { $0.trimmingCharacters(in: .whitespaces) }
            text += "  \(index + 1). \(stage.kind): \(stage.itemCountsBefore) → \(stage.itemCountsAfter)\n"
            for line in lines { text += "       \(line)\n" }
        }
        return (text, true)
    }

    private func counts(_ snapshot: Snapshot<String, String>) -> [Int] {
        snapshot.sectionIdentifiers.map { (try? snapshot.numberOfItems(inSection: $0)) ?? 0 }
    }

    private func snapshot(at path: String) throws -> Snapshot<String, String> {
        let file: SnapshotFile
        do {
            file = try JSONDecoder().decode(SnapshotFile.self, from: readFile(path))
        } catch let error as DecodingError {
            throw SpecFileError(description: "\(path): not a snapshot file: \(Self.describe(error)); see `ocv diff --help`")
        }
        var snapshot = Snapshot<String, String>()
        do {
            for section in file.sections {
                try snapshot.appendSections([section.id])
                try snapshot.appendItems(section.items, toSection: section.id)
            }
            try snapshot.reloadItems(file.reloaded ?? [])
            try snapshot.reconfigureItems(file.reconfigured ?? [])
        } catch {
            throw SpecFileError(description: "\(path): \(error)")
        }
        return snapshot
    }
}

extension Diff {
    /// A decoding error as the JSON path of the problem and the problem (`sections[0].id: is required but missing`).
    static func describe(_ error: DecodingError) -> String {
        func path(_ context: DecodingError.Context, _ last: (any CodingKey)? = nil) -> String {
            let keys = context.codingPath + (last.map { [$0] } ?? [])
            let text = keys.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
            return text.hasPrefix(".") ? String(text.dropFirst()) : (text.isEmpty ? "the document" : text)
        }
        switch error {
        case .keyNotFound(let key, let context): return "\(path(context, key)): is required but missing"
        case .typeMismatch(let type, let context): return "\(path(context)): expected \(Self.name(of: type))"
        case .valueNotFound(let type, let context): return "\(path(context)): expected \(Self.name(of: type)), found null"
        case .dataCorrupted(let context):
            return context.codingPath.isEmpty ? "not valid JSON" : "\(path(context)): \(context.debugDescription)"
        @unknown default: return "\(error)"
        }
    }

    private static func name(of type: Any.Type) -> String {
        switch type {
        case is String.Type: "a string"
        case is [String].Type: "a list of strings"
        case is Array<Any>.Type: "a list"
        default: "\(type)".hasPrefix("Array") ? "a list" : "an object"
        }
    }
}

