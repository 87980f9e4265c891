import Foundation

/// Every default metric of list sections, in one place. Each value and the reason for it is in
/// `docs/semantics.md` (LI1–LI12); the measured ones come from UIKit renderings (docs/reference/uikit-metrics.md).
public enum ListMetrics {
    /// Estimated height of a row before it measures itself: a one-line default cell (LI2, measured).
    public static let estimatedRowHeight: CGFloat = 44
    /// Estimated height of a plain or sidebar-plain header and footer (LI3).
    public static let plainHeaderFooterEstimatedHeight: CGFloat = 28
    /// Estimated height of a grouped or inset-grouped header and footer (LI3).
    public static let groupedHeaderFooterEstimatedHeight: CGFloat = 38
    /// Estimated height of a sidebar header and footer (LI3).
    public static let sidebarHeaderFooterEstimatedHeight: CGFloat = 36
    /// Automatic `headerTopPadding` of grouped and inset-grouped lists (LI4).
    public static let groupedHeaderTopPadding: CGFloat = 17
    /// Automatic `headerTopPadding` of plain, sidebar and sidebar-plain lists (LI4).
    public static let plainHeaderTopPadding: CGFloat = 0
    /// Space above a grouped or inset-grouped section that has no supplementary header: what separates
    /// sections (LI5, measured: the first section starts 35 pt below the top).
    public static let groupedSectionTopSpacing: CGFloat = 35
    /// Layout margin (inset-grouped side margin and the standard text offset) in containers narrower than
    /// ``wideMarginMinimumWidth`` (LI6, measured at 375 pt).
    public static let narrowLayoutMargin: CGFloat = 16
    /// Layout margin in containers at least ``wideMarginMinimumWidth`` wide, and at regular width (LI6, measured
    /// at 390 and 393 pt).
    public static let wideLayoutMargin: CGFloat = 20
    /// The container width from which compact containers get ``wideLayoutMargin`` (LI6).
    public static let wideMarginMinimumWidth: CGFloat = 390
    /// Corner radius of an inset-grouped section's first and last rows (LI7, measured).
    public static let insetGroupedCornerRadius: CGFloat = 10
    /// Automatic trailing separator inset (LI8: separators run to the row's trailing edge, measured).
    public static let separatorTrailingInset: CGFloat = 0
    /// Separator thickness in device pixels (LI8, measured).
    public static let separatorThicknessInPixels: CGFloat = 1

    /// The layout margin for a container `width` points wide at `sizeClass` (LI6).
    public static func layoutMargin(containerWidth width: CGFloat, horizontalSizeClass sizeClass: SizeClass) -> CGFloat {
        sizeClass == .regular || width >= wideMarginMinimumWidth ? wideLayoutMargin : narrowLayoutMargin
    }

    /// The estimated height of a header or footer of `appearance` (LI3).
    public static func headerFooterEstimatedHeight(_ appearance: ListAppearance) -> CGFloat {
        switch appearance {
        case .plain, .sidebarPlain: plainHeaderFooterEstimatedHeight
        case .grouped, .insetGrouped: groupedHeaderFooterEstimatedHeight
        case .sidebar: sidebarHeaderFooterEstimatedHeight
        }
    }

    /// The automatic header top padding of `appearance` (LI4).
    public static func automaticHeaderTopPadding(_ appearance: ListAppearance) -> CGFloat {
        appearance.isGrouped ? groupedHeaderTopPadding : plainHeaderTopPadding
    }
}
