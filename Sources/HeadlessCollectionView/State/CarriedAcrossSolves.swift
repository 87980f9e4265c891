import CompositionalLayout
import Foundation

/// What the view keeps beside the solution so that it survives a solve afresh: the text offsets list cells reported
/// (given again to a fresh solution, semantics LI8) and the layout diagnostics already reported (a re-solve with the
/// same diagnostics does not report them again).
///
/// No rule ties them to anything else: they are plain records, so the group has no check of its own.
struct CarriedAcrossSolves {
    /// Text offsets list cells reported, by item; kept until the data is reloaded.
    private(set) var listTextLeadingOffsets: [IndexPath: CGFloat] = [:]
    /// The layout's diagnostics as last reported.
    private(set) var reportedDiagnostics: [LayoutDiagnostic] = []

    /// Keeps (or with `nil` forgets) the text offset of an item's row.
    mutating func setListTextLeadingOffset(_ offset: CGFloat?, forItemAt indexPath: IndexPath) {
        listTextLeadingOffsets[indexPath] = offset
    }

    /// Forgets the text offsets (index paths change meaning on a reload).
    mutating func forgetListTextLeadingOffsets() { listTextLeadingOffsets.removeAll() }

    /// Notes `diagnostics` as reported; returns whether they differ from those reported last (so must be reported).
    mutating func noteDiagnostics(_ diagnostics: [LayoutDiagnostic]) -> Bool {
        guard diagnostics != reportedDiagnostics else { return false }
        reportedDiagnostics = diagnostics
        return true
    }
}
