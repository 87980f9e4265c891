import CollectionRendering
import CompositionalLayout
import Foundation
import TextLayout

func parseColor(_ text: String) -> RenderColor? { RenderColor(hex: text) }

extension LayoutSpec {
    /// UIKit's section header kind, which `header` in a spec stands for.
    public static let headerKind = "UICollectionElementKindSectionHeader"
    /// UIKit's section footer kind, which `footer` in a spec stands for.
    public static let footerKind = "UICollectionElementKindSectionFooter"

    /// The full element kind of a spec's kind: `header` and `footer` become UIKit's; others stay.
    public static func elementKind(_ kind: String) -> String {
        switch kind {
        case "header": headerKind
        case "footer": footerKind
        default: kind
        }
    }

    /// The item count of each section.
    public var itemCounts: [Int] { sections.map(\.items) }

    /// The traits the spec asks for (layout direction and display scale).
    public var layoutTraits: LayoutTraits {
        LayoutTraits(
            layoutDirection: traits?.layoutDirection?.layoutValue ?? .leftToRight,
            displayScale: traits?.displayScale.map { CGFloat($0) } ?? defaultDisplayScale)
    }

    /// The Dynamic Type size cells' text is measured at.
    public var contentSizeCategory: ContentSizeCategory {
        traits?.contentSizeCategory?.layoutValue ?? .large
    }

    /// The layout the spec describes: one section description per section.
    public func makeLayout() -> CollectionLayout {
        let sections = sections.map(Self.section)
        var kinds = Set(decorationKinds ?? [])
        for section in self.sections { kinds.formUnion((section.decorationItems ?? []).map(\.kind)) }
        let configuration = LayoutConfiguration(
            scrollDirection: configuration?.scrollDirection?.layoutValue ?? .vertical,
            interSectionSpacing: CGFloat(configuration?.interSectionSpacing ?? 0),
            boundarySupplementaryItems: (configuration?.boundarySupplementaryItems ?? []).map(Self.boundary),
            contentInsetsReference: configuration?.contentInsetsReference?.layoutValue ?? .safeArea)
        let fallback = sections.first
        return CollectionLayout(configuration: configuration, registeredDecorationKinds: kinds) { index, _ in
            sections.indices.contains(index) ? sections[index] : fallback
        }
    }

    static func section(_ spec: SectionSpec) -> LayoutSection {
        LayoutSection(
            group: group(spec.group), contentInsets: insets(spec.contentInsets),
            interGroupSpacing: CGFloat(spec.interGroupSpacing ?? 0),
            contentInsetsReference: reference(spec.contentInsetsReference),
            supplementaryContentInsetsReference: reference(spec.supplementaryContentInsetsReference),
            supplementariesFollowContentInsets: spec.supplementariesFollowContentInsets ?? true,
            orthogonalScrollingBehavior: spec.orthogonalScrollingBehavior?.layoutValue ?? .none,
            boundarySupplementaryItems: (spec.boundarySupplementaryItems ?? []).map(boundary),
            decorationItems: (spec.decorationItems ?? []).map { decoration in
                DecorationItem(
                    elementKind: decoration.kind, zIndex: decoration.zIndex ?? 0,
                    contentInsets: insets(decoration.contentInsets))
            },
            headerTopPadding: CGFloat(spec.headerTopPadding ?? 0))
    }

    static func group(_ spec: GroupSpec) -> LayoutGroup {
        let arrangement: LayoutGroup.Arrangement
        if let axis = spec.axis.layoutValue {
            let repetition: LayoutGroup.Repetition =
                spec.count.map { .equalSizeCount($0) } ?? spec.repeatingCount.map { .repeatingCount($0) }
                ?? .fillingAvailableSpace
            arrangement = .stack(axis, repetition)
        } else {
            let items = (spec.frames ?? []).map { frame in
                CustomGroupItem(
                    frame: CGRect(x: frame.x, y: frame.y, width: frame.width, height: frame.height),
                    zIndex: frame.zIndex ?? 0)
            }
            arrangement = .custom { _ in items }
        }
        return LayoutGroup(
            size: size(spec.size), arrangement: arrangement,
            subitems: spec.axis == .custom ? [] : (spec.subitems ?? []).map(subitem),
            interItemSpacing: spec.interItemSpacing.map(spacing), contentInsets: insets(spec.contentInsets),
            edgeSpacing: spec.edgeSpacing.map(edgeSpacing),
            supplementaryItems: (spec.supplementaryItems ?? []).map(supplementary))
    }

