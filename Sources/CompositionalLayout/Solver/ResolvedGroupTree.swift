import Foundation

// A section's group tree resolved into whole pixels against its containers, with every value validated.
// Each subitem occurrence becomes its own spec (a subitem of a count group is sized by that group), so
// placing never resolves a dimension again. Supplementary sizes stay symbolic: they are relative to the
// host they attach to, which may self-size.

/// Edge spacing in pixels; a flexible edge starts at its minimum and takes a share of the leftover (L4, L5).
struct ResolvedEdgeSpacing: Sendable, Hashable {
    var leading = 0, top = 0, trailing = 0, bottom = 0
    var leadingIsFlexible = false, topIsFlexible = false, trailingIsFlexible = false, bottomIsFlexible = false

    static let none = ResolvedEdgeSpacing()

    func start(_ axis: CanonicalAxis) -> Int { axis == .x ? leading : top }
    func end(_ axis: CanonicalAxis) -> Int { axis == .x ? trailing : bottom }
    func total(_ axis: CanonicalAxis) -> Int { start(axis) + end(axis) }
    func startIsFlexible(_ axis: CanonicalAxis) -> Bool { axis == .x ? leadingIsFlexible : topIsFlexible }
    func endIsFlexible(_ axis: CanonicalAxis) -> Bool { axis == .x ? trailingIsFlexible : bottomIsFlexible }
}

/// An item of the tree: nominal size (the estimate on estimated axes), insets and edge spacing.
struct ItemSpec: Sendable, Equatable {
    var size: PixelSize
    /// The resolved lengths before rounding, in pixels: whether a subitem fits is decided on these, so
    /// that five 20 % items fit a row although each rounds up (L3, L4).
    var exactWidth: Double
    var exactHeight: Double
    var estimatedX: Bool
    var estimatedY: Bool
    /// Content insets, zero on estimated axes (L6).
    var insets: PixelInsets
    var edges: ResolvedEdgeSpacing
    /// Indices into ``ResolvedGroupTree/supplementaries``.
    var supplementaries: Range<Int>
    /// Whether the length on each axis is the longest of the uniform siblings' (`uniformAcrossSiblings`, LY1);
    /// only on an axis its group is estimated on.
    var uniformX = false
    var uniformY = false

    func length(_ axis: CanonicalAxis) -> Int { size.length(axis) }
    func isUniform(_ axis: CanonicalAxis) -> Bool { axis == .x ? uniformX : uniformY }
    func exactLength(_ axis: CanonicalAxis) -> Double { axis == .x ? exactWidth : exactHeight }
    func isEstimated(_ axis: CanonicalAxis) -> Bool { axis == .x ? estimatedX : estimatedY }
}

/// A reference from a group to one of its subitems.
enum ChildSpec: Sendable, Equatable {
    case item(Int)
    case group(Int)
}

/// How a resolved group produces its items.
enum GroupArrangementSpec: Sendable, Equatable {
    /// Places subitems cyclically along `axis`; `count` is nil while filling the available space (L4).
    case stack(axis: CanonicalAxis, count: Int?)
    /// Frames in group-local pixels, one per item, with each cell's zIndex (L7).
    case custom(frames: [PixelRect], zIndices: [Int])
}

/// A group of the tree.
struct GroupSpec: Sendable, Equatable {
    var size: PixelSize
    var exactWidth: Double
    var exactHeight: Double
    var estimatedX: Bool
    var estimatedY: Bool
    var arrangement: GroupArrangementSpec
    var children: [ChildSpec]
    var spacing: Int
    var spacingIsFlexible: Bool
    var insets: PixelInsets
    var edges: ResolvedEdgeSpacing
    var supplementaries: Range<Int>

    func isEstimated(_ axis: CanonicalAxis) -> Bool { axis == .x ? estimatedX : estimatedY }
    func exactLength(_ axis: CanonicalAxis) -> Double { axis == .x ? exactWidth : exactHeight }
}

/// An item or group supplementary (L12), sized against its host when it is placed.
struct SupplementarySpec: Sendable, Equatable {
    var description: SupplementaryItem
    /// Index into the section's kind table.
    var kindID: Int
    var estimatedX: Bool
    var estimatedY: Bool
    var path: TreePath
}

