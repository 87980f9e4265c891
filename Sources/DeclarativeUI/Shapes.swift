import Foundation

/// A shape: a view that fills the space proposed to it with the foreground colour, or is filled or stroked with a
/// style of its own.
public protocol Shape: View, Sendable {}

/// The shapes the engine draws.
protocol KnownShape: Shape {
    var kind: ShapeKind { get }
}

extension KnownShape {
    func appendNodes(to nodes: inout [LayoutNode], context: ResolveContext) throws(ViewLayoutError) {
        nodes.append(LayoutNode(.shape(ShapeContent(shape: kind, color: context.environment.foregroundColor, lineWidth: nil))))
    }
}

/// How a rounded rectangle's corners are drawn; the model draws both as circular arcs.
public enum RoundedCornerStyle: Hashable, Sendable { case circular, continuous }

/// A rectangle.
public struct Rectangle: KnownShape, PrimitiveView {
    /// A rectangle.
    public init() {}
    public var body: Never { fatalError("a primitive view has no body") }
    var kind: ShapeKind { .rectangle }
}

/// A rectangle with rounded corners.
public struct RoundedRectangle: KnownShape, PrimitiveView {
    /// The corners' radius.
    public var cornerRadius: CGFloat
    /// A rounded rectangle with corners of `cornerRadius`.
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) { self.cornerRadius = cornerRadius }
    public var body: Never { fatalError("a primitive view has no body") }
    var kind: ShapeKind { .roundedRectangle(cornerRadius: cornerRadius) }
}

/// A rectangle whose shorter sides are half circles.
public struct Capsule: KnownShape, PrimitiveView {
    /// A capsule.
    public init(style: RoundedCornerStyle = .continuous) {}
    public var body: Never { fatalError("a primitive view has no body") }
    var kind: ShapeKind { .capsule }
}

/// A circle centred in its frame, as wide as the frame's shorter side.
public struct Circle: KnownShape, PrimitiveView {
    /// A circle.
    public init() {}
    public var body: Never { fatalError("a primitive view has no body") }
    var kind: ShapeKind { .circle }
}

/// A shape filled or stroked with a style.
public struct ShapeView<Content: Shape, Style: ShapeStyle>: View, PrimitiveView {
    let shape: Content
    let style: Style
    let lineWidth: CGFloat?
    public var body: Never { fatalError("a primitive view has no body") }

    func appendNodes(to nodes: inout [LayoutNode], context: ResolveContext) throws(ViewLayoutError) {
        guard let known = shape as? any KnownShape else { return }
        if let lineWidth, lineWidth.isNaN || lineWidth < 0 { throw .invalidDimension("stroke lineWidth", lineWidth) }
        let color = style.resolvedColor(in: context.environment)
        nodes.append(LayoutNode(.shape(ShapeContent(shape: known.kind, color: color, lineWidth: lineWidth))))
    }
}

extension Shape {
    /// The shape filled with `style` (the foreground style by default).
    public func fill<S: ShapeStyle>(_ style: S = HierarchicalShapeStyle.primary) -> ShapeView<Self, S> {
        ShapeView(shape: self, style: style, lineWidth: nil)
    }

    /// The shape's outline drawn with `style`, `lineWidth` points wide, centred on the outline.
    public func stroke<S: ShapeStyle>(_ style: S, lineWidth: CGFloat = 1) -> ShapeView<Self, S> {
        ShapeView(shape: self, style: style, lineWidth: lineWidth)
    }

    /// The shape's outline drawn inside its frame with `style`.
    public func strokeBorder<S: ShapeStyle>(_ style: S, lineWidth: CGFloat = 1) -> ShapeView<Self, S> {
        ShapeView(shape: self, style: style, lineWidth: lineWidth)
    }
}
