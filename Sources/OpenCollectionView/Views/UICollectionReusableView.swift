import CompositionalLayout
import Foundation
import HeadlessCollectionView

/// A view the collection view shows for a supplementary element (and the base of cells).
///
/// It is the headless layer's view: the collection view creates it by type, keeps it in reuse queues and applies
/// the layout's attributes to it. (It derives from the headless `CollectionCell` so that `UICollectionViewCell` can
/// derive from it, as in UIKit; the cell state it inherits is unused for supplementary views.)
@MainActor
open class UICollectionReusableView: CollectionCell {
    /// Creates a view with a zero frame; the collection view uses this, and it runs `init(frame:)`.
    public required convenience init() {
        self.init(frame: .zero)
    }

    /// Creates a view with `frame`.
    public init(frame: CGRect) {
        super.init()
        self.frame = frame
    }

    /// Creates a view with a zero frame; nothing is decoded.
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// The view's own coordinate space: its size at the origin.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { frame.size = newValue.size }
    }

    /// The trait collection of the collection view that created the view (default traits before that): the same
    /// traits as that collection view's ``UICollectionView/traitCollection``.
    open var traitCollection: UITraitCollection {
        collectionView.map { UITraitCollection($0.traits) } ?? UITraitCollection()
    }

    /// Returns the attributes the view wants; override to self-size on the axes that are estimated. The default
    /// returns the attributes unchanged.
    open func preferredLayoutAttributesFitting(
        _ layoutAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes {
        layoutAttributes
    }

    /// Called with the attributes the layout gave the view.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

    /// The size the view wants: Apple's `preferredLayoutAttributesFitting(_:)`, asked with the layout's attributes.
    open override func preferredSize(fitting attributes: LayoutAttributes) -> CGSize {
        preferredLayoutAttributesFitting(UICollectionViewLayoutAttributes(attributes)).size
    }

    /// The object last passed to UIKit's `apply(_:)`, updated in place for the next apply while nothing else holds
    /// it; a new one is made only when it is shared (a subclass kept it) or shows another kind of element.
    private var appliedAttributes: UICollectionViewLayoutAttributes?

    /// Receives the headless layer's attributes and calls the `apply(_:)` taking
    /// `UICollectionViewLayoutAttributes` with them (one object reused while nothing else holds it).
    open override func apply(_ attributes: LayoutAttributes) {
        let category = UICollectionView.ElementCategory(attributes.category)
        if isKnownUniquelyReferenced(&appliedAttributes), let reused = appliedAttributes,
            type(of: reused) == UICollectionViewLayoutAttributes.self,
            reused.representedElementCategory == category, reused.representedElementKind == attributes.elementKind
        {
            reused.update(from: attributes)
        } else {
            appliedAttributes = UICollectionViewLayoutAttributes(attributes)
        }
        apply(appliedAttributes!)
    }
}

/// A view that shows an item.
@MainActor
open class UICollectionViewCell: UICollectionReusableView {
    /// The view that holds the cell's content.
    public let contentView: UIView = UIView(frame: .zero)
    private var storedContentConfiguration: (any UIContentConfiguration)?
    private var contentConfigurationView: (any UIView & UIContentView)?

    /// Creates a cell with `frame`; its ``contentView`` fills the cell.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.frame = CGRect(origin: .zero, size: frame.size)
    }

    /// Creates a cell with a zero frame; nothing is decoded.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Sizes ``contentView`` to the cell's new frame, then applies the attributes as the superclass does.
    open override func apply(_ attributes: LayoutAttributes) {
        contentView.frame = CGRect(origin: .zero, size: frame.size)
        super.apply(attributes)
    }

    /// The configuration of the cell's content. Setting one applies it to the current content view when that view
    /// supports it (`UIContentView.supports(_:)`), and otherwise replaces the content view's content with the
    /// configuration's new view, sized to ``contentView``; `nil` removes it.
    open var contentConfiguration: (any UIContentConfiguration)? {
        get { storedContentConfiguration }
        set {
            storedContentConfiguration = newValue
            guard let newValue else {
                contentConfigurationView?.removeFromSuperview()
                contentConfigurationView = nil
                return
            }
            if let view = contentConfigurationView, view.supports(newValue) {
                view.configuration = newValue
            } else {
                contentConfigurationView?.removeFromSuperview()
                let view = newValue.makeContentView()
                view.frame = contentView.bounds
                contentView.addSubview(view)
                contentConfigurationView = view
            }
            contentConfigurationDidChange()
        }
    }

    /// The view made by ``contentConfiguration``, inside ``contentView``.
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

    /// Updates the cell's configurations for `state`; the default does nothing. Override it (calling `super`) or
    /// set ``configurationUpdateHandler``.
    open func updateConfiguration(using state: UICellConfigurationState) {}

    /// Selection changes ask for a configuration update.
    open override var isSelected: Bool {
        didSet { if isSelected != oldValue { setNeedsUpdateConfiguration() } }
    }
    /// Highlight changes ask for a configuration update.
    open override var isHighlighted: Bool {
        didSet { if isHighlighted != oldValue { setNeedsUpdateConfiguration() } }
    }
    /// Focus changes ask for a configuration update.
    open override var isFocused: Bool {
        didSet { if isFocused != oldValue { setNeedsUpdateConfiguration() } }
    }

    /// A reused cell needs a configuration update before it is shown again.
    open override func prepareForReuse() {
        super.prepareForReuse()
        configurationStorage.indentationSetByClient = false
        setNeedsUpdateConfiguration()
    }

    /// Called when the content configuration changes (list cells lay out their content view again).
    func contentConfigurationDidChange() {}
    /// Called when the editing state changes (list cells show and hide editing accessories).
    func editingStateDidChange() {}
}

