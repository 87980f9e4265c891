import Foundation

/// A part of a list content view that has a layout guide.
enum ListContentPart: Hashable {
    case image, text, secondaryText

    var guideIdentifier: String {
        switch self {
        case .image: "UIListContentView.imageLayoutGuide"
        case .text: "UIListContentView.textLayoutGuide"
        case .secondaryText: "UIListContentView.secondaryTextLayoutGuide"
        }
    }
}

extension UIListContentView {
    /// A guide at the image's frame, to align other views with it; `nil` when the configuration has no image.
    public var imageLayoutGuide: UILayoutGuide? { layoutGuide(.image) }
    /// A guide at the text's frame; `nil` when the configuration has no text.
    public var textLayoutGuide: UILayoutGuide? { layoutGuide(.text) }
    /// A guide at the secondary text's frame; `nil` when the configuration has no secondary text.
    public var secondaryTextLayoutGuide: UILayoutGuide? { layoutGuide(.secondaryText) }

    private func layoutGuide(_ part: ListContentPart) -> UILayoutGuide? {
        frame(of: part) == nil ? nil : systemGuide(.listContent(part))
    }

    func frame(of part: ListContentPart) -> CGRect? {
        switch part {
        case .image: imageLayoutFrame
        case .text: textLayoutFrame
        case .secondaryText: secondaryTextLayoutFrame
        }
    }

    /// The part's frame as insets from the view's edges (what a system guide follows); zero when the part is
    /// absent.
    func insets(of part: ListContentPart) -> UIEdgeInsets {
        guard let frame = frame(of: part) else { return .zero }
        return UIEdgeInsets(
            top: frame.minY, left: frame.minX, bottom: bounds.height - frame.maxY, right: bounds.width - frame.maxX)
    }
}
