import CompositionalLayout
import Foundation

/// The layout of one cell: its size, content insets, edge spacing and attached supplementary items.
///
/// Like Apple's, an item is copied wherever it is handed over: a group copies its subitems when it is created, so
/// changing an item afterwards does not change the group (set `contentInsets` *before* creating the group).
public class NSCollectionLayoutItem: CustomStringConvertible {
    /// The item's size; fractions refer to the containing group.
    public let layoutSize: NSCollectionLayoutSize
    /// Shrinks the final frame inside its slot after the slot is placed; ignored on an estimated axis.
    public var contentInsets: NSDirectionalEdgeInsets = .zero
    /// Space required outside the item while laying out.
    public var edgeSpacing: NSCollectionLayoutEdgeSpacing?
    var storedSupplementaryItems: [NSCollectionLayoutSupplementaryItem]

    /// Supplementary items anchored to the item's frame (badges, checkmarks).
    public var supplementaryItems: [NSCollectionLayoutSupplementaryItem] { storedSupplementaryItems }

    init(size: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]) {
        layoutSize = size
        storedSupplementaryItems = supplementaryItems
    }

    /// An item of `layoutSize` without supplementary items.
    public convenience init(layoutSize: NSCollectionLayoutSize) {
        self.init(size: layoutSize, supplementaryItems: [])
    }

    /// An item of `layoutSize` with supplementary items anchored to it.
    public convenience init(layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]) {
        self.init(size: layoutSize, supplementaryItems: supplementaryItems)
    }

    /// A copy (an `NSCollectionLayoutItem`, or the subclass's type).
    public func copy() -> Any { makeCopy() }

    /// A copy of the same class; subclasses override.
    func makeCopy() -> NSCollectionLayoutItem {
        let copy = NSCollectionLayoutItem(size: layoutSize, supplementaryItems: storedSupplementaryItems)
        copy.copyInheritedProperties(from: self)
        return copy
    }

    /// Copies what every item has beyond its initialiser's arguments.
    func copyInheritedProperties(from other: NSCollectionLayoutItem) {
        contentInsets = other.contentInsets
        edgeSpacing = other.edgeSpacing
    }

    /// The layout layer's item.
    func makeItemDescription() -> LayoutItem {
        LayoutItem(
            size: layoutSize.makeDescription(), contentInsets: contentInsets,
            edgeSpacing: edgeSpacing?.makeDescription(),
            supplementaryItems: storedSupplementaryItems.map { $0.makeSupplementaryDescription() }
        )
    }

    /// The layout layer's subitem: an item, or a group for ``NSCollectionLayoutGroup``.
    func makeSubitemDescription() -> GroupSubitem { .item(makeItemDescription()) }

    /// The item's class, size and content insets.
    public var description: String {
        "<\(type(of: self)): size=\(layoutSize), contentInsets=\(contentInsets)>"
    }
}

/// A frame for one item of a custom group, in the group's coordinate space ({0, 0} is the group's origin).
public final class NSCollectionLayoutGroupCustomItem: Sendable, CustomStringConvertible {
    /// The item's frame in the group's coordinate space.
    public let frame: CGRect
    /// The item's stacking order; 0 by default.
    public let zIndex: Int

    /// An item at `frame` with z-index 0.
    public convenience init(frame: CGRect) {
        self.init(frame: frame, zIndex: 0)
    }

    /// An item at `frame` with the given stacking order.
    public init(frame: CGRect, zIndex: Int) {
        self.frame = frame
        self.zIndex = zIndex
    }

    /// The same object: a custom item is immutable.
    public func copy() -> Any { self }

    func makeDescription() -> CustomGroupItem { CustomGroupItem(frame: frame, zIndex: zIndex) }

    /// The frame and z-index, described.
    public var description: String { "<NSCollectionLayoutGroupCustomItem: frame=\(frame), zIndex=\(zIndex)>" }
}

/// Returns the frames of a custom group's items, given the group's geometry in the environment's container.
public typealias NSCollectionLayoutGroupCustomItemProvider =
    (any NSCollectionLayoutEnvironment) -> [NSCollectionLayoutGroupCustomItem]

