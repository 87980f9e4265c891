import CompositionalLayout
import Foundation

extension LayoutSpec {
    /// The spec of a layout built in Swift, as solved for `itemCounts` in `container`: a section provider is
    /// asked once per section (through the solution), and a custom group's provider once, for the group's
    /// size in the section's container (exact for groups sized in points or in fractions of the section).
    /// Visible-items handlers are closures and are left out.
    /// - Throws: the layout's `LayoutError` when it cannot be solved.
    public init(
        layout: CollectionLayout, itemCounts: [Int], container: CollectionContainer,
        traits: LayoutTraits = LayoutTraits(), title: String? = nil, description: String? = nil
    ) throws(LayoutError) {
        let solution = try LayoutSolution(layout: layout, itemCounts: itemCounts, container: container, traits: traits)
        let configuration = layout.configuration
        let sections = itemCounts.indices.map { index in
            Self.spec(
                of: solution.sectionDescription(index), items: itemCounts[index], container: container.size,
                traits: traits)
        }
        self.init(
            title: title, description: description,
            configuration: ConfigurationSpec(
                scrollDirection: configuration.scrollDirection == .vertical
                    ? nil : ScrollDirectionSpec(configuration.scrollDirection),
                interSectionSpacing: configuration.interSectionSpacing == 0 ? nil : Double(configuration.interSectionSpacing),
                boundarySupplementaryItems: Self.nonEmpty(configuration.boundarySupplementaryItems.map(Self.spec)),
                contentInsetsReference: configuration.contentInsetsReference == .safeArea
                    ? nil : ContentInsetsReferenceSpec(configuration.contentInsetsReference)),
            sections: sections,
            traits: traits == LayoutTraits()
                ? nil
                : TraitsSpec(
                    layoutDirection: traits.layoutDirection == .leftToRight
                        ? nil : LayoutDirectionSpec(traits.layoutDirection),
                    displayScale: traits.displayScale == 3 ? nil : Double(traits.displayScale)))
    }

    static func spec(of section: LayoutSection, items: Int, container: CGSize, traits: LayoutTraits) -> SectionSpec {
        let insets = section.contentInsets
        let available = CGSize(
            width: max(container.width - insets.leading - insets.trailing, 0),
            height: max(container.height - insets.top - insets.bottom, 0))
        return SectionSpec(
            items: items, group: spec(of: section.group, in: available, traits: traits),
            contentInsets: spec(insets), interGroupSpacing: section.interGroupSpacing == 0 ? nil : Double(section.interGroupSpacing),
            contentInsetsReference: section.contentInsetsReference == .automatic
                ? nil : ContentInsetsReferenceSpec(section.contentInsetsReference),
            supplementaryContentInsetsReference: section.supplementaryContentInsetsReference == .automatic
                ? nil : ContentInsetsReferenceSpec(section.supplementaryContentInsetsReference),
            supplementariesFollowContentInsets: section.supplementariesFollowContentInsets ? nil : false,
            orthogonalScrollingBehavior: section.orthogonalScrollingBehavior == .none
                ? nil : OrthogonalBehaviorSpec(section.orthogonalScrollingBehavior),
            boundarySupplementaryItems: nonEmpty(section.boundarySupplementaryItems.map(spec)),
            decorationItems: nonEmpty(
                section.decorationItems.map { decoration in
                    DecorationSpec(
                        kind: decoration.elementKind, zIndex: decoration.zIndex == 0 ? nil : decoration.zIndex,
                        contentInsets: spec(decoration.contentInsets))
                }),
            headerTopPadding: section.headerTopPadding == 0 ? nil : Double(section.headerTopPadding))
    }

    static func spec(of group: LayoutGroup, in container: CGSize, traits: LayoutTraits) -> GroupSpec {
        var result = GroupSpec(
            axis: .horizontal, size: spec(group.size), interItemSpacing: group.interItemSpacing.map(spec),
            contentInsets: spec(group.contentInsets), edgeSpacing: group.edgeSpacing.map(spec),
            supplementaryItems: nonEmpty(group.supplementaryItems.map(spec)))
        switch group.arrangement {
        case .custom(let provider):
            let size = CGSize(
                width: resolve(group.size.width, in: container), height: resolve(group.size.height, in: container))
            result.axis = .custom
            result.frames = provider(LayoutEnvironment(container: LayoutContainer(contentSize: size), traits: traits))
                .map { item in
                    FrameSpec(
                        x: Double(item.frame.minX), y: Double(item.frame.minY), width: Double(item.frame.width),
                        height: Double(item.frame.height), zIndex: item.zIndex == 0 ? nil : item.zIndex)
                }
        case .stack(let axis, let repetition):
            result.axis = GroupAxisSpec(axis)
            switch repetition {
            case .fillingAvailableSpace: break
            case .equalSizeCount(let count): result.count = count
            case .repeatingCount(let count): result.repeatingCount = count
            }
            let inner = CGSize(
                width: resolve(group.size.width, in: container), height: resolve(group.size.height, in: container))
            result.subitems = group.subitems.map { subitem in
                switch subitem {
                case .group(let nested): .group(spec(of: nested, in: inner, traits: traits))
                case .item(let item):
                    .item(
                        ItemSpec(
                            size: spec(item.size), contentInsets: spec(item.contentInsets),
                            edgeSpacing: item.edgeSpacing.map(spec),
                            supplementaryItems: nonEmpty(item.supplementaryItems.map(spec))))
                }
            }
        }
        return result
    }

