import Foundation

/// A view resolved for layout in an environment: measure it for proposals and lay it out in bounds as often as
/// needed (a cell measures, then lays out at the size the collection view gives it).
///
/// ```swift
/// let row = try ResolvedView(HStack { Image(systemName: "star"); Text("Favourites") })
/// let size = try row.sizeThatFits(ProposedViewSize(width: 390, height: nil))
/// let layout = try row.layout(in: CGSize(width: 390, height: size.height))
/// ```
public struct ResolvedView {
    let root: LayoutNode
    let scale: CGFloat
    /// The engine and its caches, shared by every measurement and layout of this resolved tree (the tree never
    /// changes, so an answer once given stays true).
    private let engine: LayoutEngine

    /// Resolves `view`'s bodies into layout nodes with `environment`.
    /// - Throws: ``ViewLayoutError`` for a body that nests past the depth limit, a `ForEach` with duplicate
    ///   identifiers, or a frame, padding or spacing that is NaN or negative.
    public init<V: View>(_ view: V, environment: ViewEnvironment = ViewEnvironment()) throws(ViewLayoutError) {
        let scale = environment.displayScale
        guard scale.isFinite, scale > 0 else { throw .invalidDimension("display scale", scale) }
        let context = ResolveContext(environment: environment)
        let nodes = try context.nodes(of: view)
        // Several root views are stacked vertically, as a hosting view shows them.
        var root =
            nodes.count == 1
            ? nodes[0]
            : LayoutNode(.stack(StackSpec(axis: .vertical, horizontalAlignment: .center, verticalAlignment: .center, spacing: nil)), children: nodes)
        var next = 0
        root.number(from: &next)
        self.root = root
        self.scale = scale
        engine = LayoutEngine(scale: scale, nodeCount: next)
    }

    /// The size the view chooses for `proposal`.
    /// - Throws: ``ViewLayoutError/invalidDimension(_:_:)`` for a proposed dimension that is NaN or negative.
    public func sizeThatFits(_ proposal: ProposedViewSize) throws(ViewLayoutError) -> CGSize {
        try Self.check(proposal)
        return engine.size(root, proposal)
    }

    /// Lays the view out in bounds of `size`: the view is proposed `size` and centred in it at the size it chooses.
    /// - Throws: ``ViewLayoutError/invalidDimension(_:_:)`` for a size that is NaN, infinite or negative.
    public func layout(in size: CGSize) throws(ViewLayoutError) -> ViewLayout {
        for value in [size.width, size.height] where !(value.isFinite && value >= 0) {
            throw .invalidDimension("layout size", value)
        }
        let proposal = ProposedViewSize(size)
        let chosen = engine.size(root, proposal)
        let frame = CGRect(
            origin: CGPoint(x: (size.width - chosen.width) / 2, y: (size.height - chosen.height) / 2), size: chosen)
        var elements: [PlacedElement] = []
        engine.place(root, frame: frame, proposal: proposal, state: DrawState(), into: &elements)
        return ViewLayout(size: chosen, rootFrame: frame, elements: elements)
    }

    private static func check(_ proposal: ProposedViewSize) throws(ViewLayoutError) {
        for value in [proposal.width, proposal.height].compactMap({ $0 }) where value.isNaN || value < 0 {
            throw .invalidDimension("proposal", value)
        }
    }
}
