import Foundation

/// A view changed by a modifier: wrapped in a layout node (padding, frame…), given another environment (font,
/// colours…), a layout priority, or a background or overlay. A modifier on several views (a group, a `ForEach`)
/// applies to each.
public struct ModifiedView<Content: View>: View, PrimitiveView {
    let content: Content
    let modification: Modification

    public var body: Never { fatalError("a primitive view has no body") }

    func appendNodes(to nodes: inout [LayoutNode], context: ResolveContext) throws(ViewLayoutError) {
        switch modification {
        case .environment(let change):
            try context.with(change).appendNodes(of: content, to: &nodes)
        case .wrap(let kind):
            try kind.validate()
            for node in try context.nodes(of: content) {
                nodes.append(LayoutNode(kind, children: [node], priority: node.priority))
            }
        case .priority(let priority):
            for var node in try context.nodes(of: content) {
                node.priority = priority
                nodes.append(node)
            }
        case .decoration(let isBackground, let alignment, let decoration):
            for node in try context.nodes(of: content) {
                let decorations = try decoration(context)
                let decorationNode =
                    decorations.count == 1 ? decorations[0] : LayoutNode(.zStack(alignment), children: decorations)
                let kind: LayoutNode.Kind = isBackground ? .background(alignment) : .overlay(alignment)
                nodes.append(LayoutNode(kind, children: [node, decorationNode], priority: node.priority))
            }
        }
    }
}

/// What a ``ModifiedView`` does to its content.
enum Modification {
    case wrap(LayoutNode.Kind)
    case environment((inout ViewEnvironment) -> Void)
    case priority(Double)
    case decoration(background: Bool, alignment: Alignment, (ResolveContext) throws(ViewLayoutError) -> [LayoutNode])
}

extension LayoutNode.Kind {
    /// Throws for a dimension that is NaN, or negative where a size is meant.
    func validate() throws(ViewLayoutError) {
        switch self {
        case .padding(let insets):
            for value in [insets.top, insets.leading, insets.bottom, insets.trailing] where !value.isFinite {
                throw .invalidDimension("padding", value)
            }
        case .fixedFrame(let width, let height, _):
            try checkSize("frame width", width)
            try checkSize("frame height", height)
        case .flexibleFrame(let frame):
            try frame.validate()
        case .aspectRatio(let ratio, _):
            if let ratio, !(ratio.isFinite && ratio > 0) { throw .invalidDimension("aspect ratio", ratio) }
        case .offset(let offset):
            if !offset.width.isFinite || !offset.height.isFinite { throw .invalidDimension("offset", offset.width) }
        default:
            break
        }
    }
}

extension FlexibleFrame {
    func validate() throws(ViewLayoutError) {
        try checkSize("frame minWidth", minWidth)
        try checkSize("frame idealWidth", idealWidth)
        try checkSize("frame minHeight", minHeight)
        try checkSize("frame idealHeight", idealHeight)
        // A maximum may be `.infinity` (fill the proposal); never NaN or negative.
        for (name, value) in [("frame maxWidth", maxWidth), ("frame maxHeight", maxHeight)] {
            if let value, value.isNaN || value < 0 { throw .invalidDimension(name, value) }
        }
        if let minWidth, let maxWidth, minWidth > maxWidth { throw .invalidDimension("frame minWidth > maxWidth", minWidth) }
        if let minHeight, let maxHeight, minHeight > maxHeight {
            throw .invalidDimension("frame minHeight > maxHeight", minHeight)
        }
    }
}

private func checkSize(_ name: String, _ value: CGFloat?) throws(ViewLayoutError) {
    if let value, !(value.isFinite && value >= 0) { throw .invalidDimension(name, value) }
}
