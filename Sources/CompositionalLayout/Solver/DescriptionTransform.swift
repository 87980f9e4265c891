import Foundation

// Transposition of a layout description (semantics L1). A horizontally scrolling layout is solved as a
// vertically scrolling one whose description has width and height, horizontal and vertical groups, top and
// leading, bottom and trailing swapped; its frames are transposed back afterwards. Every function here is
// its own inverse, so the same code maps physical to canonical and back.

extension LayoutDimension {
    var transposed: LayoutDimension {
        switch self {
        case .fractionalWidth(let value): .fractionalHeight(value)
        case .fractionalHeight(let value): .fractionalWidth(value)
        case .absolute, .estimated, .uniformAcrossSiblings: self
        }
    }
}

extension LayoutSize {
    var transposed: LayoutSize { LayoutSize(width: height.transposed, height: width.transposed) }
}

extension DirectionalEdgeInsets {
    var transposed: DirectionalEdgeInsets {
        DirectionalEdgeInsets(top: leading, leading: top, bottom: trailing, trailing: bottom)
    }
}

extension EdgeSpacing {
    var transposed: EdgeSpacing { EdgeSpacing(leading: top, top: leading, trailing: bottom, bottom: trailing) }
}

extension CGPoint {
    var transposed: CGPoint { CGPoint(x: y, y: x) }
}

extension CGSize {
    var transposed: CGSize { CGSize(width: height, height: width) }
}

extension CGRect {
    var transposed: CGRect { CGRect(x: origin.y, y: origin.x, width: size.height, height: size.width) }
}

extension DirectionalRectEdge {
    var transposed: DirectionalRectEdge {
        var result: DirectionalRectEdge = []
        if contains(.top) { result.insert(.leading) }
        if contains(.leading) { result.insert(.top) }
        if contains(.bottom) { result.insert(.trailing) }
        if contains(.trailing) { result.insert(.bottom) }
        return result
    }
}

extension RectAlignment {
    /// The alignment naming the transposed edges: top ↔ leading, bottom ↔ trailing.
    var transposed: RectAlignment {
        switch self {
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
}

extension LayoutAnchor {
    var transposed: LayoutAnchor {
        switch offset {
        case .absolute(let point): LayoutAnchor(edges: edges.transposed, offset: .absolute(point.transposed))
        case .fractional(let point): LayoutAnchor(edges: edges.transposed, offset: .fractional(point.transposed))
        }
    }
}

extension SupplementaryItem {
    var transposed: SupplementaryItem {
        SupplementaryItem(
            size: size.transposed, elementKind: elementKind, containerAnchor: containerAnchor.transposed,
            itemAnchor: itemAnchor?.transposed, zIndex: zIndex, contentInsets: contentInsets.transposed)
    }
}

extension BoundarySupplementaryItem {
    var transposed: BoundarySupplementaryItem {
        BoundarySupplementaryItem(
            size: size.transposed, elementKind: elementKind, alignment: alignment.transposed,
            offset: offset.transposed, extendsBoundary: extendsBoundary, pinToVisibleBounds: pinToVisibleBounds,
            zIndex: zIndex, contentInsets: contentInsets.transposed)
    }
}

extension DecorationItem {
    var transposed: DecorationItem {
        DecorationItem(elementKind: elementKind, zIndex: zIndex, contentInsets: contentInsets.transposed)
    }
}

extension LayoutItem {
    var transposed: LayoutItem {
        LayoutItem(
            size: size.transposed, contentInsets: contentInsets.transposed, edgeSpacing: edgeSpacing?.transposed,
            supplementaryItems: supplementaryItems.map(\.transposed))
    }
}

extension LayoutGroup.Axis {
    var transposed: LayoutGroup.Axis { self == .horizontal ? .vertical : .horizontal }
}

extension LayoutContainer {
    var transposed: LayoutContainer {
        var container = LayoutContainer(contentSize: contentSize.transposed, contentInsets: contentInsets.transposed)
        container.insetsArePoints = insetsArePoints
        return container
    }
}

extension LayoutEnvironment {
    var transposed: LayoutEnvironment { LayoutEnvironment(container: container.transposed, traits: traits) }
}

extension GroupSubitem {
    var transposed: GroupSubitem {
        switch self {
        case .item(let item): .item(item.transposed)
        case .group(let group): .group(group.transposed)
        }
    }
}

extension LayoutGroup {
    /// The group with every axis swapped, its subgroups too. Built children first through an explicit stack of the
    /// groups whose subitems are being transposed, not by recursion: nesting costs heap only (R4).
    var transposed: LayoutGroup {
        var pending: [(group: LayoutGroup, subitems: [GroupSubitem])] = [(self, [])]
        while true {
            let top = pending.count - 1
            let next = pending[top].subitems.count
            if next < pending[top].group.subitems.count {
                switch pending[top].group.subitems[next] {
                case .item(let item): pending[top].subitems.append(.item(item.transposed))
                case .group(let child): pending.append((child, []))
                }
                continue
            }
            let done = pending.removeLast()
            let group = done.group.transposed(subitems: done.subitems)
            guard !pending.isEmpty else { return group }
            pending[pending.count - 1].subitems.append(.group(group))
        }
    }

    /// The group's own values transposed, with `subitems` (already transposed) as its subitems. A custom group's
    /// provider is wrapped so that it still sees a physical environment and its frames come back transposed
    /// (semantics L1: custom frames are physical).
    private func transposed(subitems: [GroupSubitem]) -> LayoutGroup {
        let arrangement: Arrangement
        switch self.arrangement {
        case .stack(let axis, let repetition):
            arrangement = .stack(axis.transposed, repetition)
        case .custom(let provider):
            arrangement = .custom { environment in
                provider(environment.transposed).map {
                    CustomGroupItem(frame: $0.frame.transposed, zIndex: $0.zIndex)
                }
            }
        }
        return LayoutGroup(
            size: size.transposed, arrangement: arrangement, subitems: subitems,
            interItemSpacing: interItemSpacing, contentInsets: contentInsets.transposed,
            edgeSpacing: edgeSpacing?.transposed, supplementaryItems: supplementaryItems.map(\.transposed))
    }
}

extension LayoutSection {
    /// The section with every axis swapped (its behaviour, references and handler are unchanged).
    var transposed: LayoutSection {
        LayoutSection(
            group: group.transposed, contentInsets: contentInsets.transposed, interGroupSpacing: interGroupSpacing,
            contentInsetsReference: contentInsetsReference,
            supplementaryContentInsetsReference: supplementaryContentInsetsReference,
            supplementariesFollowContentInsets: supplementariesFollowContentInsets,
            orthogonalScrollingBehavior: orthogonalScrollingBehavior,
            orthogonalScrollingProperties: orthogonalScrollingProperties,
            boundarySupplementaryItems: boundarySupplementaryItems.map(\.transposed),
            decorationItems: decorationItems.map(\.transposed),
            visibleItemsInvalidationHandler: visibleItemsInvalidationHandler,
            headerTopPadding: headerTopPadding, listStyle: listStyle)
    }
}
