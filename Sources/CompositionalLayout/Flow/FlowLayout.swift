import Foundation

/// A flow layout: items placed one after another in lines that wrap at the section's width (its height when
/// scrolling horizontally), with an optional header and footer per section — what UIKit's
/// `UICollectionViewFlowLayout` describes, as a Swift-native value. ``FlowSolution`` solves it.
///
/// Every per-section and per-item value may come from a provider (UIKit's `UICollectionViewDelegateFlowLayout`);
/// the stored properties are the defaults the providers fall back to. The packing rules are in
/// `docs/semantics.md` (F1–F8).
public struct FlowLayout: Sendable {
    /// How a section's items get their sizes.
    public enum ItemSizing: Sendable {
        /// Every item has ``FlowLayout/itemSize`` (or its section's provider size): answered by arithmetic.
        case fixed
        /// Each item's size comes from ``FlowLayout/itemSizeProvider``.
        case perItem
        /// Items start at this estimated size and take the size their views measure (UIKit's `estimatedItemSize`).
        case estimated(CGSize)
    }

    /// The axis along which the content scrolls; lines run across it. Defaults to `.vertical`.
    public var scrollDirection: ScrollDirection = .vertical
    /// The size of every item unless ``itemSizeProvider`` answers. Defaults to 50 × 50 (UIKit's default).
    public var itemSize = CGSize(width: 50, height: 50)
    /// Whether sizes are fixed, per item or estimated. Defaults to `.fixed`.
    public var itemSizing: ItemSizing = .fixed
    /// The size of the item at an index path (used when ``itemSizing`` is `.perItem`).
    public var itemSizeProvider: (@Sendable (IndexPath) -> CGSize)?
    /// Whether ``itemSizeProvider`` has answers of its own for a section of a `.perItem` layout, asked once a solve
    /// for each non-empty section with its first item's index path, before any size. `false`: the provider would
    /// answer the section's `itemSize` (its metrics', else the layout's) for every item, so the section is laid out
    /// as `.fixed`, by arithmetic, and the provider is not asked (UIKit's flow layout when the delegate does not
    /// implement `sizeForItemAt`, semantics LY4). `nil`: it has.
    public var providerSizesItems: (@Sendable (IndexPath) -> Bool)?
    /// The default metrics of every section.
    public var sectionMetrics = FlowSectionMetrics()
    /// Per-section metrics (UIKit's delegate methods); `nil` uses ``sectionMetrics``.
    public var sectionMetricsProvider: (@Sendable (Int) -> FlowSectionMetrics)?
    /// What the section insets are measured from. Defaults to `.contentInset`.
    public var sectionInsetReference: FlowSectionInsetReference = .contentInset
    /// Whether headers ride the leading edge of the visible bounds while their section is visible.
    public var sectionHeadersPinToVisibleBounds = false
    /// Whether footers ride the trailing edge of the visible bounds while their section is visible.
    public var sectionFootersPinToVisibleBounds = false
    /// The element kind of section headers.
    public var headerElementKind = "header"
    /// The element kind of section footers.
    public var footerElementKind = "footer"
    /// For a layout answering recorded provider answers (``FlowSolution/layoutReusingProviderAnswers``), the
    /// layout whose providers were recorded: a batch update asks it about the items that changed (LY3).
    var recordedFrom: FlowProviderOrigin?

    /// A vertical flow of 50 × 50 items with 10 pt spacing, no insets, headers or footers (UIKit's defaults).
    public init() {}

    /// The metrics of `section`: the provider's answer, or the defaults.
    public func metrics(forSection section: Int) -> FlowSectionMetrics {
        sectionMetricsProvider?(section) ?? sectionMetrics
    }

    /// This layout with the providers that answer now: the recorded layout's when this one replays its answers.
    var withLiveProviders: FlowLayout { recordedFrom?.layout ?? self }
}

/// The layout whose provider answers a replaying layout records (an immutable box: `FlowLayout` cannot hold itself).
final class FlowProviderOrigin: Sendable {
    let layout: FlowLayout
    init(_ layout: FlowLayout) { self.layout = layout }
}

/// What the section insets of a flow layout are measured from (UIKit's `UICollectionViewFlowLayout.SectionInsetReference`).
public enum FlowSectionInsetReference: Sendable, Hashable {
    /// From the content area (the bounds less the content inset): the insets alone.
    case contentInset
    /// From the safe area: the safe area's insets are added across the scroll axis.
    case safeArea
    /// From the layout margins: the margins are added across the scroll axis.
    case layoutMargins
}

/// The spacing, insets and header and footer sizes of one flow section.
public struct FlowSectionMetrics: Sendable, Hashable {
    /// The space around the section's items. Defaults to zero.
    public var inset: EdgeInsets
    /// The smallest space between lines. Defaults to 10.
    public var minimumLineSpacing: CGFloat
    /// The smallest space between items of a line. Defaults to 10.
    public var minimumInteritemSpacing: CGFloat
    /// The header's size; only the length along the scroll axis counts (the header spans the other axis).
    /// Zero means no header.
    public var headerReferenceSize: CGSize
    /// The footer's size, as ``headerReferenceSize``.
    public var footerReferenceSize: CGSize
    /// The item size of a `.fixed` section; `nil` uses the layout's ``FlowLayout/itemSize``.
    public var itemSize: CGSize?

    /// Creates metrics; the defaults are UIKit's.
    public init(
        inset: EdgeInsets = .zero, minimumLineSpacing: CGFloat = 10, minimumInteritemSpacing: CGFloat = 10,
        headerReferenceSize: CGSize = .zero, footerReferenceSize: CGSize = .zero, itemSize: CGSize? = nil
    ) {
        self.inset = inset
        self.minimumLineSpacing = minimumLineSpacing
        self.minimumInteritemSpacing = minimumInteritemSpacing
        self.headerReferenceSize = headerReferenceSize
        self.footerReferenceSize = footerReferenceSize
        self.itemSize = itemSize
    }
}
