import Foundation
import PropertyBased
import TestSupport
import Testing

@testable import CompositionalLayout

// Property tests over generated layouts, written against the public `LayoutSolution` API only.
//
// Every generated case is reproducible from its seed: a failure prints `seed 0x…` and a dump of the
// description; `LayoutInvariantTests.regressionSeeds` re-runs seeds listed there.

// MARK: - Generated cases

/// Draws for generated cases, from the shared seeded generator, so that a case is a pure function of its seed.
extension SplitMix64 {
    mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &self) }
    mutating func chance(_ probability: Double) -> Bool { Double.random(in: 0..<1, using: &self) < probability }
    mutating func pick<T>(_ choices: [T]) -> T { choices[int(0...(choices.count - 1))] }
}

/// A generated layout in the canonical space (vertical, left to right), with everything needed to solve it.
struct LayoutCase: Sendable, CustomStringConvertible {
    var seed: UInt64
    var sections: [LayoutSection]
    var itemCounts: [Int]
    var containerSize: CGSize
    var scale: CGFloat
    var interSectionSpacing: CGFloat
    var globalSupplementaries: [BoundarySupplementaryItem]
    var decorationKinds: Set<String>

    /// Items at most 60 per section, 1…4 sections, groups nested at most 3 deep (the section's group
    /// and two levels below), fractional and absolute dimensions, fixed spacing, insets, headers,
    /// footers, backgrounds, scales 1/2/3. Sizes keep every element inside its group: subitems are
    /// fractions (≤ 1) of their group across its axis, and the fit rule (L4) bounds them along it.
    /// With `groupMarkers` every group carries two 1 × 1 supplementaries anchored at its top-leading
    /// and bottom-trailing corners, which reveal its frame less its content insets (L12).
    init(seed: UInt64) {
        self.seed = seed
        var rng = SplitMix64(seed: seed)
        scale = rng.pick([1, 2, 3])
        containerSize = CGSize(width: rng.int(200...600), height: rng.int(300...900))
        interSectionSpacing = rng.chance(0.3) ? 0 : CGFloat(rng.int(0...20))
        let markers = rng.chance(0.5)
        var global: [BoundarySupplementaryItem] = []
        if rng.chance(0.3) {
            global.append(BoundarySupplementaryItem(
                size: LayoutSize(width: .fractionalWidth(1), height: .absolute(CGFloat(rng.int(20...40)))),
                elementKind: "global-header", alignment: .top
            ))
        }
        if rng.chance(0.3) {
            global.append(BoundarySupplementaryItem(
                size: LayoutSize(width: .fractionalWidth(1), height: .absolute(CGFloat(rng.int(20...40)))),
                elementKind: "global-footer", alignment: .bottom
            ))
        }
        globalSupplementaries = global
        let sectionCount = rng.int(1...4)
        var sections: [LayoutSection] = []
        var counts: [Int] = []
        var kinds: Set<String> = []
        for _ in 0..<sectionCount {
            sections.append(Self.makeSection(&rng, container: containerSize, markers: markers, decorationKinds: &kinds))
            counts.append(rng.chance(0.1) ? 0 : rng.int(1...60))
        }
        self.sections = sections
        itemCounts = counts
        decorationKinds = kinds
    }

    static func makeSection(
        _ rng: inout SplitMix64, container: CGSize, markers: Bool, decorationKinds: inout Set<String>
    ) -> LayoutSection {
        let behavior: OrthogonalScrollingBehavior =
            rng.chance(0.2)
            ? rng.pick([.continuous, .continuousGroupLeadingBoundary, .paging, .groupPaging, .groupPagingCentered])
            : .none
        let insets =
            rng.chance(0.4)
            ? DirectionalEdgeInsets.zero
            : DirectionalEdgeInsets(
                top: CGFloat(rng.int(0...20)), leading: CGFloat(rng.int(0...20)),
                bottom: CGFloat(rng.int(0...20)), trailing: CGFloat(rng.int(0...20))
            )
        var markerCounter = 0
        let group = makeOuterGroup(
            &rng, container: container, insets: insets, orthogonal: behavior != .none, markers: markers,
            markerCounter: &markerCounter
        )
        var boundary: [BoundarySupplementaryItem] = []
        if rng.chance(0.5) {
            boundary.append(BoundarySupplementaryItem(
                size: LayoutSize(
                    width: rng.pick([.fractionalWidth(1), .fractionalWidth(0.5), .absolute(120)]),
                    height: .absolute(CGFloat(rng.int(20...50)))
                ),
                elementKind: "header", alignment: rng.pick([.top, .topLeading, .topTrailing]),
                pinToVisibleBounds: rng.chance(0.3)
            ))
        }
        if rng.chance(0.4) {
            boundary.append(BoundarySupplementaryItem(
                size: LayoutSize(
                    width: rng.pick([.fractionalWidth(1), .fractionalWidth(0.5), .absolute(120)]),
                    height: .absolute(CGFloat(rng.int(20...50)))
                ),
                elementKind: "footer", alignment: rng.pick([.bottom, .bottomLeading, .bottomTrailing]),
                pinToVisibleBounds: rng.chance(0.3)
            ))
        }
        var decorations: [DecorationItem] = []
        if rng.chance(0.5) {
            let inset = CGFloat(rng.int(0...6))
            decorations.append(DecorationItem(elementKind: "background", contentInsets: DirectionalEdgeInsets(all: inset)))
            decorationKinds.insert("background")
        }
        return LayoutSection(
            group: group, contentInsets: insets, interGroupSpacing: CGFloat(rng.int(0...12)),
            supplementariesFollowContentInsets: rng.chance(0.7), orthogonalScrollingBehavior: behavior,
            boundarySupplementaryItems: boundary, decorationItems: decorations
        )
    }

    /// The section's group, and lower bounds on its inner width and height (points).
    static func makeOuterGroup(
        _ rng: inout SplitMix64, container: CGSize, insets: DirectionalEdgeInsets, orthogonal: Bool,
        markers: Bool, markerCounter: inout Int
    ) -> LayoutGroup {
        let crossContainer = orthogonal ? container.width : container.width - insets.leading - insets.trailing
        let width: LayoutDimension
        let minWidth: CGFloat
        if orthogonal && rng.chance(0.4) {
            let points = CGFloat(rng.int(60...300))
            (width, minWidth) = (.absolute(points), points)
        } else {
            let fraction: CGFloat = orthogonal ? rng.pick([0.3, 0.5, 0.75, 0.85, 0.9]) : rng.pick([1, 1, 0.5, 0.75, 0.6])
            (width, minWidth) = (.fractionalWidth(fraction), fraction * crossContainer)
        }
        let height: LayoutDimension
        let minHeight: CGFloat
        switch rng.int(0...2) {
        case 0:
            let points = CGFloat(rng.int(40...160))
            (height, minHeight) = (.absolute(points), points)
        case 1:
            let fraction = CGFloat(rng.int(4...10)) / 20  // 0.2 … 0.5 of the container's width
            (height, minHeight) = (.fractionalWidth(fraction), fraction * crossContainer)
        default:
            let fraction = CGFloat(rng.int(2...6)) / 20  // 0.1 … 0.3 of the container's height
            (height, minHeight) = (.fractionalHeight(fraction), fraction * container.height)
        }
        let groupInsets =
            rng.chance(0.6)
            ? DirectionalEdgeInsets.zero
            : DirectionalEdgeInsets(
                top: CGFloat(rng.int(0...6)), leading: CGFloat(rng.int(0...6)),
                bottom: CGFloat(rng.int(0...6)), trailing: CGFloat(rng.int(0...6))
            )
        return makeGroup(
            &rng, size: LayoutSize(width: width, height: height), insets: groupInsets,
            innerMin: CGSize(
                width: minWidth - groupInsets.leading - groupInsets.trailing,
                height: minHeight - groupInsets.top - groupInsets.bottom
            ),
            level: 0, markers: markers, markerCounter: &markerCounter
        )
    }

