import Foundation

extension LayoutSection {
    /// A list section: full-width rows with estimated heights, headers and footers by appearance, the
    /// appearance's margins and spacing, and the separator and corner data of `configuration`
    /// (semantics LI1–LI12).
    ///
    /// `environment` gives the width (the traits' margin reference width, else the container's) and size class the
    /// margins depend on.
    public static func list(using configuration: ListConfiguration, environment: LayoutEnvironment) -> LayoutSection {
        let appearance = configuration.appearance
        let width = environment.traits.marginReferenceWidth ?? environment.container.effectiveContentSize.width
        let margin = ListMetrics.layoutMargin(
            containerWidth: width, horizontalSizeClass: environment.traits.horizontalSizeClass)
        let rowSize = LayoutSize(width: .fractionalWidth(1), height: .estimated(ListMetrics.estimatedRowHeight))
        let group = LayoutGroup.horizontal(size: rowSize, subitems: [.item(LayoutItem(size: rowSize))])
        let side = appearance == .insetGrouped ? margin : 0
        let hasHeader = configuration.headerMode == .supplementary
        let top = appearance.isGrouped && !hasHeader ? ListMetrics.groupedSectionTopSpacing : 0
        var section = LayoutSection(
            group: group, contentInsets: DirectionalEdgeInsets(top: top, leading: side, bottom: 0, trailing: side))
        section.boundarySupplementaryItems = boundaryItems(configuration)
        section.headerTopPadding =
            hasHeader ? (configuration.headerTopPadding ?? ListMetrics.automaticHeaderTopPadding(appearance)) : 0
        section.listStyle = ListSectionStyle(
            appearance: appearance, showsSeparators: configuration.showsSeparators,
            separatorConfiguration: configuration.separatorConfiguration,
            itemSeparatorHandler: configuration.itemSeparatorHandler, headerMode: configuration.headerMode,
            standardTextLeadingOffset: margin,
            cornerRadius: appearance == .insetGrouped ? ListMetrics.insetGroupedCornerRadius : 0)
        return section
    }

    static func boundaryItems(_ configuration: ListConfiguration) -> [BoundarySupplementaryItem] {
        let appearance = configuration.appearance
        let size = LayoutSize(
            width: .fractionalWidth(1), height: .estimated(ListMetrics.headerFooterEstimatedHeight(appearance)))
        var items: [BoundarySupplementaryItem] = []
        if configuration.headerMode == .supplementary {
            items.append(BoundarySupplementaryItem(
                size: size, elementKind: configuration.headerElementKind, alignment: .top,
                pinToVisibleBounds: appearance.pinsHeadersAndFooters))
        }
        if configuration.footerMode == .supplementary {
            items.append(BoundarySupplementaryItem(
                size: size, elementKind: configuration.footerElementKind, alignment: .bottom,
                pinToVisibleBounds: appearance.pinsHeadersAndFooters))
        }
        return items
    }
}

extension CollectionLayout {
    /// A layout whose every section is a list of `configuration` (`UICollectionViewCompositionalLayout.list`).
    ///
    /// The sections are built for each solve's environment, so margins follow the container's width.
    public static func list(
        using configuration: ListConfiguration, layoutConfiguration: LayoutConfiguration = LayoutConfiguration()
    ) -> CollectionLayout {
        CollectionLayout(configuration: layoutConfiguration) { _, environment in
            LayoutSection.list(using: configuration, environment: environment)
        }
    }
}
