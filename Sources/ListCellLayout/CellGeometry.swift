import Foundation

/// One accessory to place at an edge of a cell: its own size and the width reserved for it.
public struct AccessoryBox: Sendable, Hashable {
    /// The accessory's size (a glyph's, a label's text size, a custom view's frame size).
    public var size: CGSize
    /// The width reserved for the accessory, which is centred in it; `nil` reserves its own width.
    public var reservedWidth: CGFloat?

    public init(size: CGSize, reservedWidth: CGFloat? = nil) {
        self.size = size
        self.reservedWidth = reservedWidth
    }

    /// The width the accessory takes along the row.
    var slotWidth: CGFloat { Swift.max(reservedWidth ?? size.width, size.width) }
}

/// What a list cell's own geometry depends on: its size, margins, indentation and accessories.
public struct CellGeometryInput: Sendable, Hashable {
    /// The cell's bounds size.
    public var size: CGSize
    public var direction: LayoutDirection
    /// The cell's leading layout margin (the list's margin at this width).
    public var leadingMargin: CGFloat
    /// The cell's trailing layout margin.
    public var trailingMargin: CGFloat
    /// The cell's indentation level (0 or more).
    public var indentationLevel: Int
    /// The width of one indentation level (0 or more).
    public var indentationWidth: CGFloat
    /// Whether indentation moves the leading accessories too (UIKit's default) or only the content.
    public var indentsAccessories: Bool
    /// The accessories on the leading edge, from the cell's edge inward.
    public var leadingAccessories: [AccessoryBox]
    /// The accessories on the trailing edge, from the cell's edge inward.
    public var trailingAccessories: [AccessoryBox]
    /// Pixels per point; frames are rounded to whole pixels.
    public var scale: CGFloat

    public init(
        size: CGSize, direction: LayoutDirection = .leftToRight, leadingMargin: CGFloat = 0,
        trailingMargin: CGFloat = 0, indentationLevel: Int = 0,
        indentationWidth: CGFloat = ListCellMetrics.indentationWidth, indentsAccessories: Bool = true,
        leadingAccessories: [AccessoryBox] = [], trailingAccessories: [AccessoryBox] = [], scale: CGFloat = defaultDisplayScale
    ) {
        self.size = size
        self.direction = direction
        self.leadingMargin = leadingMargin
        self.trailingMargin = trailingMargin
        self.indentationLevel = indentationLevel
        self.indentationWidth = indentationWidth
        self.indentsAccessories = indentsAccessories
        self.leadingAccessories = leadingAccessories
        self.trailingAccessories = trailingAccessories
        self.scale = scale
    }
}

/// Where a list cell's content view and accessories go (LC2, LC3).
public struct CellGeometry: Sendable, Hashable {
    /// The content view's frame in the cell.
    public var contentFrame: CGRect
    /// The leading accessories' frames in the cell, in the input's order.
    public var leadingAccessoryFrames: [CGRect]
    /// The trailing accessories' frames in the cell, in the input's order.
    public var trailingAccessoryFrames: [CGRect]
    /// The leading margin the content view inherits from the cell: the cell's margin when the content view
    /// reaches the cell's leading edge region (no leading accessory), otherwise 0.
    public var inheritedLeadingMargin: CGFloat
    /// The trailing margin the content view inherits from the cell (as ``inheritedLeadingMargin``).
    public var inheritedTrailingMargin: CGFloat

    /// Works out the geometry.
    ///
    /// The outermost accessory of an edge starts at the cell's layout margin; each next one follows after
    /// ``ListCellMetrics/accessorySpacing``; each accessory is centred in its slot and vertically in the cell. The
    /// content view spans between the innermost accessories (the cell's edges when an edge has none), moved by
    /// the indentation (`level × width`, with the leading accessories too when `indentsAccessories`). Worked out
    /// left to right and mirrored for right to left. Complexity: O(number of accessories).
    /// - Throws: ``CellLayoutError`` for a negative indentation level, a negative or non-finite width, margin or
    ///   size.
    public init(_ input: CellGeometryInput) throws(CellLayoutError) {
        try Self.validate(input)
        let width = input.size.width
        let indentation = CGFloat(input.indentationLevel) * input.indentationWidth
        var x = input.leadingMargin + (input.indentsAccessories ? indentation : 0)
        var leading: [CGRect] = []
        for box in input.leadingAccessories {
            leading.append(Self.frame(of: box, slotMinX: x, cellHeight: input.size.height))
            x += box.slotWidth + ListCellMetrics.accessorySpacing
        }
        let contentMinX =
            input.leadingAccessories.isEmpty
            ? indentation
            : x - ListCellMetrics.accessorySpacing + (input.indentsAccessories ? 0 : indentation)
        var maxX = width - input.trailingMargin
        var trailing: [CGRect] = []
        for box in input.trailingAccessories {
            trailing.append(Self.frame(of: box, slotMinX: maxX - box.slotWidth, cellHeight: input.size.height))
            maxX -= box.slotWidth + ListCellMetrics.accessorySpacing
        }
        let contentMaxX = input.trailingAccessories.isEmpty ? width : maxX + ListCellMetrics.accessorySpacing
        let content = CGRect(
            x: contentMinX, y: 0, width: Swift.max(0, contentMaxX - contentMinX), height: input.size.height)
        let place = { (rect: CGRect) in rect.mirrored(inWidth: width, input.direction).roundedToPixels(scale: input.scale) }
        contentFrame = place(content)
        leadingAccessoryFrames = leading.map(place)
        trailingAccessoryFrames = trailing.map(place)
        inheritedLeadingMargin = input.leadingAccessories.isEmpty ? input.leadingMargin : 0
        inheritedTrailingMargin = input.trailingAccessories.isEmpty ? input.trailingMargin : 0
    }

    private static func frame(of box: AccessoryBox, slotMinX: CGFloat, cellHeight: CGFloat) -> CGRect {
        CGRect(
            x: slotMinX + (box.slotWidth - box.size.width) / 2, y: (cellHeight - box.size.height) / 2,
            width: box.size.width, height: box.size.height)
    }

    private static func validate(_ input: CellGeometryInput) throws(CellLayoutError) {
        guard input.indentationLevel >= 0 else { throw .negativeIndentationLevel(input.indentationLevel) }
        guard input.indentationWidth.isFinite, input.indentationWidth >= 0 else {
            throw .invalidIndentationWidth(input.indentationWidth)
        }
        try ListCellLayout.validate(input.size, "the cell")
        try ListCellLayout.validate(input.leadingMargin, "the cell's leading margin")
        try ListCellLayout.validate(input.trailingMargin, "the cell's trailing margin")
        for (index, box) in (input.leadingAccessories + input.trailingAccessories).enumerated() {
            try ListCellLayout.validate(box.size, "accessory \(index)")
            if let reserved = box.reservedWidth { try ListCellLayout.validate(reserved, "accessory \(index)'s reserved width") }
        }
    }
}
