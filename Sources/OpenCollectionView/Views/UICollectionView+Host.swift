import HeadlessCollectionView

extension UICollectionView {
    /// Hears the headless view's views come and go, so that the collection view's public API stays UIKit's: the
    /// collection view does not conform to layer 3's `ReusableViewHost` itself.
    final class HostAdapter: ReusableViewHost {
        weak var owner: UICollectionView?

        /// Before any headless layout pass (the view's `layoutSubviews`, a query, an applied snapshot's
        /// transaction): the headless view lays out in the size, safe area and margins the view tree gives now.
        func collectionViewWillLayout(_ collectionView: CollectionView) {
            owner?.willLayout()
        }

        /// A view started showing an element: it becomes a subview.
        func collectionView(_ collectionView: CollectionView, didShow view: any ReusableView) {
            guard let owner, let view = view as? UIView, view.superview !== owner else { return }
            owner.addSubview(view)
        }

        /// A view went back to its reuse queue: it leaves the view tree.
        func collectionView(_ collectionView: CollectionView, didEnqueue view: any ReusableView) {
            (view as? UIView)?.removeFromSuperview()
        }
    }
}
