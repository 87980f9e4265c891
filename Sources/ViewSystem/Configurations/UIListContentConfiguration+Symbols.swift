import Foundation

extension UIListContentConfiguration.ImageProperties {
    /// The image as the list content view shows it: a symbol image with ``preferredSymbolConfiguration`` applied
    /// (its values taking over the image's own, as ``UIImageView/preferredSymbolConfiguration`` does), so that the
    /// configuration's point size, text style, weight and scale size it; any other image as it is.
    package func shownImage(_ image: UIImage) -> UIImage {
        guard image.isSymbolImage, let preferredSymbolConfiguration else { return image }
        return image.applyingSymbolConfiguration(preferredSymbolConfiguration) ?? image
    }
}
