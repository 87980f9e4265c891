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
    /// Whether the section bounces at the ends of its content.
    public enum Bounce: Sendable, Hashable {
        /// Follow the platform default.
        case automatic
        /// Always bounce, even when the content fits.
        case always
        /// Never bounce.
        case never
    }

    /// A deceleration rate; `.automatic` follows the behaviour (normal for continuous, fast for paging).
    public enum DecelerationRate: Sendable, Hashable {
        /// Follow the scrolling behaviour: normal for continuous scrolling, fast for paging.
        case automatic
        /// The normal deceleration rate.
        case normal
        /// The fast deceleration rate.
        case fast
        /// A custom deceleration rate, as a scroll view's `decelerationRate`.
        case custom(CGFloat)
    }

    /// The bounce behaviour. Defaults to `.automatic`.
    public var bounce: Bounce
    /// The deceleration rate. Defaults to `.automatic`.
    public var decelerationRate: DecelerationRate

    /// Creates properties; both default to `.automatic`.
    public init(bounce: Bounce = .automatic, decelerationRate: DecelerationRate = .automatic) {
        self.bounce = bounce
        self.decelerationRate = decelerationRate
    }
}

/// The layout of one section: its group, repeated for the section's items, and everything around it.
public struct LayoutSection: Sendable {
    /// The group repeated for the section's items, in index order.
    public var group: LayoutGroup
    /// Space between the section's content and its boundaries.
    public var contentInsets: DirectionalEdgeInsets
    /// Space between repeated groups along the section's layout axis.
    public var interGroupSpacing: CGFloat
    /// Which insets the section's content is measured from; `.automatic` (default) follows the configuration.
    public var contentInsetsReference: ContentInsetsReference
    /// The reference for boundary supplementaries' insets; `.automatic` follows
    /// ``supplementariesFollowContentInsets`` and the content insets reference.
    public var supplementaryContentInsetsReference: ContentInsetsReference
    /// Whether boundary supplementaries are inset by the section's leading and trailing content insets
    /// (Apple's deprecated flag, honoured while ``supplementaryContentInsetsReference`` is `.automatic`).
    public var supplementariesFollowContentInsets: Bool
    /// Whether and how the section scrolls across the layout's axis. Defaults to `.none`.
    public var orthogonalScrollingBehavior: OrthogonalScrollingBehavior
    /// Bounce and deceleration when the section scrolls orthogonally.
    public var orthogonalScrollingProperties: OrthogonalScrollingProperties
    /// Headers, footers and side views of the section.
    public var boundarySupplementaryItems: [BoundarySupplementaryItem]
    /// Backgrounds of the section.
    public var decorationItems: [DecorationItem]
    /// Called by the collection view with the section's visible items before they are displayed.
    public var visibleItemsInvalidationHandler: VisibleItemsInvalidationHandler?
    /// Space before the section's headers (boundary supplementaries that extend the section before its
    /// content); none without such a header. Lists use it for `headerTopPadding` (semantics LI4).
    public var headerTopPadding: CGFloat = 0
    /// What a list section knows beyond its frames: separators, corner radius, text offset
    /// (``LayoutSection/list(using:environment:)`` sets it; `nil` for other sections).
    public var listStyle: ListSectionStyle?

    /// Creates a section; every parameter but the group has a default (none, zero or `.automatic`).
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
        visibleItemsInvalidationHandler: VisibleItemsInvalidationHandler? = nil,
        headerTopPadding: CGFloat = 0,
        listStyle: ListSectionStyle? = nil
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
        self.headerTopPadding = headerTopPadding
        self.listStyle = listStyle
    }
}
