import CompositionalLayout
import Foundation
import HeadlessCollectionView

/// Whole-layout settings: scroll direction, spacing between sections, global headers and footers, the insets
/// reference. The layout copies its configuration when it is set.
public final class UICollectionViewCompositionalLayoutConfiguration: CustomStringConvertible {
    /// `.vertical` by default.
    public var scrollDirection: UICollectionView.ScrollDirection = .vertical
    /// Space between sections; 0 by default.
    public var interSectionSpacing: CGFloat = 0
    /// Headers and footers of the whole layout.
    public var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// `.safeArea` by default.
    public var contentInsetsReference: UIContentInsetsReference = .safeArea

    /// A configuration with the defaults: vertical, no inter-section spacing, no boundary items, `.safeArea`.
    public init() {}

    /// A copy of the configuration (boundary items shared).
    public func copy() -> Any { makeCopy() }

    func makeCopy() -> UICollectionViewCompositionalLayoutConfiguration {
        let copy = UICollectionViewCompositionalLayoutConfiguration()
        copy.scrollDirection = scrollDirection
        copy.interSectionSpacing = interSectionSpacing
        copy.boundarySupplementaryItems = boundarySupplementaryItems
        copy.contentInsetsReference = contentInsetsReference
        return copy
    }

    /// The layout layer's configuration.
    func makeDescription() -> LayoutConfiguration {
        LayoutConfiguration(
            scrollDirection: scrollDirection.scrollDirection, interSectionSpacing: interSectionSpacing,
            boundarySupplementaryItems: boundarySupplementaryItems.map { $0.makeBoundaryDescription() },
            contentInsetsReference: contentInsetsReference.reference)
    }

    /// The scroll direction, spacing and insets reference, described.
    public var description: String {
        "<UICollectionViewCompositionalLayoutConfiguration: scrollDirection=\(scrollDirection), "
            + "interSectionSpacing=\(interSectionSpacing), contentInsetsReference=\(contentInsetsReference)>"
    }
}

/// Returns the layout of a section, or `nil` for a section without items.
public typealias UICollectionViewCompositionalLayoutSectionProvider =
    (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

/// A layout composed of sections, groups and items.
///
/// The layout turns its sections into the layout layer's description (`CollectionLayout`), which the collection
/// view solves; it decides no frame itself.
@MainActor
open class UICollectionViewCompositionalLayout: SolvedCollectionViewLayout {
    enum Sections {
        case uniform(NSCollectionLayoutSection)
        case provider(MainActorBound<UICollectionViewCompositionalLayoutSectionProvider>)
    }

    let sections: Sections
    var storedConfiguration: UICollectionViewCompositionalLayoutConfiguration
    /// The list configuration of each list section, as the provider last returned it.
    var listConfigurationsBySection: [Int: UICollectionLayoutListConfiguration] = [:]

    /// The layout's configuration. Setting it copies it and invalidates the layout; changing the returned object
    /// has no effect until it is set again.
    public var configuration: UICollectionViewCompositionalLayoutConfiguration {
        get { storedConfiguration.makeCopy() }
        set {
            storedConfiguration = newValue.makeCopy()
            invalidateLayout()
        }
    }

    /// A layout that uses (a copy of) `section` for every section.
    public init(section: NSCollectionLayoutSection) {
        sections = .uniform(section.makeCopy())
        storedConfiguration = UICollectionViewCompositionalLayoutConfiguration()
        super.init()
    }

    /// A layout that uses (a copy of) `section` for every section, with (a copy of) `configuration`.
    public init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        sections = .uniform(section.makeCopy())
        storedConfiguration = configuration.makeCopy()
        super.init()
    }

    /// A layout that asks `sectionProvider` for each section's layout on every layout pass.
    public init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) {
        sections = .provider(MainActorBound(sectionProvider))
        storedConfiguration = UICollectionViewCompositionalLayoutConfiguration()
        super.init()
    }

    /// A layout that asks `sectionProvider` for each section's layout on every layout pass, with (a copy of)
    /// `configuration`.
    public init(
        sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider,
        configuration: UICollectionViewCompositionalLayoutConfiguration
    ) {
        sections = .provider(MainActorBound(sectionProvider))
        storedConfiguration = configuration.makeCopy()
        super.init()
    }

    /// Archiving is not supported: always `nil`.
    public required init?(coder: NSCoder) { nil }

    /// The layout layer's description: the sections (or a provider bridged to them), the configuration and the
    /// registered decoration kinds.
    override func makeDescription() -> (any LayoutDescription)? {
        let configuration = storedConfiguration.makeDescription()
        let kinds = Set(decorationViewClasses.keys)
        switch sections {
        case .uniform(let section):
            return CollectionLayout(
                section: section.makeDescription(), configuration: configuration, registeredDecorationKinds: kinds)
        case .provider(let box):
            let recorder = MainActorBound(ListConfigurationRecorder(layout: self))
            return CollectionLayout(
                configuration: configuration, registeredDecorationKinds: kinds,
                sectionProvider: box.layoutProvider(recordingListsIn: recorder))
        }
    }

    /// The sections of the elements `context` names (items, supplementaries, decorations): only they are solved
    /// again, their section provider asked again. A context that invalidates everything or the data source's counts,
    /// or names nothing, invalidates everything (semantics H20).
    /// - Complexity: O(n log n) for n named index paths.
    override func invalidation(for context: UICollectionViewLayoutInvalidationContext) -> LayoutInvalidation {
        guard !context.invalidateEverything, !context.invalidateDataSourceCounts else { return .everything }
        var named = context.invalidatedItemIndexPaths ?? []
        for paths in (context.invalidatedSupplementaryIndexPaths ?? [:]).values { named += paths }
        for paths in (context.invalidatedDecorationIndexPaths ?? [:]).values { named += paths }
        guard !named.isEmpty else { return .everything }
        return LayoutInvalidation(elementsAt: named)
    }
}

extension MainActorBound where Value == UICollectionViewCompositionalLayoutSectionProvider {
    /// The layout layer's section provider, calling the UIKit provider on the main actor; the list configurations
    /// of the sections it returns are noted for the layout's swipe-action queries.
    func layoutProvider(recordingListsIn recorder: MainActorBound<ListConfigurationRecorder>) -> SectionProvider {
        { [self] index, environment in
            withValue { provider in
                let section = provider(index, CollectionLayoutEnvironment(environment))
                recorder.withValue { $0.record(section?.listConfiguration, section: index) }
                return section?.makeDescription()
            }
        }
    }
}
