import Foundation

/// Every default metric of a list cell's own geometry (accessories, indentation, minimum heights), in one place.
///
/// None of these is published by Apple; each value is chosen and its reason written in `docs/semantics.md`
/// (decisions LC1–LC6). Sizes are in points at the default content size category.
public enum ListCellMetrics {
    /// The width reserved for an accessory whose reserved width is "standard" (UIKit's
    /// `UICellAccessoryStandardDimension`), and the width an accessory's glyph is centred in (LC2).
    public static let standardAccessoryWidth: CGFloat = 24
    /// The space between two adjacent accessories on the same edge (LC2).
    public static let accessorySpacing: CGFloat = 8
    /// The width of one indentation level of a list cell (UIKit's `indentationWidth` default) (LC3).
    public static let indentationWidth: CGFloat = 10
    /// The height below which a list cell showing a list content view does not shrink: UIKit's 44-point row
    /// (docs/reference/uikit-metrics.md §2) (LC5).
    public static let minimumRowHeight: CGFloat = 44
    /// The slot a symbol image is centred in (and any image whose reserved size is "standard"): 24 points wide, so
    /// that a symbol is centred 12 points after the margin and, with the 16-point padding, text starts 40 points
    /// after it, as measured on iOS 16 (docs/reference/uikit-metrics.md §6); 22 high, the body style's line height,
    /// so that a symbol never makes a one-line row taller (LC4).
    public static let standardImageSlot = CGSize(width: 24, height: 22)

    /// The width of a pop-up menu accessory's up-and-down chevron, after its title (LC1).
    public static let popUpMenuChevronWidth: CGFloat = 11
    /// The space between a pop-up menu accessory's title and its chevron (LC1).
    public static let popUpMenuChevronSpacing: CGFloat = 4

    /// The margins of a list row's content (every cell style): 11 above and below, 16 at the sides, so that one
    /// body line (61/3) makes a 42.33-point row, raised to ``minimumRowHeight`` (LC4).
    public static let rowContentMargins = ContentInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
    /// The margins of a subtitle row's content: its two lines sit with no padding between them, centred in a 44-point
    /// row with about 4 points above and below, as measured (LC4).
    public static let subtitleRowContentMargins = ContentInsets(top: 4, leading: 16, bottom: 4, trailing: 16)
    /// The margins of a plain list's header or footer content: 4 above and below, as measured (LC4).
    public static let plainHeaderFooterContentMargins = ContentInsets(top: 4, leading: 16, bottom: 4, trailing: 16)
    /// The margins of a grouped list's header content: 17 above, 6 below, so that one footnote line (47/3) makes a
    /// 116/3-point header (LC4). The seed gallery measures its list headers with these too.
    public static let groupedHeaderContentMargins = ContentInsets(top: 17, leading: 16, bottom: 6, trailing: 16)
    /// The margins of a grouped list's footer content: 6 above, 12 below, as measured (LC4).
    public static let groupedFooterContentMargins = ContentInsets(top: 6, leading: 16, bottom: 12, trailing: 16)
    /// The margins of an inset-grouped list's prominent header: 11 below as measured; 16 above, decided (no
    /// rendering shows it) (LC4).
    public static let prominentHeaderContentMargins = ContentInsets(top: 16, leading: 16, bottom: 11, trailing: 16)
    /// The margins of an inset-grouped list's extra-prominent header: 9 above, 10 below, as measured (LC4).
    public static let extraProminentHeaderContentMargins = ContentInsets(top: 9, leading: 16, bottom: 10, trailing: 16)
}
