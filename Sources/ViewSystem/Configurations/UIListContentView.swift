import CollectionGeometry
import Foundation
import ListCellLayout

/// The view of a ``UIListContentConfiguration``: it sizes itself to its content and lays out its image, text and
/// secondary text, whose frames (in its own coordinates) it answers. The geometry is the layout layer's
/// (`ListCellLayout.ContentGeometry`); texts are measured by the text model.
@MainActor
open class UIListContentView: UIView, UIContentView {
    /// The list configuration shown.
    public var listConfiguration: UIListContentConfiguration {
        didSet {
            geometryChanged()
            contentVersion &+= 1
            invalidateIntrinsicContentSize()
        }
    }
    /// Changes whenever the configuration does (Auto Layout measures new content afresh).
    private(set) var contentVersion = 0
    /// Margins inherited from the superview on the axes the configuration preserves (set by a list cell from its
    /// own geometry: its layout margins on the edges the content view shares with it).
    package var inheritedMargins = ContentInsets() {
        didSet { if inheritedMargins != oldValue { geometryChanged() } }
    }
    /// The reading direction the content is laid out in.
    package var layoutDirection: LayoutDirection = .leftToRight {
        didSet { if layoutDirection != oldValue { geometryChanged() } }
    }
    /// Pixels per point.
    package var displayScale: CGFloat = defaultDisplayScale
    private var laidOut: ContentGeometry?

    /// Creates a view showing `configuration`.
    public init(configuration: UIListContentConfiguration) {
        listConfiguration = configuration
        super.init(frame: .zero)
    }

    /// Decoding is not supported: always returns `nil`.
    public required init?(coder: NSCoder) { nil }

    /// The configuration shown; setting one that is not a ``UIListContentConfiguration`` is ignored (a cell makes
    /// a new view for it instead: ``supports(_:)`` says no).
    public var configuration: any UIContentConfiguration {
        get { listConfiguration }
        set {
            if let list = newValue as? UIListContentConfiguration { listConfiguration = list }
        }
    }

    /// Whether `configuration` is a list content configuration.
    public func supports(_ configuration: any UIContentConfiguration) -> Bool {
        configuration is UIListContentConfiguration
    }

    // MARK: Geometry

    /// The image's frame, when there is an image.
    public var imageLayoutFrame: CGRect? { geometry.imageFrame }
    /// The text's frame, when there is a text.
    public var textLayoutFrame: CGRect? { geometry.textFrame }
    /// The secondary text's frame, when there is one.
    public var secondaryTextLayoutFrame: CGRect? { geometry.secondaryTextFrame }

    /// The size the content fits in at `size.width`: the width given, the height the content needs (at least the
    /// style's minimum, 44 points for cell styles).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        guard let fitted = try? ContentGeometry(input(width: size.width, height: nil)) else { return size }
        return CGSize(width: size.width, height: fitted.fittingHeight)
    }

    /// No intrinsic width (the content takes the width it is given); the height the content needs at the current
    /// width, at least the style's minimum (LC16).
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: fittingHeight(atWidth: bounds.width))
    }

    /// Lays the content out in the current bounds.
    open override func layoutSubviews() {
        super.layoutSubviews()
        laidOut = nil
        _ = geometry
    }

    private var geometry: ContentGeometry {
        if let laidOut, laidOut.size == bounds.size { return laidOut }
        // Invalid sizes (a negative frame) have no content frames rather than a trap.
        let solved = (try? ContentGeometry(input(width: bounds.width, height: bounds.height)))
            ?? (try! ContentGeometry(ContentGeometryInput(width: 0, height: 0)))
        laidOut = solved
        return solved
    }

    private func geometryChanged() { laidOut = nil }

    /// The layout layer's input for this configuration at a width (and height, when laying out).
    func input(width: CGFloat, height: CGFloat?) -> ContentGeometryInput {
        listConfiguration.contentGeometryInput(
            width: width, height: height, direction: layoutDirection, inheritedMargins: inheritedMargins,
            scale: displayScale)
    }
}