    static func makeGroup(
        _ rng: inout SplitMix64, size: LayoutSize, insets: DirectionalEdgeInsets, innerMin: CGSize, level: Int,
        markers: Bool, markerCounter: inout Int
    ) -> LayoutGroup {
        let axis: LayoutGroup.Axis = rng.chance(0.5) ? .horizontal : .vertical
        let equalCount = rng.chance(0.25) ? rng.int(1...4) : nil
        let spacing: CGFloat = equalCount != nil ? 0 : CGFloat(rng.int(0...8))
        let axisMin = axis == .horizontal ? innerMin.width : innerMin.height
        let crossMin = axis == .horizontal ? innerMin.height : innerMin.width
        let subitemCount = equalCount != nil ? 1 : rng.int(1...3)
        var subitems: [GroupSubitem] = []
        for index in 0..<subitemCount {
            // Along the axis: a fraction keeping the subitem at least 8 pt (or, after the first, sometimes
            // an absolute length, which may not fit and then ends the group). Across: a fraction ≤ 1.
            let alongFractions: [CGFloat] = [1, 0.5, 1.0 / 3, 0.25, 0.2, 0.6, 0.4].filter { $0 * axisMin >= 8 }
            var along: CGFloat = alongFractions.isEmpty ? 1 : rng.pick(alongFractions)
            if let equalCount { along = 1 / CGFloat(equalCount) }  // only for the bounds: the length is shared
            let crossFractions: [CGFloat] = [1, 1, 0.5, 0.75].filter { $0 * crossMin >= 8 }
            let cross: CGFloat = crossFractions.isEmpty ? 1 : rng.pick(crossFractions)
            let absoluteAlong = index > 0 && rng.chance(0.2) ? CGFloat(rng.int(10...80)) : nil
            let alongDimension: LayoutDimension =
                absoluteAlong.map { .absolute($0) } ?? (axis == .horizontal ? .fractionalWidth(along) : .fractionalHeight(along))
            let crossDimension: LayoutDimension = axis == .horizontal ? .fractionalHeight(cross) : .fractionalWidth(cross)
            let subitemSize =
                axis == .horizontal
                ? LayoutSize(width: alongDimension, height: crossDimension)
                : LayoutSize(width: crossDimension, height: alongDimension)
            let childAlongMin = (absoluteAlong ?? along * (axisMin - spacing * 4))
            let childMin =
                axis == .horizontal
                ? CGSize(width: childAlongMin, height: cross * crossMin)
                : CGSize(width: cross * crossMin, height: childAlongMin)
            if level < 2 && absoluteAlong == nil && childMin.width >= 24 && childMin.height >= 24 && rng.chance(0.35) {
                subitems.append(.group(makeGroup(
                    &rng, size: subitemSize, insets: .zero, innerMin: childMin, level: level + 1, markers: markers,
                    markerCounter: &markerCounter
                )))
            } else {
                let itemInsets =
                    rng.chance(0.25)
                    ? DirectionalEdgeInsets(
                        top: CGFloat(rng.int(0...3)), leading: CGFloat(rng.int(0...3)),
                        bottom: CGFloat(rng.int(0...3)), trailing: CGFloat(rng.int(0...3))
                    )
                    : .zero
                subitems.append(.item(LayoutItem(size: subitemSize, contentInsets: itemInsets)))
            }
        }
        var supplementaries: [SupplementaryItem] = []
        if markers {
            let id = markerCounter
            markerCounter += 1
            let dot = LayoutSize(width: .absolute(1), height: .absolute(1))
            supplementaries = [
                SupplementaryItem(size: dot, elementKind: "g\(id).start", containerAnchor: LayoutAnchor(edges: [.top, .leading])),
                SupplementaryItem(size: dot, elementKind: "g\(id).end", containerAnchor: LayoutAnchor(edges: [.bottom, .trailing])),
            ]
        }
        let repetition: LayoutGroup.Repetition = equalCount.map { .equalSizeCount($0) } ?? .fillingAvailableSpace
        return LayoutGroup(
            size: size, arrangement: .stack(axis, repetition), subitems: subitems,
            interItemSpacing: spacing == 0 && rng.chance(0.5) ? nil : .fixed(spacing), contentInsets: insets,
            supplementaryItems: supplementaries
        )
    }

    func layout(scrollDirection: ScrollDirection = .vertical) -> CollectionLayout {
        let sections = self.sections
        return CollectionLayout(
            configuration: LayoutConfiguration(
                scrollDirection: scrollDirection, interSectionSpacing: interSectionSpacing,
                boundarySupplementaryItems: globalSupplementaries
            ),
            registeredDecorationKinds: decorationKinds
        ) { index, _ in sections[index] }
    }

    var traits: LayoutTraits { LayoutTraits(displayScale: scale) }
    var container: CollectionContainer { CollectionContainer(size: containerSize) }

    func solve(direction: LayoutDirection = .leftToRight, counts: [Int]? = nil) throws(LayoutError) -> LayoutSolution {
        var traits = traits
        traits.layoutDirection = direction
        return try LayoutSolution(layout: layout(), itemCounts: counts ?? itemCounts, container: container, traits: traits)
    }

    /// The same description transposed (L1): what a horizontally scrolling layout must answer with the
    /// transposed frames.
    var transposed: LayoutCase {
        var copy = self
        copy.sections = sections.map(Transpose.section)
        copy.globalSupplementaries = globalSupplementaries.map(Transpose.boundary)
        copy.containerSize = CGSize(width: containerSize.height, height: containerSize.width)
        return copy
    }

    var description: String {
        var lines = [
            "seed 0x\(String(seed, radix: 16)) — container \(containerSize.width) × \(containerSize.height) @\(Int(scale))x, "
                + "items \(itemCounts), inter-section spacing \(interSectionSpacing)"
        ]
        for item in globalSupplementaries { lines.append("  global \(Dump.boundary(item))") }
        for (index, section) in sections.enumerated() { lines.append("  section \(index): " + Dump.section(section)) }
        return lines.joined(separator: "\n")
    }
}

// MARK: - Dumps, for failure messages

enum Dump {
    static func dimension(_ d: LayoutDimension) -> String {
        switch d {
        case .fractionalWidth(let f): "fw(\(fmt(f)))"
        case .fractionalHeight(let f): "fh(\(fmt(f)))"
        case .absolute(let v): "abs(\(fmt(v)))"
        case .estimated(let v): "est(\(fmt(v)))"
        case .uniformAcrossSiblings(let v): "uni(\(fmt(v)))"
        }
    }

