// Random layout descriptions through the solver and every query: nothing may trap, hang or return a
// non-finite frame. Errors are fine (they are the named way to refuse input).
import CompositionalLayout
import Foundation
import FuzzSupport

struct LayoutBuilder {
    var input: FuzzInput

    mutating func dimension() -> LayoutDimension {
        switch input.int(4) {
        case 0: .fractionalWidth(input.fraction())
        case 1: .fractionalHeight(input.fraction())
        case 2: .absolute(input.length())
        default: .estimated(input.length())
        }
    }

    mutating func size() -> LayoutSize { LayoutSize(width: dimension(), height: dimension()) }

    mutating func insets() -> DirectionalEdgeInsets {
        guard input.int(3) == 0 else { return .zero }
        return DirectionalEdgeInsets(top: input.length(), leading: input.length(), bottom: input.length(), trailing: input.length())
    }

    mutating func item() -> LayoutItem {
        var supplementaries: [SupplementaryItem] = []
        if input.int(6) == 0 {
            supplementaries.append(
                SupplementaryItem(
                    size: size(), elementKind: "badge",
                    containerAnchor: LayoutAnchor(edges: [.top, .trailing], absoluteOffset: CGPoint(x: input.length(), y: 0))))
        }
        return LayoutItem(size: size(), contentInsets: insets(), supplementaryItems: supplementaries)
    }

    mutating func group(depth: Int) -> LayoutGroup {
        let groupSize = size()
        if input.int(10) == 0 {
            let frames = (0..<(input.int(4))).map { _ in
                CustomGroupItem(frame: CGRect(x: input.length(), y: input.length(), width: input.length() - 40, height: input.length()))
            }
            return .custom(size: groupSize) { _ in frames }
        }
        var subitems: [GroupSubitem] = []
        for _ in 0..<(input.int(3) + 1) {
            subitems.append(depth < 4 && input.int(3) == 0 ? .group(group(depth: depth + 1)) : .item(item()))
        }
        let horizontal = input.bool()
        switch input.int(4) {
        case 0:
            let count = input.int(5)
            return horizontal
                ? .horizontal(size: groupSize, subitem: subitems[0], count: count)
                : .vertical(size: groupSize, subitem: subitems[0], count: count)
        default:
            var group: LayoutGroup = horizontal ? .horizontal(size: groupSize, subitems: subitems) : .vertical(size: groupSize, subitems: subitems)
            if input.int(3) == 0 { group.interItemSpacing = input.bool() ? .fixed(input.length()) : .flexible(input.length()) }
            group.contentInsets = insets()
            return group
        }
    }

    mutating func section() -> LayoutSection {
        var boundary: [BoundarySupplementaryItem] = []
        if input.int(3) == 0 {
            boundary.append(
                BoundarySupplementaryItem(
                    size: size(), elementKind: "header", alignment: input.pick([.top, .bottom, .leading]),
                    pinToVisibleBounds: input.bool()))
        }
        let behaviors: [OrthogonalScrollingBehavior] = [
            .none, .none, .continuous, .continuousGroupLeadingBoundary, .paging, .groupPaging, .groupPagingCentered,
        ]
        return LayoutSection(
            group: group(depth: 0), contentInsets: insets(), interGroupSpacing: input.int(4) == 0 ? input.length() : 0,
            orthogonalScrollingBehavior: input.pick(behaviors), boundarySupplementaryItems: boundary,
            decorationItems: input.int(4) == 0 ? [DecorationItem(elementKind: "background")] : [])
    }
}

func finite(_ rect: CGRect) -> Bool {
    rect.origin.x.isFinite && rect.origin.y.isFinite && rect.width.isFinite && rect.height.isFinite
}

func check(_ attributes: LayoutAttributes?) {
    if let attributes, !finite(attributes.frame) { fatalError("non-finite frame \(attributes)") }
}

