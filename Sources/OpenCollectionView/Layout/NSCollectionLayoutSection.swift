import CompositionalLayout
import Foundation

/// Which insets of the collection view a section's content (or its supplementaries) is measured from.
public enum UIContentInsetsReference: Int, Sendable, Hashable {
    /// On a section: follow the layout configuration. On the configuration: the safe area.
    case automatic = 0
    /// No insets: the content starts at the collection view's edges.
    case none = 1
    /// The safe area's insets.
    case safeArea = 2
    /// The layout margins' insets.
    case layoutMargins = 3
    /// The readable content guide's insets.
    case readableContent = 4

    init(_ reference: ContentInsetsReference) {
        switch reference {
        case .automatic: self = .automatic
        case .none: self = .none
        case .safeArea: self = .safeArea
        case .layoutMargins: self = .layoutMargins
        case .readableContent: self = .readableContent
        }
    }

    var reference: ContentInsetsReference {
        switch self {
        case .automatic: .automatic
        case .none: .none
        case .safeArea: .safeArea
        case .layoutMargins: .layoutMargins
        case .readableContent: .readableContent
        }
    }
}

/// How a section scrolls along the axis orthogonal to the layout's scroll direction.
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable, Hashable {
    /// The section does not scroll on its own; its groups repeat along the layout's axis.
    case none = 0
    /// Scrolls freely and comes to rest anywhere.
    case continuous = 1
    /// Comes to rest on the leading edge of a group.
    case continuousGroupLeadingBoundary = 2
    /// Pages by the extent of the collection view's bounds.
    case paging = 3
    /// Pages one group at a time.
    case groupPaging = 4
    /// Pages one group at a time, each group centred.
    case groupPagingCentered = 5

    var behavior: OrthogonalScrollingBehavior {
        switch self {
        case .none: .none
        case .continuous: .continuous
        case .continuousGroupLeadingBoundary: .continuousGroupLeadingBoundary
        case .paging: .paging
        case .groupPaging: .groupPaging
        case .groupPagingCentered: .groupPagingCentered
        }
    }
}

/// Bounce and deceleration of an orthogonally scrolling section (iOS 17). A section's
/// `orthogonalScrollingProperties` is one of these, changed in place.
public final class UICollectionLayoutSectionOrthogonalScrollingProperties: CustomStringConvertible {
    /// Whether the section bounces at its ends.
    public enum Bounce: Int, Sendable, Hashable {
        /// Bounces when the content is larger than the bounds.
        case automatic = 0
        /// Bounces even when the content fits.
        case always = 1
        /// Never bounces.
        case never = 2
    }

    /// How quickly a fling slows down: the fraction of its velocity kept per millisecond (`CGFloat` in Apple's
    /// headers); `.automatic` follows the section's scrolling behaviour.
    public struct DecelerationRate: RawRepresentable, Sendable, Hashable {
        /// The fraction of the velocity kept per millisecond; −1 for `.automatic`.
        public var rawValue: CGFloat
        /// A deceleration rate of the given raw value.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }

        /// Follows the section's orthogonal scrolling behaviour.
        public static let automatic = DecelerationRate(rawValue: -1)
        /// The normal rate (0.998).
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// A fast rate (0.99).
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// Whether the section bounces at its ends; `.automatic` by default.
    public var bounce: Bounce = .automatic
    /// How quickly a fling slows down; `.automatic` by default.
    public var decelerationRate: DecelerationRate = .automatic

    /// Properties with automatic bounce and deceleration.
    public init() {}

    /// The layout layer's properties.
    var properties: OrthogonalScrollingProperties {
        let bounce: OrthogonalScrollingProperties.Bounce =
            switch self.bounce {
            case .automatic: .automatic
            case .always: .always
            case .never: .never
            }
        let rate: OrthogonalScrollingProperties.DecelerationRate =
            switch decelerationRate {
            case .automatic: .automatic
            case .normal: .normal
            case .fast: .fast
            default: .custom(decelerationRate.rawValue)
            }
        return OrthogonalScrollingProperties(bounce: bounce, decelerationRate: rate)
    }

