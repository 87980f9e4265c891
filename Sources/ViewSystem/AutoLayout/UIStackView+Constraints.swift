import Foundation

// The stack view's constraints, written once over a main axis and a cross axis (semantics A8; recipe from the
// docs/reference/uikit-views.md §6: a required chain with spacing, equal sizes for fillEqually, proportional sizes at
// 999, 998, … for fillProportionally, equal spacer guides for equalSpacing and equal centre-to-centre guides at 150,
// 149, … for equalCentering; cross-axis edges per alignment, with the stack hugging its largest view at 51).

extension UIStackView {
    func makeConstraints() -> [NSLayoutConstraint] {
        var builder = StackConstraintBuilder(stack: self)
        builder.addHidingConstraints()
        let visible = arrangedSubviews.filter { !$0.isHidden }
        guard let first = visible.first, let last = visible.last else { return builder.result }
        builder.addCanvasConnections(first: first, last: last)
        builder.addSpacing(between: visible)
        builder.addDistributionSizes(of: visible)
        builder.addAlignment(of: visible)
        return builder.result
    }
}

/// The stack view's constraints built phase by phase: hidden views, the canvas connections, the spacing chain, the
/// distribution's sizes and the cross-axis alignment.
@MainActor
private struct StackConstraintBuilder {
    typealias Attribute = NSLayoutConstraint.Attribute

    struct Axes {
        var start, end, size, center: Attribute
    }

    let stack: UIStackView
    let main: Axes
    let cross: Axes
    let container: AnyObject
    private(set) var result: [NSLayoutConstraint] = []

    init(stack: UIStackView) {
        self.stack = stack
        let horizontal = stack.axis == .horizontal
        main = horizontal
            ? Axes(start: .leading, end: .trailing, size: .width, center: .centerX)
            : Axes(start: .top, end: .bottom, size: .height, center: .centerY)
        cross = horizontal
            ? Axes(start: .top, end: .bottom, size: .height, center: .centerY)
            : Axes(start: .leading, end: .trailing, size: .width, center: .centerX)
        container = stack.isLayoutMarginsRelativeArrangement ? stack.layoutMarginsGuide : stack
    }

    private mutating func make(
        _ a: AnyObject, _ aa: Attribute, _ relation: NSLayoutConstraint.Relation, _ b: AnyObject?, _ ba: Attribute,
        multiplier: CGFloat = 1, constant: CGFloat = 0, priority: UILayoutPriority = .required, _ identifier: String
    ) {
        let constraint = NSLayoutConstraint(
            first: a, aa, relation, second: b, ba, multiplier: multiplier, constant: constant)
        constraint.priority = priority
        constraint.identifier = identifier
        result.append(constraint)
    }

    /// A hidden arranged view takes no room: zero size along the axis, at the container's start.
    mutating func addHidingConstraints() {
        for hidden in stack.arrangedSubviews where hidden.isHidden {
            make(hidden, main.size, .equal, nil, .notAnAttribute, "UISV-hiding")
            make(hidden, main.start, .equal, container, main.start, "UISV-hiding")
        }
    }

    /// The first visible view starts and the last ends at the container's edges.
    mutating func addCanvasConnections(first: UIView, last: UIView) {
        make(first, main.start, .equal, container, main.start, "UISV-canvas-connection")
        make(last, main.end, .equal, container, main.end, "UISV-canvas-connection")
    }

