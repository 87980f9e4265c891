import CompositionalLayout
import Foundation
import HeadlessCollectionView
import ViewSystem

/// A view the collection view shows for a supplementary element (and the base of cells): a `UIView`, shown by the
/// headless collection view through its `ReusableView` protocol.
@MainActor
open class UICollectionReusableView: UIView, ReusableView {
    /// The identifier of the reuse queue the view came from; `nil` until dequeued.
    public internal(set) var reuseIdentifier: String?

    /// Creates a view with a zero frame; the collection view uses this, and it runs `init(frame:)`.
    public required convenience init() {
        self.init(frame: .zero)
    }

    /// Creates a view with `frame`. It solves its own Auto Layout constraints (it is a layout boundary), so that it
    /// can size itself wherever it is shown.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isLayoutBoundary = true
    }

    /// Decoding is not supported: always returns `nil`.
    public required init?(coder: NSCoder) { nil }

    /// Called when the view is dequeued for another element, before it is configured. Call `super`.
    open func prepareForReuse() {}

    /// Returns the attributes the view wants; override to self-size on the axes that are estimated. The default
    /// measures a view laid out by Auto Layout with `systemLayoutSizeFitting` on the estimated axes (fitting priority
    /// 50; the other axes required, so a list cell keeps its width), and otherwise returns the attributes unchanged.
    open func preferredLayoutAttributesFitting(
        _ layoutAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes {
        if let size = hostingPreferredSize(layoutAttributes) {
            layoutAttributes.size = size
            return layoutAttributes
        }
        let axes = layoutAttributes.selfSizingAxes
        if let size = autoLayoutPreferredSize(
            fitting: layoutAttributes.size, horizontal: axes.contains(.horizontal), vertical: axes.contains(.vertical))
        {
            layoutAttributes.size = size
        }
        return layoutAttributes
    }

    /// Called with the attributes the layout gave the view, after they are applied to it.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

    /// The size the view wants: Apple's `preferredLayoutAttributesFitting(_:)`, asked with the layout's attributes.
    /// A custom layout's cell or supplementary view is asked with a copy of the layout's own attributes object (CL5).
    /// SPI: it witnesses layer 3's `ReusableView`, which a public conformance makes public otherwise.
    @_spi(HeadlessViews) public func preferredSize(fitting attributes: LayoutAttributes) -> CGSize {
        if let shown = lastApplied, shown.key == ElementKey(attributes),
            let custom = shown.custom?.object as? UICollectionViewLayoutAttributes
        {
            return preferredLayoutAttributesFitting(custom.copy() as! UICollectionViewLayoutAttributes).size
        }
        return preferredLayoutAttributesFitting(UICollectionViewLayoutAttributes(attributes)).size
    }

    /// The object last passed to UIKit's `apply(_:)`, updated in place for the next apply while nothing else holds
    /// it; a new one is made only when it is shared (a subclass kept it) or shows another kind of element.
    private var appliedAttributes: UICollectionViewLayoutAttributes?
    /// The displayed attributes last applied.
    private var lastApplied: ViewAttributes?

    /// Shows the element as the collection view displays it — size and centre (the frame, untransformed),
    /// transform, alpha, hidden and z position, as UIKit's collection view applies attributes — then calls the
    /// `apply(_:)` taking `UICollectionViewLayoutAttributes`. SPI, as `preferredSize(fitting:)`.
    @_spi(HeadlessViews) public func apply(_ attributes: ViewAttributes) {
        let frame = attributes.frame
        bounds.size = frame.size
        center = CGPoint(x: frame.midX, y: frame.midY)
        transform = CGAffineTransform(attributes.transform)
        // Alpha and hidden are set when the view starts showing an element and when the collection view changes
        // them (visible-items handlers); a geometry change alone keeps what the data source set (semantics V2).
        let previous = lastApplied
        let newElement = previous.map { $0.key != attributes.key } ?? true
        if newElement || previous?.alpha != attributes.alpha { alpha = attributes.alpha }
        if newElement || previous?.isHidden != attributes.isHidden { isHidden = attributes.isHidden }
        lastApplied = attributes
        layer.zPosition = CGFloat(attributes.zIndex)
        if let custom = attributes.custom?.object as? UICollectionViewLayoutAttributes {
            // A custom layout's own object (maybe a subclass): the view gets a copy, as UIKit hands out. A 3D
            // transform goes to the layer (the view's transform, set above, is its affine part and cleared the
            // layer's last one).
            if let transform3D = custom.nonAffineTransform { layer.transform = transform3D }
            appliedAttributes = nil
            apply(custom.copy() as! UICollectionViewLayoutAttributes)
            return
        }
        let layout = attributes.layout
        let category = UICollectionView.ElementCategory(layout.category)
        if isKnownUniquelyReferenced(&appliedAttributes), let reused = appliedAttributes,
            type(of: reused) == UICollectionViewLayoutAttributes.self,
            reused.representedElementCategory == category, reused.representedElementKind == layout.elementKind
        {
            reused.update(from: attributes)
        } else {
            appliedAttributes = UICollectionViewLayoutAttributes(layout)
            appliedAttributes!.update(from: attributes)
        }
        apply(appliedAttributes!)
    }
}

