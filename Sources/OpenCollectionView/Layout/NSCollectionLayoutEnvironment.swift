import CompositionalLayout
import Foundation

/// The geometry of a layout container: its size and insets.
public protocol NSCollectionLayoutContainer: AnyObject {
    /// The size before insets.
    var contentSize: CGSize { get }
    /// The size after insets.
    var effectiveContentSize: CGSize { get }
    /// The insets as given; values below 1 are fractions of the size (0.15 leading = 15 % of the width).
    var contentInsets: NSDirectionalEdgeInsets { get }
    /// The insets in points.
    var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

/// What a section provider or a custom group sees of its surroundings: a container and the traits.
public protocol NSCollectionLayoutEnvironment: AnyObject {
    /// The container's size and insets.
    var container: any NSCollectionLayoutContainer { get }
    /// The traits of the collection view (display scale, size classes, layout direction).
    var traitCollection: UITraitCollection { get }
}

/// An element visible in a section, handed to the section's `visibleItemsInvalidationHandler`. The handler may
/// change `alpha`, `zIndex`, `isHidden`, `center` and `transform`; the changes apply to what is displayed.
public protocol NSCollectionLayoutVisibleItem: AnyObject {
    /// The element's opacity, 0 to 1.
    var alpha: CGFloat { get set }
    /// The element's stacking order.
    var zIndex: Int { get set }
    /// Whether the element is hidden.
    var isHidden: Bool { get set }
    /// The centre of the element's frame; moving it moves what is displayed.
    var center: CGPoint { get set }
    /// The transform applied to the element when displayed.
    var transform: CGAffineTransform { get set }
    /// A name for debugging; empty here.
    var name: String { get }
    /// The index path of the element.
    var indexPath: IndexPath { get }
    /// The element's layout frame (for an orthogonally scrolling section: as if the section were not scrolled).
    var frame: CGRect { get }
    /// The element's bounds: its frame's size at origin zero.
    var bounds: CGRect { get }
    /// Whether the element is a cell, a supplementary view or a decoration view.
    var representedElementCategory: UICollectionView.ElementCategory { get }
    /// The element kind of a supplementary or decoration view; `nil` for a cell.
    var representedElementKind: String? { get }
}

/// The layout layer's container, as Apple's protocol.
final class CollectionLayoutContainer: NSCollectionLayoutContainer {
    let value: LayoutContainer

    init(_ value: LayoutContainer) { self.value = value }

    var contentSize: CGSize { value.contentSize }
    var effectiveContentSize: CGSize { value.effectiveContentSize }
    var contentInsets: NSDirectionalEdgeInsets { value.contentInsets }
    var effectiveContentInsets: NSDirectionalEdgeInsets { value.effectiveContentInsets }
}

/// The layout layer's environment, as Apple's protocol.
final class CollectionLayoutEnvironment: NSCollectionLayoutEnvironment {
    let value: LayoutEnvironment
    let container: any NSCollectionLayoutContainer
    let traitCollection: UITraitCollection

    init(_ value: LayoutEnvironment) {
        self.value = value
        container = CollectionLayoutContainer(value.container)
        traitCollection = UITraitCollection(value.traits)
    }
}

/// The layout layer's visible item, as Apple's protocol: a mutable box whose changes are copied back.
final class CollectionLayoutVisibleItem: NSCollectionLayoutVisibleItem {
    var value: VisibleItem

    init(_ value: VisibleItem) { self.value = value }

    var alpha: CGFloat {
        get { value.alpha }
        set { value.alpha = newValue }
    }
    var zIndex: Int {
        get { value.zIndex }
        set { value.zIndex = newValue }
    }
    var isHidden: Bool {
        get { value.isHidden }
        set { value.isHidden = newValue }
    }
    var center: CGPoint {
        get { value.center }
        set { value.center = newValue }
    }
    var transform: CGAffineTransform {
        get { CGAffineTransform(value.transform) }
        set { value.transform = AffineTransform2D(newValue) }
    }
    /// Apple's is empty in practice.
    var name: String { "" }
    var indexPath: IndexPath { value.indexPath }
    var frame: CGRect { value.frame }
    var bounds: CGRect { value.bounds }
    var representedElementCategory: UICollectionView.ElementCategory { .init(value.category) }
    var representedElementKind: String? { value.elementKind }
}

#if canImport(CoreGraphics)
    extension CGAffineTransform {
        init(_ transform: AffineTransform2D) {
            self.init(a: transform.a, b: transform.b, c: transform.c, d: transform.d, tx: transform.tx, ty: transform.ty)
        }
    }

    extension AffineTransform2D {
        init(_ transform: CGAffineTransform) {
            self.init(a: transform.a, b: transform.b, c: transform.c, d: transform.d, tx: transform.tx, ty: transform.ty)
        }
    }
#else
    extension AffineTransform2D {
        init(_ transform: AffineTransform2D) { self = transform }
    }
#endif
