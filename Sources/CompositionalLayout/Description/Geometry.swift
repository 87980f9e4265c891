import Foundation

/// Where a boundary supplementary item attaches to its host (a section or the whole layout).
public enum RectAlignment: Int, Sendable, Hashable, CaseIterable {
    /// No edge: centred on the host and overlaying its content.
    case none = 0
    /// The top edge, centred along it.
    case top
    /// The top leading corner.
    case topLeading
    /// The leading edge, centred along it.
    case leading
    /// The bottom leading corner.
    case bottomLeading
    /// The bottom edge, centred along it.
    case bottom
    /// The bottom trailing corner.
    case bottomTrailing
    /// The trailing edge, centred along it.
    case trailing
    /// The top trailing corner.
    case topTrailing
}

/// A size class of the environment, as in a trait collection.
public enum SizeClass: Sendable, Hashable {
    /// No size class is known.
    case unspecified
    /// A compact size class.
    case compact
    /// A regular size class.
    case regular
}

/// The axis along which the whole layout scrolls.
public enum ScrollDirection: Sendable, Hashable {
    /// The layout scrolls up and down; sections stack from top to bottom.
    case vertical
    /// The layout scrolls left and right; sections stack along the reading direction.
    case horizontal
}
