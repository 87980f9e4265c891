import Foundation
import TextLayout

/// The result of laying a view out: its size and the elements it draws, back to front, with frames in the view's
/// coordinates. Renderers draw it; tests read frames from it.
public struct ViewLayout: Sendable {
    /// The size the root view chose.
    public var size: CGSize
    /// Where the root view sits in the bounds it was laid out in (centred when smaller).
    public var rootFrame: CGRect
    /// What is drawn, back to front.
    public var elements: [PlacedElement]

    /// The frames of the elements showing text, in order.
    public var textFrames: [CGRect] { elements.compactMap { $0.text != nil ? $0.frame : nil } }
}

/// One thing a laid-out view draws: text, an image or a shape, in a frame, at an opacity, inside a clip.
public struct PlacedElement: Sendable {
    /// What is drawn.
    public enum Content: Sendable {
        case text(PlacedText)
        case image(PlacedImage)
        case shape(PlacedShape)
    }

    /// The frame, in the laid-out view's coordinates.
    public var frame: CGRect
    public var content: Content
    /// The product of the opacities of the element and its ancestors.
    public var opacity: Double
    /// The innermost clip shape around the element, if any, in the laid-out view's coordinates.
    public var clip: PlacedClip?

    /// The text, when the element is text.
    public var text: PlacedText? {
        if case .text(let text) = content { return text }
        return nil
    }

    /// The shape, when the element is a shape.
    public var shape: PlacedShape? {
        if case .shape(let shape) = content { return shape }
        return nil
    }

    /// The image, when the element is an image.
    public var image: PlacedImage? {
        if case .image(let image) = content { return image }
        return nil
    }
}

/// Text laid out in lines.
public struct PlacedText: Sendable {
    /// The whole string.
    public var string: String
    /// The text model's font.
    public var font: TextLayout.Font
    public var color: Color
    public var alignment: TextAlignment
    /// The lines, with rectangles relative to the element's frame.
    public var lines: [TextLine]
    /// The text of each line as shown (truncated lines end in an ellipsis).
    public var displayedLines: [String] { lines.map { $0.displayedText(in: string) } }
}

/// An image: a system symbol (drawn as the renderer draws symbols) or a named bitmap.
public struct PlacedImage: Sendable {
    public var name: String
    public var isSymbol: Bool
    /// The symbol's colour (`nil` for bitmaps).
    public var color: Color?
    public var renderingMode: SymbolRenderingMode
}

/// A shape filled or stroked in its frame.
public struct PlacedShape: Sendable {
    public var kind: ShapeKind
    public var color: Color
    /// The stroke width; `nil` when filled.
    public var lineWidth: CGFloat?
}

/// A clip: a shape in a rectangle.
public struct PlacedClip: Hashable, Sendable {
    public var rect: CGRect
    public var shape: ShapeKind
    /// A clip of `shape` in `rect`.
    public init(rect: CGRect, shape: ShapeKind) {
        self.rect = rect
        self.shape = shape
    }
}
