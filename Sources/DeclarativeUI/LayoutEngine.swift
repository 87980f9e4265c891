import Foundation
import TextLayout

/// Proposes sizes to resolved nodes and records what they choose. One engine serves one resolved tree (which never
/// changes); it caches each node's answer to each proposal, so that a stack asking its children several times
/// (their minimum, their maximum, their share) costs one measurement per distinct question.
final class LayoutEngine {
    let scale: CGFloat
    /// Per node (by its number): the proposals it answered and its answers. A node is asked few distinct questions
    /// (its minimum, maximum and share), so a short linear scan beats hashing.
    private var sizes: [[(proposal: ProposedViewSize, size: CGSize)]]
    private var measurements: [[(proposal: ProposedViewSize, measured: TextMeasurement)]]
    /// The placements a custom layout's `placeSubviews` records, innermost layout last.
    var recordedPlacements: [[RecordedPlacement?]] = []

    init(scale: CGFloat, nodeCount: Int) {
        self.scale = scale
        sizes = Array(repeating: [], count: nodeCount)
        measurements = Array(repeating: [], count: nodeCount)
    }

    /// The size `node` chooses for `proposal`.
    func size(_ node: LayoutNode, _ proposal: ProposedViewSize) -> CGSize {
        for entry in sizes[node.id] where entry.proposal == proposal { return entry.size }
        let size = computeSize(node, proposal)
        sizes[node.id].append((proposal, size))
        return size
    }

    /// The text model's measurement of `text` (the content of `node`) for `proposal`, measured once per proposal.
    /// A proposed height matters only when the lines do not fit it, so the measurement at the width alone is
    /// reused for every height it fits.
    func measure(_ text: TextContent, _ node: LayoutNode, _ proposal: ProposedViewSize) -> TextMeasurement {
        // An infinite width wraps nowhere, as an unspecified one does.
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil }
        let free = ProposedViewSize(width: width, height: nil)
        let unlimited = cachedMeasurement(text, node, free)
        if let height = proposal.height, height.isFinite, unlimited.size.height > height, unlimited.lines.count > 1 {
            return cachedMeasurement(text, node, ProposedViewSize(width: width, height: proposal.height))
        }
        return unlimited
    }

    private func cachedMeasurement(_ text: TextContent, _ node: LayoutNode, _ proposal: ProposedViewSize) -> TextMeasurement {
        for entry in measurements[node.id] where entry.proposal == proposal { return entry.measured }
        let measured = text.measure(proposal)
        measurements[node.id].append((proposal, measured))
        return measured
    }

    private func computeSize(_ node: LayoutNode, _ proposal: ProposedViewSize) -> CGSize {
        switch node.kind {
        case .text(let text): return measure(text, node, proposal).size
        case .image(let image):
            return image.isResizable ? proposal.replacingUnspecifiedDimensions(by: image.naturalSize) : image.naturalSize
        case .shape: return proposal.replacingUnspecifiedDimensions()
        case .spacer(let minLength):
            let least = minLength ?? defaultSpacing
            return CGSize(width: max(least, proposal.width ?? least), height: max(least, proposal.height ?? least))
        case .divider: return dividerSize(along: .vertical, proposal)
        case .stack(let spec): return stackLayout(spec, node.children, proposal).size
        case .zStack(let alignment): return zStackLayout(alignment, node.children, proposal).size
        case .padding(let insets):
            let inner = size(node.children[0], proposal.inset(by: insets))
            return CGSize(width: inner.width + insets.horizontal, height: inner.height + insets.vertical)
        case .fixedFrame(let width, let height, _):
            if let width, let height { return CGSize(width: width, height: height) }
            let inner = size(node.children[0], ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height))
            return CGSize(width: width ?? inner.width, height: height ?? inner.height)
        case .flexibleFrame(let frame): return frame.size(for: proposal) { self.size(node.children[0], $0) }
        case .fixedSize(let horizontal, let vertical):
            return size(node.children[0], proposal.fixing(horizontal: horizontal, vertical: vertical))
        case .aspectRatio(let ratio, let mode):
            return size(node.children[0], aspectProposal(node.children[0], ratio, mode, proposal))
        case .background, .overlay, .clip, .opacity, .offset, .alignmentGuide:
            return size(node.children[0], proposal)
        case .custom(let layout): return layout.sizeThatFits(proposal, subviews(of: node))
        }
    }

    /// A divider's size: one pixel thick across `axis` (the stack's axis), the proposal's length along the other.
    func dividerSize(along axis: Axis, _ proposal: ProposedViewSize) -> CGSize {
        let thickness = 1 / scale
        let length = max(0, proposal.value(along: axis == .horizontal ? .vertical : .horizontal) ?? 0)
        return axis == .horizontal
            ? CGSize(width: thickness, height: length) : CGSize(width: length, height: thickness)
    }

    /// The proposal an aspect-ratio modifier gives its child: the largest size of the ratio inside the proposal
    /// (`.fit`) or the smallest covering it (`.fill`); with the view's own ratio when none is given.
    func aspectProposal(
        _ child: LayoutNode, _ ratio: CGFloat?, _ mode: ContentMode, _ proposal: ProposedViewSize
    ) -> ProposedViewSize {
        let aspect: CGFloat
        if let ratio { aspect = ratio } else {
            let ideal = size(child, .unspecified)
            guard ideal.width > 0, ideal.height > 0 else { return proposal }
            aspect = ideal.width / ideal.height
        }
        switch (proposal.width, proposal.height) {
        case (nil, nil):
            let ideal = size(child, .unspecified)
            return ProposedViewSize(width: ideal.width, height: ideal.width / aspect)
        case (let width?, nil): return ProposedViewSize(width: width, height: width / aspect)
        case (nil, let height?): return ProposedViewSize(width: height * aspect, height: height)
        case (let width?, let height?):
            if !width.isFinite && !height.isFinite { return proposal }
            let byWidth = CGSize(width: width, height: width / aspect)
            let byHeight = CGSize(width: height * aspect, height: height)
            let widthLimits = mode == .fit ? byWidth.height <= height : byWidth.height >= height
            return ProposedViewSize(widthLimits ? byWidth : byHeight)
        }
    }
}

