import CompositionalLayout
import Foundation
import HeadlessCollectionView

/// The delegate methods a flow layout asks for per-item sizes and per-section metrics. Each has a default that
/// answers the layout's own property, as UIKit does when the delegate does not implement it.
@MainActor
public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {
    /// The size of the item at `indexPath`. Default: the layout's `itemSize`.
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize
    /// The insets of `section`. Default: the layout's `sectionInset`.
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        insetForSectionAt section: Int
    ) -> UIEdgeInsets
    /// The spacing between lines of `section`. Default: the layout's `minimumLineSpacing`.
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat
    /// The spacing between items of a line of `section`. Default: the layout's `minimumInteritemSpacing`.
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat
    /// The header size of `section`. Default: the layout's `headerReferenceSize`.
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> CGSize
    /// The footer size of `section`. Default: the layout's `footerReferenceSize`.
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForFooterInSection section: Int
    ) -> CGSize
}

extension UICollectionViewDelegateFlowLayout {
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize { (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize ?? .zero }

    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        insetForSectionAt section: Int
    ) -> UIEdgeInsets { (collectionViewLayout as? UICollectionViewFlowLayout)?.sectionInset ?? .zero }

    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat { (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumLineSpacing ?? 0 }

    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat { (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumInteritemSpacing ?? 0 }

    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> CGSize { (collectionViewLayout as? UICollectionViewFlowLayout)?.headerReferenceSize ?? .zero }

    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForFooterInSection section: Int
    ) -> CGSize { (collectionViewLayout as? UICollectionViewFlowLayout)?.footerReferenceSize ?? .zero }
}

/// UIKit's flow layout: items in lines that wrap, with section headers and footers. Its properties (and the
/// collection view's ``UICollectionViewDelegateFlowLayout`` delegate) are translated into layer 1's `FlowLayout`,
/// which the flow solver lays out (semantics F1–F8); setting a property invalidates the layout.
@MainActor
open class UICollectionViewFlowLayout: SolvedCollectionViewLayout {
    /// What the section insets are measured from.
    public enum SectionInsetReference: Int, Sendable, Hashable {
        /// From the content inset: the insets alone.
        case fromContentInset = 0
        /// From the safe area.
        case fromSafeArea = 1
        /// From the layout margins.
        case fromLayoutMargins = 2
    }

    /// As `estimatedItemSize`: items size themselves, starting from `itemSize`.
    nonisolated public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

    /// The scroll direction. Default `.vertical`.
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical { didSet { invalidateLayout() } }
    /// The smallest spacing between lines. Default 10.
    open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// The smallest spacing between items of a line. Default 10.
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// The size of every item (unless the delegate answers `sizeForItemAt`). Default 50 × 50.
    open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
    /// A non-zero size makes items size themselves from this estimate (`automaticSize`: from `itemSize`).
    /// Default `.zero`.
    open var estimatedItemSize: CGSize = .zero { didSet { invalidateLayout() } }
    /// The insets of every section. Default zero.
    open var sectionInset: UIEdgeInsets = .zero { didSet { invalidateLayout() } }
    /// What the section insets are measured from. Default `.fromContentInset`.
    open var sectionInsetReference: SectionInsetReference = .fromContentInset { didSet { invalidateLayout() } }
    /// The size of section headers (zero: none). Default zero.
    open var headerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
    /// The size of section footers (zero: none). Default zero.
    open var footerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
    /// Whether headers stay at the top of the visible bounds while their section is visible. Default `false`.
    open var sectionHeadersPinToVisibleBounds = false { didSet { invalidateLayout() } }
    /// Whether footers stay at the bottom of the visible bounds while their section is visible. Default `false`.
    open var sectionFootersPinToVisibleBounds = false { didSet { invalidateLayout() } }

    /// A flow layout with UIKit's defaults.
    public override init() { super.init() }

    /// Archiving is not supported: always `nil`.
    public required init?(coder: NSCoder) { nil }

    /// The layer-1 description: the properties, and the delegate's answers through providers.
    override func makeDescription() -> (any LayoutDescription)? {
        var flow = FlowLayout()
        flow.scrollDirection = scrollDirection.scrollDirection
        flow.itemSize = itemSize
        flow.sectionMetrics = FlowSectionMetrics(
            inset: sectionInset, minimumLineSpacing: minimumLineSpacing, minimumInteritemSpacing: minimumInteritemSpacing,
            headerReferenceSize: headerReferenceSize, footerReferenceSize: footerReferenceSize)
        switch sectionInsetReference {
        case .fromContentInset: flow.sectionInsetReference = .contentInset
        case .fromSafeArea: flow.sectionInsetReference = .safeArea
        case .fromLayoutMargins: flow.sectionInsetReference = .layoutMargins
        }
        flow.sectionHeadersPinToVisibleBounds = sectionHeadersPinToVisibleBounds
        flow.sectionFootersPinToVisibleBounds = sectionFootersPinToVisibleBounds
        flow.headerElementKind = UICollectionView.elementKindSectionHeader
        flow.footerElementKind = UICollectionView.elementKindSectionFooter
        let usesDelegate = collectionView?.delegate is any UICollectionViewDelegateFlowLayout
        if estimatedItemSize != .zero {
            flow.itemSizing = .estimated(estimatedItemSize == Self.automaticSize ? itemSize : estimatedItemSize)
        } else if usesDelegate {
            flow.itemSizing = .perItem
        }
        if usesDelegate {
            let box = MainActorBound(self)
            flow.itemSizeProvider = { indexPath in
                box.withValue { layout in layout.delegateAnswer({ $0.collectionView($1, layout: layout, sizeForItemAt: indexPath) }) ?? layout.itemSize }
            }
            flow.sectionMetricsProvider = { section in
                box.withValue { layout in layout.metrics(forSection: section) }
            }
        }
        return flow
    }

    /// The delegate's answer to `question`, if the collection view has a flow-layout delegate.
    private func delegateAnswer<Answer>(
        _ question: (any UICollectionViewDelegateFlowLayout, UICollectionView) -> Answer
    ) -> Answer? {
        guard let collectionView, let delegate = collectionView.delegate as? any UICollectionViewDelegateFlowLayout
        else { return nil }
        return question(delegate, collectionView)
    }

    /// The metrics of `section` from the delegate (whose defaults are this layout's properties).
    private func metrics(forSection section: Int) -> FlowSectionMetrics {
        delegateAnswer { delegate, view in
            FlowSectionMetrics(
                inset: delegate.collectionView(view, layout: self, insetForSectionAt: section),
                minimumLineSpacing: delegate.collectionView(view, layout: self, minimumLineSpacingForSectionAt: section),
                minimumInteritemSpacing: delegate.collectionView(
                    view, layout: self, minimumInteritemSpacingForSectionAt: section),
                headerReferenceSize: delegate.collectionView(view, layout: self, referenceSizeForHeaderInSection: section),
                footerReferenceSize: delegate.collectionView(view, layout: self, referenceSizeForFooterInSection: section))
        } ?? FlowSectionMetrics(
            inset: sectionInset, minimumLineSpacing: minimumLineSpacing, minimumInteritemSpacing: minimumInteritemSpacing,
            headerReferenceSize: headerReferenceSize, footerReferenceSize: footerReferenceSize)
    }
}