/// Where an item, group or supplementary is in the section's description: the group whose path it continues and
/// its own steps. Each element stores only its steps, so that a chain of n nested groups keeps O(n) text, not the
/// O(n²) of every element repeating its ancestors' path; the whole path is put together only for an error.
struct TreePath: Sendable, Equatable {
    /// The group (an index into ``ResolvedGroupTree/groupPaths``) whose path this one continues; -1 for none.
    var parent: Int
    var steps: String

    static func + (path: TreePath, step: String) -> TreePath { TreePath(parent: path.parent, steps: path.steps + step) }
}

/// A section's resolved group tree. The root group is ``rootGroup``.
struct ResolvedGroupTree: Sendable, Equatable {
    var items: [ItemSpec] = []
    var groups: [GroupSpec] = []
    /// Where each item and group is in the description, for errors. Kept apart from the specs so that
    /// reading a spec while placing copies no string.
    var itemPaths: [TreePath] = []
    var groupPaths: [TreePath] = []
    var supplementaries: [SupplementarySpec] = []
    var rootGroup = 0
    /// Some dimension of the tree (items, groups or their supplementaries) is estimated, so the section's
    /// groups may differ from one another and the section keeps per-group storage (L9).
    var hasEstimatedAxis = false
    /// Some group fills its length with subitems whose length along it is estimated, so how many items a
    /// group holds changes with measured sizes (a flow of tags).
    var groupCountsDependOnSizes = false
    /// Some item is `uniformAcrossSiblings` on an axis its group is estimated on (LY1).
    var hasUniformItems = false
    /// Content insets on an estimated axis were dropped (L6).
    var diagnostics: [LayoutDiagnostic] = []

    /// The whole text of a path, its ancestors' steps first (a loop: a chain of any depth costs no stack). A step
    /// repeated more than 3 times in a row is written once with its count, `… › subitem 0 (group) …(10001 times)`, so
    /// that an error in a deep chain stays readable (as the spec decoder writes a deep JSON path).
    func text(of path: TreePath) -> String {
        var parts = [path.steps]
        var parent = path.parent
        while parent >= 0 {
            parts.append(groupPaths[parent].steps)
            parent = groupPaths[parent].parent
        }
        var text = ""
        var index = parts.count - 1
        while index >= 0 {
            var run = 1
            while index - run >= 0, parts[index - run] == parts[index] { run += 1 }
            text += run > 3 ? parts[index] + " …(\(run) times)" : String(repeating: parts[index], count: run)
            index -= run
        }
        return text
    }

    func path(ofGroup index: Int) -> String { text(of: groupPaths[index]) }
    func path(ofItem index: Int) -> String { text(of: itemPaths[index]) }
}

/// Resolves a section's group description (canonical) into a ``ResolvedGroupTree``.
struct GroupTreeResolver {
    let context: SolveContext
    let section: Int
    /// Kind identifiers of the section: boundary kinds first, then item and group supplementary kinds.
    var kinds: [String]
    /// The first kinds belong to boundary supplementaries; an item or group supplementary may not reuse them.
    var boundaryKindCount = 0
    var tree = ResolvedGroupTree()
    /// Who carries each item or group supplementary kind: ``itemOwner`` for item supplementaries, else the
    /// depth of the group level (0 for the outer group). Index paths of item supplementaries are their
    /// items', and those of group supplementaries count the instances of one level, so a kind carried by two
    /// owners would give two elements one index path (L12, L15).
    private var kindOwners: [Int: Int] = [:]
    private static let itemOwner = -1

    init(context: SolveContext, section: Int, kinds: [String]) {
        self.context = context
        self.section = section
        self.kinds = kinds
    }

    func error(_ reason: LayoutError.Reason, _ path: TreePath) -> LayoutError {
        LayoutError(reason, section: section, elementPath: tree.text(of: path))
    }

    /// Validates a length in points: finite and not negative (L15).
    func validated(_ value: CGFloat, _ name: String, _ path: TreePath) throws(LayoutError) -> CGFloat {
        guard value.isFinite, value >= 0 else {
            throw error(.invalidValue(name: context.physicalName(name), value: value), path)
        }
        guard context.scale.fits(value) else {
            throw error(.lengthTooLarge(name: context.physicalName(name), value: value), path)
        }
        return value
    }

