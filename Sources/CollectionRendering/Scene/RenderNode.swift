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
    /// RD16), so that what is drawn occupies the line boxes that sized the views, whatever font the browser has.
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