/// A view that shows an item: a ``contentView`` for the content, optional background views, and the item's
/// selection, highlight and focus.
@MainActor
open class UICollectionViewCell: UICollectionReusableView, CollectionCell, ViewSystemObserving {
    /// The view that holds the cell's content; it fills the cell. Setting ``contentConfiguration`` replaces it with
    /// the configuration's view (semantics LC15).
    public private(set) var contentView: UIView
    private var storedContentConfiguration: (any UIContentConfiguration)?
    private var contentConfigurationView: (any UIView & UIContentView)?

    /// Creates a cell with `frame`; its ``contentView`` fills the cell.
    public override init(frame: CGRect) {
        contentView = UIView(frame: CGRect(origin: .zero, size: frame.size))
        super.init(frame: frame)
        isObservedByHigherLayer = true
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    /// Decoding is not supported: always returns `nil`.
    public required init?(coder: NSCoder) { nil }

    /// Whether the item is selected; shows ``selectedBackgroundView`` when set.
    open var isSelected: Bool = false {
        didSet { if isSelected != oldValue { stateDidChange() } }
    }
    /// Whether the item is highlighted; shows ``selectedBackgroundView`` when set.
    open var isHighlighted: Bool = false {
        didSet { if isHighlighted != oldValue { stateDidChange() } }
    }
    /// Whether the item has the keyboard focus.
    open var isFocused: Bool = false {
        didSet { if isFocused != oldValue { stateDidChange() } }
    }

    /// A view behind the content, filling the cell.
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { install(backgroundView, at: 0) }
        }
    }

    /// A view shown behind the content while the cell is selected or highlighted, filling the cell.
    open var selectedBackgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let selectedBackgroundView { install(selectedBackgroundView, at: backgroundView == nil ? 0 : 1) }
            stateDidChange()
        }
    }

    private func install(_ view: UIView, at index: Int) {
        view.frame = CGRect(origin: .zero, size: bounds.size)
        insertSubview(view, at: index)
    }

    private func stateDidChange() {
        selectedBackgroundView?.isHidden = !(isSelected || isHighlighted)
        setNeedsUpdateConfiguration()
    }

    /// The content and background views follow the cell's size at once (they resize with it, as their
    /// autoresizing masks make them in UIKit).
    package func viewBoundsDidChange(from old: CGRect) {
        guard old.size != bounds.size else { return }
        let filling = CGRect(origin: .zero, size: bounds.size)
        contentView.frame = filling
        backgroundView?.frame = filling
        selectedBackgroundView?.frame = filling
    }

    /// Resets selection-dependent state for reuse and asks for a configuration update before the cell is shown
    /// again; call `super` when overriding.
    open override func prepareForReuse() {
        super.prepareForReuse()
        configurationStorage.indentationSetByClient = false
        configurationStorage.isSwiped = false
        setNeedsUpdateConfiguration()
    }

    // MARK: Configurations

    /// The configuration of the cell's content. Setting one applies it to the current content view when that view
    /// was made by a configuration and supports it (`UIContentView.supports(_:)`); otherwise the configuration's
    /// `makeContentView()` becomes the cell's ``contentView``, in the old one's place (UIKit's behaviour, LC15).
    /// `nil` puts a plain content view back.
    open var contentConfiguration: (any UIContentConfiguration)? {
        get { storedContentConfiguration }
        set {
            storedContentConfiguration = newValue
            guard let newValue else {
                if contentConfigurationView != nil {
                    contentConfigurationView = nil
                    replaceContentView(with: UIView())
                }
                return
            }
            if let view = contentConfigurationView, view.supports(newValue) {
                view.configuration = newValue
            } else {
                let view = newValue.makeContentView()
                contentConfigurationView = view
                replaceContentView(with: view)
            }
            contentConfigurationDidChange()
        }
    }

    /// Puts `view` where the content view is (same frame, same place among the cell's subviews, flexible width and
    /// height) and makes it the content view; the old one leaves the cell with its subviews.
    private func replaceContentView(with view: UIView) {
        let old = contentView
        view.frame = old.frame
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        insertSubview(view, at: subviews.firstIndex { $0 === old } ?? subviews.count)
        old.removeFromSuperview()
        contentView = view
    }

    /// The view made by ``contentConfiguration``: the ``contentView`` while a configuration is set.
    var contentConfigurationContentView: (any UIView & UIContentView)? { contentConfigurationView }

    /// The cell's configuration machinery (see `UICollectionViewCell+Configuration.swift`).
    let configurationStorage = CellConfigurationStorage()

    /// The cell's state for configurations: selection, highlight and focus from the collection view, and the
    /// editing, expanded, swiped and reordering states. Override to add custom states
    /// (`state[UIConfigurationStateCustomKey("…")] = value`).
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        state.isFocused = isFocused
        storedStates(into: &state)
        return state
    }

    /// Asks for a configuration update before the cell is next shown or laid out (semantics LC7): the update
    /// runs then, once, with the state of that moment.
    open func setNeedsUpdateConfiguration() {
        configurationStorage.needsUpdate = true
    }

    /// Updates the cell's configurations for `state`; the default does nothing. Override it (calling `super`) or
    /// set ``configurationUpdateHandler``.
    open func updateConfiguration(using state: UICellConfigurationState) {}

    /// Called when the content configuration changes (list cells lay out their content view again).
    func contentConfigurationDidChange() {}
    /// Called when the editing state changes (list cells show and hide editing accessories).
    func editingStateDidChange() {}
    /// Called after each configuration update (list cells redraw the accessories that show the state).
    func configurationDidUpdate() {}
}

