import Foundation

/// Which kind of view an element is shown by.
public enum ElementCategory: Sendable, Hashable {
    /// A cell, showing an item.
    case cell
    /// A supplementary view (a header, footer or badge).
    case supplementaryView
    /// A decoration view (a section background).
    case decorationView
}

/// One element visible in a section, handed to a visible-items handler, which may change how it is shown.
public struct VisibleItem: Sendable, Hashable {
    /// The element's index path (see ``LayoutAttributes/indexPath``).
    public let indexPath: IndexPath
    /// Whether the element is a cell, a supplementary or a decoration.
    public let category: ElementCategory
    /// The kind of a supplementary or decoration; `nil` for cells.
    public let elementKind: String?
    /// The element's layout frame (for orthogonal sections: as if the section were not scrolled).
    public let frame: CGRect
    /// The element's bounds: its frame's size at the origin.
    public var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }

    /// The view's opacity, 0 to 1. Defaults to 1.
    public var alpha: CGFloat
    /// The stacking order; higher draws above.
    public var zIndex: Int
    /// Whether the view is hidden. Defaults to `false`.
    public var isHidden: Bool
    /// The view's centre in content coordinates; starts at the frame's centre.
    public var center: CGPoint
    /// The view's transform. Defaults to the identity.
    public var transform: AffineTransform2D

    /// Creates a visible item; its centre is the frame's centre.
    public init(
        indexPath: IndexPath, category: ElementCategory, elementKind: String?, frame: CGRect,
        alpha: CGFloat = 1, zIndex: Int = 0, isHidden: Bool = false, transform: AffineTransform2D = .identity
    ) {
        self.indexPath = indexPath
        self.category = category
        self.elementKind = elementKind
        self.frame = frame
        self.alpha = alpha
        self.zIndex = zIndex
        self.isHidden = isHidden
        self.center = CGPoint(x: frame.midX, y: frame.midY)
        self.transform = transform
    }
}

/// Called with a section's visible items, the scroll offset (the section's own offset for orthogonal
/// sections) and the environment; the changes it makes to the items apply to what is displayed.
public typealias VisibleItemsInvalidationHandler =
    @Sendable (_ visibleItems: inout [VisibleItem], _ contentOffset: CGPoint, _ environment: LayoutEnvironment) -> Void
