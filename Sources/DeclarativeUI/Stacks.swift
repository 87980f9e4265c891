import Foundation

/// A view that arranges its children in a horizontal line: the children are offered the remaining width in order of
/// layout priority and then of flexibility (least flexible first), and aligned vertically by `alignment`.
public struct HStack<Content: View>: View, PrimitiveView {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    /// A horizontal stack of the views `content` builds, `spacing` apart (8 points by default).
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public var body: Never { fatalError("a primitive view has no body") }

    func appendNodes(to nodes: inout [LayoutNode], context: ResolveContext) throws(ViewLayoutError) {
        try checkSpacing(spacing)
        let spec = StackSpec(axis: .horizontal, horizontalAlignment: .center, verticalAlignment: alignment, spacing: spacing)
        nodes.append(LayoutNode(.stack(spec), children: try context.nodes(of: content)))
    }
}

/// A view that arranges its children in a vertical line, aligned horizontally by `alignment`.
public struct VStack<Content: View>: View, PrimitiveView {
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    /// A vertical stack of the views `content` builds, `spacing` apart (8 points by default).
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public var body: Never { fatalError("a primitive view has no body") }

    func appendNodes(to nodes: inout [LayoutNode], context: ResolveContext) throws(ViewLayoutError) {
        try checkSpacing(spacing)
        let spec = StackSpec(axis: .vertical, horizontalAlignment: alignment, verticalAlignment: .center, spacing: spacing)
        nodes.append(LayoutNode(.stack(spec), children: try context.nodes(of: content)))
    }
}

/// A view that overlays its children, each offered the stack's proposal and aligned by `alignment`; the first is
/// at the back.
public struct ZStack<Content: View>: View, PrimitiveView {
    let alignment: Alignment
    let content: Content

    /// A stack of the views `content` builds, back to front.
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    public var body: Never { fatalError("a primitive view has no body") }

    func appendNodes(to nodes: inout [LayoutNode], context: ResolveContext) throws(ViewLayoutError) {
        nodes.append(LayoutNode(.zStack(alignment), children: try context.nodes(of: content)))
    }
}

private func checkSpacing(_ spacing: CGFloat?) throws(ViewLayoutError) {
    if let spacing, !spacing.isFinite { throw .invalidDimension("stack spacing", spacing) }
}
