import Foundation
import Testing

@testable import CompositionalLayout

// Helpers for the section-level conformance suite (`Section*Tests.swift`). Every name starts with `sec` so
// that it cannot clash with the item/group suite's helpers in the same test target.
//
// Conventions: the collection view is 390 × 844 unless a test says otherwise, `displayScale` is 1 (so every
// resolved length is rounded to a whole point, L3) unless a test is about rounding, and expected frames are
// literal numbers with their arithmetic in a comment.

let secTolerance: CGFloat = 1e-9

/// A rectangle, shorter to write than `CGRect(x:y:width:height:)`.
func secR(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
    CGRect(x: x, y: y, width: width, height: height)
}

func secSize(_ width: LayoutDimension, _ height: LayoutDimension) -> LayoutSize {
    LayoutSize(width: width, height: height)
}

func secItem(
    _ width: LayoutDimension, _ height: LayoutDimension, insets: DirectionalEdgeInsets = .zero,
    edgeSpacing: EdgeSpacing? = nil, supplementaries: [SupplementaryItem] = []
) -> GroupSubitem {
    .item(
        LayoutItem(
            size: secSize(width, height), contentInsets: insets, edgeSpacing: edgeSpacing,
            supplementaryItems: supplementaries))
}

/// A row that fills itself with `subitems` (Apple's `horizontal(layoutSize:subitems:)`).
func secRow(_ width: LayoutDimension, _ height: LayoutDimension, _ subitems: [GroupSubitem]) -> LayoutGroup {
    .horizontal(size: secSize(width, height), subitems: subitems)
}

/// A column that fills itself with `subitems` (Apple's `vertical(layoutSize:subitems:)`).
func secColumn(_ width: LayoutDimension, _ height: LayoutDimension, _ subitems: [GroupSubitem]) -> LayoutGroup {
    .vertical(size: secSize(width, height), subitems: subitems)
}

/// The workhorse section: full-width rows of one item, each `height` points tall.
func secListSection(
    height: CGFloat = 50, insets: DirectionalEdgeInsets = .zero, interGroupSpacing: CGFloat = 0,
    boundary: [BoundarySupplementaryItem] = [], decorations: [DecorationItem] = []
) -> LayoutSection {
    LayoutSection(
        group: secRow(.fractionalWidth(1), .absolute(height), [secItem(.fractionalWidth(1), .fractionalHeight(1))]),
        contentInsets: insets, interGroupSpacing: interGroupSpacing, boundarySupplementaryItems: boundary,
        decorationItems: decorations)
}

func secBoundary(
    _ kind: String, _ alignment: RectAlignment, _ width: LayoutDimension, _ height: LayoutDimension,
    offset: CGPoint = .zero, extends: Bool = true, pinned: Bool = false, zIndex: Int = 1
) -> BoundarySupplementaryItem {
    BoundarySupplementaryItem(
        size: secSize(width, height), elementKind: kind, alignment: alignment, offset: offset,
        extendsBoundary: extends, pinToVisibleBounds: pinned, zIndex: zIndex)
}

func secTraits(scale: CGFloat = 1, direction: LayoutDirection = .leftToRight) -> LayoutTraits {
    LayoutTraits(layoutDirection: direction, displayScale: scale)
}

func secContainer(
    _ width: CGFloat = 390, _ height: CGFloat = 844, safeArea: EdgeInsets = .zero,
    margins: DirectionalEdgeInsets = .zero, readable: DirectionalEdgeInsets? = nil
) -> CollectionContainer {
    CollectionContainer(
        size: CGSize(width: width, height: height), safeAreaInsets: safeArea, layoutMargins: margins,
        readableContentInsets: readable)
}

/// Solves `layout`; a thrown error is recorded as a test failure and returns nil.
func secSolve(
    _ layout: CollectionLayout, _ itemCounts: [Int], container: CollectionContainer = secContainer(),
    traits: LayoutTraits = secTraits(), sourceLocation: SourceLocation = #_sourceLocation
) -> LayoutSolution? {
    do {
        return try LayoutSolution(layout: layout, itemCounts: itemCounts, container: container, traits: traits)
    } catch {
        Issue.record("the layout did not solve: \(error)", sourceLocation: sourceLocation)
        return nil
    }
}