/// A group of items (or of nested groups) in a row, a column or at custom frames. A section repeats its group for as
/// many items as it has.
public class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    enum Kind {
        case stack(LayoutGroup.Axis, LayoutGroup.Repetition)
        case custom(MainActorBound<NSCollectionLayoutGroupCustomItemProvider>)
    }

    let kind: Kind
    let storedSubitems: [NSCollectionLayoutItem]

    /// The group's subitems (copies of those it was created with).
    ///
    /// A `subitem:count:` group reports its one subitem with a length along the axis of `1/count` of the group, as
    /// Apple's does. That length is computed here, for this getter only: the layout layer receives the subitem
    /// unchanged, because its `.equalSizeCount` ignores the subitem's length and divides the group's length after
    /// spacing itself.
    public var subitems: [NSCollectionLayoutItem] {
        guard case .stack(let axis, .equalSizeCount(let count)) = kind else { return storedSubitems }
        return storedSubitems.map { $0.replacingLength(along: axis, with: 1 / CGFloat(count)) }
    }

    /// Spacing between adjacent subitems along the group's axis; `nil` means `.fixed(0)`.
    public var interItemSpacing: NSCollectionLayoutSpacing?

    /// Supplementary items anchored to the group's frame (less its content insets).
    public override var supplementaryItems: [NSCollectionLayoutSupplementaryItem] {
        get { storedSupplementaryItems }
        set { storedSupplementaryItems = newValue }
    }

    init(size: NSCollectionLayoutSize, kind: Kind, subitems: [NSCollectionLayoutItem]) {
        self.kind = kind
        self.storedSubitems = subitems
        super.init(size: size, supplementaryItems: [])
    }

    // MARK: Factories

    /// A row that repeats `subitems` until the next one does not fit; leftover space goes to flexible spacing.
    public static func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        stack(.horizontal, layoutSize: layoutSize, subitems: subitems)
    }

    /// A column that repeats `subitems` until the next one does not fit.
    public static func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        stack(.vertical, layoutSize: layoutSize, subitems: subitems)
    }

    /// A row of exactly `count` equally wide items: the subitem's width is replaced by `1/count` of the group
    /// (after the inter-item spacing).
    @available(iOS, deprecated: 16.0, renamed: "horizontal(layoutSize:repeatingSubitem:count:)")
    public static func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        counted(.horizontal, .equalSizeCount(count), layoutSize: layoutSize, subitem: subitem, count: count)
    }

    /// A column of exactly `count` equally tall items.
    @available(iOS, deprecated: 16.0, renamed: "vertical(layoutSize:repeatingSubitem:count:)")
    public static func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        counted(.vertical, .equalSizeCount(count), layoutSize: layoutSize, subitem: subitem, count: count)
    }

    /// A row of exactly `count` copies of `subitem` at its own size; the caller makes sure they fit.
    public static func horizontal(
        layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
    ) -> NSCollectionLayoutGroup {
        counted(.horizontal, .repeatingCount(count), layoutSize: layoutSize, subitem: subitem, count: count)
    }

    /// A column of exactly `count` copies of `subitem` at its own size.
    public static func vertical(
        layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
    ) -> NSCollectionLayoutGroup {
        counted(.vertical, .repeatingCount(count), layoutSize: layoutSize, subitem: subitem, count: count)
    }

    /// A group whose item frames come from `itemProvider`, called during layout with the group's geometry.
    public static func custom(
        layoutSize: NSCollectionLayoutSize, itemProvider: @escaping NSCollectionLayoutGroupCustomItemProvider
    ) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(size: layoutSize, kind: .custom(MainActorBound(itemProvider)), subitems: [])
    }

    private static func stack(
        _ axis: LayoutGroup.Axis, layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]
    ) -> NSCollectionLayoutGroup {
        if subitems.isEmpty { UIKitTraps.raise(UIKitTraps.groupWithoutSubitems) }
        return NSCollectionLayoutGroup(
            size: layoutSize, kind: .stack(axis, .fillingAvailableSpace), subitems: subitems.map { $0.makeCopy() })
    }

    private static func counted(
        _ axis: LayoutGroup.Axis, _ repetition: LayoutGroup.Repetition, layoutSize: NSCollectionLayoutSize,
        subitem: NSCollectionLayoutItem, count: Int
    ) -> NSCollectionLayoutGroup {
        if count < 1 { UIKitTraps.raise(UIKitTraps.repeatingGroupCount(axis)) }
        // The subitem is passed through unchanged: layer 1's `.equalSizeCount` sizes it (see `subitems`).
        return NSCollectionLayoutGroup(size: layoutSize, kind: .stack(axis, repetition), subitems: [subitem.makeCopy()])
    }

    // MARK: Copying and translation

    override func makeCopy() -> NSCollectionLayoutItem {
        let copy = NSCollectionLayoutGroup(size: layoutSize, kind: kind, subitems: storedSubitems.map { $0.makeCopy() })
        copy.copyInheritedProperties(from: self)
        copy.storedSupplementaryItems = storedSupplementaryItems
        copy.interItemSpacing = interItemSpacing
        return copy
    }

    /// The layout layer's group.
    func makeGroupDescription() -> LayoutGroup {
        let arrangement: LayoutGroup.Arrangement
        switch kind {
        case .stack(let axis, let repetition): arrangement = .stack(axis, repetition)
        case .custom(let box): arrangement = .custom(box.layoutProvider())
        }
        return LayoutGroup(
            size: layoutSize.makeDescription(), arrangement: arrangement,
            subitems: storedSubitems.map { $0.makeSubitemDescription() },
            interItemSpacing: interItemSpacing?.value, contentInsets: contentInsets,
            edgeSpacing: edgeSpacing?.makeDescription(),
            supplementaryItems: storedSupplementaryItems.map { $0.makeSupplementaryDescription() }
        )
    }

    override func makeSubitemDescription() -> GroupSubitem { .group(makeGroupDescription()) }

    /// An ASCII picture of the group's first layout in a 100 × 50 canvas (Apple's debugging aid); here a
    /// one-line summary of its structure.
    public func visualDescription() -> String {
        switch kind {
        case .stack(let axis, let repetition):
            return "\(axis) group \(layoutSize) \(repetition) with \(storedSubitems.count) subitem(s)"
        case .custom:
            return "custom group \(layoutSize)"
        }
    }
}

