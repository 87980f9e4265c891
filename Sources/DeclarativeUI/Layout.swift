import Foundation

/// A custom layout (iOS 16's `Layout`): it measures its subviews with proposals of its choosing, reports its size,
/// and places each subview at a point with a proposal.
///
/// A cache made by ``makeCache(subviews:)`` lives for one call of ``sizeThatFits(proposal:subviews:cache:)`` or
/// ``placeSubviews(in:proposal:subviews:cache:)`` (the engine keeps no layout objects between passes).
public protocol Layout {
    /// Data the layout computes once per call and shares between its methods.
    associatedtype Cache = Void
    /// The subviews a layout arranges.
    typealias Subviews = LayoutSubviews

    /// Makes the cache for `subviews`.
    func makeCache(subviews: Subviews) -> Cache
    /// Updates the cache when the subviews change; the default makes a new one.
    func updateCache(_ cache: inout Cache, subviews: Subviews)
    /// The size the layout chooses for `proposal`.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize
    /// Places each subview (with `LayoutSubview.place(at:anchor:proposal:)`) inside `bounds`.
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
}

extension Layout where Cache == Void {
    /// No cache.
    public func makeCache(subviews: Subviews) -> Cache { () }
}

extension Layout {
    /// Makes a new cache.
    public func updateCache(_ cache: inout Cache, subviews: Subviews) { cache = makeCache(subviews: subviews) }

    /// A view laying out the views `content` builds with this layout.
    public func callAsFunction<Content: View>(@ViewBuilder _ content: () -> Content) -> CustomLayoutView<Self, Content> {
        CustomLayoutView(layout: self, content: content())
    }
}

/// The views of a custom layout's content.
public struct CustomLayoutView<L: Layout, Content: View>: View, PrimitiveView {
    let layout: L
    let content: Content
    public var body: Never { fatalError("a primitive view has no body") }

    func appendNodes(to nodes: inout [LayoutNode], context: ResolveContext) throws(ViewLayoutError) {
        nodes.append(LayoutNode(.custom(AnyLayoutBox(layout)), children: try context.nodes(of: content)))
    }
}

/// A custom layout with its cache type erased.
struct AnyLayoutBox {
    let sizeThatFits: (ProposedViewSize, LayoutSubviews) -> CGSize
    let placeSubviews: (CGRect, ProposedViewSize, LayoutSubviews) -> Void

    init<L: Layout>(_ layout: L) {
        sizeThatFits = { proposal, subviews in
            var cache = layout.makeCache(subviews: subviews)
            return layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
        }
        placeSubviews = { bounds, proposal, subviews in
            var cache = layout.makeCache(subviews: subviews)
            layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        }
    }
}

/// The subviews of a custom layout, in order.
public struct LayoutSubviews: RandomAccessCollection {
    let engine: LayoutEngine
    let nodes: [LayoutNode]
    public var startIndex: Int { 0 }
    public var endIndex: Int { nodes.count }
    public subscript(index: Int) -> LayoutSubview { LayoutSubview(engine: engine, node: nodes[index], index: index) }
}

/// A subview of a custom layout: a proxy to measure and place it.
public struct LayoutSubview {
    let engine: LayoutEngine
    let node: LayoutNode
    let index: Int

    /// The size the subview chooses for `proposal`.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { engine.size(node, proposal) }

    /// The subview's size and alignment guides for `proposal`.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        engine.dimensions(node, proposal, engine.size(node, proposal))
    }

    /// The subview's layout priority.
    public var priority: Double { node.priority }

    /// The subview's preferred spacing to its neighbours.
    public var spacing: ViewSpacing { ViewSpacing() }

    /// Places the subview with its `anchor` at `position` (in the coordinates of the layout's bounds' parent), sized
    /// for `proposal`. Called only from `placeSubviews`; elsewhere it does nothing.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        guard !engine.recordedPlacements.isEmpty, index < engine.recordedPlacements[engine.recordedPlacements.count - 1].count
        else { return }
        engine.recordedPlacements[engine.recordedPlacements.count - 1][index] = RecordedPlacement(
            position: position, anchor: anchor, proposal: proposal)
    }
}

/// The preferred space around a view: the system spacing (8 points) on every edge in this model.
public struct ViewSpacing: Hashable, Sendable {
    /// The system spacing.
    public init() {}
    /// The spacing that needs no space.
    public static let zero = ViewSpacing(isZero: true)
    private var isZero = false
    private init(isZero: Bool) { self.isZero = isZero }

    /// The distance to `next` along `axis`: 8 points unless either side is ``zero``.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        isZero || next.isZero ? 0 : defaultSpacing
    }
}

/// A subview's placement as a custom layout recorded it.
struct RecordedPlacement {
    var position: CGPoint
    var anchor: UnitPoint
    var proposal: ProposedViewSize
}

extension LayoutEngine {
    func subviews(of node: LayoutNode) -> LayoutSubviews { LayoutSubviews(engine: self, nodes: node.children) }

    /// Runs a custom layout's `placeSubviews` in bounds of `size` at the origin and reads the placements back. A
    /// subview it did not place is centred in the bounds at its ideal size.
    func customPlacements(
        _ layout: AnyLayoutBox, _ node: LayoutNode, _ proposal: ProposedViewSize, _ size: CGSize
    ) -> [ChildPlacement] {
        recordedPlacements.append(Array(repeating: nil, count: node.children.count))
        layout.placeSubviews(CGRect(origin: .zero, size: size), proposal, subviews(of: node))
        let recorded = recordedPlacements.removeLast()
        return node.children.indices.map { index in
            let placement =
                recorded[index]
                ?? RecordedPlacement(
                    position: CGPoint(x: size.width / 2, y: size.height / 2), anchor: .center, proposal: .unspecified)
            let childSize = self.size(node.children[index], placement.proposal)
            let origin = CGPoint(
                x: placement.position.x - placement.anchor.x * childSize.width,
                y: placement.position.y - placement.anchor.y * childSize.height)
            return ChildPlacement(index: index, frame: CGRect(origin: origin, size: childSize), proposal: placement.proposal)
        }
    }
}