    /// The bounce and deceleration rate, described.
    public var description: String {
        "<UICollectionLayoutSectionOrthogonalScrollingProperties: bounce=\(bounce), "
            + "decelerationRate=\(decelerationRate.rawValue)>"
    }
}

/// Called with a section's visible items, the scroll offset (the section's own offset for an orthogonally scrolling
/// section) and the environment, before the items are displayed; changes to the items apply.
public typealias NSCollectionLayoutSectionVisibleItemsInvalidationHandler =
    ([any NSCollectionLayoutVisibleItem], CGPoint, any NSCollectionLayoutEnvironment) -> Void

/// The layout of a section: its group, repeated for the section's items, and everything around it.
///
/// The section copies its group when created; the layout copies the section when it is handed over.
public final class NSCollectionLayoutSection: CustomStringConvertible {
    let group: NSCollectionLayoutGroup
    /// Space between the section's content and its boundaries.
    public var contentInsets: NSDirectionalEdgeInsets = .zero
    /// Space between repeated groups along the section's layout axis.
    public var interGroupSpacing: CGFloat = 0
    /// The reference the content insets are measured from; `.automatic` follows the layout configuration.
    public var contentInsetsReference: UIContentInsetsReference = .automatic
    /// The reference for boundary supplementaries' insets; `.automatic` follows the content insets reference.
    public var supplementaryContentInsetsReference: UIContentInsetsReference = .automatic
    /// Whether boundary supplementaries follow the section's leading and trailing content insets (deprecated in iOS
    /// 16 for ``supplementaryContentInsetsReference``).
    @available(iOS, deprecated: 16.0, message: "Use supplementaryContentInsetsReference instead.")
    public var supplementariesFollowContentInsets: Bool {
        get { storedSupplementariesFollowContentInsets }
        set { storedSupplementariesFollowContentInsets = newValue }
    }
    var storedSupplementariesFollowContentInsets = true
    /// How the section scrolls across the layout's scroll axis; `.none` by default.
    public var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none
    /// Bounce and deceleration of the orthogonal scrolling (iOS 17); change its properties in place.
    public let orthogonalScrollingProperties = UICollectionLayoutSectionOrthogonalScrollingProperties()
    /// Headers, footers and side views of the section.
    public var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// Backgrounds of the section.
    public var decorationItems: [NSCollectionLayoutDecorationItem] = []
    /// Called before each layout pass with the section's visible items, which it may change.
    public var visibleItemsInvalidationHandler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler?
    /// Set by `list(using:layoutEnvironment:)`: the space before the header, the layer's list data and the
    /// configuration (whose swipe-action providers the layout answers for).
    var headerTopPadding: CGFloat = 0
    var listStyle: ListSectionStyle?
    var listConfiguration: UICollectionLayoutListConfiguration?

    /// A section that repeats (a copy of) `group` for its items.
    public init(group: NSCollectionLayoutGroup) {
        // The cast cannot fail: a group's copy is a group.
        self.group = group.makeCopy() as! NSCollectionLayoutGroup
    }

    /// A copy of the section (see `makeCopy()` for what is copied and what shared).
    public func copy() -> Any { makeCopy() }

    /// A copy: the group and decorations are copied, the boundary items shared (as Apple's copy does).
    func makeCopy() -> NSCollectionLayoutSection {
        let copy = NSCollectionLayoutSection(group: group)
        copy.contentInsets = contentInsets
        copy.interGroupSpacing = interGroupSpacing
        copy.contentInsetsReference = contentInsetsReference
        copy.supplementaryContentInsetsReference = supplementaryContentInsetsReference
        copy.storedSupplementariesFollowContentInsets = storedSupplementariesFollowContentInsets
        copy.orthogonalScrollingBehavior = orthogonalScrollingBehavior
        copy.orthogonalScrollingProperties.bounce = orthogonalScrollingProperties.bounce
        copy.orthogonalScrollingProperties.decelerationRate = orthogonalScrollingProperties.decelerationRate
        copy.boundarySupplementaryItems = boundarySupplementaryItems
        copy.decorationItems = decorationItems.map { $0.makeCopy() as! NSCollectionLayoutDecorationItem }
        copy.visibleItemsInvalidationHandler = visibleItemsInvalidationHandler
        copy.headerTopPadding = headerTopPadding
        copy.listStyle = listStyle
        copy.listConfiguration = listConfiguration
        return copy
    }

    /// The layout layer's section.
    func makeDescription() -> LayoutSection {
        LayoutSection(
            group: group.makeGroupDescription(),
            contentInsets: contentInsets,
            interGroupSpacing: interGroupSpacing,
            contentInsetsReference: contentInsetsReference.reference,
            supplementaryContentInsetsReference: supplementaryContentInsetsReference.reference,
            supplementariesFollowContentInsets: storedSupplementariesFollowContentInsets,
            orthogonalScrollingBehavior: orthogonalScrollingBehavior.behavior,
            orthogonalScrollingProperties: orthogonalScrollingProperties.properties,
            boundarySupplementaryItems: boundarySupplementaryItems.map { $0.makeBoundaryDescription() },
            decorationItems: decorationItems.map { $0.makeDecorationDescription() },
            visibleItemsInvalidationHandler: visibleItemsInvalidationHandler.map(makeVisibleItemsHandler),
            headerTopPadding: headerTopPadding,
            listStyle: listStyle
        )
    }

    /// The section's group, insets and spacing, described.
    public var description: String {
        "<NSCollectionLayoutSection: contentInsets=\(contentInsets), interGroupSpacing=\(interGroupSpacing), "
            + "orthogonalScrollingBehavior=\(orthogonalScrollingBehavior)>"
    }
}

/// Bridges Apple's visible-items handler (an array of mutable objects) to the layout layer's (an `inout` array of
/// values); the closure is carried in a ``MainActorBound`` (see there why that is sound).
func makeVisibleItemsHandler(
    _ handler: @escaping NSCollectionLayoutSectionVisibleItemsInvalidationHandler
) -> VisibleItemsInvalidationHandler {
    let bound = MainActorBound(handler)
    return { items, offset, environment in
        let before = items
        items = bound.withValue { handler in
            let boxes = before.map(CollectionLayoutVisibleItem.init)
            handler(boxes, offset, CollectionLayoutEnvironment(environment))
            return boxes.map(\.value)
        }
    }
}
