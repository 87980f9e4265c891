import Foundation

/// Insets that name their horizontal edges by reading direction: leading is left in a left-to-right
/// layout and right in a right-to-left one.
public struct DirectionalEdgeInsets: Sendable, Hashable, CustomStringConvertible {
    /// The top inset in points.
    public var top: CGFloat
    /// The inset on the leading edge in points.
    public var leading: CGFloat
    /// The bottom inset in points.
    public var bottom: CGFloat
    /// The inset on the trailing edge in points.
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

    /// No insets.
    public static let zero = DirectionalEdgeInsets()

    /// A textual form, such as `{top: 0.0, leading: 8.0, bottom: 0.0, trailing: 8.0}`.
    public var description: String { "{top: \(top), leading: \(leading), bottom: \(bottom), trailing: \(trailing)}" }
}
