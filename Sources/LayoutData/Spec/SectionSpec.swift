import Foundation

/// One section: its item count, its group and everything else of `NSCollectionLayoutSection` but closures.
public struct SectionSpec: Codable, Sendable, Hashable {
    /// The number of items (0 … 1,000,000).
    public var items: Int
    /// The group the section repeats.
    public var group: GroupSpec
    /// Insets around the section's content.
    public var contentInsets: InsetsSpec?
    /// Space between groups.
    public var interGroupSpacing: Double?
    /// Space before the section's headers (a list's `headerTopPadding`; default 0).
    public var headerTopPadding: Double?
    /// Which insets the content insets are added to.
    public var contentInsetsReference: ContentInsetsReferenceSpec?
    /// Which insets boundary supplementaries are placed in.
    public var supplementaryContentInsetsReference: ContentInsetsReferenceSpec?
    /// Whether boundary supplementaries follow the content insets (default `true`).
    public var supplementariesFollowContentInsets: Bool?
    /// How the section scrolls across the layout's axis (default `none`).
    public var orthogonalScrollingBehavior: OrthogonalBehaviorSpec?
    /// Headers, footers and other boundary supplementaries.
    public var boundarySupplementaryItems: [BoundarySupplementarySpec]?
    /// Decorations such as backgrounds.
    public var decorationItems: [DecorationSpec]?
    /// Sizes to apply after the first solve, as views would report them.
    public var measuredSizes: [MeasuredSizeSpec]?
    /// What the cells show, used in turn (cell *i* shows `cells[i % count]`); `{item}` and `{section}` in
    /// text are replaced by the indices.
    public var cells: [CellContentSpec]?
    /// What supplementaries show, by element kind (`header`, `footer`, or a full kind).
    public var supplementaries: [String: CellContentSpec]?

    /// Creates a section of `items` items repeating `group`.
    public init(
        items: Int, group: GroupSpec, contentInsets: InsetsSpec? = nil, interGroupSpacing: Double? = nil,
        contentInsetsReference: ContentInsetsReferenceSpec? = nil,
        supplementaryContentInsetsReference: ContentInsetsReferenceSpec? = nil,
        supplementariesFollowContentInsets: Bool? = nil, orthogonalScrollingBehavior: OrthogonalBehaviorSpec? = nil,
        boundarySupplementaryItems: [BoundarySupplementarySpec]? = nil, decorationItems: [DecorationSpec]? = nil,
        measuredSizes: [MeasuredSizeSpec]? = nil, cells: [CellContentSpec]? = nil,
        supplementaries: [String: CellContentSpec]? = nil, headerTopPadding: Double? = nil
    ) {
        self.items = items
        self.group = group
        self.contentInsets = contentInsets
        self.interGroupSpacing = interGroupSpacing
        self.contentInsetsReference = contentInsetsReference
        self.supplementaryContentInsetsReference = supplementaryContentInsetsReference
        self.supplementariesFollowContentInsets = supplementariesFollowContentInsets
        self.orthogonalScrollingBehavior = orthogonalScrollingBehavior
        self.boundarySupplementaryItems = boundarySupplementaryItems
        self.decorationItems = decorationItems
        self.measuredSizes = measuredSizes
        self.cells = cells
        self.supplementaries = supplementaries
        self.headerTopPadding = headerTopPadding
    }
}

/// Apple's `UICollectionLayoutSectionOrthogonalScrollingBehavior` cases.
public enum OrthogonalBehaviorSpec: String, SpecEnum {
    case none, continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered

    /// Decodes the string, refusing an unknown one with the values allowed.
    public init(from decoder: any Decoder) throws { self = try Self.decodeSpecValue(from: decoder) }
}

/// A size a view reported for an item or a supplementary.
public struct MeasuredSizeSpec: Codable, Sendable, Hashable {
    /// The item index in the section.
    public var item: Int
    /// The supplementary's element kind; absent for the item's cell.
    public var kind: String?
    /// The measured width.
    public var width: Double
    /// The measured height.
    public var height: Double

    /// Creates a measured size.
    public init(item: Int, kind: String? = nil, width: Double, height: Double) {
        self.item = item
        self.kind = kind
        self.width = width
        self.height = height
    }
}

/// What a cell or supplementary shows: a background colour, a symbol, text and an accessory. Drawn as a
/// list cell draws its content configuration: symbol at the leading edge, text beside it, accessory at the
/// trailing edge.
public struct CellContentSpec: Codable, Sendable, Hashable {
    /// The text; `{item}` and `{section}` are replaced by the element's indices.
    public var text: String?
    /// An SF Symbol name, drawn as its name in a rounded box.
    public var symbol: String?
    /// The background colour, `#rrggbb` or `#rrggbbaa`.
    public var color: String?
    /// The text colour; black or white by the background's lightness when absent.
    public var textColor: String?
    /// The corner radius of the background.
    public var cornerRadius: Double?
    /// A list accessory: `disclosureIndicator`, `checkmark`, `delete`, `reorder`, `outlineDisclosure`, or
    /// any short glyph.
    public var accessory: String?

    /// Creates content.
    public init(
        text: String? = nil, symbol: String? = nil, color: String? = nil, textColor: String? = nil,
        cornerRadius: Double? = nil, accessory: String? = nil
    ) {
        self.text = text
        self.symbol = symbol
        self.color = color
        self.textColor = textColor
        self.cornerRadius = cornerRadius
        self.accessory = accessory
    }
}