    /// A dimension's length in `container` (an estimate counts as its value).
    private static func resolve(_ dimension: LayoutDimension, in container: CGSize) -> CGFloat {
        switch dimension {
        case .fractionalWidth(let value): value * container.width
        case .fractionalHeight(let value): value * container.height
        case .absolute(let value), .estimated(let value), .uniformAcrossSiblings(let value): value
        }
    }

    static func nonEmpty<T>(_ values: [T]) -> [T]? { values.isEmpty ? nil : values }

    static func spec(_ size: LayoutSize) -> SizeSpec { SizeSpec(width: spec(size.width), height: spec(size.height)) }

    static func spec(_ dimension: LayoutDimension) -> DimensionSpec {
        switch dimension {
        case .fractionalWidth(let value): .fractionalWidth(Double(value))
        case .fractionalHeight(let value): .fractionalHeight(Double(value))
        case .absolute(let value): .absolute(Double(value))
        case .estimated(let value): .estimated(Double(value))
        case .uniformAcrossSiblings(let value): .uniformAcrossSiblings(Double(value))
        }
    }

    static func spec(_ spacing: LayoutSpacing) -> SpacingSpec {
        switch spacing {
        case .fixed(let value): .fixed(Double(value))
        case .flexible(let value): .flexible(Double(value))
        }
    }

    static func spec(_ spacing: EdgeSpacing) -> EdgeSpacingSpec {
        EdgeSpacingSpec(
            leading: spacing.leading.map(spec), top: spacing.top.map(spec), trailing: spacing.trailing.map(spec),
            bottom: spacing.bottom.map(spec))
    }

    static func spec(_ insets: DirectionalEdgeInsets) -> InsetsSpec? {
        guard insets != .zero else { return nil }
        func value(_ length: CGFloat) -> Double? { length == 0 ? nil : Double(length) }
        return InsetsSpec(
            top: value(insets.top), leading: value(insets.leading), bottom: value(insets.bottom),
            trailing: value(insets.trailing))
    }

    static func spec(_ item: SupplementaryItem) -> SupplementarySpec {
        SupplementarySpec(
            kind: shortKind(item.elementKind), size: spec(item.size), containerAnchor: spec(item.containerAnchor),
            itemAnchor: item.itemAnchor.map(spec), zIndex: item.zIndex == 1 ? nil : item.zIndex)
    }

    static func spec(_ anchor: LayoutAnchor) -> AnchorSpec {
        let edges = EdgeSpec.edges(in: anchor.edges)
        switch anchor.offset {
        case .absolute(let point):
            return AnchorSpec(edges: edges, absoluteOffset: point == .zero ? nil : PointSpec(x: point.x, y: point.y))
        case .fractional(let point):
            return AnchorSpec(edges: edges, fractionalOffset: PointSpec(x: point.x, y: point.y))
        }
    }

    static func spec(_ item: BoundarySupplementaryItem) -> BoundarySupplementarySpec {
        BoundarySupplementarySpec(
            kind: shortKind(item.elementKind), size: spec(item.size),
            alignment: AlignmentSpec(item.alignment),
            offset: item.offset == .zero ? nil : PointSpec(x: item.offset.x, y: item.offset.y),
            extendsBoundary: item.extendsBoundary ? nil : false, pinToVisibleBounds: item.pinToVisibleBounds ? true : nil,
            zIndex: item.zIndex == 1 ? nil : item.zIndex, contentInsets: spec(item.contentInsets))
    }

    /// UIKit's header and footer kinds written as `header` and `footer`.
    public static func shortKind(_ kind: String) -> String {
        switch kind {
        case headerKind: "header"
        case footerKind: "footer"
        default: kind
        }
    }
}
