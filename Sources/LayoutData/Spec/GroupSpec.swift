import Foundation

/// A group: a row, a column, or custom frames (Apple's `NSCollectionLayoutGroup`).
public struct GroupSpec: Codable, Sendable, Hashable {
    /// `horizontal` (a row), `vertical` (a column) or `custom` (``frames``).
    public var axis: GroupAxisSpec
    /// The group's size.
    public var size: SizeSpec
    /// The subitems of a row or column: items, or groups (an object with an `axis` is a group).
    public var subitems: [SubitemSpec]?
    /// Exactly this many equal items along the axis (Apple's `subitem:count:`); the first subitem is used.
    public var count: Int?
    /// Exactly this many copies of the first subitem at its own size (Apple's `repeatingSubitem:count:`).
    public var repeatingCount: Int?
    /// Space between subitems.
    public var interItemSpacing: SpacingSpec?
    /// Insets the subitems share.
    public var contentInsets: InsetsSpec?
    /// Space required around the group.
    public var edgeSpacing: EdgeSpacingSpec?
    /// Supplementaries anchored to the group.
    public var supplementaryItems: [SupplementarySpec]?
    /// A custom group's item frames, in the group's coordinates, used in turn.
    public var frames: [FrameSpec]?

    /// Creates a group.
    public init(
        axis: GroupAxisSpec, size: SizeSpec, subitems: [SubitemSpec]? = nil, count: Int? = nil,
        repeatingCount: Int? = nil, interItemSpacing: SpacingSpec? = nil, contentInsets: InsetsSpec? = nil,
        edgeSpacing: EdgeSpacingSpec? = nil, supplementaryItems: [SupplementarySpec]? = nil, frames: [FrameSpec]? = nil
    ) {
        self.axis = axis
        self.size = size
        self.subitems = subitems
        self.count = count
        self.repeatingCount = repeatingCount
        self.interItemSpacing = interItemSpacing
        self.contentInsets = contentInsets
        self.edgeSpacing = edgeSpacing
        self.supplementaryItems = supplementaryItems
        self.frames = frames
    }
}

/// How a group arranges its subitems.
public enum GroupAxisSpec: String, SpecEnum {
    case horizontal, vertical, custom

    /// Decodes the string, refusing an unknown one with the values allowed.
    public init(from decoder: any Decoder) throws { self = try Self.decodeSpecValue(from: decoder) }
}

/// An item (Apple's `NSCollectionLayoutItem`).
public struct ItemSpec: Codable, Sendable, Hashable {
    /// The item's size.
    public var size: SizeSpec
    /// Insets of the item's content inside its frame.
    public var contentInsets: InsetsSpec?
    /// Space required around the item.
    public var edgeSpacing: EdgeSpacingSpec?
    /// Badges and other supplementaries anchored to the item.
    public var supplementaryItems: [SupplementarySpec]?

    /// Creates an item.
    public init(
        size: SizeSpec, contentInsets: InsetsSpec? = nil, edgeSpacing: EdgeSpacingSpec? = nil,
        supplementaryItems: [SupplementarySpec]? = nil
    ) {
        self.size = size
        self.contentInsets = contentInsets
        self.edgeSpacing = edgeSpacing
        self.supplementaryItems = supplementaryItems
    }
}

/// A group's subitem: an item, or a nested group (told apart by the group's `axis` key).
public enum SubitemSpec: Codable, Sendable, Hashable {
    case item(ItemSpec)
    case group(GroupSpec)

    private enum Probe: String, PartialCodingKeys { case axis }

    /// Decodes a group when the object has an `axis`, else an item.
    public init(from decoder: any Decoder) throws {
        let probe = try decoder.container(keyedBy: Probe.self)
        self = probe.contains(.axis) ? .group(try GroupSpec(from: decoder)) : .item(try ItemSpec(from: decoder))
    }

    /// Encodes the item or group itself, without a wrapper.
    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .item(let item): try item.encode(to: encoder)
        case .group(let group): try group.encode(to: encoder)
        }
    }
}