    /// The chain between neighbours: exact spacing, or at least the spacing plus equal spacer guides.
    mutating func addSpacing(between visible: [UIView]) {
        let distribution = stack.distribution
        var firstSpacer: UILayoutGuide?
        for (index, (previous, next)) in zip(visible, visible.dropFirst()).enumerated() {
            let gap = stack.customSpacing(after: previous)
            switch distribution {
            case .fill, .fillEqually, .fillProportionally:
                make(next, main.start, .equal, previous, main.end, constant: gap, "UISV-spacing")
            case .equalSpacing, .equalCentering:
                make(next, main.start, .greaterThanOrEqual, previous, main.end, constant: gap, "UISV-spacing")
                let spacer = UILayoutGuide()
                spacer.identifier = "UISV-distributing"
                stack.addLayoutGuide(spacer)
                let centring = distribution == .equalCentering
                make(spacer, main.start, .equal, previous, centring ? main.center : main.end, "UISV-distributing-edge")
                make(spacer, main.end, .equal, next, centring ? main.center : main.start, "UISV-distributing-edge")
                if let firstSpacer {
                    make(
                        spacer, main.size, .equal, firstSpacer, main.size,
                        priority: centring ? UILayoutPriority(Float(150 - index)) : .required, "UISV-fill-equally")
                } else {
                    firstSpacer = spacer
                }
            }
        }
    }

    /// The sizes along the axis the distribution asks for: equal, proportional to the intrinsic sizes, or a
    /// stack that fits its content.
    mutating func addDistributionSizes(of visible: [UIView]) {
        guard let first = visible.first else { return }
        switch stack.distribution {
        case .fillEqually:
            for view in visible.dropFirst() { make(view, main.size, .equal, first, main.size, "UISV-fill-equally") }
        case .fillProportionally:
            let horizontal = stack.axis == .horizontal
            let sizes = visible.map { horizontal ? $0.intrinsicContentSize.width : $0.intrinsicContentSize.height }
            let total = sizes.reduce(0) { $0 + max(0, $1) } + stack.spacing * CGFloat(visible.count - 1)
            if total > 0 {
                for (index, (view, size)) in zip(visible, sizes).enumerated() {
                    make(
                        view, main.size, .equal, stack, main.size, multiplier: max(0, size) / total,
                        priority: UILayoutPriority(Float(999 - index)), "UISV-fill-proportionally")
                }
            }
        case .equalSpacing, .equalCentering:
            make(stack, main.size, .equal, nil, .notAnAttribute, priority: UILayoutPriority(49), "UISV-canvas-fit")
        case .fill:
            break
        }
    }

    /// The cross-axis edges per alignment, and the stack hugging its largest view when it does not fill.
    mutating func addAlignment(of visible: [UIView]) {
        let alignment = stack.alignment
        guard let first = visible.first else { return }
        for view in visible {
            switch alignment {
            case .fill:
                make(view, cross.start, .equal, container, cross.start, "UISV-alignment")
                make(view, cross.end, .equal, container, cross.end, "UISV-alignment")
            case .leading:
                make(view, cross.start, .equal, container, cross.start, "UISV-alignment")
                make(view, cross.end, .lessThanOrEqual, container, cross.end, "UISV-spanning-boundary")
            case .trailing:
                make(view, cross.end, .equal, container, cross.end, "UISV-alignment")
                make(view, cross.start, .greaterThanOrEqual, container, cross.start, "UISV-spanning-boundary")
            case .center:
                make(view, cross.center, .equal, container, cross.center, "UISV-alignment")
                make(view, cross.start, .greaterThanOrEqual, container, cross.start, "UISV-spanning-boundary")
            case .firstBaseline, .lastBaseline:
                let baseline: Attribute = alignment == .firstBaseline ? .firstBaseline : .lastBaseline
                if view !== first { make(view, baseline, .equal, first, baseline, "UISV-alignment") }
                make(view, cross.start, .greaterThanOrEqual, container, cross.start, "UISV-spanning-boundary")
                make(view, cross.end, .lessThanOrEqual, container, cross.end, "UISV-spanning-boundary")
            }
            if alignment != .fill {
                make(view, cross.size, .equal, nil, .notAnAttribute, priority: UILayoutPriority(25), "UISV-ambiguity-suppression")
            }
        }
        if alignment != .fill {
            make(stack, cross.size, .equal, nil, .notAnAttribute, priority: UILayoutPriority(51), "UISV-canvas-fit")
        }
    }
}
