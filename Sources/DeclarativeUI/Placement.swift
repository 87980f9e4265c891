import Foundation
import TextLayout

/// Where a parent put one of its children: the child's frame in the parent's coordinates and what it was proposed.
struct ChildPlacement {
    var index: Int
    var frame: CGRect
    var proposal: ProposedViewSize
}

/// What placed elements inherit from their ancestors.
struct DrawState {
    var opacity: Double = 1
    var clip: PlacedClip?
}

extension LayoutEngine {
    /// Where a container node puts its children at `size` (chosen for `proposal`), in its own coordinates.
    func childPlacements(_ node: LayoutNode, _ proposal: ProposedViewSize, _ size: CGSize) -> [ChildPlacement] {
        switch node.kind {
        case .stack(let spec):
            let arrangement = stackLayout(spec, node.children, proposal)
            return node.children.indices.map {
                ChildPlacement(index: $0, frame: arrangement.frames[$0], proposal: arrangement.proposals[$0])
            }
        case .zStack(let alignment):
            let arrangement = zStackLayout(alignment, node.children, proposal)
            // The stack's frame may be larger than its children's union when a parent forces a size: centre-free
            // placement keeps the union at the origin, aligned inside the given size.
            let offset = alignedOrigin(arrangement.size, in: size, alignment)
            return node.children.indices.map {
                ChildPlacement(
                    index: $0, frame: arrangement.frames[$0].offsetBy(dx: offset.x, dy: offset.y), proposal: proposal)
            }
        case .padding(let insets):
            let inner = proposal.inset(by: insets)
            let childSize = self.size(node.children[0], inner)
            return [ChildPlacement(index: 0, frame: CGRect(origin: CGPoint(x: insets.leading, y: insets.top), size: childSize), proposal: inner)]
        case .fixedFrame(_, _, let alignment):
            return [framedChild(node, alignment, proposal, size)]
        case .flexibleFrame(let frame):
            return [framedChild(node, frame.alignment, proposal, size)]
        case .custom(let layout):
            return customPlacements(layout, node, proposal, size)
        case .background(let alignment), .overlay(let alignment):
            let content = self.size(node.children[0], proposal)
            let decorationProposal = ProposedViewSize(content)
            let decoration = self.size(node.children[1], decorationProposal)
            let origin = alignedOrigin(decoration, in: content, alignment)
            let contentPlacement = ChildPlacement(index: 0, frame: CGRect(origin: .zero, size: content), proposal: proposal)
            let decorationPlacement = ChildPlacement(
                index: 1, frame: CGRect(origin: origin, size: decoration), proposal: decorationProposal)
            // Drawn back to front: a background before its content, an overlay after.
            if case .background = node.kind { return [decorationPlacement, contentPlacement] }
            return [contentPlacement, decorationPlacement]
        case .offset(let offset):
            let inner = childProposal(node, proposal)
            let frame = CGRect(origin: CGPoint(x: offset.width, y: offset.height), size: self.size(node.children[0], inner))
            return [ChildPlacement(index: 0, frame: frame, proposal: inner)]
        default:
            guard !node.children.isEmpty else { return [] }
            let inner = childProposal(node, proposal)
            return [ChildPlacement(index: 0, frame: CGRect(origin: .zero, size: self.size(node.children[0], inner)), proposal: inner)]
        }
    }

    /// A frame's child, aligned in the frame by `alignment`.
    private func framedChild(
        _ node: LayoutNode, _ alignment: Alignment, _ proposal: ProposedViewSize, _ size: CGSize
    ) -> ChildPlacement {
        let inner = childProposal(node, proposal)
        let child = node.children[0]
        let childSize = self.size(child, inner)
        let origin = CGPoint(
            x: guide(node, alignment.horizontal, size) - guide(child, alignment.horizontal, inner, childSize),
            y: guide(node, alignment.vertical, size) - guide(child, alignment.vertical, inner, childSize))
        return ChildPlacement(index: 0, frame: CGRect(origin: origin, size: childSize), proposal: inner)
    }

    /// A frame's own guide (its default, from its size).
    private func guide(_ frameNode: LayoutNode, _ alignment: HorizontalAlignment, _ size: CGSize) -> CGFloat {
        alignment.defaultValue(width: size.width)
    }

    private func guide(_ frameNode: LayoutNode, _ alignment: VerticalAlignment, _ size: CGSize) -> CGFloat {
        switch alignment.guide {
        case .top: 0
        case .center: size.height / 2
        case .bottom, .firstTextBaseline, .lastTextBaseline: size.height
        }
    }

    /// The origin that puts a box of `size` in `container` by the default guides of `alignment`.
    func alignedOrigin(_ size: CGSize, in container: CGSize, _ alignment: Alignment) -> CGPoint {
        let x = alignment.horizontal.defaultValue(width: container.width) - alignment.horizontal.defaultValue(width: size.width)
        let y: CGFloat
        switch alignment.vertical.guide {
        case .top: y = 0
        case .center: y = (container.height - size.height) / 2
        case .bottom, .firstTextBaseline, .lastTextBaseline: y = container.height - size.height
        }
        return CGPoint(x: x, y: y)
    }

    /// Places `node` at `frame` (its size chosen for `proposal`), appending what it draws.
    func place(
        _ node: LayoutNode, frame: CGRect, proposal: ProposedViewSize, state: DrawState,
        into elements: inout [PlacedElement]
    ) {
        var state = state
        switch node.kind {
        case .text(let text):
            let measured = measure(text, node, proposal)
            let placed = PlacedText(
                string: text.string, font: text.font, color: text.color, alignment: text.alignment,
                lines: alignedLines(measured.lines, width: frame.width, text.alignment))
            elements.append(PlacedElement(frame: frame, content: .text(placed), opacity: state.opacity, clip: state.clip))
            return
        case .image(let image):
            let placed = PlacedImage(name: image.name, isSymbol: image.isSymbol, color: image.color, renderingMode: image.renderingMode)
            elements.append(PlacedElement(frame: frame, content: .image(placed), opacity: state.opacity, clip: state.clip))
            return
        case .shape(let shape):
            let placed = PlacedShape(kind: shape.shape, color: shape.color, lineWidth: shape.lineWidth)
            elements.append(PlacedElement(frame: frame, content: .shape(placed), opacity: state.opacity, clip: state.clip))
            return
        case .divider(let color):
            let placed = PlacedShape(kind: .rectangle, color: color, lineWidth: nil)
            elements.append(PlacedElement(frame: frame, content: .shape(placed), opacity: state.opacity, clip: state.clip))
            return
        case .spacer: return
        case .opacity(let opacity): state.opacity *= min(1, max(0, opacity))
        case .clip(let shape): state.clip = PlacedClip(rect: frame, shape: shape)
        default: break
        }
        for placement in childPlacements(node, proposal, frame.size) {
            let childFrame = placement.frame.offsetBy(dx: frame.minX, dy: frame.minY)
            place(node.children[placement.index], frame: childFrame, proposal: placement.proposal, state: state, into: &elements)
        }
    }

    /// Lines moved inside the text's frame by the multiline alignment.
    private func alignedLines(_ lines: [TextLine], width: CGFloat, _ alignment: TextAlignment) -> [TextLine] {
        guard alignment != .leading else { return lines }
        return lines.map { line in
            var line = line
            let slack = width - line.rect.width
            line.rect.origin.x = alignment == .center ? slack / 2 : slack
            return line
        }
    }
}
