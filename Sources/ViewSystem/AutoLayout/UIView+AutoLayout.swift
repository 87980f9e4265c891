import Foundation

extension UIView {
    /// Which of a view's margins and size follow its superview's size when `translatesAutoresizingMaskIntoConstraints`
    /// (UIKit's raw values).
    public struct AutoresizingMask: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// The target size for the smallest size that satisfies the constraints: (0, 0).
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    /// The target size for the largest: 10,000 × 10,000 (semantics A6).
    public static let layoutFittingExpandedSize = CGSize(width: 10_000, height: 10_000)

    var autoLayout: AutoLayoutState {
        if let state = autoLayoutState { return state }
        let state = AutoLayoutState()
        autoLayoutState = state
        return state
    }

    /// Whether the view's frame and autoresizing mask become constraints (default `true`); set `false` for views
    /// placed by constraints.
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { autoLayoutState?.translatesAutoresizingMaskIntoConstraints ?? true }
        set {
            guard newValue != translatesAutoresizingMaskIntoConstraints else { return }
            autoLayout.translatesAutoresizingMaskIntoConstraints = newValue
            autoLayoutStructureDidChange()
        }
    }

    /// How the view resizes with its superview while it translates its frame into constraints (default none).
    public var autoresizingMask: AutoresizingMask {
        get { autoLayoutState?.autoresizingMask ?? [] }
        set {
            autoLayout.autoresizingMask = newValue
            autoLayoutStructureDidChange()
        }
    }

    // MARK: Hugging and compression resistance

    /// How strongly the view resists growing beyond its intrinsic size on `axis` (default 250).
    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        if let stored = autoLayoutState?.hugging[axis.rawValue] { return stored }
        guard let defaults = (type(of: self) as? AutoLayoutDefaultPriorities.Type)?.defaultContentHugging else {
            return .defaultLow
        }
        return axis == .horizontal ? defaults.horizontal : defaults.vertical
    }

    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        autoLayout.hugging[axis.rawValue] = priority
        autoLayoutStructureDidChange()
    }

    /// How strongly the view resists shrinking below its intrinsic size on `axis` (default 750).
    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        autoLayoutState?.compressionResistance[axis.rawValue] ?? .defaultHigh
    }

    public func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        autoLayout.compressionResistance[axis.rawValue] = priority
        autoLayoutStructureDidChange()
    }

    // MARK: Installed constraints

    /// The constraints installed on this view (it is their items' closest common ancestor).
    public var constraints: [NSLayoutConstraint] { autoLayoutState?.constraints ?? [] }

    /// Installs `constraint` on this view (the older API; prefer `isActive`).
    public func addConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = true }
    public func addConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.activate(constraints) }
    public func removeConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = false }
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.deactivate(constraints) }

    func install(_ constraint: NSLayoutConstraint) {
        autoLayout.constraints.append(constraint)
        constraint.holder = self
        autoLayoutStructureDidChange(enabling: true)
    }

    func uninstall(_ constraint: NSLayoutConstraint) {
        autoLayoutState?.constraints.removeAll { $0 === constraint }
        constraint.holder = nil
        autoLayoutStructureDidChange()
    }

    /// Deactivates `constraints` (installed anywhere) with one pass over each holder's list, where deactivating them
    /// one by one would scan the list once per constraint.
    func uninstall(_ constraints: [NSLayoutConstraint]) {
        var leaving: [ObjectIdentifier: Set<ObjectIdentifier>] = [:]
        var holders: [UIView] = []
        for constraint in constraints {
            guard let holder = constraint.holder else { continue }
            if leaving[ObjectIdentifier(holder)] == nil { holders.append(holder) }
            leaving[ObjectIdentifier(holder), default: []].insert(ObjectIdentifier(constraint))
            constraint.holder = nil
        }
        for holder in holders {
            let removed = leaving[ObjectIdentifier(holder)]!
            holder.autoLayoutState?.constraints.removeAll { removed.contains(ObjectIdentifier($0)) }
            holder.autoLayoutStructureDidChange()
        }
    }

    // MARK: Layout guides

    /// The guides added to this view.
    public var layoutGuides: [UILayoutGuide] { autoLayoutState?.layoutGuides ?? [] }

    public func addLayoutGuide(_ guide: UILayoutGuide) {
        guide.owningView?.removeLayoutGuide(guide)
        guide.owningView = self
        autoLayout.layoutGuides.append(guide)
    }

    public func removeLayoutGuide(_ guide: UILayoutGuide) {
        guard guide.owningView === self else { return }
        for constraint in guideConstraints(guide) { constraint.isActive = false }
        autoLayoutState?.layoutGuides.removeAll { $0 === guide }
        guide.owningView = nil
    }

    private func guideConstraints(_ guide: UILayoutGuide) -> [NSLayoutConstraint] {
        var found: [NSLayoutConstraint] = []
        var current: UIView? = self
        while let view = current {
            found += view.constraints.filter { $0.firstItem === guide || $0.secondItem === guide }
            current = view.superview
        }
        return found
    }

    /// The view's bounds inset by its layout margins.
    public var layoutMarginsGuide: UILayoutGuide { systemGuide(.layoutMargins) }
    /// The part of the view not covered by bars, the notch or the home indicator.
    public var safeAreaLayoutGuide: UILayoutGuide { systemGuide(.safeArea) }
    /// The margins guide narrowed to a readable line length (672 points at most, centred; semantics A7).
    public var readableContentGuide: UILayoutGuide { systemGuide(.readableContent) }

    func systemGuide(_ role: UILayoutGuide.SystemRole) -> UILayoutGuide {
        if let guide = autoLayoutState?.systemGuides[role] { return guide }
        let guide = UILayoutGuide(role: role, owner: self)
        autoLayout.systemGuides[role] = guide
        return guide
    }

    /// The frame of a system guide in the view's coordinates, from the view's bounds and insets.
    func systemGuideFrame(_ role: UILayoutGuide.SystemRole) -> CGRect {
        if case .listContent(let part) = role { return (self as? UIListContentView)?.frame(of: part) ?? .zero }
        let insets = systemGuideInsets(role, width: bounds.width)
        return CGRect(
            x: insets.left, y: insets.top, width: max(0, bounds.width - insets.left - insets.right),
            height: max(0, bounds.height - insets.top - insets.bottom))
    }

    /// The insets of a system guide from the view's edges (the readable guide's depend on the view's width).
    func systemGuideInsets(_ role: UILayoutGuide.SystemRole, width: CGFloat) -> UIEdgeInsets {
        switch role {
        case .safeArea: return safeAreaInsets
        case .layoutMargins: return layoutMargins
        case .readableContent:
            var insets = layoutMargins
            let available = width - insets.left - insets.right
            if available > readableWidth {
                let extra = (available - readableWidth) / 2
                insets.left += extra
                insets.right += extra
            }
            return insets
        case .listContent(let part):
            return (self as? UIListContentView)?.insets(of: part) ?? .zero
        case .provided(let name):
            return (self as? SystemGuideProviding)?.insets(ofProvidedGuide: name) ?? .zero
        }
    }

    /// The view's guide named `name`, placed by the view's ``SystemGuideProviding`` answer (made once).
    package func providedSystemGuide(named name: String) -> UILayoutGuide { systemGuide(.provided(name)) }

    // MARK: Anchors

    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline) }
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
}

/// The readable content width at the default text size (UIKit's iPad value; semantics A7).
let readableWidth: CGFloat = 672