/// Solves one uniform section.
func secSolve(
    _ section: LayoutSection, _ itemCounts: [Int], configuration: LayoutConfiguration = LayoutConfiguration(),
    decorationKinds: Set<String> = [], container: CollectionContainer = secContainer(),
    traits: LayoutTraits = secTraits(), sourceLocation: SourceLocation = #_sourceLocation
) -> LayoutSolution? {
    secSolve(
        CollectionLayout(section: section, configuration: configuration, registeredDecorationKinds: decorationKinds),
        itemCounts, container: container, traits: traits, sourceLocation: sourceLocation)
}

/// Expects the solve to throw, and returns the error.
func secSolveError(
    _ layout: CollectionLayout, _ itemCounts: [Int], container: CollectionContainer = secContainer(),
    traits: LayoutTraits = secTraits(), sourceLocation: SourceLocation = #_sourceLocation
) -> LayoutError? {
    do {
        _ = try LayoutSolution(layout: layout, itemCounts: itemCounts, container: container, traits: traits)
        Issue.record("expected a LayoutError, but the layout solved", sourceLocation: sourceLocation)
        return nil
    } catch {
        return error
    }
}

func secClose(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) <= secTolerance }

func secSame(_ a: CGRect, _ b: CGRect) -> Bool {
    secClose(a.minX, b.minX) && secClose(a.minY, b.minY) && secClose(a.width, b.width)
        && secClose(a.height, b.height)
}

/// Expects `actual` to be `expected` within 1e-9 on every coordinate.
func secExpect(
    _ actual: CGRect?, _ expected: CGRect, _ what: String = "frame", sourceLocation: SourceLocation = #_sourceLocation
) {
    guard let actual else {
        Issue.record("\(what): no attributes (expected \(expected))", sourceLocation: sourceLocation)
        return
    }
    #expect(secSame(actual, expected), "\(what): expected \(expected), got \(actual)", sourceLocation: sourceLocation)
}

func secExpect(
    _ actual: CGSize?, _ expected: CGSize, _ what: String = "size", sourceLocation: SourceLocation = #_sourceLocation
) {
    guard let actual else {
        Issue.record("\(what): nil (expected \(expected))", sourceLocation: sourceLocation)
        return
    }
    #expect(
        secClose(actual.width, expected.width) && secClose(actual.height, expected.height),
        "\(what): expected \(expected), got \(actual)", sourceLocation: sourceLocation)
}

func secExpect(
    _ actual: CGFloat?, _ expected: CGFloat, _ what: String = "value", sourceLocation: SourceLocation = #_sourceLocation
) {
    guard let actual else {
        Issue.record("\(what): nil (expected \(expected))", sourceLocation: sourceLocation)
        return
    }
    #expect(secClose(actual, expected), "\(what): expected \(expected), got \(actual)", sourceLocation: sourceLocation)
}

extension LayoutSolution {
    /// The frame of item `item` of `section`.
    func secCell(_ section: Int, _ item: Int) -> CGRect? {
        attributesForItem(at: IndexPath(indexes: [section, item]))?.frame
    }

    /// The frame of the supplementary `kind` at `[section, item]`.
    func secSupp(_ kind: String, _ section: Int, _ item: Int = 0, at scroll: ScrollPosition? = nil) -> CGRect? {
        attributesForSupplementaryElement(ofKind: kind, at: IndexPath(indexes: [section, item]), scrollPosition: scroll)?
            .frame
    }

    func secDecoration(_ kind: String, _ section: Int, _ index: Int = 0) -> CGRect? {
        attributesForDecorationElement(ofKind: kind, at: IndexPath(indexes: [section, index]))?.frame
    }

    /// Every element in `rect`, as sortable descriptions such as `cell [0, 2]` or `supplementaryView header [1, 0]`.
    func secElements(in rect: CGRect, scroll: ScrollPosition? = nil) -> [String] {
        attributesForElements(in: rect, scrollPosition: scroll).map(secName).sorted()
    }
}

func secName(_ attributes: LayoutAttributes) -> String {
    let path = "[\(attributes.indexPath.map(String.init).joined(separator: ", "))]"
    switch attributes.category {
    case .cell: return "cell \(path)"
    case .supplementaryView: return "supplementaryView \(attributes.elementKind ?? "?") \(path)"
    case .decorationView: return "decorationView \(attributes.elementKind ?? "?") \(path)"
    }
}

/// What a `@Sendable` section provider records (the recorder is shared with the conformance suites).
typealias SecRecorder<Value: Sendable> = ConformanceRecorder<Value>
