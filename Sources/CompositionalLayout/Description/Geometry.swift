import Foundation

/// Insets that name their horizontal edges by reading direction: leading is left in a left-to-right
/// layout and right in a right-to-left one.
public struct DirectionalEdgeInsets: Sendable, Hashable, CustomStringConvertible {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat

    /// Creates insets; the argument order (top, leading, bottom, trailing) is Apple's.
    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// Equal insets on all four edges.
    public init(all value: CGFloat) {
        self.init(top: value, leading: value, bottom: value, trailing: value)
    }

    public static let zero = DirectionalEdgeInsets()

    public var description: String { "{top: \(top), leading: \(leading), bottom: \(bottom), trailing: \(trailing)}" }
}

/// Insets in physical directions, as a scroll view's safe area reports them.
public struct EdgeInsets: Sendable, Hashable {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat

    public init(top: CGFloat = 0, left: CGFloat = 0, bottom: CGFloat = 0, right: CGFloat = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

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
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let top = DirectionalRectEdge(rawValue: 1 << 0)
    public static let leading = DirectionalRectEdge(rawValue: 1 << 1)
    public static let bottom = DirectionalRectEdge(rawValue: 1 << 2)
    public static let trailing = DirectionalRectEdge(rawValue: 1 << 3)
    public static let all: DirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}

/// Where a boundary supplementary item attaches to its host (a section or the whole layout).
public enum RectAlignment: Int, Sendable, Hashable, CaseIterable {
    case none = 0
    case top
    case topLeading
    case leading
    case bottomLeading
    case bottom
    case bottomTrailing
    case trailing
    case topTrailing
}

/// The reading direction of the layout.
public enum LayoutDirection: Sendable, Hashable {
    case leftToRight
    case rightToLeft
}

/// A size class of the environment, as in a trait collection.
public enum SizeClass: Sendable, Hashable {
    case unspecified
    case compact
    case regular
}

/// The axis along which the whole layout scrolls.
public enum ScrollDirection: Sendable, Hashable {
    case vertical
    case horizontal
}
