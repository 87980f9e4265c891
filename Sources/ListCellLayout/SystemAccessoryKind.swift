import Foundation

/// The edge of a cell an accessory sits on.
public enum CellEdge: Sendable, Hashable {
    case leading
    case trailing
}

/// The accessories UIKit ships, with where it places them and the size of their glyphs (LC1, LC2).
///
/// System accessories have a fixed placement: UIKit decides their edge and order, whatever order a cell's
/// `accessories` array lists them in. This is that rule, in one place.
public enum SystemAccessoryKind: Sendable, Hashable, CaseIterable {
    /// The multiple-selection circle (leading, outermost).
    case multiselect
    /// The red delete control (leading).
    case delete
    /// The green insert control (leading).
    case insert
    /// An outline disclosure in the cell style: a chevron before the content (leading, nearest the content).
    case outlineDisclosureCell
    /// The reorder grip (trailing, outermost).
    case reorder
    /// An outline disclosure in the header style: a chevron at the trailing edge.
    case outlineDisclosureHeader
    /// The disclosure chevron of a row that navigates.
    case disclosureIndicator
    /// The checkmark of a chosen row.
    case checkmark
    /// The detail (info) button.
    case detail
    /// A text label (trailing); its size is its text's.
    case label
    /// A pop-up menu: its selected title and an up-and-down chevron (trailing, nearest the content); its size is
    /// the title's plus ``ListCellMetrics/popUpMenuChevronWidth`` and its spacing.
    case popUpMenu

    /// The edge UIKit puts the accessory on.
    public var edge: CellEdge {
        switch self {
        case .multiselect, .delete, .insert, .outlineDisclosureCell: .leading
        case .reorder, .outlineDisclosureHeader, .disclosureIndicator, .checkmark, .detail, .label, .popUpMenu:
            .trailing
        }
    }

    /// How far from the content the accessory sits among the system accessories of its edge: sorting by
    /// descending rank lists an edge's accessories from the cell's edge inward.
    public var outwardRank: Int {
        switch self {
        case .multiselect: 3
        case .delete: 2
        case .insert: 1
        case .outlineDisclosureCell: 0
        case .reorder: 6
        case .outlineDisclosureHeader: 5
        case .disclosureIndicator: 4
        case .checkmark: 3
        case .detail: 2
        case .label: 1
        case .popUpMenu: 0
        }
    }

    /// The size of the accessory's glyph at the default content size category; `nil` for `label` and
    /// `popUpMenu`, whose size is their text's (LC1).
    public var glyphSize: CGSize? {
        switch self {
        case .disclosureIndicator: CGSize(width: 8, height: 13)
        case .outlineDisclosureCell, .outlineDisclosureHeader: CGSize(width: 17, height: 17)
        case .checkmark: CGSize(width: 14, height: 13)
        case .delete, .insert, .multiselect, .detail: CGSize(width: 22, height: 22)
        case .reorder: CGSize(width: 20, height: 13)
        case .label, .popUpMenu: nil
        }
    }
}
