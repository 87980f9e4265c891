import CompositionalLayout
import Foundation

/// What a view draws, as data: a box with a layer's background, corner radius and border, optional content
/// (text, a symbol, a glyph) and subviews. Renderers draw nodes; they never compute them.
///
/// The UIKit face turns a `UIView` tree into nodes (a label's lines come from the text model); a spec's cell
/// content becomes a node too.
public struct RenderNode: Sendable, Hashable {
    /// What a node shows inside its box.
    public enum Content: Sendable, Hashable {
        /// Text already broken into lines by the text model.
        case text(RenderText)
        /// An image view showing an SF Symbol: drawn as its shape (``SymbolShapes``) in the tint colour, its strokes
        /// as heavy as `weight` (a CSS font weight: 100 ultra light, 400 regular, 900 black); an unknown name as a
        /// neutral placeholder.
        case symbol(name: String, tint: RenderColor, weight: CGFloat = 400)
        /// A bitmap (PNG or JPEG bytes) placed in the node's frame as its content mode says.
        case image(RenderImage)
        /// A list accessory or other glyph, drawn centred: `›` disclosure, `✓` checkmark, `≡` reorder, ….
        case glyph(String, color: RenderColor)
        /// Lines and circles in the node's coordinates (a list accessory's chevron, checkmark, grip…); renderers
        /// without vector drawing show its ``RenderShape/glyph``.
        case shape(RenderShape)
    }

    /// The frame in the parent's coordinates (for an element's root node: relative to the element's origin).
    public var frame: CGRect
    /// The layer's background colour; `nil` is clear.
    public var backgroundColor: RenderColor?
    /// The layer's corner radius in points.
    public var cornerRadius: CGFloat
    /// The corners the radius rounds (a layer's `maskedCorners`; an inset-grouped list row rounds only its
    /// section's outer corners). All four by default.
    public var roundedCorners: RenderCorners = .all
    /// The layer's border width in points; 0 draws no border.
    public var borderWidth: CGFloat
    /// The layer's border colour.
    public var borderColor: RenderColor?
    /// The view's opacity, 0 to 1.
    public var alpha: CGFloat
    /// Whether subviews are clipped to the node's (rounded) bounds.
    public var clipsToBounds: Bool
    /// Text, a symbol or a glyph; `nil` for a plain box.
    public var content: Content?
    /// Subviews, back to front.
    public var children: [RenderNode]
    /// The corner curve: circular arcs, or Core Animation's continuous ("squircle") curve, drawn approximately
    /// (semantics RD16).
    public var cornerCurve: RenderCornerCurve = .circular
    /// The layer's shadow; `nil` (a shadow opacity of 0) draws none.
    public var shadow: RenderShadow?
    /// The view's transform about its frame's centre (the frame is the untransformed one, as `bounds` and
    /// `center` give it).
    public var transform: AffineTransform2D = .identity

    /// Creates a node; everything but the frame defaults to a clear, borderless, opaque, empty box.
    public init(
        frame: CGRect, backgroundColor: RenderColor? = nil, cornerRadius: CGFloat = 0,
        roundedCorners: RenderCorners = .all, borderWidth: CGFloat = 0,
        borderColor: RenderColor? = nil, alpha: CGFloat = 1, clipsToBounds: Bool = false, content: Content? = nil,
        children: [RenderNode] = []
    ) {
        self.frame = frame
        self.backgroundColor = backgroundColor
        self.cornerRadius = cornerRadius
        self.roundedCorners = roundedCorners
        self.borderWidth = borderWidth
        self.borderColor = borderColor
        self.alpha = alpha
        self.clipsToBounds = clipsToBounds
        self.content = content
        self.children = children
    }
}

/// Text as laid out by the text model: lines, a font size, a line height, a colour and an alignment.
public struct RenderText: Sendable, Hashable {
    /// Horizontal alignment, physical (the producer resolves natural alignment for the layout direction).
    public enum Alignment: String, Sendable, Hashable, Codable {
        case left, center, right
    }

