import Foundation

/// An alignment position along the horizontal axis.
public struct HorizontalAlignment: Hashable, Sendable {
    enum Guide: Hashable, Sendable { case leading, center, trailing }
    let guide: Guide
    public static let leading = HorizontalAlignment(guide: .leading)
    public static let center = HorizontalAlignment(guide: .center)
    public static let trailing = HorizontalAlignment(guide: .trailing)

    /// The guide's default position in a view `width` wide.
    func defaultValue(width: CGFloat) -> CGFloat {
        switch guide {
        case .leading: 0
        case .center: width / 2
        case .trailing: width
        }
    }
}

/// An alignment position along the vertical axis.
public struct VerticalAlignment: Hashable, Sendable {
    enum Guide: Hashable, Sendable { case top, center, bottom, firstTextBaseline, lastTextBaseline }
    let guide: Guide
    public static let top = VerticalAlignment(guide: .top)
    public static let center = VerticalAlignment(guide: .center)
    public static let bottom = VerticalAlignment(guide: .bottom)
    /// The first line's baseline of the text in a view (its bottom edge when it has no text).
    public static let firstTextBaseline = VerticalAlignment(guide: .firstTextBaseline)
    /// The last line's baseline of the text in a view (its bottom edge when it has no text).
    public static let lastTextBaseline = VerticalAlignment(guide: .lastTextBaseline)
}

/// An alignment in both axes.
public struct Alignment: Hashable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment

    /// The alignment of the two guides.
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}

/// A view's size and alignment guides, in its own coordinates: what a parent aligns it by.
public struct ViewDimensions: Hashable, Sendable {
    /// The view's width.
    public let width: CGFloat
    /// The view's height.
    public let height: CGFloat
    let firstBaseline: CGFloat?
    let lastBaseline: CGFloat?
    var horizontalGuides: [HorizontalAlignment.Guide: CGFloat] = [:]
    var verticalGuides: [VerticalAlignment.Guide: CGFloat] = [:]

    init(size: CGSize, firstBaseline: CGFloat? = nil, lastBaseline: CGFloat? = nil) {
        width = size.width
        height = size.height
        self.firstBaseline = firstBaseline
        self.lastBaseline = lastBaseline
    }

    /// The position of a horizontal guide: an explicit one set with `alignmentGuide`, or the default.
    public subscript(guide: HorizontalAlignment) -> CGFloat {
        horizontalGuides[guide.guide] ?? guide.defaultValue(width: width)
    }

    /// The position of a vertical guide: an explicit one, a text baseline, or the default (baselines default to
    /// the bottom edge).
    public subscript(guide: VerticalAlignment) -> CGFloat {
        if let explicit = verticalGuides[guide.guide] { return explicit }
        switch guide.guide {
        case .top: return 0
        case .center: return height / 2
        case .bottom: return height
        case .firstTextBaseline: return firstBaseline ?? height
        case .lastTextBaseline: return lastBaseline ?? height
        }
    }

    /// The default value of `guide`, ignoring explicit guides.
    subscript(explicit guide: HorizontalAlignment) -> CGFloat? { horizontalGuides[guide.guide] }
}