    static func fmt(_ value: CGFloat) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%.4g", Double(value))
    }

    static func size(_ s: LayoutSize) -> String { "\(dimension(s.width))×\(dimension(s.height))" }

    static func insets(_ i: DirectionalEdgeInsets) -> String {
        i == .zero ? "" : " insets(t\(fmt(i.top)) l\(fmt(i.leading)) b\(fmt(i.bottom)) r\(fmt(i.trailing)))"
    }

    static func group(_ g: LayoutGroup) -> String {
        var arrangement = ""
        if case .stack(let axis, let repetition) = g.arrangement {
            arrangement = (axis == .horizontal ? "H" : "V")
            switch repetition {
            case .fillingAvailableSpace: break
            case .equalSizeCount(let n): arrangement += " count \(n)"
            case .repeatingCount(let n): arrangement += " repeating \(n)"
            }
        } else {
            arrangement = "custom"
        }
        let spacing = g.interItemSpacing.map { " spacing \(fmt($0.spacing))" } ?? ""
        let markers = g.supplementaryItems.isEmpty ? "" : " +markers"
        let subitems = g.subitems.map { subitem -> String in
            switch subitem {
            case .item(let item): "item \(size(item.size))\(insets(item.contentInsets))"
            case .group(let group): Self.group(group)
            }
        }
        return "\(arrangement) \(size(g.size))\(spacing)\(insets(g.contentInsets))\(markers) [\(subitems.joined(separator: ", "))]"
    }

    static func boundary(_ b: BoundarySupplementaryItem) -> String {
        "\(b.elementKind) \(size(b.size)) \(b.alignment)\(b.pinToVisibleBounds ? " pinned" : "")"
    }

    static func section(_ s: LayoutSection) -> String {
        var parts = [group(s.group)]
        if s.orthogonalScrollingBehavior != .none { parts.append("orthogonal \(s.orthogonalScrollingBehavior)") }
        if s.contentInsets != .zero { parts.append("section" + insets(s.contentInsets)) }
        if s.interGroupSpacing != 0 { parts.append("group spacing \(fmt(s.interGroupSpacing))") }
        parts += s.boundarySupplementaryItems.map(boundary)
        parts += s.decorationItems.map { "decoration \($0.elementKind)\(insets($0.contentInsets))" }
        if !s.supplementariesFollowContentInsets { parts.append("supplementaries ignore insets") }
        return parts.joined(separator: "; ")
    }
}

// MARK: - Transposition (L1)

enum Transpose {
    static func dimension(_ d: LayoutDimension) -> LayoutDimension {
        switch d {
        case .fractionalWidth(let f): .fractionalHeight(f)
        case .fractionalHeight(let f): .fractionalWidth(f)
        case .absolute, .estimated, .uniformAcrossSiblings: d
        }
    }

    static func size(_ s: LayoutSize) -> LayoutSize { LayoutSize(width: dimension(s.height), height: dimension(s.width)) }

    static func insets(_ i: DirectionalEdgeInsets) -> DirectionalEdgeInsets {
        DirectionalEdgeInsets(top: i.leading, leading: i.top, bottom: i.trailing, trailing: i.bottom)
    }

    static func edges(_ e: DirectionalRectEdge) -> DirectionalRectEdge {
        var result: DirectionalRectEdge = []
        if e.contains(.top) { result.insert(.leading) }
        if e.contains(.leading) { result.insert(.top) }
        if e.contains(.bottom) { result.insert(.trailing) }
        if e.contains(.trailing) { result.insert(.bottom) }
        return result
    }

    static func point(_ p: CGPoint) -> CGPoint { CGPoint(x: p.y, y: p.x) }

    static func anchor(_ a: LayoutAnchor) -> LayoutAnchor {
        switch a.offset {
        case .absolute(let p): LayoutAnchor(edges: edges(a.edges), offset: .absolute(point(p)))
        case .fractional(let p): LayoutAnchor(edges: edges(a.edges), offset: .fractional(point(p)))
        }
    }

    static func alignment(_ a: RectAlignment) -> RectAlignment {
        switch a {
        case .none: .none
        case .top: .leading
        case .leading: .top
        case .bottom: .trailing
        case .trailing: .bottom
        case .topLeading: .topLeading
        case .bottomTrailing: .bottomTrailing
        case .topTrailing: .bottomLeading
        case .bottomLeading: .topTrailing
        }
    }

    static func spacing(_ e: EdgeSpacing?) -> EdgeSpacing? {
        e.map { EdgeSpacing(leading: $0.top, top: $0.leading, trailing: $0.bottom, bottom: $0.trailing) }
    }

    static func supplementary(_ s: SupplementaryItem) -> SupplementaryItem {
        SupplementaryItem(
            size: size(s.size), elementKind: s.elementKind, containerAnchor: anchor(s.containerAnchor),
            itemAnchor: s.itemAnchor.map(anchor), zIndex: s.zIndex, contentInsets: insets(s.contentInsets)
        )
    }

    static func boundary(_ b: BoundarySupplementaryItem) -> BoundarySupplementaryItem {
        BoundarySupplementaryItem(
            size: size(b.size), elementKind: b.elementKind, alignment: alignment(b.alignment), offset: point(b.offset),
            extendsBoundary: b.extendsBoundary, pinToVisibleBounds: b.pinToVisibleBounds, zIndex: b.zIndex,
            contentInsets: insets(b.contentInsets)
        )
    }

    static func item(_ i: LayoutItem) -> LayoutItem {
        LayoutItem(
            size: size(i.size), contentInsets: insets(i.contentInsets), edgeSpacing: spacing(i.edgeSpacing),
            supplementaryItems: i.supplementaryItems.map(supplementary)
        )
    }

    static func group(_ g: LayoutGroup) -> LayoutGroup {
        let arrangement: LayoutGroup.Arrangement
        switch g.arrangement {
        case .stack(let axis, let repetition): arrangement = .stack(axis == .horizontal ? .vertical : .horizontal, repetition)
        case .custom: preconditionFailure("custom groups are not generated")
        }
        return LayoutGroup(
            size: size(g.size), arrangement: arrangement,
            subitems: g.subitems.map { subitem in
                switch subitem {
                case .item(let i): .item(item(i))
                case .group(let g): .group(group(g))
                }
            },
            interItemSpacing: g.interItemSpacing, contentInsets: insets(g.contentInsets),
            edgeSpacing: spacing(g.edgeSpacing), supplementaryItems: g.supplementaryItems.map(supplementary)
        )
    }

    static func section(_ s: LayoutSection) -> LayoutSection {
        LayoutSection(
            group: group(s.group), contentInsets: insets(s.contentInsets), interGroupSpacing: s.interGroupSpacing,
            contentInsetsReference: s.contentInsetsReference,
            supplementaryContentInsetsReference: s.supplementaryContentInsetsReference,
            supplementariesFollowContentInsets: s.supplementariesFollowContentInsets,
            orthogonalScrollingBehavior: s.orthogonalScrollingBehavior,
            orthogonalScrollingProperties: s.orthogonalScrollingProperties,
            boundarySupplementaryItems: s.boundarySupplementaryItems.map(boundary),
            decorationItems: s.decorationItems.map { DecorationItem(elementKind: $0.elementKind, zIndex: $0.zIndex, contentInsets: insets($0.contentInsets)) }
        )
    }

    static func rect(_ r: CGRect) -> CGRect { CGRect(x: r.minY, y: r.minX, width: r.height, height: r.width) }
}

// MARK: - Collecting every element through the per-index queries

struct ElementKey: Hashable, CustomStringConvertible {
    var category: ElementCategory
    var kind: String?
    var indexPath: IndexPath

    init(_ attributes: LayoutAttributes) {
        category = attributes.category
        kind = attributes.elementKind
        indexPath = attributes.indexPath
    }

    init(category: ElementCategory, kind: String?, indexPath: IndexPath) {
        self.category = category
        self.kind = kind
        self.indexPath = indexPath
    }