    /// Validates an inset or a spacing in points: finite, of any sign (L21: a negative one overlaps, as UIKit's).
    func validatedOffset(_ value: CGFloat, _ name: String, _ path: TreePath) throws(LayoutError) -> CGFloat {
        guard value.isFinite else {
            throw error(.invalidValue(name: context.physicalName(name), value: value), path)
        }
        guard context.scale.fits(value) else {
            throw error(.lengthTooLarge(name: context.physicalName(name), value: value), path)
        }
        return value
    }

    /// Resolves one dimension against a container whose axes may be unbounded (`nil`).
    func resolve(
        _ dimension: LayoutDimension, _ name: String, container: (width: Int?, height: Int?), path: TreePath
    ) throws(LayoutError) -> (pixels: Int, estimated: Bool, exact: Double) {
        let value = try validated(dimension.dimension, name, path)
        let exact: Double
        switch dimension {
        case .fractionalWidth:
            guard let width = container.width else { throw error(.fractionOfUnboundedAxis(dimension), path) }
            exact = Double(value) * Double(width)
        case .fractionalHeight:
            guard let height = container.height else { throw error(.fractionOfUnboundedAxis(dimension), path) }
            exact = Double(value) * Double(height)
        case .absolute, .estimated, .uniformAcrossSiblings:
            exact = context.scale.exactPixels(value)
        }
        guard exact <= Double(pixelMagnitudeLimit) else {
            throw error(.lengthTooLarge(name: context.physicalName(name), value: value), path)
        }
        return (PixelScale.rounded(exact), dimension.isEstimated, exact)
    }

    func resolve(_ insets: DirectionalEdgeInsets, _ name: String, path: TreePath) throws(LayoutError) -> PixelInsets {
        let scale = context.scale
        return PixelInsets(
            top: scale.pixels(try validatedOffset(insets.top, "\(name).top", path)),
            leading: scale.pixels(try validatedOffset(insets.leading, "\(name).leading", path)),
            bottom: scale.pixels(try validatedOffset(insets.bottom, "\(name).bottom", path)),
            trailing: scale.pixels(try validatedOffset(insets.trailing, "\(name).trailing", path)))
    }

    func resolve(_ spacing: EdgeSpacing?, path: TreePath) throws(LayoutError) -> ResolvedEdgeSpacing {
        guard let spacing else { return .none }
        var result = ResolvedEdgeSpacing()
        func one(_ value: LayoutSpacing?, _ name: String) throws(LayoutError) -> (Int, Bool) {
            guard let value else { return (0, false) }
            return (context.scale.pixels(try validatedOffset(value.spacing, "edgeSpacing.\(name)", path)), value.isFlexible)
        }
        (result.leading, result.leadingIsFlexible) = try one(spacing.leading, "leading")
        (result.top, result.topIsFlexible) = try one(spacing.top, "top")
        (result.trailing, result.trailingIsFlexible) = try one(spacing.trailing, "trailing")
        (result.bottom, result.bottomIsFlexible) = try one(spacing.bottom, "bottom")
        return result
    }

    /// Records supplementaries of one host, checking that the host does not repeat a kind.
    mutating func addSupplementaries(
        _ items: [SupplementaryItem], hostPath: TreePath, owner: Int
    ) throws(LayoutError) -> Range<Int> {
        let start = tree.supplementaries.count
        var seen: Set<String> = []
        for item in items {
            let path = hostPath + " › supplementary \"\(item.elementKind)\""
            guard seen.insert(item.elementKind).inserted else {
                throw error(.duplicateElementKind(item.elementKind), path)
            }
            _ = try validated(item.size.width.dimension, "width", path)
            _ = try validated(item.size.height.dimension, "height", path)
            let insets = try resolve(item.contentInsets, "contentInsets", path: path)
            noteIgnoredInsets(
                insets, estimatedX: item.size.width.isEstimated, estimatedY: item.size.height.isEstimated, path: path)
            for value in [item.containerAnchor, item.itemAnchor].compactMap({ $0 }).flatMap(\.offsetValues)
            where !value.isFinite {
                throw error(.invalidValue(name: "anchor offset", value: value), path)
            }
            let kindID: Int
            if let existing = kinds.firstIndex(of: item.elementKind) {
                guard existing >= boundaryKindCount else {
                    throw error(.duplicateElementKind(item.elementKind), path)
                }
                kindID = existing
            } else {
                kindID = kinds.count
                kinds.append(item.elementKind)
            }
            if let existing = kindOwners[kindID], existing != owner {
                throw error(.duplicateElementKind(item.elementKind), path)
            }
            kindOwners[kindID] = owner
            let estimatedX = item.size.width.isEstimated
            let estimatedY = item.size.height.isEstimated
            if estimatedX || estimatedY { tree.hasEstimatedAxis = true }
            tree.supplementaries.append(
                SupplementarySpec(
                    description: item, kindID: kindID, estimatedX: estimatedX, estimatedY: estimatedY, path: path))
        }
        return start..<tree.supplementaries.count
    }