extension NSCollectionLayoutItem {
    /// A copy whose length along `axis` is `fraction` of the container on that axis: what Apple's `subitems` getter
    /// shows for a `subitem:count:` group. Only ``NSCollectionLayoutGroup/subitems`` uses it; never translated.
    func replacingLength(along axis: LayoutGroup.Axis, with fraction: CGFloat) -> NSCollectionLayoutItem {
        let size = axis == .horizontal
            ? NSCollectionLayoutSize(widthDimension: .fractionalWidth(fraction), heightDimension: layoutSize.heightDimension)
            : NSCollectionLayoutSize(widthDimension: layoutSize.widthDimension, heightDimension: .fractionalHeight(fraction))
        let copy: NSCollectionLayoutItem
        if let group = self as? NSCollectionLayoutGroup {
            let resized = NSCollectionLayoutGroup(size: size, kind: group.kind, subitems: group.storedSubitems.map { $0.makeCopy() })
            resized.interItemSpacing = group.interItemSpacing
            copy = resized
        } else {
            copy = NSCollectionLayoutItem(size: size, supplementaryItems: [])
        }
        copy.copyInheritedProperties(from: self)
        copy.storedSupplementaryItems = storedSupplementaryItems
        return copy
    }
}

extension MainActorBound where Value == NSCollectionLayoutGroupCustomItemProvider {
    /// The layout layer's item provider, calling the UIKit provider on the main actor.
    func layoutProvider() -> CustomGroupItemProvider {
        { [self] environment in
            withValue { provider in provider(CollectionLayoutEnvironment(environment)).map { $0.makeDescription() } }
        }
    }
}
