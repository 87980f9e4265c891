import Foundation

/// The reading direction of the layout.
public enum LayoutDirection: Sendable, Hashable {
    /// Left to right: leading is left.
    case leftToRight
    /// Right to left: leading is right; frames are mirrored across the content width.
    case rightToLeft
}
