import ArgumentParser
import DiffableData
import Foundation
import LayoutData

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

    /// A snapshot file, read strictly: an unknown key (a misspelt `reloaded`) or a duplicate one is an error.
    struct SnapshotFile: Decodable {
        struct Section: Decodable {
            var id: String
            var items: [String]
            enum CodingKeys: String, ListedCodingKeys { case id, items }
        }
        var sections: [Section]
        var reloaded: [String]?
        var reconfigured: [String]?
        enum CodingKeys: String, ListedCodingKeys { case sections, reloaded, reconfigured }
    }

    func run() throws {
        let report = try self.report()
        try StandardStreams.writeOutput(report.text)
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
            file = try StrictJSONDecoder.decode(SnapshotFile.self, from: readFile(path))
        } catch let error as SpecError {
            let place = error.path.isEmpty ? "the document" : error.path
            throw SpecFileError(description: "\(path): not a snapshot file: \(place): \(error.message); see `ocv diff --help`")
        }
        try Self.checkEachItemIsInOneSection(file, path: path)
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

    /// An item listed in two sections is a mistake in the file: appending it to the second would silently move
    /// it there (UIKit's `appendItems` moves an existing item).
    static func checkEachItemIsInOneSection(_ file: SnapshotFile, path: String) throws {
        var sectionOfItem: [String: Int] = [:]
        for (index, section) in file.sections.enumerated() {
            for item in section.items {
                guard let first = sectionOfItem.updateValue(index, forKey: item), first != index else { continue }
                throw SpecFileError(
                    description: "\(path): item \"\(item)\" is in two sections, \"\(file.sections[first].id)\" "
                        + "(sections[\(first)]) and \"\(section.id)\" (sections[\(index)]); an item belongs to one section")
            }
        }
    }
}
