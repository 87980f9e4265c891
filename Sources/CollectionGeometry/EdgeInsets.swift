import Foundation

/// Insets in physical directions, as a scroll view's safe area reports them.
public struct EdgeInsets: Sendable, Hashable {
    /// The top inset in points.
    public var top: CGFloat
    /// The left inset in points.
    public var left: CGFloat
    /// The bottom inset in points.
    public var bottom: CGFloat
    /// The right inset in points.
    public var right: CGFloat

    /// Creates insets; every edge defaults to 0.
    public init(top: CGFloat = 0, left: CGFloat = 0, bottom: CGFloat = 0, right: CGFloat = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No insets.
    public static let zero = EdgeInsets()

    /// The same insets named by reading direction.
    public func directional(_ direction: LayoutDirection) -> DirectionalEdgeInsets {
        switch direction {
        case .leftToRight: DirectionalEdgeInsets(top: top, leading: left, bottom: bottom, trailing: right)
        case .rightToLeft: DirectionalEdgeInsets(top: top, leading: right, bottom: bottom, trailing: left)
        }
    }
}

/// A set of edges of a rectangle, named by reading direction.
public struct DirectionalRectEdge: OptionSet, Sendable, Hashable {
    /// The edges as a bit mask.
    public let rawValue: UInt
    /// Creates a set of edges from a bit mask (top 1, leading 2, bottom 4, trailing 8).
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The top edge.
    public static let top = DirectionalRectEdge(rawValue: 1 << 0)
    /// The leading edge (left in a left-to-right layout).
    public static let leading = DirectionalRectEdge(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = DirectionalRectEdge(rawValue: 1 << 2)
    /// The trailing edge (right in a left-to-right layout).
    public static let trailing = DirectionalRectEdge(rawValue: 1 << 3)
    /// All four edges.
    public static let all: DirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}
