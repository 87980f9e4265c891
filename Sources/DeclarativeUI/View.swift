import Foundation

/// A piece of user interface: a value whose ``body`` is made of other views, down to the primitive views the layout
/// engine knows (text, images, shapes, stacks, modifiers).
///
/// Views are descriptions, rebuilt whenever the content is asked for; the engine resolves them into a tree of
/// layout nodes, proposes sizes, and places them (see <doc:LayoutModel>).
public protocol View {
    /// The type of the view's content.
    associatedtype Body: View
    /// The view's content.
    @ViewBuilder var body: Body { get }
}

/// The body type of primitive views, which have no body.
extension Never: View {
    /// Never called: primitive views are resolved by the engine.
    public var body: Never { fatalError("a primitive view has no body") }
}

/// Builds views from the statements of a closure: lists, conditionals, optionals and availability checks.
@resultBuilder
public enum ViewBuilder {
    /// No statements: an empty view.
    public static func buildBlock() -> EmptyView { EmptyView() }
    /// One statement: the view itself.
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    /// Several statements: a tuple view.
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        TupleView(repeat each content)
    }
    /// An expression statement.
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    /// An `if` without `else`.
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    /// The true branch of an `if`/`else` or the first cases of a `switch`.
    public static func buildEither<TrueContent: View, FalseContent: View>(
        first: TrueContent
    ) -> ConditionalContent<TrueContent, FalseContent> {
        ConditionalContent(storage: .trueContent(first))
    }
    /// The false branch of an `if`/`else`.
    public static func buildEither<TrueContent: View, FalseContent: View>(
        second: FalseContent
    ) -> ConditionalContent<TrueContent, FalseContent> {
        ConditionalContent(storage: .falseContent(second))
    }
    /// An `if #available` branch.
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

/// A view that shows nothing and takes no space.
public struct EmptyView: View, PrimitiveView {
    /// The empty view.
    public init() {}
    public var body: Never { fatalError("a primitive view has no body") }
    func appendNodes(to nodes: inout [LayoutNode], context: ResolveContext) throws(ViewLayoutError) {}
}

/// The views of a builder block with several statements, in order.
public struct TupleView<T>: View, PrimitiveView {
    /// The views.
    public let value: T
    private let append: (inout [LayoutNode], ResolveContext) throws(ViewLayoutError) -> Void

    init<each Content: View>(_ views: repeat each Content) where T == (repeat each Content) {
        value = (repeat each views)
        append = { (nodes: inout [LayoutNode], context: ResolveContext) throws(ViewLayoutError) in
            for view in repeat each views { try context.appendNodes(of: view, to: &nodes) }
        }
    }

    public var body: Never { fatalError("a primitive view has no body") }

    func appendNodes(to nodes: inout [LayoutNode], context: ResolveContext) throws(ViewLayoutError) {
        try append(&nodes, context)
    }
}

/// One branch of an `if`/`else` in a view builder.
public struct ConditionalContent<TrueContent: View, FalseContent: View>: View, PrimitiveView {
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }
    let storage: Storage
    public var body: Never { fatalError("a primitive view has no body") }

    func appendNodes(to nodes: inout [LayoutNode], context: ResolveContext) throws(ViewLayoutError) {
        switch storage {
        case .trueContent(let view): try context.appendNodes(of: view, to: &nodes)
        case .falseContent(let view): try context.appendNodes(of: view, to: &nodes)
        }
    }
}

/// An optional view shows its view, or nothing.
extension Optional: View where Wrapped: View {
    public var body: Never { fatalError("a primitive view has no body") }
}

extension Optional: PrimitiveView where Wrapped: View {
    func appendNodes(to nodes: inout [LayoutNode], context: ResolveContext) throws(ViewLayoutError) {
        if let view = self { try context.appendNodes(of: view, to: &nodes) }
    }
}

/// A type-erased view.
public struct AnyView: View, PrimitiveView {
    private let append: (inout [LayoutNode], ResolveContext) throws(ViewLayoutError) -> Void
    /// A view showing `view`.
    public init<V: View>(_ view: V) {
        append = { (nodes: inout [LayoutNode], context: ResolveContext) throws(ViewLayoutError) in
            try context.appendNodes(of: view, to: &nodes)
        }
    }
    public var body: Never { fatalError("a primitive view has no body") }
    func appendNodes(to nodes: inout [LayoutNode], context: ResolveContext) throws(ViewLayoutError) {
        try append(&nodes, context)
    }
}

/// Several views treated as one for modifiers: a modifier on a group applies to each of its views, and a stack lays
/// them out as its own children.
public struct Group<Content: View>: View, PrimitiveView {
    let content: Content
    /// A group of the views `content` builds.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public var body: Never { fatalError("a primitive view has no body") }
    func appendNodes(to nodes: inout [LayoutNode], context: ResolveContext) throws(ViewLayoutError) {
        try context.appendNodes(of: content, to: &nodes)
    }
}
