import CompositionalLayout
import Foundation

/// How sections of the installed solution scroll on their own and react to scrolling: the geometry and current
/// offset of each orthogonally scrolling section, and each section's visible-items handler. Collected from the
/// solution when it is installed.
///
/// Rules: each orthogonal section has one offset, on its own axis (the other coordinate 0), finite and inside the
/// section's offset range. A batch update moves offsets to their new sections before the new solution is installed;
/// the rules hold again once it is (a failed update reloads, which installs both again).
struct SectionScrolling {
    /// The scrolling geometry of each orthogonally scrolling section.
    private(set) var geometries: [Int: OrthogonalSectionGeometry] = [:]
    /// The offset of each orthogonally scrolling section (the layout's `ScrollPosition.orthogonalOffsets`).
    private(set) var offsets: [Int: CGPoint] = [:]
    /// The visible-items handler of each section that has one.
    private(set) var handlers: [Int: VisibleItemsInvalidationHandler] = [:]

    /// Whether any section scrolls orthogonally.
    var hasOrthogonalSections: Bool { !geometries.isEmpty }

    /// A section's offset along its own axis; `nil` for sections that do not scroll orthogonally.
    func offset(forSection section: Int) -> CGFloat? {
        guard let geometry = geometries[section], let offset = offsets[section] else { return nil }
        return geometry.axis == .horizontal ? offset.x : offset.y
    }

    /// Moves an orthogonal section to `offset`, clamped to its range (a non-finite offset: the range's start).
    /// Returns whether the offset changed.
    mutating func setOffset(_ offset: CGFloat, forSection section: Int) -> Bool {
        guard let geometry = geometries[section] else { return false }
        let range = geometry.offsetRange
        let value = offset.isFinite ? Swift.min(Swift.max(offset, range.lowerBound), range.upperBound) : range.lowerBound
        let point = Self.point(value, along: geometry.axis)
        guard offsets[section] != point else { return false }
        offsets[section] = point
        return true
    }

    /// Takes the sections of a new solution: offsets are kept (clamped to the new ranges) or start at the section's
    /// initial offset.
    mutating func install(from solution: any SolvedLayout) {
        var newGeometries: [Int: OrthogonalSectionGeometry] = [:]
        var newHandlers: [Int: VisibleItemsInvalidationHandler] = [:]
        var newOffsets: [Int: CGPoint] = [:]
        for section in 0..<solution.numberOfSections {
            if let geometry = solution.orthogonalGeometry(forSection: section) {
                newGeometries[section] = geometry
                let range = geometry.offsetRange
                let old = offsets[section].map { geometry.axis == .horizontal ? $0.x : $0.y }
                let value = Swift.min(Swift.max(old ?? geometry.initialOffset, range.lowerBound), range.upperBound)
                newOffsets[section] = Self.point(value, along: geometry.axis)
            }
            if let handler = solution.layoutSection(section)?.visibleItemsInvalidationHandler {
                newHandlers[section] = handler
            }
        }
        geometries = newGeometries
        offsets = newOffsets
        handlers = newHandlers
    }

    /// Moves the offsets of sections that survive a batch update to their new indices (`newSectionOfOld`).
    mutating func moveOffsets(newSectionOfOld: [Int?]) {
        var moved: [Int: CGPoint] = [:]
        for (section, offset) in offsets {
            if section < newSectionOfOld.count, let new = newSectionOfOld[section] { moved[new] = offset }
        }
        offsets = moved
    }

    private static func point(_ value: CGFloat, along axis: LayoutGroup.Axis) -> CGPoint {
        axis == .horizontal ? CGPoint(x: value, y: 0) : CGPoint(x: 0, y: value)
    }

    /// What breaks the rules above (empty when they hold).
    func checkInvariants() -> [String] {
        var problems: [String] = []
        if Set(offsets.keys) != Set(geometries.keys) {
            problems.append("orthogonal offsets for sections \(offsets.keys.sorted()), geometries for \(geometries.keys.sorted())")
        }
        for (section, offset) in offsets {
            guard let geometry = geometries[section] else { continue }
            let along = geometry.axis == .horizontal ? offset.x : offset.y
            let across = geometry.axis == .horizontal ? offset.y : offset.x
            if !along.isFinite || across != 0 || !geometry.offsetRange.contains(along) {
                problems.append("section \(section): offset \(offset) is off its axis or outside \(geometry.offsetRange)")
            }
        }
        return problems
    }
}
