import Foundation

/// A view that shows an image; its intrinsic size is the image's size.
@MainActor
open class UIImageView: UIView {
    /// Creates an image view with `frame` and no image.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// Creates an image view the size of `image`.
    public convenience init(image: UIImage?) {
        self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
    }

    /// Creates an image view the size of `image`, with a highlighted image.
    public convenience init(image: UIImage?, highlightedImage: UIImage?) {
        self.init(image: image)
        self.highlightedImage = highlightedImage
    }

    /// Decoding is not supported: always returns `nil`.
    public required init?(coder: NSCoder) { nil }

    /// The image shown; `nil` for none.
    open var image: UIImage? {
        didSet { if image != oldValue { imageDidChange() } }
    }
    /// The image shown while highlighted.
    open var highlightedImage: UIImage? {
        didSet { if isHighlighted { imageDidChange() } }
    }
    /// Whether the highlighted image is shown.
    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue { imageDidChange() } }
    }
    /// The symbol configuration applied to a symbol image (combined with the image's own).
    open var preferredSymbolConfiguration: UIImage.SymbolConfiguration? {
        didSet { imageDidChange() }
    }

    /// The image that is displayed: highlighted or not, with ``preferredSymbolConfiguration`` applied.
    public var displayedImage: UIImage? {
        let shown = isHighlighted ? (highlightedImage ?? image) : image
        guard let shown, let preferredSymbolConfiguration else { return shown }
        return shown.applyingSymbolConfiguration(preferredSymbolConfiguration) ?? shown
    }

    /// The displayed image's size; no intrinsic size without an image.
    open override var intrinsicContentSize: CGSize {
        displayedImage?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// The image's size (the current size without an image).
    open override func sizeThatFits(_ size: CGSize) -> CGSize { displayedImage?.size ?? bounds.size }

    private func imageDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }
}