func exercise(_ solution: inout LayoutSolution, input: inout FuzzInput) {
    let size = solution.contentSize
    if !size.width.isFinite || !size.height.isFinite { fatalError("non-finite content size \(size)") }
    // A rectangle returns every element it meets: over content of 1e15 items that is more than memory holds (a
    // documented limit), so rectangles that cover everything are asked only of content shorter than 1e6 pt with at
    // most 2^20 items (2^24 items of 1/3 pt, six to a row, are shorter than 1e6 pt and would ask for 4 GB).
    let items = (0..<solution.numberOfSections).reduce(0) { $0 + min(solution.numberOfItems(inSection: $1), 1 << 21) }
    let small = size.width < 1e6 && size.height < 1e6 && items <= 1 << 20
    var rects = [
        CGRect.null, CGRect(x: 0, y: 0, width: 390, height: 844), CGRect(x: 0, y: 1e300, width: 10, height: 10),
        CGRect(x: -1e300, y: -1e300, width: 10, height: 10),
        CGRect(x: input.length(), y: input.length(), width: min(input.length(), 2_000), height: min(input.length(), 2_000)),
    ]
    if small { rects += [.infinite, CGRect(x: -1e300, y: -1e300, width: 2e300, height: 2e300)] }
    for rect in rects {
        let found = solution.attributesForElements(in: rect)
        for attributes in found.prefix(2_000) { check(attributes) }
    }
    for section in 0..<min(solution.numberOfSections, 4) {
        let count = solution.numberOfItems(inSection: section)
        for item in [0, 1, count - 1, count, Int.max, -1] {
            check(solution.attributesForItem(at: IndexPath(indexes: [section, item])))
            check(solution.attributesForSupplementaryElement(ofKind: "header", at: IndexPath(indexes: [section, item])))
            check(solution.attributesForSupplementaryElement(ofKind: "badge", at: IndexPath(indexes: [section, item])))
        }
        if let geometry = solution.orthogonalGeometry(forSection: section) {
            let target = solution.targetOrthogonalOffset(
                inSection: section, proposedOffset: input.length(), currentOffset: input.length(), velocity: input.length())
            if !target.isFinite || !geometry.offsetRange.lowerBound.isFinite { fatalError("non-finite paging \(target)") }
        }
        _ = try? solution.setMeasuredSize(
            CGSize(width: input.length(), height: input.length()), forItemAt: IndexPath(indexes: [section, input.int(8)]))
        _ = try? solution.setItemCount(input.count(), inSection: section)
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var builder = LayoutBuilder(input: FuzzInput(data, size))
    let sections = (0..<(builder.input.int(3) + 1)).map { _ in builder.section() }
    let counts = (0..<(builder.input.int(4) + 1)).map { _ in builder.input.count() }
    let configuration = LayoutConfiguration(
        scrollDirection: builder.input.bool() ? .vertical : .horizontal,
        interSectionSpacing: builder.input.int(4) == 0 ? builder.input.length() : 0)
    let layout = CollectionLayout(configuration: configuration, registeredDecorationKinds: ["background"]) { index, _ in
        sections[index % sections.count]
    }
    let container = CollectionContainer(
        size: CGSize(width: builder.input.int(4) == 0 ? builder.input.length() : 390, height: builder.input.int(4) == 0 ? builder.input.length() : 844),
        safeAreaInsets: EdgeInsets(top: builder.input.length() / 10, left: 0, bottom: 0, right: 0))
    let traits = LayoutTraits(layoutDirection: builder.input.bool() ? .leftToRight : .rightToLeft, displayScale: builder.input.pick([1, 2, 3]))
    var input = builder.input
    guard var solution = try? LayoutSolution(layout: layout, itemCounts: counts, container: container, traits: traits) else {
        return 0
    }
    exercise(&solution, input: &input)
    _ = try? solution.update(
        container: CollectionContainer(size: CGSize(width: input.length(), height: input.length())), traits: traits)
    exercise(&solution, input: &input)
    return 0
}

@_cdecl("LayoutFuzz_main")
public func entryPoint(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    runFuzzer(argc, argv) { data, size in fuzz(data, size) }
}
