import Foundation
import TextLayout

/// How text is aligned horizontally (UIKit's raw values).
public enum NSTextAlignment: Int, Sendable, Hashable {
    /// Left edge.
    case left = 0
    /// Centred.
    case center = 1
    /// Right edge.
    case right = 2
    /// Both edges (the last line natural).
    case justified = 3
    /// The reading direction's leading edge.
    case natural = 4
}

/// How lines break and how text that does not fit is shortened (UIKit's raw values).
public enum NSLineBreakMode: Int, Sendable, Hashable {
    /// Wrap at word boundaries.
    case byWordWrapping = 0
    /// Wrap at any character.
    case byCharWrapping = 1
    /// Cut off at the edge.
    case byClipping = 2
    /// An ellipsis at the start of the last line.
    case byTruncatingHead = 3
    /// An ellipsis at the end of the last line.
    case byTruncatingTail = 4
    /// An ellipsis in the middle of the last line.
    case byTruncatingMiddle = 5

    /// The text model's mode.
    var model: LineBreakMode {
        switch self {
        case .byWordWrapping: .wordWrap
        case .byCharWrapping: .characterWrap
        case .byClipping: .clip
        case .byTruncatingHead: .truncateHead
        case .byTruncatingTail: .truncateTail
        case .byTruncatingMiddle: .truncateMiddle
        }
    }
}

/// One or both axes (UIKit's raw values).
public struct UIAxis: OptionSet, Hashable, Sendable {
    /// The option bits.
    public let rawValue: UInt
    /// Creates axes from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The horizontal axis.
    public static let horizontal = UIAxis(rawValue: 1 << 0)
    /// The vertical axis.
    public static let vertical = UIAxis(rawValue: 1 << 1)
    /// Both axes.
    public static let both: UIAxis = [.horizontal, .vertical]
}

#if !canImport(UIKit)
    extension NSAttributedString.Key {
        /// The font of the text: a ``UIFont``.
        public static let font = NSAttributedString.Key("NSFont")
        /// The colour of the text: a ``UIColor``.
        public static let foregroundColor = NSAttributedString.Key("NSColor")
        /// The colour behind the text: a ``UIColor``.
        public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    }
#endif
