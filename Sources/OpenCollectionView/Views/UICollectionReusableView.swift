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

    /// The configuration of the cell's content; setting it makes (or updates) the content view inside
    /// ``contentView``.
    open var contentConfiguration: (any UIContentConfiguration)? {
        get { storedContentConfiguration }
        set {
            let previous = storedContentConfiguration
            storedContentConfiguration = newValue
            guard let newValue else {
                contentConfigurationView?.removeFromSuperview()
                contentConfigurationView = nil
                return
            }
            if let view = contentConfigurationView, let previous, type(of: previous) == type(of: newValue) {
                view.configuration = newValue
            } else {
                contentConfigurationView?.removeFromSuperview()
                let view = newValue.makeContentView()
                view.frame = contentView.bounds
                contentView.addSubview(view)
                contentConfigurationView = view
            }
        }
    }

    /// The cell's state for configurations.
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState()
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        state.isFocused = isFocused
        return state
    }
}

/// A cell of a list section, with the list's default content configuration.
@MainActor
open class UICollectionViewListCell: UICollectionViewCell {
    /// The indentation level of the cell in an outline.
    open var indentationLevel: Int = 0
    /// The width of one indentation level (10 points by default).
    open var indentationWidth: CGFloat = 10

    /// A list content configuration with the cell style's defaults.
    open func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }
}
