import Foundation

/// The layout of one cell: its size, insets, spacing and attached supplementaries.
public struct LayoutItem: Sendable, Hashable {
    /// The item's width and height; fractions refer to the containing group less its content insets.
    public var size: LayoutSize
    /// Shrinks the final frame inside its slot after placement; ignored on an estimated axis.
    public var contentInsets: DirectionalEdgeInsets
    /// Space required outside the item while laying out.
    public var edgeSpacing: EdgeSpacing?
    /// Supplementaries (badges and the like) anchored to the item's frame.
    public var supplementaryItems: [SupplementaryItem]

    /// Creates an item; insets default to zero, edge spacing and supplementaries to none.
    public init(
        size: LayoutSize, contentInsets: DirectionalEdgeInsets = .zero, edgeSpacing: EdgeSpacing? = nil,
        supplementaryItems: [SupplementaryItem] = []
    ) {
        self.size = size
        self.contentInsets = contentInsets
        self.edgeSpacing = edgeSpacing
        self.supplementaryItems = supplementaryItems
    }
}

/// A frame returned by a custom group's provider, in the group's coordinate space ({0, 0} is the group's origin).
public struct CustomGroupItem: Sendable, Hashable {
    /// The item's frame in points, in the group's physical coordinates; it is rounded to whole pixels.
    public var frame: CGRect
    /// The cell's stacking order. Defaults to 0.
    public var zIndex: Int

    /// Creates a custom item with a frame and a stacking order (default 0).
    public init(frame: CGRect, zIndex: Int = 0) {
        self.frame = frame
        self.zIndex = zIndex
    }
}

/// Returns the frames of a custom group's items. It receives the group's environment: the container is
/// the group's own resolved size. Frames are consumed one per item; the group repeats for further items.
public typealias CustomGroupItemProvider = @Sendable (LayoutEnvironment) -> [CustomGroupItem]

/// An element of a group: an item or a nested group.
public enum GroupSubitem: Sendable {
    /// An item (a cell).
    case item(LayoutItem)
    /// A nested group.
    case group(LayoutGroup)

    /// The subitem's size.
    public var size: LayoutSize {
        switch self {
        case .item(let item): item.size
        case .group(let group): group.size
        }
    }
}

/// A group of items (or of other groups) laid out in a row, a column or by custom frames.
///
/// A section repeats its group for as many items as it has.
public struct LayoutGroup: Sendable {
    /// The direction in which a stack group places its subitems.
    public enum Axis: Sendable, Hashable {
        /// Subitems are placed left to right (leading to trailing), forming a row.
        case horizontal
        /// Subitems are placed top to bottom, forming a column.
        case vertical
    }

    /// How a stack group turns its subitem list into items.
    public enum Repetition: Sendable, Hashable {
        /// Repeats the subitems cyclically until the next one does not fit.
        case fillingAvailableSpace
        /// Exactly `count` items of equal size along the axis: the group's length less its insets and
        /// spacing, divided by `count` (the subitem's own length is ignored). Apple's `subitem:count:`.
        case equalSizeCount(Int)
        /// Exactly `count` copies of the subitem at its own size. Apple's `repeatingSubitem:count:`.
        case repeatingCount(Int)
    }

    /// How the group arranges its subitems.
    public enum Arrangement: Sendable {
        /// A row or column, repeated as the repetition says.
        case stack(Axis, Repetition)
        /// Frames from a provider, consumed one per item.
        case custom(CustomGroupItemProvider)
    }

    /// The group's width and height; fractions refer to the parent's container less its content insets.
    public var size: LayoutSize
    /// A stack along an axis, or custom frames.
    public var arrangement: Arrangement
    /// The subitems; a stack group repeats them as its ``Repetition`` says. Empty for custom groups.
    public var subitems: [GroupSubitem]
    /// Spacing between adjacent subitems along the axis; `nil` means `.fixed(0)`.
    public var interItemSpacing: LayoutSpacing?
    /// Shrinks the space the subitems share.
    public var contentInsets: DirectionalEdgeInsets
    /// Space required outside the group in its parent.
    public var edgeSpacing: EdgeSpacing?
    /// Supplementaries anchored to the group's frame less its content insets.
    public var supplementaryItems: [SupplementaryItem]

    /// Creates a group; spacing, edge spacing and supplementaries default to none, insets to zero.
    public init(
        size: LayoutSize, arrangement: Arrangement, subitems: [GroupSubitem],
        interItemSpacing: LayoutSpacing? = nil, contentInsets: DirectionalEdgeInsets = .zero,
        edgeSpacing: EdgeSpacing? = nil, supplementaryItems: [SupplementaryItem] = []
    ) {
        self.size = size
        self.arrangement = arrangement
        self.subitems = subitems
        self.interItemSpacing = interItemSpacing
        self.contentInsets = contentInsets
        self.edgeSpacing = edgeSpacing
        self.supplementaryItems = supplementaryItems
    }

    /// A row that repeats `subitems` until the next one does not fit.
    public static func horizontal(size: LayoutSize, subitems: [GroupSubitem]) -> LayoutGroup {
        LayoutGroup(size: size, arrangement: .stack(.horizontal, .fillingAvailableSpace), subitems: subitems)
    }

    /// A row of exactly `count` equally wide items (Apple's deprecated `subitem:count:`).
    public static func horizontal(size: LayoutSize, subitem: GroupSubitem, count: Int) -> LayoutGroup {
        LayoutGroup(size: size, arrangement: .stack(.horizontal, .equalSizeCount(count)), subitems: [subitem])
    }

    /// A row of exactly `count` copies of `subitem` at its own size.
    public static func horizontal(size: LayoutSize, repeatingSubitem subitem: GroupSubitem, count: Int) -> LayoutGroup {
        LayoutGroup(size: size, arrangement: .stack(.horizontal, .repeatingCount(count)), subitems: [subitem])
    }

    /// A column that repeats `subitems` until the next one does not fit.
    public static func vertical(size: LayoutSize, subitems: [GroupSubitem]) -> LayoutGroup {
        LayoutGroup(size: size, arrangement: .stack(.vertical, .fillingAvailableSpace), subitems: subitems)
    }

    /// A column of exactly `count` equally tall items (Apple's deprecated `subitem:count:`).
    public static func vertical(size: LayoutSize, subitem: GroupSubitem, count: Int) -> LayoutGroup {
        LayoutGroup(size: size, arrangement: .stack(.vertical, .equalSizeCount(count)), subitems: [subitem])
    }

    /// A column of exactly `count` copies of `subitem` at its own size.
    public static func vertical(size: LayoutSize, repeatingSubitem subitem: GroupSubitem, count: Int) -> LayoutGroup {
        LayoutGroup(size: size, arrangement: .stack(.vertical, .repeatingCount(count)), subitems: [subitem])
    }

    /// A group whose item frames come from `itemProvider`.
    public static func custom(size: LayoutSize, itemProvider: @escaping CustomGroupItemProvider) -> LayoutGroup {
        LayoutGroup(size: size, arrangement: .custom(itemProvider), subitems: [])
    }
}
