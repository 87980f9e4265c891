import Foundation
import TextLayout

/// A view resolved for layout: what the engine proposes sizes to and places. Views are resolved once per layout;
/// the environment is baked into the leaves (a text's font and colour).
struct LayoutNode {
    enum Kind {
        case text(TextContent)
        case image(ImageContent)
        case shape(ShapeContent)
        case spacer(minLength: CGFloat?)
        case divider(Color)
        case stack(StackSpec)
        case zStack(Alignment)
        case padding(EdgeInsets)
        case fixedFrame(width: CGFloat?, height: CGFloat?, alignment: Alignment)
        case flexibleFrame(FlexibleFrame)
        case fixedSize(horizontal: Bool, vertical: Bool)
        case aspectRatio(CGFloat?, ContentMode)
        /// Child 0 is the content; child 1 the decoration drawn behind (background) or in front (overlay).
        case background(Alignment)
        case overlay(Alignment)
        case clip(ShapeKind)
        case opacity(Double)
        case offset(CGSize)
        case alignmentGuide(AlignmentGuideOverride)
        case custom(AnyLayoutBox)
    }

    var kind: Kind
    var children: [LayoutNode] = []
    /// The view's layout priority (`layoutPriority`); modifiers keep their content's.
    var priority: Double = 0
    /// The node's number in the resolved tree (pre-order), which keys the engine's size cache.
    var id = 0

    init(_ kind: Kind, children: [LayoutNode] = [], priority: Double = 0) {
        self.kind = kind
        self.children = children
        self.priority = priority
    }

    /// Numbers the tree in pre-order from `next`.
    mutating func number(from next: inout Int) {
        id = next
        next += 1
        for index in children.indices { children[index].number(from: &next) }
    }

    var isSpacer: Bool {
        if case .spacer = kind { return true }
        return false
    }
}

/// The text of a `Text` with the environment it shows in.
struct TextContent {
    var string: String
    var font: TextLayout.Font
    var color: Color
    var lineLimit: Int?
    var alignment: TextAlignment
    var scale: CGFloat
}

/// An image: a symbol drawn at a font's size, or a bitmap of a natural size.
struct ImageContent {
    var name: String
    var isSymbol: Bool
    var naturalSize: CGSize
    var isResizable: Bool
    var color: Color?
    var renderingMode: SymbolRenderingMode
}

/// The shapes views can be.
public enum ShapeKind: Hashable, Sendable {
    case rectangle
    case roundedRectangle(cornerRadius: CGFloat)
    case capsule
    case circle
}

/// A shape with its fill or stroke.
struct ShapeContent {
    var shape: ShapeKind
    var color: Color
    /// The stroke width; `nil` fills the shape.
    var lineWidth: CGFloat?
}

/// A stack's axis, alignment and spacing.
struct StackSpec {
    var axis: Axis
    /// The horizontal alignment of a vertical stack's children or the vertical alignment of a horizontal stack's.
    var horizontalAlignment: HorizontalAlignment
    var verticalAlignment: VerticalAlignment
    var spacing: CGFloat?
}

/// The constraints of `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
struct FlexibleFrame {
    var minWidth: CGFloat?, idealWidth: CGFloat?, maxWidth: CGFloat?
    var minHeight: CGFloat?, idealHeight: CGFloat?, maxHeight: CGFloat?
    var alignment: Alignment
}

/// An explicit alignment guide: its value computed from the view's dimensions.
struct AlignmentGuideOverride {
    var horizontal: HorizontalAlignment?
    var vertical: VerticalAlignment?
    var compute: (ViewDimensions) -> CGFloat
}

/// How views are resolved into nodes: the environment in force and the depth of `body` evaluations.
struct ResolveContext {
    /// The deepest nesting of `body` evaluations before the engine reports a recursion.
    static let depthLimit = 200

    var environment: ViewEnvironment
    var depth = 0

    /// Appends the nodes `view` resolves to: a primitive's own, or its body's.
    func appendNodes<V: View>(of view: V, to nodes: inout [LayoutNode]) throws(ViewLayoutError) {
        if let primitive = view as? any PrimitiveView {
            try primitive.appendNodes(to: &nodes, context: self)
            return
        }
        guard V.Body.self != Never.self else { throw .primitiveViewUnknown(String(describing: V.self)) }
        guard depth < Self.depthLimit else {
            throw .bodyRecursionLimit(depth: depth, viewType: String(describing: V.self))
        }
        var inner = self
        inner.depth += 1
        try inner.appendNodes(of: view.body, to: &nodes)
    }

    /// The nodes of `view`, one for each view it is made of.
    func nodes<V: View>(of view: V) throws(ViewLayoutError) -> [LayoutNode] {
        var nodes: [LayoutNode] = []
        try appendNodes(of: view, to: &nodes)
        return nodes
    }

    /// A context whose environment `change` modified.
    func with(_ change: (inout ViewEnvironment) -> Void) -> ResolveContext {
        var context = self
        change(&context.environment)
        return context
    }
}

/// A view the engine knows how to resolve without a body.
protocol PrimitiveView {
    func appendNodes(to nodes: inout [LayoutNode], context: ResolveContext) throws(ViewLayoutError)
}

/// Why a view could not be laid out.
public enum ViewLayoutError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A view's `body` nested deeper than the limit (a body that contains itself, directly or not).
    case bodyRecursionLimit(depth: Int, viewType: String)
    /// A view with no body that the engine does not know.
    case primitiveViewUnknown(String)
    /// A `ForEach` whose data gave the same identifier to two elements.
    case duplicateIdentifier(String)
    /// A frame, padding, spacing or proposal dimension that is NaN or (for sizes) negative.
    case invalidDimension(String, CGFloat)

    public var description: String {
        switch self {
        case .bodyRecursionLimit(let depth, let type):
            "the body of \(type) nests \(depth) views deep: a body that contains itself never ends"
        case .primitiveViewUnknown(let type): "\(type) has no body and is not a view the layout engine knows"
        case .duplicateIdentifier(let id):
            "ForEach: the ID \(id) occurs multiple times within the collection (SwiftUI gives undefined results)"
        case .invalidDimension(let name, let value): "invalid \(name): \(value)"
        }
    }
}