extension UIListContentConfiguration {
    /// The layout layer's input for this configuration at a width (and height, when laying out), in a content view
    /// whose superview's margins are `inheritedMargins` (kept on the axes the configuration preserves): how
    /// ``UIListContentView`` sizes and lays itself out, and how the seed gallery measures its list headers.
    package func contentGeometryInput(
        width: CGFloat, height: CGFloat?, direction: LayoutDirection = .leftToRight,
        inheritedMargins: ContentInsets, scale: CGFloat
    ) -> ContentGeometryInput {
        let margins = directionalLayoutMargins
        var inherited = ContentInsets()
        if axesPreservingSuperviewLayoutMargins.contains(.horizontal) {
            inherited.leading = inheritedMargins.leading
            inherited.trailing = inheritedMargins.trailing
        }
        if axesPreservingSuperviewLayoutMargins.contains(.vertical) {
            inherited.top = inheritedMargins.top
            inherited.bottom = inheritedMargins.bottom
        }
        let textProperties = textProperties
        let secondaryTextProperties = secondaryTextProperties
        return ContentGeometryInput(
            width: width, height: height, direction: direction,
            margins: ContentInsets(
                top: margins.top, leading: margins.leading, bottom: margins.bottom, trailing: margins.trailing),
            inheritedMargins: inherited, imageSize: displayedImageSize, reservedImageSize: reservedImageSlot,
            imageToTextPadding: imageToTextPadding,
            textToSecondaryTextVerticalPadding: textToSecondaryTextVerticalPadding,
            textToSecondaryTextHorizontalPadding: textToSecondaryTextHorizontalPadding,
            prefersSideBySideTextAndSecondaryText: prefersSideBySideTextAndSecondaryText,
            text: displayedText.map { text in
                { width in ListText.size(of: text, properties: textProperties, width: width, scale: scale) }
            },
            secondaryText: displayedSecondaryText.map { text in
                { width in ListText.size(of: text, properties: secondaryTextProperties, width: width, scale: scale) }
            },
            minimumHeight: style.metrics.minimumHeight, scale: scale)
    }

    /// The text shown: the attributed text's string or the text, transformed; `nil` when empty.
    package var displayedText: String? {
        let shown = attributedText?.string ?? text
        return shown.flatMap { $0.isEmpty ? nil : textProperties.transform.apply(to: $0) }
    }

    /// The secondary text shown; `nil` when empty.
    package var displayedSecondaryText: String? {
        let shown = secondaryAttributedText?.string ?? secondaryText
        return shown.flatMap { $0.isEmpty ? nil : secondaryTextProperties.transform.apply(to: $0) }
    }

    /// The image's displayed size: its own, scaled down into `maximumSize` keeping its aspect ratio.
    var displayedImageSize: CGSize? {
        guard let image else { return nil }
        var size = imageProperties.shownImage(image).size
        let maximum = imageProperties.maximumSize
        var factor: CGFloat = 1
        if maximum.width > 0, size.width > maximum.width { factor = min(factor, maximum.width / size.width) }
        if maximum.height > 0, size.height > maximum.height { factor = min(factor, maximum.height / size.height) }
        size = CGSize(width: size.width * factor, height: size.height * factor)
        return size
    }

    /// The image's reserved slot: `standardDimension` (and a zero dimension of a symbol image) is the standard
    /// slot; a zero dimension otherwise the image's own.
    var reservedImageSlot: CGSize {
        let reserved = imageProperties.reservedLayoutSize
        let standard = ListCellMetrics.standardImageSlot
        let symbol = image?.isSymbolImage ?? false
        func resolve(_ value: CGFloat, _ standardValue: CGFloat) -> CGFloat {
            if value == ImageProperties.standardDimension || (value == 0 && symbol) { return standardValue }
            return max(0, value)
        }
        return CGSize(width: resolve(reserved.width, standard.width), height: resolve(reserved.height, standard.height))
    }
}
