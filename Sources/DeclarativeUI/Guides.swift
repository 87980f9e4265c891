import Foundation

extension LayoutEngine {
    /// The position of a horizontal guide in `node` at `size` (chosen for `proposal`): an explicit guide
    /// (`alignmentGuide`) where a modifier passes one through, otherwise the guide's default.
    func guide(_ node: LayoutNode, _ alignment: HorizontalAlignment, _ proposal: ProposedViewSize, _ size: CGSize) -> CGFloat {
        switch node.kind {
        case .alignmentGuide(let override) where override.horizontal == alignment:
            return override.compute(dimensions(node.children[0], proposal, size))
        case .alignmentGuide, .background, .overlay, .clip, .opacity, .offset, .fixedSize:
            return guide(node.children[0], alignment, childProposal(node, proposal), size)
        default:
            return alignment.defaultValue(width: size.width)
        }
    }

    /// The position of a vertical guide in `node` at `size`: an explicit guide, a text baseline (the bottom edge when
    /// the view shows no text), or the guide's default.
    func guide(_ node: LayoutNode, _ alignment: VerticalAlignment, _ proposal: ProposedViewSize, _ size: CGSize) -> CGFloat {
        switch node.kind {
        case .alignmentGuide(let override) where override.vertical == alignment:
            return override.compute(dimensions(node.children[0], proposal, size))
        case .alignmentGuide, .background, .overlay, .clip, .opacity, .offset, .fixedSize:
            return guide(node.children[0], alignment, childProposal(node, proposal), size)
        default:
            break
        }
        switch alignment.guide {
        case .top: return 0
        case .center: return size.height / 2
        case .bottom: return size.height
        case .firstTextBaseline: return baseline(node, first: true, proposal, size) ?? size.height
        case .lastTextBaseline: return baseline(node, first: false, proposal, size) ?? size.height
        }
    }

    /// The dimensions a parent or an `alignmentGuide` closure sees.
    func dimensions(_ node: LayoutNode, _ proposal: ProposedViewSize, _ size: CGSize) -> ViewDimensions {
        var dimensions = ViewDimensions(
            size: size, firstBaseline: baseline(node, first: true, proposal, size),
            lastBaseline: baseline(node, first: false, proposal, size))
        if case .alignmentGuide(let override) = node.kind {
            let inner = self.dimensions(node.children[0], proposal, size)
            dimensions = inner
            if let horizontal = override.horizontal { dimensions.horizontalGuides[horizontal.guide] = override.compute(inner) }
            if let vertical = override.vertical { dimensions.verticalGuides[vertical.guide] = override.compute(inner) }
        }
        return dimensions
    }

    /// The first or last text baseline in `node` at `size`, in its coordinates; `nil` when it shows no text.
    func baseline(_ node: LayoutNode, first: Bool, _ proposal: ProposedViewSize, _ size: CGSize) -> CGFloat? {
        switch node.kind {
        case .text(let text):
            let measured = measure(text, node, proposal)
            return first ? measured.firstBaseline : measured.lastBaseline
        case .padding(let insets):
            let inner = proposal.inset(by: insets)
            return baseline(node.children[0], first: first, inner, self.size(node.children[0], inner)).map { $0 + insets.top }
        case .stack, .zStack, .fixedFrame, .flexibleFrame, .custom:
            let placements = childPlacements(node, proposal, size)
            for placement in first ? placements : placements.reversed() {
                let child = node.children[placement.index]
                if let line = baseline(child, first: first, placement.proposal, placement.frame.size) {
                    return line + placement.frame.minY
                }
            }
            return nil
        case .background, .overlay, .clip, .opacity, .offset, .fixedSize, .aspectRatio, .alignmentGuide:
            let inner = childProposal(node, proposal)
            return baseline(node.children[0], first: first, inner, self.size(node.children[0], inner))
        default:
            return nil
        }
    }

    /// The proposal a single-child modifier gives its child.
    func childProposal(_ node: LayoutNode, _ proposal: ProposedViewSize) -> ProposedViewSize {
        switch node.kind {
        case .padding(let insets): return proposal.inset(by: insets)
        case .fixedFrame(let width, let height, _):
            return ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height)
        case .flexibleFrame(let frame): return frame.childProposal(proposal)
        case .fixedSize(let horizontal, let vertical): return proposal.fixing(horizontal: horizontal, vertical: vertical)
        case .aspectRatio(let ratio, let mode): return aspectProposal(node.children[0], ratio, mode, proposal)
        default: return proposal
        }
    }
}
