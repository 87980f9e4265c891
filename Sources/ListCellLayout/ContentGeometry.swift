import Foundation
@_exported import CollectionGeometry

/// Insets on the four sides of a rectangle, by reading direction: the layer-0 `DirectionalEdgeInsets`, which
/// compositional layouts use too (one type, so the face converts nothing between the two).
public typealias ContentInsets = DirectionalEdgeInsets

extension DirectionalEdgeInsets {
    /// The larger inset of the two on each side.
    public func atLeast(_ other: DirectionalEdgeInsets) -> DirectionalEdgeInsets {
        DirectionalEdgeInsets(
            top: Swift.max(top, other.top), leading: Swift.max(leading, other.leading),
            bottom: Swift.max(bottom, other.bottom), trailing: Swift.max(trailing, other.trailing))
    }
}

/// Measures a text: its size when laid out in at most the given width (already limited to its number of lines).
public typealias TextMeasure = (_ availableWidth: CGFloat) -> CGSize

/// What a list content view's layout depends on: its width, margins, image and texts.
public struct ContentGeometryInput {
    /// The content view's width.
    public var width: CGFloat
    /// The content view's height when laying out; `nil` when asking for the height it fits in.
    public var height: CGFloat?
    public var direction: LayoutDirection
    /// The configuration's margins.
    public var margins: ContentInsets
    /// Margins inherited from the superview on the axes that preserve them (zero on the others): the effective
    /// margin of a side is the larger of the two.
    public var inheritedMargins: ContentInsets
    /// The image's displayed size, when there is an image.
    public var imageSize: CGSize?
    /// The size reserved for the image, which is centred in it; a zero dimension reserves the image's own.
    public var reservedImageSize: CGSize
    public var imageToTextPadding: CGFloat
    public var textToSecondaryTextVerticalPadding: CGFloat
    public var textToSecondaryTextHorizontalPadding: CGFloat
    public var prefersSideBySideTextAndSecondaryText: Bool
    /// The primary text, when there is one.
    public var text: TextMeasure?
    /// The secondary text, when there is one.
    public var secondaryText: TextMeasure?
    /// The height the content view does not shrink below when sizing itself.
    public var minimumHeight: CGFloat
    /// Pixels per point; frames are rounded to whole pixels.
    public var scale: CGFloat

    public init(
        width: CGFloat, height: CGFloat? = nil, direction: LayoutDirection = .leftToRight,
        margins: ContentInsets = ContentInsets(), inheritedMargins: ContentInsets = ContentInsets(),
        imageSize: CGSize? = nil, reservedImageSize: CGSize = .zero, imageToTextPadding: CGFloat = 0,
        textToSecondaryTextVerticalPadding: CGFloat = 0, textToSecondaryTextHorizontalPadding: CGFloat = 0,
        prefersSideBySideTextAndSecondaryText: Bool = false, text: TextMeasure? = nil,
        secondaryText: TextMeasure? = nil, minimumHeight: CGFloat = 0, scale: CGFloat = defaultDisplayScale
    ) {
        self.width = width
        self.height = height
        self.direction = direction
        self.margins = margins
        self.inheritedMargins = inheritedMargins
        self.imageSize = imageSize
        self.reservedImageSize = reservedImageSize
        self.imageToTextPadding = imageToTextPadding
        self.textToSecondaryTextVerticalPadding = textToSecondaryTextVerticalPadding
        self.textToSecondaryTextHorizontalPadding = textToSecondaryTextHorizontalPadding
        self.prefersSideBySideTextAndSecondaryText = prefersSideBySideTextAndSecondaryText
        self.text = text
        self.secondaryText = secondaryText
        self.minimumHeight = minimumHeight
        self.scale = scale
    }
}

/// Where a list content view's image, text and secondary text go, and the size it fits in (LC4).
public struct ContentGeometry: Sendable, Hashable {
    /// The size: the given width and the given height, or the fitting height when none was given.
    public var size: CGSize
    /// The height the content needs (margins, the taller of image slot and texts, at least the minimum height).
    public var fittingHeight: CGFloat
    /// The margins used: the configuration's, raised to the inherited ones.
    public var effectiveMargins: ContentInsets
    public var imageFrame: CGRect?
    public var textFrame: CGRect?
    public var secondaryTextFrame: CGRect?
    /// Whether the texts sit side by side (they prefer it and fit on one line together).
    public var isSideBySide: Bool

