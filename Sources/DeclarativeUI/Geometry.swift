import CollectionGeometry
import Foundation

/// The horizontal or vertical dimension of a two-dimensional layout.
public enum Axis: Hashable, Sendable, CaseIterable {
    case horizontal, vertical

    /// A set of axes.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1)
        public static let vertical = Set(rawValue: 2)
    }
}

/// An edge of a rectangle in reading-direction terms.
public enum Edge: Int8, Hashable, Sendable, CaseIterable {
    case top, leading, bottom, trailing

    /// A set of edges.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1)
        public static let leading = Set(rawValue: 2)
        public static let bottom = Set(rawValue: 4)
        public static let trailing = Set(rawValue: 8)
        public static let all: Set = [.top, .leading, .bottom, .trailing]
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]
        /// The set holding one edge.
        public init(_ edge: Edge) { self.init(rawValue: 1 << edge.rawValue) }
    }
}

/// Insets on the four edges of a rectangle, in reading-direction terms.
public struct EdgeInsets: Hashable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat

    /// Insets of the given amounts (zero by default).
    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// `length` on `edges`, zero on the others.
    init(_ edges: Edge.Set, _ length: CGFloat) {
        self.init(
            top: edges.contains(.top) ? length : 0, leading: edges.contains(.leading) ? length : 0,
            bottom: edges.contains(.bottom) ? length : 0, trailing: edges.contains(.trailing) ? length : 0)
    }

    var horizontal: CGFloat { leading + trailing }
    var vertical: CGFloat { top + bottom }
}

/// A size proposed to a view by its parent: a dimension that is `nil` asks for the view's ideal size on that axis.
public struct ProposedViewSize: Hashable, Sendable {
    /// The proposed width; `nil` asks for the ideal width.
    public var width: CGFloat?
    /// The proposed height; `nil` asks for the ideal height.
    public var height: CGFloat?

    /// A proposal of the given dimensions.
    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    /// A proposal of `size`.
    public init(_ size: CGSize) { self.init(width: size.width, height: size.height) }

    /// The proposal that asks for the minimum size.
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// The proposal that asks for the ideal size on both axes.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    /// The proposal that asks for the maximum size.
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

    /// The proposal with `nil` dimensions replaced by `size`'s (10 × 10 by default, SwiftUI's placeholder).
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }

    /// The dimension along `axis`.
    func value(along axis: Axis) -> CGFloat? { axis == .horizontal ? width : height }

    /// A proposal with `main` along `axis` and `cross` across it.
    static func along(_ axis: Axis, main: CGFloat?, cross: CGFloat?) -> ProposedViewSize {
        axis == .horizontal ? ProposedViewSize(width: main, height: cross) : ProposedViewSize(width: cross, height: main)
    }
}

/// A point in a view's unit coordinate space: (0, 0) is its top-leading corner, (1, 1) its bottom-trailing one.
public struct UnitPoint: Hashable, Sendable {
    public var x: CGFloat
    public var y: CGFloat
    /// The point at fractions `x` and `y` of the width and height.
    public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }
    public static let zero = UnitPoint(x: 0, y: 0)
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let leading = UnitPoint(x: 0, y: 0.5)
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    public static let top = UnitPoint(x: 0.5, y: 0)
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    public static let topLeading = UnitPoint(x: 0, y: 0)
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

/// How content is scaled into a space of another aspect ratio.
public enum ContentMode: Hashable, Sendable, CaseIterable {
    /// The content fits inside the space.
    case fit
    /// The content fills the space, overflowing on one axis.
    case fill
}

extension CGSize {
    func value(along axis: Axis) -> CGFloat { axis == .horizontal ? width : height }

    static func along(_ axis: Axis, main: CGFloat, cross: CGFloat) -> CGSize {
        axis == .horizontal ? CGSize(width: main, height: cross) : CGSize(width: cross, height: main)
    }
}