    mutating func noteIgnoredInsets(_ insets: PixelInsets, estimatedX: Bool, estimatedY: Bool, path: TreePath) {
        let dropsX = estimatedX && (insets.leading != 0 || insets.trailing != 0)
        let dropsY = estimatedY && (insets.top != 0 || insets.bottom != 0)
        guard dropsX || dropsY else { return }
        let axis =
            (dropsX
                ? (context.isTransposed ? "vertical" : "horizontal")
                : (context.isTransposed ? "horizontal" : "vertical"))
        tree.diagnostics.append(
            LayoutDiagnostic(
                section: section, elementPath: tree.text(of: path),
                message: "content insets on the estimated \(axis) axis are ignored; use edge spacing or section insets")
        )
    }

    /// Resolves an item against `container`; `alongOverride` fixes its length along `axis` (count groups).
    mutating func resolveItem(
        _ item: LayoutItem, container: (width: Int?, height: Int?), alongOverride: (CanonicalAxis, Int, Double)?,
        path: TreePath
    ) throws(LayoutError) -> Int {
        let size = try resolve(item.size, container: container, alongOverride: alongOverride, path: path)
        if size.estimatedX || size.estimatedY { tree.hasEstimatedAxis = true }
        let insets = try resolve(item.contentInsets, "contentInsets", path: path)
        noteIgnoredInsets(insets, estimatedX: size.estimatedX, estimatedY: size.estimatedY, path: path)
        let spec = ItemSpec(
            size: size.pixels, exactWidth: size.exactWidth, exactHeight: size.exactHeight,
            estimatedX: size.estimatedX, estimatedY: size.estimatedY,
            insets: insets.ignoring(estimatedX: size.estimatedX, estimatedY: size.estimatedY),
            edges: try resolve(item.edgeSpacing, path: path),
            supplementaries: try addSupplementaries(item.supplementaryItems, hostPath: path, owner: Self.itemOwner),
            uniformX: size.estimatedX && item.size.width.isUniformAcrossSiblings,
            uniformY: size.estimatedY && item.size.height.isUniformAcrossSiblings)
        tree.items.append(spec)
        tree.itemPaths.append(path)
        return tree.items.count - 1
    }

    /// A stack group whose subitems are being resolved, with what they share.
    struct PendingGroup {
        var index: Int
        var subitems: [GroupSubitem]
        var container: (width: Int?, height: Int?)
        var alongOverride: (CanonicalAxis, Int, Double)?
        var axis: CanonicalAxis
        var count: Int?
        var size: ResolvedSize
        var path: TreePath
        /// One per subitem resolved so far: the next subitem's offset is their count.
        var children: [ChildSpec] = []
    }

    /// Resolves a group and its subgroups, depth first. Returns the group's index.
    ///
    /// The groups whose subitems are being resolved are kept on an explicit stack (an array), not the call stack, so
    /// that nesting costs heap only: a chain of 10,000 groups resolves on a 512 KB thread (R4).
    mutating func resolveGroup(
        _ group: LayoutGroup, container: (width: Int?, height: Int?), alongOverride: (CanonicalAxis, Int, Double)?,
        path: TreePath
    ) throws(LayoutError) -> Int {
        var pending: [PendingGroup] = []
        if let index = try beginGroup(group, container: container, alongOverride: alongOverride, path: path, into: &pending) {
            return index
        }
        while true {
            let top = pending.count - 1
            let offset = pending[top].children.count
            if offset < pending[top].subitems.count {
                try resolveSubitem(offset, ofPendingGroup: top, pending: &pending)
                continue
            }
            let finished = pending.removeLast()
            finishStackGroup(finished)
            guard let parent = pending.indices.last else { return finished.index }
            pending[parent].children.append(.group(finished.index))
        }
    }