    static func subitem(_ spec: SubitemSpec) -> GroupSubitem {
        switch spec {
        case .group(let nested): .group(group(nested))
        case .item(let item):
            .item(
                LayoutItem(
                    size: size(item.size), contentInsets: insets(item.contentInsets),
                    edgeSpacing: item.edgeSpacing.map(edgeSpacing),
                    supplementaryItems: (item.supplementaryItems ?? []).map(supplementary)))
        }
    }

    static func supplementary(_ spec: SupplementarySpec) -> SupplementaryItem {
        SupplementaryItem(
            size: size(spec.size), elementKind: elementKind(spec.kind), containerAnchor: anchor(spec.containerAnchor),
            itemAnchor: spec.itemAnchor.map(anchor), zIndex: spec.zIndex ?? 1)
    }

    static func boundary(_ spec: BoundarySupplementarySpec) -> BoundarySupplementaryItem {
        BoundarySupplementaryItem(
            size: size(spec.size), elementKind: elementKind(spec.kind),
            alignment: spec.alignment.layoutValue,
            offset: spec.offset.map { CGPoint(x: $0.x, y: $0.y) } ?? .zero,
            extendsBoundary: spec.extendsBoundary ?? true, pinToVisibleBounds: spec.pinToVisibleBounds ?? false,
            zIndex: spec.zIndex ?? 1, contentInsets: insets(spec.contentInsets))
    }

    static func anchor(_ spec: AnchorSpec) -> LayoutAnchor {
        let edges = DirectionalRectEdge(spec.edges.map(\.layoutValue))
        if let fraction = spec.fractionalOffset {
            return LayoutAnchor(edges: edges, fractionalOffset: CGPoint(x: fraction.x, y: fraction.y))
        }
        let offset = spec.absoluteOffset ?? PointSpec(x: 0, y: 0)
        return LayoutAnchor(edges: edges, absoluteOffset: CGPoint(x: offset.x, y: offset.y))
    }

    static func size(_ spec: SizeSpec) -> LayoutSize {
        LayoutSize(width: dimension(spec.width), height: dimension(spec.height))
    }

    static func dimension(_ spec: DimensionSpec) -> LayoutDimension {
        switch spec {
        case .fractionalWidth(let value): .fractionalWidth(CGFloat(value))
        case .fractionalHeight(let value): .fractionalHeight(CGFloat(value))
        case .absolute(let value): .absolute(CGFloat(value))
        case .estimated(let value): .estimated(CGFloat(value))
        case .uniformAcrossSiblings(let value): .uniformAcrossSiblings(estimate: CGFloat(value))
        }
    }

    static func spacing(_ spec: SpacingSpec) -> LayoutSpacing {
        switch spec {
        case .fixed(let value): .fixed(CGFloat(value))
        case .flexible(let value): .flexible(CGFloat(value))
        }
    }

    static func edgeSpacing(_ spec: EdgeSpacingSpec) -> EdgeSpacing {
        EdgeSpacing(
            leading: spec.leading.map(spacing), top: spec.top.map(spacing), trailing: spec.trailing.map(spacing),
            bottom: spec.bottom.map(spacing))
    }

    static func insets(_ spec: InsetsSpec?) -> DirectionalEdgeInsets {
        DirectionalEdgeInsets(
            top: CGFloat(spec?.top ?? 0), leading: CGFloat(spec?.leading ?? 0), bottom: CGFloat(spec?.bottom ?? 0),
            trailing: CGFloat(spec?.trailing ?? 0))
    }

    static func reference(_ spec: ContentInsetsReferenceSpec?) -> ContentInsetsReference {
        spec?.layoutValue ?? .automatic
    }
}
