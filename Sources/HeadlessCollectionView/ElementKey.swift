import CompositionalLayout
import Foundation

/// Names one element of the layout: a cell (no kind), a supplementary or a decoration, at an index path.
public struct ElementKey: Hashable, Sendable, CustomStringConvertible {
    public var category: ElementCategory
    public var elementKind: String?
    public var indexPath: IndexPath

    public init(category: ElementCategory, elementKind: String? = nil, indexPath: IndexPath) {
        self.category = category
        self.elementKind = elementKind
        self.indexPath = indexPath
    }

    public init(_ attributes: LayoutAttributes) {
        self.init(category: attributes.category, elementKind: attributes.elementKind, indexPath: attributes.indexPath)
    }

    public static func cell(_ indexPath: IndexPath) -> ElementKey { ElementKey(category: .cell, indexPath: indexPath) }
    public static func supplementary(_ kind: String, _ indexPath: IndexPath) -> ElementKey {
        ElementKey(category: .supplementaryView, elementKind: kind, indexPath: indexPath)
    }
    public static func decoration(_ kind: String, _ indexPath: IndexPath) -> ElementKey {
        ElementKey(category: .decorationView, elementKind: kind, indexPath: indexPath)
    }

    /// Whether this is a global (whole-layout) boundary supplementary, whose index path is `[0, Int.max - i]`.
    var isGlobal: Bool { category == .supplementaryView && indexPath.count == 2 && indexPath[1] > Int.max / 2 }

    public var description: String {
        switch category {
        case .cell: "cell \(format(indexPath))"
        case .supplementaryView: "supplementary '\(elementKind ?? "")' \(format(indexPath))"
        case .decorationView: "decoration '\(elementKind ?? "")' \(format(indexPath))"
        }
    }
}

/// How an element is displayed: its layout attributes plus the properties a visible-items handler or an
/// update animation may change.
public struct ViewAttributes: Sendable, Hashable {
    public var layout: LayoutAttributes
    /// The displayed frame (the layout's frame unless a handler moved the centre).
    public var frame: CGRect
    public var alpha: CGFloat
    public var zIndex: Int
    public var isHidden: Bool
    public var transform: AffineTransform2D

    public init(
        _ layout: LayoutAttributes, frame: CGRect? = nil, alpha: CGFloat = 1, zIndex: Int? = nil,
        isHidden: Bool = false, transform: AffineTransform2D = .identity
    ) {
        self.layout = layout
        self.frame = frame ?? layout.frame
        self.alpha = alpha
        self.zIndex = zIndex ?? layout.zIndex
        self.isHidden = isHidden
        self.transform = transform
    }

    public var indexPath: IndexPath { layout.indexPath }
    public var key: ElementKey { ElementKey(layout) }
}

extension ReusableView {
    /// The view's displayed state as attributes.
    public var viewAttributes: ViewAttributes? {
        layoutAttributes.map {
            ViewAttributes($0, frame: frame, alpha: alpha, zIndex: zIndex, isHidden: isHidden, transform: transform)
        }
    }
}

extension CGRect {
    /// Whether the two rectangles share area (touching edges do not count, unlike Foundation's
    /// `intersects` on Linux).
    @inlinable public func overlaps(_ other: CGRect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }
}