    var description: String {
        let section = indexPath.count > 0 ? indexPath[0] : -1
        let index = indexPath.count > 1 ? indexPath[1] : -1
        let shownIndex = index > Int.max - 100 ? "max−\(Int.max - index)" : "\(index)"
        return "\(category)\(kind.map { " \($0)" } ?? "") [\(section), \(shownIndex)]"
    }
}

extension LayoutGroup {
    /// The supplementary kinds carried by this group and its nested groups, and those of its items.
    func collectKinds(groupKinds: inout [String], itemKinds: inout Set<String>) {
        groupKinds += supplementaryItems.map(\.elementKind)
        for subitem in subitems {
            switch subitem {
            case .item(let item): itemKinds.formUnion(item.supplementaryItems.map(\.elementKind))
            case .group(let group): group.collectKinds(groupKinds: &groupKinds, itemKinds: &itemKinds)
            }
        }
    }
}

extension LayoutGroup {
    /// The start-marker kind of this group and of each nested group, with its parent's.
    func collectMarkers(parent: String?, into tree: inout [(kind: String, parent: String?)]) {
        let mine = supplementaryItems.first { $0.elementKind.hasSuffix(".start") }?.elementKind
        if let mine { tree.append((mine, parent)) }
        for case .group(let group) in subitems { group.collectMarkers(parent: mine ?? parent, into: &tree) }
    }
}

/// Every element of a solution, found by per-index queries (not by a rect query).
func allElements(_ solution: LayoutSolution, globalKinds: [String]) -> [ElementKey: LayoutAttributes] {
    var elements: [ElementKey: LayoutAttributes] = [:]
    func add(_ attributes: LayoutAttributes?) {
        guard let attributes else { return }
        elements[ElementKey(attributes)] = attributes
    }
    for (index, kind) in globalKinds.enumerated() {
        add(solution.attributesForSupplementaryElement(ofKind: kind, at: IndexPath(indexes: [0, Int.max - index])))
    }
    for section in 0..<solution.numberOfSections {
        let description = solution.sectionDescription(section)
        let items = solution.numberOfItems(inSection: section)
        var groupKinds: [String] = []
        var itemKinds: Set<String> = []
        description.group.collectKinds(groupKinds: &groupKinds, itemKinds: &itemKinds)
        for item in 0..<items {
            let path = IndexPath(indexes: [section, item])
            add(solution.attributesForItem(at: path))
            for kind in itemKinds { add(solution.attributesForSupplementaryElement(ofKind: kind, at: path)) }
        }
        for boundary in description.boundarySupplementaryItems {
            add(solution.attributesForSupplementaryElement(ofKind: boundary.elementKind, at: IndexPath(indexes: [section, 0])))
        }
        for kind in groupKinds {
            var instance = 0
            while instance <= items,
                let attributes = solution.attributesForSupplementaryElement(ofKind: kind, at: IndexPath(indexes: [section, instance]))
            {
                add(attributes)
                instance += 1
            }
        }
        for (index, decoration) in description.decorationItems.enumerated() {
            add(solution.attributesForDecorationElement(ofKind: decoration.elementKind, at: IndexPath(indexes: [section, index])))
        }
    }
    return elements
}

// MARK: - Geometry helpers

func isPixelAligned(_ value: CGFloat, scale: CGFloat) -> Bool {
    abs(value - (value * scale).rounded() / scale) <= 1e-9
}

func contains(_ outer: CGRect, _ inner: CGRect, tolerance: CGFloat) -> Bool {
    inner.minX >= outer.minX - tolerance && inner.minY >= outer.minY - tolerance
        && inner.maxX <= outer.maxX + tolerance && inner.maxY <= outer.maxY + tolerance
}

/// The overlap of two rects on each axis: positive = overlapping by that much, negative = a gap.
func overlap(_ a: CGRect, _ b: CGRect) -> (x: CGFloat, y: CGFloat) {
    (min(a.maxX, b.maxX) - max(a.minX, b.minX), min(a.maxY, b.maxY) - max(a.minY, b.minY))
}

func close(_ a: CGRect, _ b: CGRect, _ tolerance: CGFloat = 1e-9) -> Bool {
    abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
        && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
}

func describe(_ r: CGRect) -> String {
    "(\(Dump.fmt(r.minX)), \(Dump.fmt(r.minY)), \(Dump.fmt(r.width)) × \(Dump.fmt(r.height)))"
}

// MARK: - The invariants

@Suite struct LayoutInvariantTests {
    static let cases = Gen.uint64().map { LayoutCase(seed: $0) }

    /// Seeds that once failed; each is re-run by `regressionSeeds`. Add the seed of every failure found.
    static let knownSeeds: [UInt64] = [
        1, 2, 3, 0xC0FFEE, 0xDEADBEEF, 0x3F90, 0xA755_7205_C749_2EFB, 0xC8F4_7E7A_59ED_DE4E, 0x9DC0_2B6B_78E8_4D00,
        0x3350_219F_3178_2EC7,
    ]

    func solved(_ layoutCase: LayoutCase, direction: LayoutDirection = .leftToRight) -> LayoutSolution? {
        do {
            return try layoutCase.solve(direction: direction)
        } catch {
            Issue.record("a generated layout did not solve: \(error)\n\(layoutCase)")
            return nil
        }
    }

    /// Frames finite and pixel-aligned; content size containing everything; items inside their groups
    /// and sections; cells not overlapping; counts as given.
    static func staticProblems(_ layoutCase: LayoutCase, _ solution: LayoutSolution) -> [String] {
        let elements = allElements(solution, globalKinds: layoutCase.globalSupplementaries.map(\.elementKind))
        var problems = countProblems(layoutCase, solution) + frameProblems(layoutCase, solution, elements)
        for section in 0..<min(solution.numberOfSections, layoutCase.itemCounts.count) {
            let (cells, cellProblems) = sectionCells(layoutCase, solution, elements, section: section)
            problems += cellProblems + overlapProblems(cells, scale: layoutCase.scale, section: section)
            problems += markerProblems(layoutCase, elements, cells, section: section)
        }
        return problems
    }

    /// Rounding lets a row end a few pixels past its container (L3.2): each rounded length adds at most half a
    /// pixel, so `equalSizeCount(4)` inside `equalSizeCount(4)` ends up to 4 px late (seed 0x3350219F31782EC7).
    /// Generated groups hold at most 5 subitems per level, 3 levels: 8 px covers it.
    static func rowDrift(scale: CGFloat) -> CGFloat { 8 / scale + 1e-9 }

    static let tolerance = 1e-9

    /// Sections and items as many as the case gives.
    static func countProblems(_ layoutCase: LayoutCase, _ solution: LayoutSolution) -> [String] {
        var problems: [String] = []
        if solution.numberOfSections != layoutCase.itemCounts.count {
            problems.append("numberOfSections \(solution.numberOfSections), expected \(layoutCase.itemCounts.count)")
        }
        for (section, count) in layoutCase.itemCounts.enumerated() where section < solution.numberOfSections {
            if solution.numberOfItems(inSection: section) != count {
                problems.append("section \(section) has \(solution.numberOfItems(inSection: section)) items, expected \(count)")
            }
        }
        return problems
    }

