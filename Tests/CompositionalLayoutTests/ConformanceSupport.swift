// Shared fixtures of the hand-computed conformance suites (items and groups).
//
// Every `Conformance*` suite conforms to `ConformanceSuite`, which gives it, as instance members (so that no
// global name can clash with other test files):
//   * builders: `size`, `item`, `row`, `column`, `section`, `supplementary`;
//   * `solve(...)`: one section, solved in a container (390 × 844 by default) at display scale 1 by default;
//   * `solveError(...)`: the `LayoutError` a description throws;
//   * `cell`, `supp`: frames from a solution; `expectFrame`, `expectCells`: comparisons with a tolerance of 1e-9;
//   * `pick(direction, ltr:, rtl:)`: the literal expectation for a reading direction.
//
// Expected values are literal, worked out by hand, with the arithmetic in comments. At scale 3 they are written
// as pixels over the scale (`CGFloat(257) / 3`) so that the arithmetic is exact.

import Foundation
import Testing
@testable import CompositionalLayout

protocol ConformanceSuite {}

/// Both reading directions, for parameterised tests.
let conformanceDirections: [LayoutDirection] = [.leftToRight, .rightToLeft]

/// A thread-safe box for what a `@Sendable` provider sees.
final class ConformanceRecorder<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [Value] = []

    func append(_ value: Value) {
        lock.lock()
        storage.append(value)
        lock.unlock()
    }

    var values: [Value] {
        lock.lock()
        defer { lock.unlock() }
        return storage
    }
}

extension ConformanceSuite {
    // MARK: Geometry

    /// An iPhone 14/15 portrait container.
    var phone: CGSize { CGSize(width: 390, height: 844) }

    var tolerance: CGFloat { 1e-9 }

    func rect(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
        CGRect(x: x, y: y, width: width, height: height)
    }

    /// The expectation for `direction`: the left-to-right frame or its hand-mirrored right-to-left twin.
    func pick<T>(_ direction: LayoutDirection, ltr: T, rtl: T) -> T {
        direction == .leftToRight ? ltr : rtl
    }

    // MARK: Description builders

    func size(_ width: LayoutDimension, _ height: LayoutDimension) -> LayoutSize {
        LayoutSize(width: width, height: height)
    }

    func item(
        _ width: LayoutDimension, _ height: LayoutDimension, contentInsets: DirectionalEdgeInsets = .zero,
        edgeSpacing: EdgeSpacing? = nil, supplementaries: [SupplementaryItem] = []
    ) -> GroupSubitem {
        .item(
            LayoutItem(
                size: size(width, height), contentInsets: contentInsets, edgeSpacing: edgeSpacing,
                supplementaryItems: supplementaries))
    }

    /// A horizontal stack group filling its width with `subitems` taken cyclically.
    func row(
        _ width: LayoutDimension, _ height: LayoutDimension, _ subitems: [GroupSubitem],
        repetition: LayoutGroup.Repetition = .fillingAvailableSpace, spacing: LayoutSpacing? = nil,
        contentInsets: DirectionalEdgeInsets = .zero, edgeSpacing: EdgeSpacing? = nil,
        supplementaries: [SupplementaryItem] = []
    ) -> LayoutGroup {
        LayoutGroup(
            size: size(width, height), arrangement: .stack(.horizontal, repetition), subitems: subitems,
            interItemSpacing: spacing, contentInsets: contentInsets, edgeSpacing: edgeSpacing,
            supplementaryItems: supplementaries)
    }

    /// A vertical stack group.
    func column(
        _ width: LayoutDimension, _ height: LayoutDimension, _ subitems: [GroupSubitem],
        repetition: LayoutGroup.Repetition = .fillingAvailableSpace, spacing: LayoutSpacing? = nil,
        contentInsets: DirectionalEdgeInsets = .zero, edgeSpacing: EdgeSpacing? = nil,
        supplementaries: [SupplementaryItem] = []
    ) -> LayoutGroup {
        LayoutGroup(
            size: size(width, height), arrangement: .stack(.vertical, repetition), subitems: subitems,
            interItemSpacing: spacing, contentInsets: contentInsets, edgeSpacing: edgeSpacing,
            supplementaryItems: supplementaries)
    }