/// The system spacing between views and a spacer's default minimum length on iOS.
let defaultSpacing: CGFloat = 8

extension ProposedViewSize {
    /// The proposal less `insets` (never below zero; unspecified dimensions stay unspecified).
    func inset(by insets: EdgeInsets) -> ProposedViewSize {
        ProposedViewSize(
            width: width.map { max(0, $0 - insets.horizontal) }, height: height.map { max(0, $0 - insets.vertical) })
    }

    /// The proposal with the chosen dimensions unspecified (what `fixedSize` proposes).
    func fixing(horizontal: Bool, vertical: Bool) -> ProposedViewSize {
        ProposedViewSize(width: horizontal ? nil : width, height: vertical ? nil : height)
    }
}

extension FlexibleFrame {
    /// The proposal the frame gives its child: the frame's proposal clamped to the bounds, ideal dimensions in place
    /// of unspecified ones.
    func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(
            width: Self.clamp(proposal.width ?? idealWidth, minWidth, maxWidth),
            height: Self.clamp(proposal.height ?? idealHeight, minHeight, maxHeight))
    }

    /// The frame's size (Apple's documentation of `frame(minWidth:…)`): on an axis with both bounds the clamped
    /// proposal; with one bound, the child's size pushed toward the proposal within that bound; with none, the
    /// child's.
    func size(for proposal: ProposedViewSize, child: (ProposedViewSize) -> CGSize) -> CGSize {
        let inner = child(childProposal(proposal))
        return CGSize(
            width: Self.dimension(proposal.width ?? idealWidth, inner.width, minWidth, maxWidth),
            height: Self.dimension(proposal.height ?? idealHeight, inner.height, minHeight, maxHeight))
    }

    static func clamp(_ value: CGFloat?, _ least: CGFloat?, _ most: CGFloat?) -> CGFloat? {
        guard var value else { return nil }
        if let most { value = min(value, most) }
        if let least { value = max(value, least) }
        return value
    }

    static func dimension(_ proposed: CGFloat?, _ child: CGFloat, _ least: CGFloat?, _ most: CGFloat?) -> CGFloat {
        if least == nil && most == nil { return child }
        var result = child
        if let proposed {
            if let least, proposed < result { result = max(proposed, least) }
            if let most, proposed > result { result = min(proposed, most) }
        }
        if let least { result = max(result, least) }
        if let most { result = min(result, most) }
        return result
    }
}