    /// Every element's frame finite, pixel-aligned and inside the content; group markers 1 × 1.
    static func frameProblems(
        _ layoutCase: LayoutCase, _ solution: LayoutSolution, _ elements: [ElementKey: LayoutAttributes]
    ) -> [String] {
        var problems: [String] = []
        let scale = layoutCase.scale
        let content = CGRect(origin: .zero, size: solution.contentSize)
        let (tolerance, rowDrift) = (Self.tolerance, Self.rowDrift(scale: scale))
        if !(content.width.isFinite && content.height.isFinite && content.width >= 0 && content.height >= 0) {
            problems.append("content size \(solution.contentSize) is not finite and non-negative")
        }
        for (key, attributes) in elements {
            let frame = attributes.frame
            let values = [frame.minX, frame.minY, frame.width, frame.height]
            if !values.allSatisfy(\.isFinite) {
                problems.append("\(key): frame \(frame) is not finite")
                continue
            }
            if !values.allSatisfy({ isPixelAligned($0, scale: scale) }) || !isPixelAligned(frame.maxX, scale: scale)
                || !isPixelAligned(frame.maxY, scale: scale)
            {
                problems.append("\(key): frame \(describe(frame)) is not aligned to 1/\(Int(scale)) pt")
            }
            if let region = attributes.orthogonalScrollRegion {
                if !contains(content, region, tolerance: tolerance) {
                    problems.append("\(key): scroll region \(describe(region)) outside content \(describe(content))")
                }
            } else if !(frame.minY >= -tolerance && frame.maxY <= content.maxY + tolerance && frame.minX >= -tolerance
                && frame.maxX <= content.maxX + rowDrift)
            {
                // Along the scroll axis exactly; across it a row may end a few pixels past the container (L3.2).
                problems.append("\(key): frame \(describe(frame)) outside content \(describe(content))")
            }
            if let kind = key.kind, kind.hasSuffix(".start") || kind.hasSuffix(".end"), frame.size != CGSize(width: 1, height: 1) {
                problems.append("\(key): group marker is \(frame.size), expected 1 × 1")
            }
        }
        return problems
    }

    /// The section's cells (item, frame), each inside its section (non-orthogonal sections) and with a scroll
    /// region exactly in orthogonal sections.
    static func sectionCells(
        _ layoutCase: LayoutCase, _ solution: LayoutSolution, _ elements: [ElementKey: LayoutAttributes], section: Int
    ) -> (cells: [(Int, CGRect)], problems: [String]) {
        var problems: [String] = []
        let (tolerance, rowDrift) = (Self.tolerance, Self.rowDrift(scale: layoutCase.scale))
        let sectionFrame = solution.sectionFrame(section)
        let isOrthogonal = layoutCase.sections[section].orthogonalScrollingBehavior != .none
        var cells: [(Int, CGRect)] = []
        for item in 0..<solution.numberOfItems(inSection: section) {
            guard let cell = elements[ElementKey(category: .cell, kind: nil, indexPath: IndexPath(indexes: [section, item]))]
            else {
                problems.append("item [\(section), \(item)] has no attributes")
                continue
            }
            cells.append((item, cell.frame))
            // Along the scroll axis exactly (the section's extent contains rounding overhang); across it a
            // row may end a few pixels past the container (L3.2).
            if !isOrthogonal
                && !(contains(sectionFrame, cell.frame, tolerance: rowDrift)
                    && cell.frame.minY >= sectionFrame.minY - tolerance
                    && cell.frame.maxY <= sectionFrame.maxY + tolerance)
            {
                problems.append("item [\(section), \(item)] \(describe(cell.frame)) outside its section \(describe(sectionFrame))")
            }
            if isOrthogonal != (cell.orthogonalScrollRegion != nil) {
                problems.append("item [\(section), \(item)] scroll region \(String(describing: cell.orthogonalScrollRegion)) in a section with behaviour \(layoutCase.sections[section].orthogonalScrollingBehavior)")
            }
        }
        return (cells, problems)
    }

    /// Cells of one section never overlap by more than the rounding drift.
    static func overlapProblems(_ unsorted: [(Int, CGRect)], scale: CGFloat, section: Int) -> [String] {
        var problems: [String] = []
        var cells = unsorted
        let rowDrift = Self.rowDrift(scale: scale)
        cells.sort { $0.1.minY < $1.1.minY }
        for i in cells.indices {
            var j = i + 1
            while j < cells.count && cells[j].1.minY < cells[i].1.maxY {
                let (dx, dy) = overlap(cells[i].1, cells[j].1)
                if dx > rowDrift && dy > rowDrift {
                    problems.append("items [\(section), \(cells[i].0)] \(describe(cells[i].1)) and [\(section), \(cells[j].0)] \(describe(cells[j].1)) overlap")
                }
                j += 1
            }
        }
        return problems
    }

    static func markerProblems(
        _ layoutCase: LayoutCase, _ elements: [ElementKey: LayoutAttributes], _ cells: [(Int, CGRect)], section: Int
    ) -> [String] {
        var problems: [String] = []
        let rowDrift = Self.rowDrift(scale: layoutCase.scale)
        // Group markers: every item lies inside an instance of the section's group, the instances
        // taken in item order (items are assigned to groups in index order, L8); every instance of a
        // nested group lies inside an instance of its parent.
        var markerTree: [(kind: String, parent: String?)] = []
        layoutCase.sections[section].group.collectMarkers(parent: nil, into: &markerTree)
        func instances(_ startKind: String) -> [CGRect] {
            let endKind = String(startKind.dropLast(".start".count)) + ".end"
            var result: [CGRect] = []
            while let start = elements[ElementKey(category: .supplementaryView, kind: startKind, indexPath: IndexPath(indexes: [section, result.count]))],
                let end = elements[ElementKey(category: .supplementaryView, kind: endKind, indexPath: IndexPath(indexes: [section, result.count]))]
            {
                result.append(start.frame.union(end.frame))
            }
            return result
        }
        for (kind, parent) in markerTree {
            let mine = instances(kind)
            if let parent {
                let parents = instances(parent)
                for (index, frame) in mine.enumerated() where !parents.contains(where: { contains($0, frame, tolerance: rowDrift) }) {
                    problems.append("section \(section): group \(kind) instance \(index) \(describe(frame)) is not inside any instance of its parent \(parent)")
                }
                continue
            }
            if !cells.isEmpty && mine.isEmpty {
                problems.append("section \(section): no instance of the section's group has markers")
                continue
            }
            var current = 0
            for (item, frame) in cells.sorted(by: { $0.0 < $1.0 }) {
                while current < mine.count && !contains(mine[current], frame, tolerance: rowDrift) { current += 1 }
                if current == mine.count {
                    problems.append("item [\(section), \(item)] \(describe(frame)) is not inside an instance of the section's group at or after the previous item's (instances: \(mine.prefix(6).map(describe)))")
                    break
                }
            }
        }
        return problems
    }

    @Test func framesArePixelAlignedAndInsideTheirContainers() async {
        await propertyCheck(count: 200, input: Self.cases) { layoutCase in
            guard let solution = solved(layoutCase) else { return }
            let problems = Self.staticProblems(layoutCase, solution)
            #expect(problems.isEmpty, "\(layoutCase)\n\(problems.prefix(8).joined(separator: "\n"))")
        }
    }

    @Test(arguments: knownSeeds) func regressionSeeds(_ seed: UInt64) {
        let layoutCase = LayoutCase(seed: seed)
        guard let solution = solved(layoutCase) else { return }
        let problems = Self.staticProblems(layoutCase, solution) + Self.queryProblems(layoutCase, solution, rectSeed: seed)
        #expect(problems.isEmpty, "\(layoutCase)\n\(problems.prefix(8).joined(separator: "\n"))")
    }