    /// Lays the content out.
    ///
    /// The image's slot (its reserved size, or its own) sits at the leading margin and the texts after it and
    /// `imageToTextPadding`; texts take the rest of the width. Side by side, the text is at the leading edge and the
    /// secondary text at the trailing edge, when both prefer it and fit on one line with the horizontal padding
    /// between; otherwise the secondary text goes below the text after the vertical padding. The image slot and
    /// the text block are centred vertically between the top and bottom margins. Worked out left to right and
    /// mirrored for right to left; frames are rounded to pixels.
    /// - Throws: ``CellLayoutError`` for negative or non-finite sizes, margins or paddings.
    public init(_ input: ContentGeometryInput) throws(CellLayoutError) {
        try Self.validate(input)
        let margins = input.margins.atLeast(input.inheritedMargins)
        effectiveMargins = margins
        let slot = Self.imageSlot(input)
        let hasText = input.text != nil || input.secondaryText != nil
        let textMinX = margins.leading + (slot.map { $0.width + (hasText ? input.imageToTextPadding : 0) } ?? 0)
        let textWidth = Swift.max(0, input.width - margins.trailing - textMinX)
        let texts = TextBlock(input, availableWidth: textWidth)
        isSideBySide = texts.isSideBySide

        let contentHeight = Swift.max(slot?.height ?? 0, texts.height)
        fittingHeight = Swift.max(margins.top + contentHeight + margins.bottom, input.minimumHeight)
            .ceiledToPixel(scale: input.scale)
        let height = input.height ?? fittingHeight
        size = CGSize(width: input.width, height: height)

        let innerTop = margins.top
        let innerHeight = height - margins.top - margins.bottom
        let place = { (rect: CGRect) in
            rect.mirrored(inWidth: input.width, input.direction).roundedToPixels(scale: input.scale)
        }
        if let slot, let image = input.imageSize {
            let slotY = innerTop + (innerHeight - slot.height) / 2
            imageFrame = place(
                CGRect(
                    x: margins.leading + (slot.width - image.width) / 2, y: slotY + (slot.height - image.height) / 2,
                    width: image.width, height: image.height))
        }
        let blockY = innerTop + (innerHeight - texts.height) / 2
        textFrame = texts.textFrame(minX: textMinX, width: textWidth, blockY: blockY).map(place)
        secondaryTextFrame = texts.secondaryFrame(minX: textMinX, width: textWidth, blockY: blockY).map(place)
    }

    /// The image's slot: the reserved size where given, the image's own size otherwise; `nil` without an image.
    private static func imageSlot(_ input: ContentGeometryInput) -> CGSize? {
        guard let image = input.imageSize else { return nil }
        let reserved = input.reservedImageSize
        return CGSize(
            width: Swift.max(reserved.width > 0 ? reserved.width : image.width, image.width),
            height: Swift.max(reserved.height > 0 ? reserved.height : image.height, image.height))
    }

    private static func validate(_ input: ContentGeometryInput) throws(CellLayoutError) {
        try ListCellLayout.validate(CGSize(width: input.width, height: input.height ?? 0), "the content view")
        for (name, value) in [
            ("the top margin", input.margins.top), ("the leading margin", input.margins.leading),
            ("the bottom margin", input.margins.bottom), ("the trailing margin", input.margins.trailing),
            ("imageToTextPadding", input.imageToTextPadding),
            ("textToSecondaryTextVerticalPadding", input.textToSecondaryTextVerticalPadding),
            ("textToSecondaryTextHorizontalPadding", input.textToSecondaryTextHorizontalPadding),
            ("the minimum height", input.minimumHeight),
        ] {
            try ListCellLayout.validate(value, name)
        }
        if let image = input.imageSize { try ListCellLayout.validate(image, "the image") }
        try ListCellLayout.validate(input.reservedImageSize, "the image's reserved layout size")
    }
}