    /// The lines, in order, as the text model broke them.
    public var lines: [String]
    /// The font's point size.
    public var fontSize: CGFloat
    /// The distance between baselines, in points.
    public var lineHeight: CGFloat
    /// Whether the font is bold (semibold or heavier).
    public var isBold: Bool
    /// The text colour.
    public var color: RenderColor
    /// The horizontal alignment of every line in the node's frame.
    public var alignment: Alignment
    /// Each line's baseline, from the top of the node's frame, as the text model placed it; `nil` stacks the
    /// lines from the top, each baseline about 0.8 em below its line box's top.
    public var baselines: [CGFloat]?
    /// Each line's width as the text model measured it (trailing spaces excluded); `nil` lets the browser's font
    /// decide. With widths, the SVG renderer stretches or squeezes each drawn line to exactly its width (semantics
    /// RD21), so that what is drawn occupies the line boxes that sized the views, whatever font the browser has.
    public var lineWidths: [CGFloat]?

    /// Creates text; the line height defaults to 1.2 × the font size.
    public init(
        lines: [String], fontSize: CGFloat = 17, lineHeight: CGFloat? = nil, isBold: Bool = false,
        color: RenderColor = .black, alignment: Alignment = .left, baselines: [CGFloat]? = nil,
        lineWidths: [CGFloat]? = nil
    ) {
        self.lines = lines
        self.fontSize = fontSize
        self.lineHeight = lineHeight ?? (fontSize * 1.2).rounded()
        self.isBold = isBold
        self.color = color
        self.alignment = alignment
        self.baselines = baselines
        self.lineWidths = lineWidths
    }
}

/// An encoded bitmap as an image view shows it: its bytes, its size in points and how it is placed in the frame.
public struct RenderImage: Sendable, Hashable {
    /// How the image is placed in its frame (`UIView.ContentMode`'s cases; `redraw` is `scaleToFill`).
    public enum ContentMode: String, Sendable, Hashable, CaseIterable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, center, top, bottom, left, right
        case topLeft, topRight, bottomLeft, bottomRight
    }

    /// The encoded bytes, embedded as they are.
    public var data: Data
    /// Their MIME type: `image/png` or `image/jpeg`.
    public var mimeType: String
    /// The image's size in points.
    public var size: CGSize
    /// The placement.
    public var contentMode: ContentMode

    /// Creates an image.
    public init(data: Data, mimeType: String, size: CGSize, contentMode: ContentMode = .scaleToFill) {
        self.data = data
        self.mimeType = mimeType
        self.size = size
        self.contentMode = contentMode
    }

    /// Where the image is drawn for a frame `frame`: stretched, fitted or filled keeping its aspect ratio, or at
    /// its own size against an edge, a corner or the centre (it may reach past the frame, as in UIKit).
    public func rect(in frame: CGRect) -> CGRect {
        let size = CGSize(width: max(self.size.width, 0), height: max(self.size.height, 0))
        guard size.width > 0, size.height > 0 else { return frame }
        let (x, y): (CGFloat, CGFloat)
        switch contentMode {
        case .scaleToFill: return frame
        case .scaleAspectFit, .scaleAspectFill:
            let ratios = (frame.width / size.width, frame.height / size.height)
            let scale = contentMode == .scaleAspectFit ? min(ratios.0, ratios.1) : max(ratios.0, ratios.1)
            let drawn = CGSize(width: size.width * scale, height: size.height * scale)
            return CGRect(x: frame.midX - drawn.width / 2, y: frame.midY - drawn.height / 2, width: drawn.width, height: drawn.height)
        case .center: (x, y) = (frame.midX - size.width / 2, frame.midY - size.height / 2)
        case .top: (x, y) = (frame.midX - size.width / 2, frame.minY)
        case .bottom: (x, y) = (frame.midX - size.width / 2, frame.maxY - size.height)
        case .left: (x, y) = (frame.minX, frame.midY - size.height / 2)
        case .right: (x, y) = (frame.maxX - size.width, frame.midY - size.height / 2)
        case .topLeft: (x, y) = (frame.minX, frame.minY)
        case .topRight: (x, y) = (frame.maxX - size.width, frame.minY)
        case .bottomLeft: (x, y) = (frame.minX, frame.maxY - size.height)
        case .bottomRight: (x, y) = (frame.maxX - size.width, frame.maxY - size.height)
        }
        return CGRect(origin: CGPoint(x: x, y: y), size: size)
    }
}