    /// Resolves a group's own values and records it. A custom group is complete: its index is returned. A stack
    /// group is pushed onto `pending` (nil is returned) and completed once its subitems are resolved. The group's
    /// depth, for its supplementaries' kinds, is the number of groups pending above it (0 for the outer group).
    mutating func beginGroup(
        _ group: LayoutGroup, container: (width: Int?, height: Int?), alongOverride: (CanonicalAxis, Int, Double)?,
        path: TreePath, into pending: inout [PendingGroup]
    ) throws(LayoutError) -> Int? {
        let size = try resolve(group.size, container: container, alongOverride: alongOverride, path: path)
        let rawInsets = try resolve(group.contentInsets, "contentInsets", path: path)
        noteIgnoredInsets(rawInsets, estimatedX: size.estimatedX, estimatedY: size.estimatedY, path: path)
        let insets = rawInsets.ignoring(estimatedX: size.estimatedX, estimatedY: size.estimatedY)
        let inner = PixelSize(
            width: size.width - insets.leading - insets.trailing, height: size.height - insets.top - insets.bottom)
        if inner.width < 0 || inner.height < 0 {
            throw error(.negativeEffectiveSize(context.physicalSize(inner)), path)
        }
        let (spacing, spacingIsFlexible) = try resolveInterItemSpacing(group.interItemSpacing, path: path)
        if size.estimatedX || size.estimatedY { tree.hasEstimatedAxis = true }

        let index = tree.groups.count
        tree.groups.append(
            GroupSpec(
                size: size.pixels, exactWidth: size.exactWidth, exactHeight: size.exactHeight,
                estimatedX: size.estimatedX, estimatedY: size.estimatedY, arrangement: .stack(axis: .x, count: nil),
                children: [], spacing: spacing, spacingIsFlexible: spacingIsFlexible, insets: insets,
                edges: try resolve(group.edgeSpacing, path: path), supplementaries: 0..<0))
        tree.groupPaths.append(path)
        tree.groups[index].supplementaries = try addSupplementaries(
            group.supplementaryItems, hostPath: path, owner: pending.count)

        switch group.arrangement {
        case .custom(let provider):
            tree.groups[index].arrangement = try resolveCustomFrames(of: provider, size: size.pixels, path: path)
            return index
        case .stack(let physicalAxis, let repetition):
            let axis: CanonicalAxis = physicalAxis == .horizontal ? .x : .y
            guard !group.subitems.isEmpty else {
                throw error(.invalidGroupDefinition("the group has no subitems"), path)
            }
            // A fraction of an estimated axis resolves against the estimate (L2): `.fractionalHeight(1)` items in
            // an `.estimated(44)` row are 44 tall. Only an unbounded container (none here) has no length.
            let sharing = try childSizing(
                repetition, axis: axis, innerAlong: size.isEstimated(axis) ? nil : inner.length(axis),
                container: (inner.width, inner.height), spacing: spacing, path: path)
            pending.append(
                PendingGroup(
                    index: index, subitems: group.subitems, container: sharing.container,
                    alongOverride: sharing.alongOverride, axis: axis, count: sharing.count, size: size, path: path))
            return nil
        }
    }

    /// Records a stack group's resolved children and arrangement.
    mutating func finishStackGroup(_ group: PendingGroup) {
        tree.groups[group.index].children = group.children
        tree.groups[group.index].arrangement = .stack(axis: group.axis, count: group.count)
        noteStackChildren(group.children, axis: group.axis, count: group.count, groupSize: group.size, path: group.path)
    }
}

// MARK: - Group parts

extension GroupTreeResolver {
    /// A size resolved into pixels, estimated flags and unrounded lengths.
    struct ResolvedSize {
        var width: Int, height: Int
        var estimatedX: Bool, estimatedY: Bool
        var exactWidth: Double, exactHeight: Double

        var pixels: PixelSize { PixelSize(width: width, height: height) }
        func isEstimated(_ axis: CanonicalAxis) -> Bool { axis == .x ? estimatedX : estimatedY }
    }

    /// How a stack group sizes its subitems: their container, a fixed length along the axis for equal-size
    /// counts, and the subitem count (nil while filling the available length).
    struct ChildSizing {
        var container: (width: Int?, height: Int?)
        var alongOverride: (CanonicalAxis, Int, Double)?
        var count: Int?
    }

