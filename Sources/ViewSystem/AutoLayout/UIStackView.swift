import Foundation

/// Lays out its arranged subviews in a row or a column through constraints, as UIKit's stack view does (semantics
/// A8): a chain along the axis, per distribution, and edges or centres across it, per alignment.
@MainActor
open class UIStackView: UIView {
    /// How arranged views share the length along the axis (UIKit's raw values).
    public enum Distribution: Int, Sendable, Hashable {
        case fill = 0, fillEqually, fillProportionally, equalSpacing, equalCentering
    }

    /// How arranged views sit across the axis (UIKit's raw values).
    public enum Alignment: Int, Sendable, Hashable {
        case fill = 0, leading, firstBaseline, center, trailing, lastBaseline
        public static let top = Alignment.leading
        public static let bottom = Alignment.trailing
    }

    /// The views laid out by the stack, in order.
    public private(set) var arrangedSubviews: [UIView] = []
    open var axis: NSLayoutConstraint.Axis = .horizontal { didSet { arrangementDidChange() } }
    open var distribution: Distribution = .fill { didSet { arrangementDidChange() } }
    open var alignment: Alignment = .fill { didSet { arrangementDidChange() } }
    open var spacing: CGFloat = 0 { didSet { arrangementDidChange() } }
    open var isLayoutMarginsRelativeArrangement = false { didSet { arrangementDidChange() } }
    open var isBaselineRelativeArrangement = false
    private var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    private var generated: [NSLayoutConstraint] = []
    private var spacers: [UILayoutGuide] = []
    private var signature: [Bool] = []

    /// Makes a stack of `views`.
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    /// Adds `view` at the end of the arrangement (and as a subview).
    open func addArrangedSubview(_ view: UIView) { insertArrangedSubview(view, at: arrangedSubviews.count) }

    /// Inserts `view` into the arrangement at `index`; adds it as a subview if it is not one.
    open func insertArrangedSubview(_ view: UIView, at index: Int) {
        // Arranged views are subviews: a view that is not one is not arranged (no scan, which made n additions n²).
        if view.superview === self { arrangedSubviews.removeAll { $0 === view } }
        arrangedSubviews.insert(view, at: min(max(0, index), arrangedSubviews.count))
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        arrangementDidChange()
    }

    /// Removes `view` from the arrangement; it stays a subview, as in UIKit.
    open func removeArrangedSubview(_ view: UIView) {
        arrangedSubviews.removeAll { $0 === view }
        customSpacings[ObjectIdentifier(view)] = nil
        arrangementDidChange()
    }

    /// Sets the gap after `arrangedSubview` (ignored for views not arranged).
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        guard arrangedSubviews.contains(where: { $0 === arrangedSubview }) else { return }
        customSpacings[ObjectIdentifier(arrangedSubview)] = spacing
        arrangementDidChange()
    }

    /// The gap after `arrangedSubview`: its custom spacing, else ``spacing``.
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? spacing
    }

    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        removeArrangedSubview(subview)
    }

    /// Marks the constraints stale; the engine regenerates them once, when it next builds (regenerating on every
    /// change made adding n views cost n² constraints, each deactivation a scan of the stack's constraints).
    private func arrangementDidChange() {
        signature = []
        autoLayoutStructureDidChange(enabling: hasPendingArrangement)
    }

    /// Whether arranged views wait for constraints that no layout pass has made yet.
    var hasPendingArrangement: Bool { signature.isEmpty && (!arrangedSubviews.isEmpty || !generated.isEmpty) }

    /// Regenerates the stack's constraints when the arrangement or the hidden state of an arranged view changed.
    func refreshArrangementIfNeeded() {
        let current = arrangedSubviews.map(\.isHidden)
        guard current != signature || generated.isEmpty != arrangedSubviews.isEmpty else { return }
        signature = current
        uninstall(generated)
        for spacer in spacers { removeLayoutGuide(spacer) }
        spacers = []
        generated = makeConstraints()
        for constraint in generated {
            constraint.isSystemConstraint = true
            constraint.identifier = constraint.identifier ?? "UISV"
        }
        NSLayoutConstraint.activate(generated)
    }
}
