import CompositionalLayout
import Foundation
import HeadlessCollectionView

/// The base of ``UICollectionViewCompositionalLayout``, which layer 1 solves from its description. Not in UIKit,
/// where it inherits ``UICollectionViewLayout`` directly (it still does, through this class). The flow layout does
/// not use it: its subclasses override UIKit's members (semantics LY2).
///
/// It seals the members a subclass would otherwise override to no effect — `prepare()`, the content size, the
/// attribute queries and the target offsets answer from the solved layout — so that such an override is a compile
/// error rather than silently ignored (semantics CL1).
@MainActor
open class SolvedCollectionViewLayout: UICollectionViewLayout {
    /// A layout not yet attached to a collection view.
    public override init() { super.init() }

    /// Archiving is not supported: always `nil`.
    public required init?(coder: NSCoder) { nil }

    override var isSolvedByLayer1: Bool { true }
    /// `true`: layer 1 mirrors the layout right to left.
    public final override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }
    /// Does nothing: layer 1 solves the layout's description. Sealed, so that an override cannot be silently ignored.
    public final override func prepare() {}
    /// The solved content size.
    public final override var collectionViewContentSize: CGSize { super.collectionViewContentSize }
    /// The solved elements in `rect`, at the current scroll position.
    public final override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        super.layoutAttributesForElements(in: rect)
    }
    /// The solved attributes of an item.
    public final override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        super.layoutAttributesForItem(at: indexPath)
    }
    /// The solved attributes of a supplementary view.
    public final override func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        super.layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath)
    }
    /// The solved attributes of a decoration view.
    public final override func layoutAttributesForDecorationView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        super.layoutAttributesForDecorationView(ofKind: elementKind, at: indexPath)
    }
    /// The proposed offset: the collection view's own deceleration and paging decide.
    public final override func targetContentOffset(
        forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
    ) -> CGPoint { proposedContentOffset }
    /// The proposed offset.
    public final override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedContentOffset
    }
}
