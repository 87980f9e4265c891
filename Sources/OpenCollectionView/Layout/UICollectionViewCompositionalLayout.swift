import CompositionalLayout
import Foundation
import HeadlessCollectionView

/// The abstract layout of a collection view: the queries a collection view asks and the hooks it calls.
///
/// The layout answers through its collection view, which asks the headless view (layer 3) — the same path as
/// ``UICollectionView``'s own queries; a layout that is not attached to a collection view has nothing to answer.
///
/// Only compositional and flow layouts are supported: the frames come from the layout's description, solved by layer 1, never
/// from these methods. So the queries, ``prepare()``, ``shouldInvalidateLayout(forBoundsChange:)``,
/// ``developmentLayoutDirection`` and ``flipsHorizontallyInOppositeLayoutDirection`` are `public`, not `open`: a
/// subclass cannot override them (UIKit lets it, and would consult the overrides; here they would be silently
/// ignored). ``prepare()`` does nothing; the last three are informational — they report what the collection view
/// does (re-solve on a size change; mirror right-to-left layouts), and the collection view does not consult them.
@MainActor
open class UICollectionViewLayout {
    /// The collection view the layout is installed in.
    public internal(set) weak var collectionView: UICollectionView?
    var decorationViewClasses: [String: UICollectionReusableView.Type] = [:]

    /// A layout not yet attached to a collection view.
    public init() {}

    /// Archiving is not supported: always `nil`.
    public required init?(coder: NSCoder) { nil }

    /// Asks for a new layout pass; subclasses call `super`.
    open func invalidateLayout() {
        collectionView?.layoutDidInvalidate(self)
    }

    /// Does nothing, and is not called: solving happens in the collection view (layer 3 solves the description).
    public func prepare() {}

    /// Registers the view class of a decoration kind (`nil` unregisters it).
    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        if let viewClass {
            guard let reusable = viewClass as? UICollectionReusableView.Type else {
                UIKitTraps.raise("\(viewClass) is not a subclass of UICollectionReusableView")
            }
            decorationViewClasses[elementKind] = reusable
        } else {
            decorationViewClasses[elementKind] = nil
        }
        collectionView?.layoutDidInvalidate(self)
    }

    /// The collection view, brought up to date, whose headless view answers the queries.
    private var solvedView: UICollectionView? {
        guard let collectionView else { return nil }
        collectionView.layoutIfNeeded()
        return collectionView
    }

    /// All cells, supplementaries and decorations whose frames intersect `rect`: pinned supplementaries at their
    /// pinned frames, orthogonal sections at their offsets, as UIKit answers.
    public func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let view = solvedView, view.headless.solution != nil else { return nil }
        return view.headless.layoutAttributesForElements(in: rect).map(UICollectionViewLayoutAttributes.init)
    }

    /// The attributes of the cell at `indexPath`, from the headless view; `nil` if there is none or no collection view.
    public func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        solvedView?.headless.layoutAttributesForItem(at: indexPath).map(UICollectionViewLayoutAttributes.init)
    }

    /// The attributes of the supplementary view of `elementKind` at `indexPath` (at its pinned frame when pinned);
    /// `nil` if there is none.
    public func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        solvedView?.headless.layoutAttributesForSupplementaryElement(ofKind: elementKind, at: indexPath)
            .map(UICollectionViewLayoutAttributes.init)
    }

    /// The attributes of the decoration view of `elementKind` at `indexPath`; `nil` if there is none.
    public func layoutAttributesForDecorationView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        solvedView?.headless.layoutAttributesForDecorationElement(ofKind: elementKind, at: indexPath)
            .map(UICollectionViewLayoutAttributes.init)
    }

    /// The size of all content.
    public var collectionViewContentSize: CGSize {
        guard let view = solvedView, view.headless.solution != nil else { return .zero }
        return view.headless.contentSize
    }

    /// Informational: whether a bounds change needs a new layout — when the size changes, which is when the
    /// collection view re-solves. Not consulted.
    public func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let collectionView else { return false }
        return collectionView.bounds.size != newBounds.size
    }

    /// Informational: the layout's reading direction, left to right. Not consulted.
    public var developmentLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }
    /// Informational: right-to-left layouts are mirrored (layer 1 mirrors them). Not consulted.
    public var flipsHorizontallyInOppositeLayoutDirection: Bool { true }

    /// The layout layer's description of this layout. The abstract layout has none.
    func makeDescription() -> (any LayoutDescription)? { nil }
}

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
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
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
