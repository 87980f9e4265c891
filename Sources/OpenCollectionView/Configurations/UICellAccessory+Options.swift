import Foundation

/// What every accessory's options have: whether it is hidden (keeping its slot), the width reserved for it and its
/// tint. The accessory code reads these through the protocol, once, instead of once per kind.
protocol UICellAccessoryCommonOptions {
    var isHidden: Bool? { get }
    var reservedLayoutWidth: UICellAccessory.LayoutDimension? { get }
    var tintColor: UIColor? { get }
}

extension UICellAccessory {
    /// Options of an accessory drawn as one glyph in its tint: UIKit's `DisclosureIndicatorOptions`,
    /// `CheckmarkOptions` and `DetailOptions` are this struct under their own names (the `Kind` parameter only
    /// tells them apart).
    public struct GlyphOptions<Kind>: UICellAccessoryCommonOptions {
        /// Whether the accessory is hidden; it keeps its slot.
        public var isHidden: Bool?
        /// The width reserved for the accessory; `nil` is the accessory's own width.
        public var reservedLayoutWidth: LayoutDimension?
        /// The glyph's colour; `nil` is the accessory's default.
        public var tintColor: UIColor?
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
        }
    }

    /// Options of an accessory drawn as a glyph on a filled circle: UIKit's `DeleteOptions`, `InsertOptions` and
    /// `MultiselectOptions` are this struct under their own names.
    public struct FilledGlyphOptions<Kind>: UICellAccessoryCommonOptions {
        /// Whether the accessory is hidden; it keeps its slot.
        public var isHidden: Bool?
        /// The width reserved for the accessory; `nil` is the accessory's own width.
        public var reservedLayoutWidth: LayoutDimension?
        /// The glyph's colour; `nil` is the accessory's default.
        public var tintColor: UIColor?
        /// The circle's fill; `nil` is the accessory's default (red for delete, green for insert, the tint for a
        /// selected multiselect circle).
        public var backgroundColor: UIColor?
        public init(
            isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
            backgroundColor: UIColor? = nil
        ) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
            self.backgroundColor = backgroundColor
        }
    }

    /// Tags telling the shared option structs apart (so that, as in UIKit, checkmark options are not disclosure
    /// options).
    public enum DisclosureIndicatorKind {}
    public enum CheckmarkKind {}
    public enum DetailKind {}
    public enum DeleteKind {}
    public enum InsertKind {}
    public enum MultiselectKind {}
    public enum PopUpMenuKind {}

    /// Options of a disclosure indicator.
    public typealias DisclosureIndicatorOptions = GlyphOptions<DisclosureIndicatorKind>
    /// Options of a checkmark.
    public typealias CheckmarkOptions = GlyphOptions<CheckmarkKind>
    /// Options of a detail button.
    public typealias DetailOptions = GlyphOptions<DetailKind>
    /// Options of a delete control.
    public typealias DeleteOptions = FilledGlyphOptions<DeleteKind>
    /// Options of an insert control.
    public typealias InsertOptions = FilledGlyphOptions<InsertKind>
    /// Options of a multiple-selection circle.
    public typealias MultiselectOptions = FilledGlyphOptions<MultiselectKind>
    /// Options of a pop-up menu (iOS 17).
    public typealias PopUpMenuOptions = GlyphOptions<PopUpMenuKind>

    /// Options of an outline disclosure.
    public struct OutlineDisclosureOptions: UICellAccessoryCommonOptions {
        public var style: OutlineDisclosureStyle
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        public var tintColor: UIColor?
        public init(
            style: OutlineDisclosureStyle = .automatic, isHidden: Bool? = nil,
            reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil
        ) {
            self.style = style
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
        }
    }

    /// Options of a reorder grip.
    public struct ReorderOptions: UICellAccessoryCommonOptions {
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        public var tintColor: UIColor?
        public var showsVerticalSeparator: Bool
        public init(
            isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
            showsVerticalSeparator: Bool = true
        ) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
            self.showsVerticalSeparator = showsVerticalSeparator
        }
    }

    /// Options of a label accessory; its font defaults to the body text style.
    public struct LabelOptions: UICellAccessoryCommonOptions {
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        public var tintColor: UIColor?
        public var font: UIFont?
        public var adjustsFontForContentSizeCategory: Bool?
        public init(
            isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
            font: UIFont? = nil, adjustsFontForContentSizeCategory: Bool? = nil
        ) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
            self.font = font
            self.adjustsFontForContentSizeCategory = adjustsFontForContentSizeCategory
        }
    }

    /// A custom view accessory.
    public struct CustomViewConfiguration: UICellAccessoryCommonOptions {
        public var customView: UIView
        public var placement: Placement
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        public var tintColor: UIColor?
        /// Whether the view keeps its frame's size; otherwise it is sized by `sizeThatFits`.
        public var maintainsFixedSize: Bool?
        public init(
            customView: UIView, placement: Placement, isHidden: Bool? = nil,
            reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil, maintainsFixedSize: Bool? = nil
        ) {
            self.customView = customView
            self.placement = placement
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
            self.maintainsFixedSize = maintainsFixedSize
        }
    }
}
