import Foundation

/// The text and secondary text of a content view, measured and arranged (stacked or side by side).
struct TextBlock {
    var text: CGSize?
    var secondary: CGSize?
    var isSideBySide: Bool
    var verticalPadding: CGFloat

    init(_ input: ContentGeometryInput, availableWidth: CGFloat) {
        verticalPadding = input.textToSecondaryTextVerticalPadding
        if input.prefersSideBySideTextAndSecondaryText, let measureText = input.text,
            let measureSecondary = input.secondaryText
        {
            // Side by side only when both fit on one line each, with the padding between.
            let text = measureText(.greatestFiniteMagnitude)
            let secondary = measureSecondary(.greatestFiniteMagnitude)
            if text.width + input.textToSecondaryTextHorizontalPadding + secondary.width <= availableWidth {
                self.text = text
                self.secondary = secondary
                isSideBySide = true
                return
            }
        }
        isSideBySide = false
        text = input.text.map { Self.clamp($0(availableWidth), availableWidth) }
        secondary = input.secondaryText.map { Self.clamp($0(availableWidth), availableWidth) }
    }

    private static func clamp(_ size: CGSize, _ width: CGFloat) -> CGSize {
        CGSize(width: Swift.min(size.width, width), height: size.height)
    }

    /// The height of the block: the taller text side by side, both and the padding stacked.
    var height: CGFloat {
        let textHeight = text?.height ?? 0
        let secondaryHeight = secondary?.height ?? 0
        if isSideBySide { return Swift.max(textHeight, secondaryHeight) }
        let padding = text != nil && secondary != nil ? verticalPadding : 0
        return textHeight + padding + secondaryHeight
    }

    /// The text's frame: the whole text width (a label pinned to both sides) stacked, its own width side by side.
    func textFrame(minX: CGFloat, width: CGFloat, blockY: CGFloat) -> CGRect? {
        guard let text else { return nil }
        let y = isSideBySide ? blockY + (height - text.height) / 2 : blockY
        return CGRect(x: minX, y: y, width: isSideBySide ? text.width : width, height: text.height)
    }

    /// The secondary text's frame: below the text stacked, at the trailing edge side by side.
    func secondaryFrame(minX: CGFloat, width: CGFloat, blockY: CGFloat) -> CGRect? {
        guard let secondary else { return nil }
        if isSideBySide {
            return CGRect(
                x: minX + width - secondary.width, y: blockY + (height - secondary.height) / 2,
                width: secondary.width, height: secondary.height)
        }
        let y = blockY + (text.map { $0.height + verticalPadding } ?? 0)
        return CGRect(x: minX, y: y, width: width, height: secondary.height)
    }
}
