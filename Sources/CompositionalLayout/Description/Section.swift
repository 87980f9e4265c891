import Foundation

/// Which insets of the collection view a section's content (or its supplementaries) is measured from.
public enum ContentInsetsReference: Sendable, Hashable {
    /// On a section: follow the layout configuration. On the configuration: the safe area.
    case automatic
    /// No extra insets: the full bounds.
    case none
    /// The safe area insets.
    case safeArea
    /// The layout margins.
    case layoutMargins
    /// The readable content guide.
    case readableContent
}

/// How a section scrolls along the axis orthogonal to the layout's scroll direction.
public enum OrthogonalScrollingBehavior: Sendable, Hashable, CaseIterable {
    /// The section does not scroll on its own; its groups repeat along the layout's axis.
    case none
    /// Scrolls freely and comes to rest anywhere.
    case continuous
    /// Scrolls freely and comes to rest on the leading edge of a group.
    case continuousGroupLeadingBoundary
    /// Pages by the width of the visible bounds.
    case paging
    /// Pages one group at a time.
    case groupPaging
    /// Pages one group at a time, with each group centred in the visible bounds.
    case groupPagingCentered
}

/// Bounce and deceleration of an orthogonally scrolling section (iOS 17's orthogonalScrollingProperties).
public struct OrthogonalScrollingProperties: Sendable, Hashable {
    public enum Bounce: Sendable, Hashable {
        case automatic
        case always
        case never
    }

    /// A deceleration rate; `.automatic` follows the behaviour (normal for continuous, fast for paging).
    public enum DecelerationRate: Sendable, Hashable {
        case automatic
        case normal
        case fast
        case custom(CGFloat)
    }

    public var bounce: Bounce
    public var decelerationRate: DecelerationRate

    public init(bounce: Bounce = .automatic, decelerationRate: DecelerationRate = .automatic) {
        self.bounce = bounce
        self.decelerationRate = decelerationRate
    }
}

/// The layout of one section: its group, repeated for the section's items, and everything around it.
public struct LayoutSection: Sendable {
    public var group: LayoutGroup
    /// Space between the section's content and its boundaries.
    public var contentInsets: DirectionalEdgeInsets
    /// Space between repeated groups along the section's layout axis.
    public var interGroupSpacing: CGFloat
    public var contentInsetsReference: ContentInsetsReference
    /// The reference for boundary supplementaries' insets; `.automatic` follows
    /// ``supplementariesFollowContentInsets`` and the content insets reference.
    public var supplementaryContentInsetsReference: ContentInsetsReference
    /// Whether boundary supplementaries are inset by the section's leading and trailing content insets
    /// (Apple's deprecated flag, honoured while ``supplementaryContentInsetsReference`` is `.automatic`).
    public var supplementariesFollowContentInsets: Bool
    public var orthogonalScrollingBehavior: OrthogonalScrollingBehavior
    public var orthogonalScrollingProperties: OrthogonalScrollingProperties
    /// Headers, footers and side views of the section.
    public var boundarySupplementaryItems: [BoundarySupplementaryItem]
    /// Backgrounds of the section.
    public var decorationItems: [DecorationItem]
    /// Called by the collection view with the section's visible items before they are displayed.
    public var visibleItemsInvalidationHandler: VisibleItemsInvalidationHandler?

    public init(
        group: LayoutGroup,
        contentInsets: DirectionalEdgeInsets = .zero,
        interGroupSpacing: CGFloat = 0,
        contentInsetsReference: ContentInsetsReference = .automatic,
        supplementaryContentInsetsReference: ContentInsetsReference = .automatic,
        supplementariesFollowContentInsets: Bool = true,
        orthogonalScrollingBehavior: OrthogonalScrollingBehavior = .none,
        orthogonalScrollingProperties: OrthogonalScrollingProperties = OrthogonalScrollingProperties(),
        boundarySupplementaryItems: [BoundarySupplementaryItem] = [],
        decorationItems: [DecorationItem] = [],
        visibleItemsInvalidationHandler: VisibleItemsInvalidationHandler? = nil
    ) {
        self.group = group
        self.contentInsets = contentInsets
        self.interGroupSpacing = interGroupSpacing
        self.contentInsetsReference = contentInsetsReference
        self.supplementaryContentInsetsReference = supplementaryContentInsetsReference
        self.supplementariesFollowContentInsets = supplementariesFollowContentInsets
        self.orthogonalScrollingBehavior = orthogonalScrollingBehavior
        self.orthogonalScrollingProperties = orthogonalScrollingProperties
        self.boundarySupplementaryItems = boundarySupplementaryItems
        self.decorationItems = decorationItems
        self.visibleItemsInvalidationHandler = visibleItemsInvalidationHandler
    }
}