    /// Resolves an item's or group's size against `container`; `alongOverride` fixes its length along an axis
    /// (count groups).
    func resolve(
        _ size: LayoutSize, container: (width: Int?, height: Int?), alongOverride: (CanonicalAxis, Int, Double)?,
        path: TreePath
    ) throws(LayoutError) -> ResolvedSize {
        let (width, estimatedX, exactWidth) = try resolve(size.width, "width", container: container, path: path)
        let (height, estimatedY, exactHeight) = try resolve(size.height, "height", container: container, path: path)
        var result = ResolvedSize(
            width: width, height: height, estimatedX: estimatedX, estimatedY: estimatedY, exactWidth: exactWidth,
            exactHeight: exactHeight)
        if let (axis, length, exact) = alongOverride {
            if axis == .x {
                (result.width, result.estimatedX, result.exactWidth) = (length, false, exact)
            } else {
                (result.height, result.estimatedY, result.exactHeight) = (length, false, exact)
            }
        }
        return result
    }

    /// A group's inter-item spacing in pixels, and whether it is flexible; `nil` is `.fixed(0)`.
    func resolveInterItemSpacing(_ spacing: LayoutSpacing?, path: TreePath) throws(LayoutError) -> (Int, Bool) {
        guard let spacing else { return (0, false) }
        return (context.scale.pixels(try validatedOffset(spacing.spacing, "interItemSpacing", path)), spacing.isFlexible)
    }

    /// Asks a custom group's provider for its frames, validated and in pixels (L7).
    func resolveCustomFrames(
        of provider: CustomGroupItemProvider, size: PixelSize, path: TreePath
    ) throws(LayoutError) -> GroupArrangementSpec {
        let scale = context.scale
        let groupSize = CGSize(width: scale.points(size.width), height: scale.points(size.height))
        let answer = provider(LayoutEnvironment(container: LayoutContainer(contentSize: groupSize), traits: context.traits))
        guard !answer.isEmpty else { throw error(.customGroupReturnedNoFrames, path) }
        var frames: [PixelRect] = []
        frames.reserveCapacity(answer.count)
        for (offset, item) in answer.enumerated() {
            // A frame with a negative size is standardised, as CGRect's geometry treats it (R5).
            let frame = item.frame.standardized
            let itemPath = path + " › custom item \(offset)"
            for value in [frame.origin.x, frame.origin.y, frame.size.width, frame.size.height] {
                guard value.isFinite else {
                    throw error(.invalidValue(name: "custom item frame", value: value), itemPath)
                }
                guard scale.fits(value) else {
                    throw error(.lengthTooLarge(name: "custom item frame", value: value), itemPath)
                }
            }
            frames.append(
                PixelRect(
                    x: scale.pixels(frame.origin.x), y: scale.pixels(frame.origin.y),
                    width: scale.pixels(frame.size.width), height: scale.pixels(frame.size.height)))
        }
        return .custom(frames: frames, zIndices: answer.map(\.zIndex))
    }

    /// How a stack group's `repetition` sizes its subitems; `innerAlong` is nil along an estimated axis.
    func childSizing(
        _ repetition: LayoutGroup.Repetition, axis: CanonicalAxis, innerAlong: Int?,
        container: (width: Int?, height: Int?), spacing: Int, path: TreePath
    ) throws(LayoutError) -> ChildSizing {
        var sizing = ChildSizing(container: container, alongOverride: nil, count: nil)
        switch repetition {
        case .fillingAvailableSpace:
            break
        case .repeatingCount(let n):
            guard n >= 1 else { throw error(.invalidGroupDefinition("the count must be at least 1, not \(n)"), path) }
            sizing.count = n
        case .equalSizeCount(let n):
            guard n >= 1 else { throw error(.invalidGroupDefinition("the count must be at least 1, not \(n)"), path) }
            sizing.count = n
            // Each item gets an equal share of the length left after spacing (L4); a fraction of this axis
            // inside the item refers to that shared length.
            // Along an estimated axis the group holds one run of its content (L9): no shares to give.
            guard let innerAlong else { break }
            let shared = innerAlong - (n - 1) * spacing
            guard shared > 0 else {
                throw error(
                    .groupTooSmall(
                        available: context.scale.points(innerAlong), required: context.scale.points((n - 1) * spacing)),
                    path)
            }
            if axis == .x { sizing.container.width = shared } else { sizing.container.height = shared }
            let exact = Double(shared) / Double(n)
            sizing.alongOverride = (axis, PixelScale.rounded(exact), exact)
        }
        return sizing
    }