    func supplementary(
        _ kind: String, _ width: LayoutDimension, _ height: LayoutDimension, edges: DirectionalRectEdge,
        offset: LayoutAnchor.Offset = .absolute(.zero), itemAnchor: LayoutAnchor? = nil, zIndex: Int = 1
    ) -> SupplementaryItem {
        SupplementaryItem(
            size: size(width, height), elementKind: kind, containerAnchor: LayoutAnchor(edges: edges, offset: offset),
            itemAnchor: itemAnchor, zIndex: zIndex)
    }

    // MARK: Solving

    func traits(scale: CGFloat, direction: LayoutDirection) -> LayoutTraits {
        LayoutTraits(layoutDirection: direction, displayScale: scale)
    }

    /// Solves one section made of `group` holding `items` items.
    func solve(
        _ group: LayoutGroup, items: Int, container: CGSize? = nil, scale: CGFloat = 1,
        direction: LayoutDirection = .leftToRight, scroll: ScrollDirection = .vertical,
        sectionInsets: DirectionalEdgeInsets = .zero, interGroupSpacing: CGFloat = 0
    ) throws(LayoutError) -> LayoutSolution {
        let section = LayoutSection(group: group, contentInsets: sectionInsets, interGroupSpacing: interGroupSpacing)
        return try solve(section: section, items: items, container: container, scale: scale, direction: direction,
            scroll: scroll)
    }

    func solve(
        section: LayoutSection, items: Int, container: CGSize? = nil, scale: CGFloat = 1,
        direction: LayoutDirection = .leftToRight, scroll: ScrollDirection = .vertical
    ) throws(LayoutError) -> LayoutSolution {
        let layout = CollectionLayout(
            section: section, configuration: LayoutConfiguration(scrollDirection: scroll))
        return try LayoutSolution(
            layout: layout, itemCounts: [items], container: CollectionContainer(size: container ?? phone),
            traits: traits(scale: scale, direction: direction))
    }

    /// The error that solving `group` with `items` items throws, or `nil` if it solves.
    func solveError(
        _ group: LayoutGroup, items: Int = 1, container: CGSize? = nil, scale: CGFloat = 1,
        direction: LayoutDirection = .leftToRight, scroll: ScrollDirection = .vertical
    ) -> LayoutError? {
        do {
            _ = try solve(group, items: items, container: container, scale: scale, direction: direction,
                scroll: scroll)
            return nil
        } catch {
            return error
        }
    }

    // MARK: Queries

    func cell(_ solution: LayoutSolution, _ item: Int, section: Int = 0) -> CGRect? {
        solution.attributesForItem(at: IndexPath(indexes: [section, item]))?.frame
    }

    func supp(_ solution: LayoutSolution, _ kind: String, _ item: Int, section: Int = 0) -> CGRect? {
        solution.attributesForSupplementaryElement(ofKind: kind, at: IndexPath(indexes: [section, item]))?.frame
    }

    // MARK: Expectations

    func same(_ a: CGRect, _ b: CGRect) -> Bool {
        Swift.abs(a.origin.x - b.origin.x) <= tolerance && Swift.abs(a.origin.y - b.origin.y) <= tolerance
            && Swift.abs(a.size.width - b.size.width) <= tolerance
            && Swift.abs(a.size.height - b.size.height) <= tolerance
    }

    func expectFrame(
        _ actual: CGRect?, _ expected: CGRect, _ what: String = "frame",
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        guard let actual else {
            Issue.record("\(what): expected \(expected), got no attributes", sourceLocation: sourceLocation)
            return
        }
        #expect(same(actual, expected), "\(what): expected \(expected), got \(actual)", sourceLocation: sourceLocation)
    }

    /// Items `0 ..< expected.count` of `section` have the expected frames.
    func expectCells(
        _ solution: LayoutSolution, _ expected: [CGRect], section: Int = 0,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        for (index, frame) in expected.enumerated() {
            expectFrame(cell(solution, index, section: section), frame, "item [\(section), \(index)]",
                sourceLocation: sourceLocation)
        }
    }

    func expectClose(
        _ actual: CGFloat, _ expected: CGFloat, _ what: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(Swift.abs(actual - expected) <= tolerance, "\(what): expected \(expected), got \(actual)",
            sourceLocation: sourceLocation)
    }
}
