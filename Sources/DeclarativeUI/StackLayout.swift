import Foundation

/// A stack's arrangement for one proposal: its size, and each child's proposal, size and origin.
struct StackArrangement {
    var size: CGSize
    var proposals: [ProposedViewSize]
    var frames: [CGRect]
}

extension LayoutEngine {
    /// Lays a horizontal or vertical stack out (semantics SUI3): spacing between adjacent children; the remaining
    /// length shared out by layout priority (a group is offered what is left less the minimum lengths of
    /// lower-priority children), and within a priority from the least flexible child to the most, each offered an
    /// equal share of what is left; children aligned across the axis by their alignment guides.
    func stackLayout(_ spec: StackSpec, _ children: [LayoutNode], _ proposal: ProposedViewSize) -> StackArrangement {
        let axis = spec.axis
        let count = children.count
        guard count > 0 else { return StackArrangement(size: .zero, proposals: [], frames: []) }
        let spacing = spec.spacing ?? defaultSpacing
        let totalSpacing = spacing * CGFloat(count - 1)
        let cross = proposal.value(along: axis == .horizontal ? .vertical : .horizontal)
        var proposals = [ProposedViewSize](repeating: .unspecified, count: count)
        var sizes = [CGSize](repeating: .zero, count: count)
        if let main = proposal.value(along: axis) {
            shareOut(main - totalSpacing, axis: axis, cross: cross, children, &proposals, &sizes)
        } else {
            for index in 0..<count {
                proposals[index] = .along(axis, main: nil, cross: cross)
                sizes[index] = childSize(children[index], axis: axis, proposals[index])
            }
        }
        return arrange(spec, children, proposals: proposals, sizes: sizes, spacing: spacing)
    }

    /// A child's size in a stack along `axis`: a spacer stretches along the axis only, a divider runs across it.
    func childSize(_ child: LayoutNode, axis: Axis, _ proposal: ProposedViewSize) -> CGSize {
        switch child.kind {
        case .spacer(let minLength):
            let least = minLength ?? defaultSpacing
            return .along(axis, main: max(least, proposal.value(along: axis) ?? least), cross: 0)
        case .divider: return dividerSize(along: axis, proposal)
        default: return size(child, proposal)
        }
    }

    /// Shares `available` length out among the children (SUI3).
    private func shareOut(
        _ available: CGFloat, axis: Axis, cross: CGFloat?, _ children: [LayoutNode],
        _ proposals: inout [ProposedViewSize], _ sizes: inout [CGSize]
    ) {
        let count = children.count
        var minimum = [CGFloat](repeating: 0, count: count)
        var flexibility = [CGFloat](repeating: 0, count: count)
        for index in 0..<count {
            let least = childSize(children[index], axis: axis, .along(axis, main: 0, cross: cross)).value(along: axis)
            let most = childSize(children[index], axis: axis, .along(axis, main: .infinity, cross: cross))
                .value(along: axis)
            minimum[index] = least
            flexibility[index] = most - least
        }
        let order = (0..<count).sorted { first, second in
            if children[first].priority != children[second].priority {
                return children[first].priority > children[second].priority
            }
            if flexibility[first] != flexibility[second] { return flexibility[first] < flexibility[second] }
            return first < second
        }
        var remaining = available
        var position = 0
        while position < count {
            let priority = children[order[position]].priority
            var end = position
            while end < count, children[order[end]].priority == priority { end += 1 }
            let reservedForLower = order[end...].reduce(0) { $0 + minimum[$1] }
            var groupAvailable = remaining - reservedForLower
            for (offset, index) in order[position..<end].enumerated() {
                let share = max(0, groupAvailable / CGFloat(end - position - offset))
                proposals[index] = .along(axis, main: share, cross: cross)
                sizes[index] = childSize(children[index], axis: axis, proposals[index])
                groupAvailable -= sizes[index].value(along: axis)
                remaining -= sizes[index].value(along: axis)
            }
            position = end
        }
    }

    /// Places the sized children one after the other along the axis and aligns them across it.
    private func arrange(
        _ spec: StackSpec, _ children: [LayoutNode], proposals: [ProposedViewSize], sizes: [CGSize], spacing: CGFloat
    ) -> StackArrangement {
        let axis = spec.axis
        var guides = [CGFloat](repeating: 0, count: children.count)
        for index in children.indices {
            guides[index] = crossGuide(spec, children[index], proposals[index], sizes[index])
        }
        let line = guides.max() ?? 0
        var frames: [CGRect] = []
        frames.reserveCapacity(children.count)
        var main: CGFloat = 0
        var crossExtent: CGFloat = 0
        for index in children.indices {
            let size = sizes[index]
            let crossOrigin = line - guides[index]
            crossExtent = max(crossExtent, crossOrigin + size.value(along: axis == .horizontal ? .vertical : .horizontal))
            let origin =
                axis == .horizontal ? CGPoint(x: main, y: crossOrigin) : CGPoint(x: crossOrigin, y: main)
            frames.append(CGRect(origin: origin, size: size))
            main += size.value(along: axis) + (index + 1 < children.count ? spacing : 0)
        }
        // Children above the line (a negative origin) shift everything down so the stack starts at zero.
        let lowest = frames.map { axis == .horizontal ? $0.minY : $0.minX }.min() ?? 0
        if lowest < 0 {
            frames = frames.map { axis == .horizontal ? $0.offsetBy(dx: 0, dy: -lowest) : $0.offsetBy(dx: -lowest, dy: 0) }
            crossExtent -= lowest
        }
        return StackArrangement(
            size: .along(axis, main: max(0, main), cross: crossExtent), proposals: proposals, frames: frames)
    }

    /// The child's alignment guide across the stack's axis.
    private func crossGuide(_ spec: StackSpec, _ child: LayoutNode, _ proposal: ProposedViewSize, _ size: CGSize) -> CGFloat {
        if spec.axis == .horizontal { return guide(child, spec.verticalAlignment, proposal, size) }
        return guide(child, spec.horizontalAlignment, proposal, size)
    }

    /// A ZStack's arrangement: every child offered the stack's proposal and aligned on both axes.
    func zStackLayout(_ alignment: Alignment, _ children: [LayoutNode], _ proposal: ProposedViewSize) -> StackArrangement {
        var sizes: [CGSize] = []
        var horizontal: [CGFloat] = []
        var vertical: [CGFloat] = []
        for child in children {
            let size = size(child, proposal)
            sizes.append(size)
            horizontal.append(guide(child, alignment.horizontal, proposal, size))
            vertical.append(guide(child, alignment.vertical, proposal, size))
        }
        let lineX = horizontal.max() ?? 0
        let lineY = vertical.max() ?? 0
        var frames = children.indices.map { index in
            CGRect(origin: CGPoint(x: lineX - horizontal[index], y: lineY - vertical[index]), size: sizes[index])
        }
        let union = frames.reduce(CGRect.null) { $0.union($1) }
        let bounds = union.isNull ? CGRect.zero : union
        frames = frames.map { $0.offsetBy(dx: -bounds.minX, dy: -bounds.minY) }
        return StackArrangement(
            size: bounds.size, proposals: Array(repeating: proposal, count: children.count), frames: frames)
    }
}