    /// Resolves the subitem at `offset` of the pending group `top`: an item is recorded as its child, a custom
    /// group too, and a stack group is pushed onto `pending` to be resolved next. The pending group's values are
    /// read one by one, so that its children array is never shared while it grows.
    mutating func resolveSubitem(
        _ offset: Int, ofPendingGroup top: Int, pending: inout [PendingGroup]
    ) throws(LayoutError) {
        let parentIndex = pending[top].index
        // A description shares subgroups by value, so a small one can expand into a huge tree (R4).
        guard tree.groups.count + tree.items.count < LayoutLimits.groupTreeElements else {
            throw error(
                .invalidGroupDefinition(
                    "the section's group expands to more than \(LayoutLimits.groupTreeElements) groups and items"),
                pending[top].path)
        }
        let container = pending[top].container
        let alongOverride = pending[top].alongOverride
        switch pending[top].subitems[offset] {
        case .item(let item):
            let childPath = TreePath(parent: parentIndex, steps: " › subitem \(offset) (item)")
            let child = try resolveItem(item, container: container, alongOverride: alongOverride, path: childPath)
            pending[top].children.append(.item(child))
        case .group(let group):
            let childPath = TreePath(parent: parentIndex, steps: " › subitem \(offset) (group)")
            // The pending groups are the child's ancestors: the section's group is level 0.
            guard pending.count <= LayoutLimits.groupNestingDepth else {
                throw error(.nestingTooDeep(limit: LayoutLimits.groupNestingDepth), childPath)
            }
            if let child = try beginGroup(
                group, container: container, alongOverride: alongOverride, path: childPath, into: &pending)
            {
                pending[top].children.append(.group(child))
            }
        }
    }

    /// Records what a stack group's resolved children tell about the tree: uniform items (LY1), and whether
    /// a bounded group filling its length decides how many subitems it holds from their lengths.
    mutating func noteStackChildren(
        _ children: [ChildSpec], axis: CanonicalAxis, count: Int?, groupSize: ResolvedSize, path: TreePath
    ) {
        requireEstimatedAxesForUniformItems(
            children, estimatedX: groupSize.estimatedX, estimatedY: groupSize.estimatedY, path: path)
        for case .item(let item) in children where tree.items[item].uniformX || tree.items[item].uniformY {
            tree.hasUniformItems = true
        }
        guard count == nil, !groupSize.isEstimated(axis) else { return }
        for child in children {
            switch child {
            case .item(let item): if tree.items[item].isEstimated(axis) { tree.groupCountsDependOnSizes = true }
            case .group(let group): if tree.groups[group].isEstimated(axis) { tree.groupCountsDependOnSizes = true }
            }
        }
    }
}

extension GroupTreeResolver {
    /// A `uniformAcrossSiblings` item whose group is not estimated on that axis has no room to grow into (UIKit
    /// requires the group to be estimated there): it sizes itself alone, like `.estimated`, with a diagnostic (LY1).
    mutating func requireEstimatedAxesForUniformItems(
        _ children: [ChildSpec], estimatedX: Bool, estimatedY: Bool, path: TreePath
    ) {
        for case .item(let index) in children {
            var dropped: [String] = []
            if tree.items[index].uniformX, !estimatedX {
                tree.items[index].uniformX = false
                dropped.append(context.isTransposed ? "height" : "width")
            }
            if tree.items[index].uniformY, !estimatedY {
                tree.items[index].uniformY = false
                dropped.append(context.isTransposed ? "width" : "height")
            }
            guard !dropped.isEmpty else { continue }
            tree.diagnostics.append(
                LayoutDiagnostic(
                    section: section, elementPath: tree.path(ofItem: index),
                    message: "uniformAcrossSiblings \(dropped.joined(separator: " and ")) needs a group estimated on "
                        + "that axis; the item sizes itself alone"))
        }
    }
}

extension LayoutAnchor {
    /// The anchor's offset components, for validation.
    var offsetValues: [CGFloat] {
        switch offset {
        case .absolute(let point), .fractional(let point): [point.x, point.y]
        }
    }
}