/// The curve of rounded corners (Core Animation's `cornerCurve`).
public enum RenderCornerCurve: Sendable, Hashable {
    /// Quarter circles.
    case circular
    /// Apple's continuous curve: each corner starts about 1.53 × the radius from the corner and bends gradually.
    case continuous
}

/// A layer's shadow: drawn under the node, offset and blurred.
public struct RenderShadow: Sendable, Hashable {
    /// The shadow's colour with the layer's `shadowOpacity` multiplied into its opacity.
    public var color: RenderColor
    /// The offset in points (positive height is down, as UIKit's).
    public var offset: CGSize
    /// The blur radius in points (Core Animation's `shadowRadius`).
    public var radius: CGFloat
    /// The shadow's shape in the node's coordinates (`shadowPath`): a rectangle with a corner radius, or an
    /// ellipse; `nil` casts the shadow of what the node draws.
    public var path: Path?

    /// A shadow path's shape.
    public enum Path: Sendable, Hashable {
        /// A rectangle rounded by a corner radius.
        case rect(CGRect, cornerRadius: CGFloat)
        /// The ellipse inside a rectangle.
        case ellipse(CGRect)
    }

    /// Creates a shadow.
    public init(color: RenderColor, offset: CGSize, radius: CGFloat, path: Path? = nil) {
        self.color = color
        self.offset = offset
        self.radius = radius
        self.path = path
    }
}

/// A small vector drawing (a list accessory): strokes and fills of straight lines and circles, in the node's
/// coordinates.
public struct RenderShape: Sendable, Hashable {
    /// One piece of the shape.
    public enum Part: Sendable, Hashable {
        /// An open polyline (a chevron, a checkmark, a bar), stroked with round caps and joins.
        case polyline([CGPoint])
        /// A circle, stroked or filled.
        case circle(center: CGPoint, radius: CGFloat)
    }

    /// The parts, drawn in order.
    public var parts: [Part]
    /// The colour of strokes (or of fills, when ``isFilled``).
    public var color: RenderColor
    /// The stroke width in points.
    public var lineWidth: CGFloat
    /// Whether circles are filled rather than stroked (polylines are always stroked).
    public var isFilled: Bool
    /// The character that stands for the shape where it cannot be drawn (a terminal): `›`, `✓`, `≡`, ….
    public var glyph: String

    /// Creates a shape.
    public init(parts: [Part], color: RenderColor, lineWidth: CGFloat, isFilled: Bool = false, glyph: String) {
        self.parts = parts
        self.color = color
        self.lineWidth = lineWidth
        self.isFilled = isFilled
        self.glyph = glyph
    }
}

/// Which corners of a box are rounded (Core Animation's `maskedCorners`), in physical terms.
public struct RenderCorners: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let topLeft = RenderCorners(rawValue: 1)
    public static let topRight = RenderCorners(rawValue: 2)
    public static let bottomLeft = RenderCorners(rawValue: 4)
    public static let bottomRight = RenderCorners(rawValue: 8)
    /// The two top corners.
    public static let top: RenderCorners = [.topLeft, .topRight]
    /// The two bottom corners.
    public static let bottom: RenderCorners = [.bottomLeft, .bottomRight]
    /// Every corner.
    public static let all: RenderCorners = [.top, .bottom]
}