    @Test func moreItemsNeverShrinkTheContent() async {
        await propertyCheck(count: 150, input: Self.cases, Gen.int(in: 0...3), Gen.int(in: 1...20)) { layoutCase, pick, extra in
            guard let solution = solved(layoutCase) else { return }
            let section = pick % layoutCase.itemCounts.count
            var counts = layoutCase.itemCounts
            counts[section] += extra
            do {
                let larger = try layoutCase.solve(counts: counts)
                let before = solution.contentSize
                let after = larger.contentSize
                #expect(
                    after.width >= before.width - 1e-9 && after.height >= before.height - 1e-9,
                    "section \(section) +\(extra) items: content \(before) → \(after)\n\(layoutCase)"
                )
                // Re-solving one section for the new count answers like a fresh solve.
                var updated = solution
                try updated.setItemCount(counts[section], inSection: section)
                let fresh = allElements(larger, globalKinds: layoutCase.globalSupplementaries.map(\.elementKind))
                let viaUpdate = allElements(updated, globalKinds: layoutCase.globalSupplementaries.map(\.elementKind))
                #expect(updated.contentSize == larger.contentSize, "setItemCount content size\n\(layoutCase)")
                let differing = fresh.filter { viaUpdate[$0.key] != $0.value }.map(\.key)
                    + viaUpdate.keys.filter { fresh[$0] == nil }
                #expect(
                    differing.isEmpty,
                    "setItemCount(\(counts[section]), inSection: \(section)) differs from a fresh solve at \(differing.prefix(5))\n\(layoutCase)"
                )
            } catch {
                Issue.record("solving with more items failed: \(error)\n\(layoutCase)")
            }
        }
    }

    /// `attributesForElements(in:)` against a filter of all elements, for random rects.
    static func queryProblems(_ layoutCase: LayoutCase, _ solution: LayoutSolution, rectSeed: UInt64) -> [String] {
        var problems: [String] = []
        let elements = allElements(solution, globalKinds: layoutCase.globalSupplementaries.map(\.elementKind))
        let content = CGRect(origin: .zero, size: solution.contentSize)
        var rng = SplitMix64(seed: rectSeed ^ 0x5EED)
        var rects = [content, content.insetBy(dx: -10, dy: -10), CGRect(origin: .zero, size: layoutCase.containerSize)]
        // Sorted, so that the rects do not depend on the dictionary's (per-process) order.
        let frames = elements.values.map(\.frame).sorted {
            ($0.minY, $0.minX, $0.width, $0.height) < ($1.minY, $1.minX, $1.width, $1.height)
        }
        for _ in 0..<24 {
            if !frames.isEmpty && rng.chance(0.25) {
                rects.append(rng.pick(frames))  // exactly an element's frame: neighbours only touch it
                continue
            }
            let x = CGFloat(rng.int(-50...Int(content.width) + 50))
            let y = CGFloat(rng.int(-50...Int(content.height) + 50))
            rects.append(CGRect(
                x: x, y: y, width: CGFloat(rng.int(1...Int(layoutCase.containerSize.width * 1.5))),
                height: CGFloat(rng.int(1...Int(layoutCase.containerSize.height * 1.5)))
            ))
        }
        for rect in rects {
            let answer = solution.attributesForElements(in: rect)
            var seen: Set<ElementKey> = []
            for attributes in answer {
                let key = ElementKey(attributes)
                if !seen.insert(key).inserted { problems.append("rect \(describe(rect)): \(key) returned twice") }
                guard let expected = elements[key] else {
                    problems.append("rect \(describe(rect)): \(key) \(describe(attributes.frame)) is not found by the per-index queries")
                    continue
                }
                if expected != attributes {
                    problems.append("rect \(describe(rect)): \(key) differs from the per-index answer: \(attributes) vs \(expected)")
                }
                let (dx, dy) = overlap(attributes.frame, rect)
                if dx < -1e-9 || dy < -1e-9 {
                    problems.append("rect \(describe(rect)): \(key) \(describe(attributes.frame)) does not touch the rect")
                }
            }
            for (key, attributes) in elements where !seen.contains(key) {
                // Must be returned: overlapping the rect with positive area (and, for an orthogonal
                // section's element, inside its scroll region there). Touching only an edge may go either way.
                var visible = attributes.frame
                if let region = attributes.orthogonalScrollRegion { visible = visible.intersection(region) }
                if visible.isNull { continue }
                let (dx, dy) = overlap(visible, rect)
                if dx > 1e-9 && dy > 1e-9 {
                    problems.append("rect \(describe(rect)): \(key) \(describe(attributes.frame)) is missing")
                }
            }
        }
        return problems
    }

    @Test func rectQueriesMatchABruteForceFilter() async {
        await propertyCheck(count: 200, input: Self.cases) { layoutCase in
            guard let solution = solved(layoutCase) else { return }
            let problems = Self.queryProblems(layoutCase, solution, rectSeed: layoutCase.seed)
            #expect(problems.isEmpty, "\(layoutCase)\n\(problems.prefix(8).joined(separator: "\n"))")
        }
    }

    @Test func rightToLeftIsTheMirrorImage() async {
        await propertyCheck(count: 200, input: Self.cases) { layoutCase in
            guard let ltr = solved(layoutCase), let rtl = solved(layoutCase, direction: .rightToLeft) else { return }
            let kinds = layoutCase.globalSupplementaries.map(\.elementKind)
            let left = allElements(ltr, globalKinds: kinds)
            let right = allElements(rtl, globalKinds: kinds)
            var problems: [String] = []
            if ltr.contentSize != rtl.contentSize {
                problems.append("content size \(ltr.contentSize) left to right, \(rtl.contentSize) right to left")
            }
            if Set(left.keys) != Set(right.keys) {
                problems.append("different elements: \(Set(left.keys).symmetricDifference(right.keys).prefix(5))")
            }
            let width = ltr.contentSize.width
            for (key, l) in left {
                guard let r = right[key] else { continue }
                var expected = l.frame
                var expectedRegion = l.orthogonalScrollRegion
                if let region = l.orthogonalScrollRegion, let geometry = ltr.orthogonalGeometry(forSection: key.indexPath[0]) {
                    // Mirrored inside the scroller's content (L1): the region itself across the content width.
                    let mirroredRegion = CGRect(x: width - region.maxX, y: region.minY, width: region.width, height: region.height)
                    let local = l.frame.minX - region.minX
                    expected.origin.x = mirroredRegion.minX + geometry.contentLength - local - l.frame.width
                    expectedRegion = mirroredRegion
                } else {
                    expected.origin.x = width - l.frame.maxX
                }
                if !close(expected, r.frame) {
                    problems.append("\(key): left to right \(describe(l.frame)), right to left \(describe(r.frame)), expected \(describe(expected))")
                }
                if let expectedRegion, let region = r.orthogonalScrollRegion, !close(expectedRegion, region) {
                    problems.append("\(key): scroll region \(describe(region)), expected \(describe(expectedRegion))")
                }
                if l.zIndex != r.zIndex || l.category != r.category || l.selfSizingAxes != r.selfSizingAxes {
                    problems.append("\(key): attributes other than the frame differ: \(l) vs \(r)")
                }
            }
            #expect(problems.isEmpty, "\(layoutCase)\n\(problems.prefix(8).joined(separator: "\n"))")
        }
    }

    @Test func horizontalLayoutOfTheTransposedDescriptionIsTheTranspose() async {
        await propertyCheck(count: 200, input: Self.cases) { layoutCase in
            guard let vertical = solved(layoutCase) else { return }
            let transposedCase = layoutCase.transposed
            let horizontal: LayoutSolution
            do {
                horizontal = try LayoutSolution(
                    layout: transposedCase.layout(scrollDirection: .horizontal), itemCounts: transposedCase.itemCounts,
                    container: transposedCase.container, traits: transposedCase.traits
                )
            } catch {
                Issue.record("the transposed layout did not solve: \(error)\n\(layoutCase)")
                return
            }
            let kinds = layoutCase.globalSupplementaries.map(\.elementKind)
            let v = allElements(vertical, globalKinds: kinds)
            let h = allElements(horizontal, globalKinds: kinds)
            var problems: [String] = []
            let expectedSize = CGSize(width: vertical.contentSize.height, height: vertical.contentSize.width)
            if horizontal.contentSize != expectedSize {
                problems.append("content size \(horizontal.contentSize), expected the transpose \(expectedSize)")
            }
            if Set(v.keys) != Set(h.keys) {
                problems.append("different elements: \(Set(v.keys).symmetricDifference(h.keys).prefix(5))")
            }
            for (key, attributes) in v {
                guard let other = h[key] else { continue }
                let expected = Transpose.rect(attributes.frame)
                if !close(expected, other.frame) {
                    problems.append("\(key): vertical \(describe(attributes.frame)), horizontal \(describe(other.frame)), expected \(describe(expected))")
                }
                if let region = attributes.orthogonalScrollRegion {
                    if let otherRegion = other.orthogonalScrollRegion {
                        if !close(Transpose.rect(region), otherRegion) {
                            problems.append("\(key): scroll region \(describe(otherRegion)), expected \(describe(Transpose.rect(region)))")
                        }
                    } else {
                        problems.append("\(key): no scroll region in the horizontal layout")
                    }
                }
            }
            #expect(problems.isEmpty, "\(layoutCase)\n\(problems.prefix(8).joined(separator: "\n"))")
        }
    }

    /// With a scroll position, pinned boundary supplementaries ride the visible bounds (L11) and the
    /// elements of orthogonal sections move by their section's offset (L14); nothing else moves.
    @Test func scrollPositionsMoveOnlyPinnedAndOrthogonalElements() async {
        await propertyCheck(count: 200, input: Self.cases, Gen.int(in: 0...1_000), Gen.int(in: 0...1_000)) { layoutCase, scrollPick, offsetPick in
            guard let solution = solved(layoutCase) else { return }
            let elements = allElements(solution, globalKinds: layoutCase.globalSupplementaries.map(\.elementKind))
            let content = solution.contentSize
            let maxY = max(0, content.height - layoutCase.containerSize.height)
            let y = (maxY * CGFloat(scrollPick) / 1_000 * layoutCase.scale).rounded() / layoutCase.scale
            let visible = CGRect(x: 0, y: y, width: layoutCase.containerSize.width, height: layoutCase.containerSize.height)
            var offsets: [Int: CGPoint] = [:]
            for section in 0..<solution.numberOfSections {
                guard let geometry = solution.orthogonalGeometry(forSection: section) else { continue }
                let range = geometry.offsetRange
                let x = range.lowerBound + (range.upperBound - range.lowerBound) * CGFloat((offsetPick + 97 * section) % 1_001) / 1_000
                offsets[section] = CGPoint(x: (x * layoutCase.scale).rounded() / layoutCase.scale, y: 0)
            }
            let position = ScrollPosition(visibleBounds: visible, orthogonalOffsets: offsets)
            var problems: [String] = []
            var expectedFrames: [ElementKey: CGRect] = [:]
            for (key, attributes) in elements {
                var frame = attributes.frame
                let section = key.indexPath[0]
                let boundary: BoundarySupplementaryItem? =
                    key.category == .supplementaryView
                    ? (key.indexPath[1] > Int.max - 100
                        ? layoutCase.globalSupplementaries.first { $0.elementKind == key.kind }
                        : layoutCase.sections[section].boundarySupplementaryItems.first { $0.elementKind == key.kind })
                    : nil
                if let boundary, boundary.pinToVisibleBounds {
                    let host = key.indexPath[1] > Int.max - 100 ? CGRect(origin: .zero, size: content) : solution.sectionFrame(section)
                    if [.top, .topLeading, .topTrailing].contains(boundary.alignment) {
                        frame.origin.y = min(max(frame.minY, visible.minY), host.maxY - frame.height)
                    } else if [.bottom, .bottomLeading, .bottomTrailing].contains(boundary.alignment) {
                        frame.origin.y = max(min(frame.minY, visible.maxY - frame.height), host.minY)
                    }
                } else if attributes.orthogonalScrollRegion != nil, let offset = offsets[section] {
                    frame.origin.x -= offset.x
                }
                expectedFrames[key] = frame
            }
            let answer = solution.attributesForElements(in: visible, scrollPosition: position)
            var seen: Set<ElementKey> = []
            for attributes in answer {
                let key = ElementKey(attributes)
                seen.insert(key)
                guard let expected = expectedFrames[key] else {
                    problems.append("\(key) is not found by the per-index queries")
                    continue
                }
                if !close(expected, attributes.frame) {
                    problems.append("\(key): \(describe(attributes.frame)) at the scroll position, expected \(describe(expected)) (unscrolled \(describe(elements[key]!.frame)))")
                }
            }
            for (key, frame) in expectedFrames where !seen.contains(key) {
                var shown = frame
                if let region = elements[key]?.orthogonalScrollRegion { shown = shown.intersection(region) }
                if shown.isNull { continue }
                let (dx, dy) = overlap(shown, visible)
                if dx > 1e-9 && dy > 1e-9 {
                    problems.append("\(key) at \(describe(frame)) is missing from the visible bounds \(describe(visible))")
                }
            }
            #expect(problems.isEmpty, "visible \(describe(visible)), offsets \(offsets)\n\(layoutCase)\n\(problems.prefix(8).joined(separator: "\n"))")
        }
    }

    // MARK: - Findings, reduced to small literal cases

    /// Found by the invariants (seeds 0x3, 0x3F90): a row of nested groups places the k-th group at the
    /// sum of the first k groups' offsets. Three 100 pt columns in 300 pt, two items each (@1x): the
    /// columns start at 0, 100 and 200 — not 0, 100 and 300.
    @Test func nestedGroupsInARowDoNotAccumulateTheirOffsets() throws {
        let item = LayoutItem(size: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(0.5)))
        let column = LayoutGroup.vertical(
            size: LayoutSize(width: .fractionalWidth(1.0 / 3), height: .fractionalHeight(1)), subitems: [.item(item)]
        )
        for row in [
            LayoutGroup.horizontal(size: LayoutSize(width: .fractionalWidth(1), height: .absolute(50)), subitem: .group(column), count: 3),
            LayoutGroup.horizontal(size: LayoutSize(width: .fractionalWidth(1), height: .absolute(50)), subitems: [.group(column)]),
        ] {
            let solution = try LayoutSolution(
                layout: CollectionLayout(section: LayoutSection(group: row)), itemCounts: [6],
                container: CollectionContainer(size: CGSize(width: 300, height: 600)), traits: LayoutTraits(displayScale: 1)
            )
            let frames = (0..<6).map { solution.attributesForItem(at: IndexPath(indexes: [0, $0]))?.frame ?? .null }
            // Column k at x = 100k; in each column the items at y = 0 and 25 (half of 50).
            let expected = (0..<6).map { CGRect(x: CGFloat($0 / 2) * 100, y: CGFloat($0 % 2) * 25, width: 100, height: 25) }
            #expect(frames == expected)
        }
    }

    /// Found by the invariants (seed 0xC8F47E7A59EDDE4E): an orthogonal section whose last group is
    /// partial throws `groupTooSmall` for a group that fits (12 items solve, 11 do not).
    @Test func orthogonalSectionWithAPartialLastGroupSolves() {
        let item = LayoutItem(size: LayoutSize(width: .fractionalWidth(1.0 / 3), height: .fractionalHeight(0.75)))
        let three = LayoutGroup.horizontal(
            size: LayoutSize(width: .fractionalWidth(0.25), height: .fractionalHeight(1)), subitem: .item(item), count: 3
        )
        let four = LayoutGroup.horizontal(
            size: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1)), subitem: .group(three), count: 4
        )
        let group = LayoutGroup.horizontal(size: LayoutSize(width: .fractionalWidth(0.5), height: .absolute(40)), subitems: [.group(four)])
        let layout = CollectionLayout(section: LayoutSection(group: group, orthogonalScrollingBehavior: .continuous))
        for count in [11, 12, 13] {
            #expect(throws: Never.self, "\(count) items") {
                _ = try LayoutSolution(
                    layout: layout, itemCounts: [count], container: CollectionContainer(size: CGSize(width: 400, height: 600)),
                    traits: LayoutTraits(displayScale: 1)
                )
            }
        }
    }

    /// Found by the invariants (seed 0xFBDD1B411367FE04): rounding lets a cell end half a point past its
    /// group (four 0.25 items of a 115.5 pt group are 29 pt each, 116 pt in all, @2x); a rect that only
    /// meets the overhang does not return the cell.
    @Test func rectQueriesReturnCellsThatOverhangTheirGroup() throws {
        let layoutCase = LayoutCase(seed: 0xFBDD_1B41_1367_FE04)
        let solution = try layoutCase.solve()
        let cell = try #require(solution.attributesForItem(at: IndexPath(indexes: [1, 27])))
        #expect(cell.frame == CGRect(x: 0, y: 934, width: 170, height: 29))
        let rect = CGRect(x: 0, y: 962.5, width: 340, height: 23)  // the global footer's frame; it meets the cell's last 0.5 pt
        #expect(solution.attributesForElements(in: rect).contains { ElementKey($0) == ElementKey(cell) })
    }

    /// Found by the invariants (seed 0x9DC02B6B78E84D00, section 3): in the last, partial group an item
    /// goes into a nested group that does not fit in a full group, so it moves (L16: items of the partial
    /// group sit where they would in a full group), the rect query returns a group supplementary that
    /// `attributesForSupplementaryElement` does not know, and the content shrinks from 1 to 2 items.
    /// Container 500 × 348 @1x: the row is 0.25 · 348 = 87 pt tall; a column holds its 34.8 pt item, and
    /// the 52.2 pt nested group after 1 pt spacing (88 pt in all) does not fit.
    @Test func thePartialLastGroupPlacesItemsAsAFullGroupDoes() throws {
        let inner = LayoutGroup(
            size: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(0.6)),
            arrangement: .stack(.vertical, .fillingAvailableSpace),
            subitems: [
                .item(LayoutItem(size: LayoutSize(width: .fractionalWidth(0.5), height: .fractionalHeight(0.6)))),
                .item(LayoutItem(size: LayoutSize(width: .fractionalWidth(0.75), height: .fractionalHeight(1.0 / 3)))),
                .item(LayoutItem(size: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(0.4)))),
            ],
            interItemSpacing: .fixed(1),
            supplementaryItems: [
                SupplementaryItem(
                    size: LayoutSize(width: .absolute(1), height: .absolute(1)), elementKind: "inner",
                    containerAnchor: LayoutAnchor(edges: [.top, .leading])
                )
            ]
        )
        let column = LayoutGroup(
            size: LayoutSize(width: .fractionalWidth(1.0 / 3), height: .fractionalHeight(1)),
            arrangement: .stack(.vertical, .fillingAvailableSpace),
            subitems: [.item(LayoutItem(size: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(0.4)))), .group(inner)],
            interItemSpacing: .fixed(1)
        )
        let row = LayoutGroup.horizontal(size: LayoutSize(width: .fractionalWidth(0.6), height: .fractionalHeight(0.25)), subitems: [.group(column)])
        let layout = CollectionLayout(section: LayoutSection(group: row))
        func solve(_ count: Int) throws -> LayoutSolution {
            try LayoutSolution(
                layout: layout, itemCounts: [count], container: CollectionContainer(size: CGSize(width: 500, height: 348)),
                traits: LayoutTraits(displayScale: 1)
            )
        }
        let one = try solve(1), two = try solve(2), three = try solve(3)
        // Three items: one per column, 100 pt apart (0.6 · 500 / 3), 35 pt tall (34.8 rounded).
        #expect(three.attributesForItem(at: IndexPath(indexes: [0, 1]))?.frame == CGRect(x: 100, y: 0, width: 100, height: 35))
        #expect(two.attributesForItem(at: IndexPath(indexes: [0, 1]))?.frame == CGRect(x: 100, y: 0, width: 100, height: 35))
        #expect(two.contentSize.height >= one.contentSize.height)
        let returned = two.attributesForElements(in: CGRect(x: 0, y: 0, width: 500, height: 348)).filter { $0.elementKind == "inner" }
        for attributes in returned {
            #expect(two.attributesForSupplementaryElement(ofKind: "inner", at: attributes.indexPath) == attributes)
        }
    }

    /// Rounding overhang along the scroll axis (L3.2): `equalSizeCount(2)` in a 103 px column gives two 52 px
    /// items, the second ending 1 px past the group. The section's frame and the content size contain it.
    @Test func roundingOverhangIsInsideTheSectionAndTheContent() throws {
        let column = LayoutGroup(
            size: LayoutSize(width: .fractionalWidth(1), height: .absolute(103)),
            arrangement: .stack(.vertical, .equalSizeCount(2)),
            subitems: [.item(LayoutItem(size: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1))))]
        )
        let layout = CollectionLayout(section: LayoutSection(group: column))
        for (count, end): (Int, CGFloat) in [(2, 104), (4, 207), (3, 155)] {
            let solution = try LayoutSolution(
                layout: layout, itemCounts: [count], container: CollectionContainer(size: CGSize(width: 300, height: 600)),
                traits: LayoutTraits(displayScale: 1)
            )
            let last = try #require(solution.attributesForItem(at: IndexPath(indexes: [0, count - 1])))
            #expect(last.frame.maxY == end)
            #expect(solution.contentSize.height == end, "\(count) items")
            #expect(solution.sectionFrame(0).maxY == end, "\(count) items")
        }
    }

    /// The generator itself: cases are reproducible from their seeds and have the promised shape.
    @Test func generatedCasesAreReproducibleAndInRange() {
        for seed in UInt64(0)..<300 {
            let a = LayoutCase(seed: seed)
            let b = LayoutCase(seed: seed)
            #expect(a.description == b.description)
            #expect((1...4).contains(a.sections.count) && a.itemCounts.count == a.sections.count)
            #expect(a.itemCounts.allSatisfy { (0...60).contains($0) })
            #expect([1, 2, 3].contains(a.scale))
            func depth(_ group: LayoutGroup) -> Int {
                1 + (group.subitems.map { subitem in
                    if case .group(let nested) = subitem { depth(nested) } else { 0 }
                }.max() ?? 0)
            }
            #expect(a.sections.allSatisfy { depth($0.group) <= 3 })
            // Transposing twice is the identity (compared through the dump).
            #expect(a.transposed.transposed.description == a.description)
        }
    }
}
