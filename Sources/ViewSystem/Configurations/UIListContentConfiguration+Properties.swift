import Foundation
import ListCellLayout

extension UIListContentConfiguration {
    /// How a text of a list content configuration is shown.
    public struct TextProperties: Hashable, @unchecked Sendable {
        /// The horizontal alignment of a text.
        public enum TextAlignment: Int, Hashable, Sendable {
            /// Leading in the reading direction.
            case natural
            /// Centred.
            case center
            /// Justified.
            case justified
        }

        /// A change of case applied to a text before it is shown.
        public enum TextTransform: Int, Hashable, Sendable {
            case none, uppercase, lowercase, capitalized

            /// `text` with the transform applied (the layout layer's rule, `ListTextTransform`).
            public func apply(to text: String) -> String { listTextTransform.apply(to: text) }
        }

        public var font: UIFont
        public var color: UIColor
        public var colorTransformer: UIConfigurationColorTransformer?
        public var alignment: TextAlignment = .natural
        public var lineBreakMode: NSLineBreakMode = .byTruncatingTail
        /// The most lines the text takes; 0 is no limit (the default).
        public var numberOfLines = 0
        /// Whether a text with limited lines shrinks its font when it does not fit its width: down to
        /// ``minimumScaleFactor`` of the font's size, in half-point steps (semantics TX6). The text's frame and what
        /// renderers draw use the shrunk font; ``font`` does not change. Default `false`.
        public var adjustsFontSizeToFitWidth = false
        /// The smallest fraction of the font's size a shrinking font may take; 0 (the default) keeps the font's size.
        public var minimumScaleFactor: CGFloat = 0
        public var allowsDefaultTighteningForTruncation = true
        public var adjustsFontForContentSizeCategory = true
        public var showsExpansionTextWhenTruncated = false
        public var transform: TextTransform = .none

        package init(font: UIFont, color: UIColor) {
            self.font = font
            self.color = color
        }

        /// The colour shown: ``color`` through ``colorTransformer``.
        public func resolvedColor() -> UIColor { colorTransformer?(color) ?? color }
    }

    /// How the image of a list content configuration is shown.
    public struct ImageProperties: Hashable, @unchecked Sendable {
        /// A reserved-size dimension meaning "the system's standard size for symbol images", even for an image
        /// that is not a symbol (LC4).
        public static let standardDimension: CGFloat = -.greatestFiniteMagnitude

        /// The tint; `nil` uses the view's inherited tint.
        public var tintColor: UIColor?
        public var tintColorTransformer: UIConfigurationColorTransformer?
        /// The corner radius the image is clipped to.
        public var cornerRadius: CGFloat = 0
        /// The largest size the image is shown at, keeping its aspect ratio; a zero dimension is no limit.
        public var maximumSize: CGSize = .zero
        /// The size reserved for the image, which is centred in it; a zero dimension reserves the image's own
        /// (or, for a symbol image, the standard size), ``standardDimension`` the standard size.
        public var reservedLayoutSize: CGSize = .zero
        public var accessibilityIgnoresInvertColors = false
        /// The symbol configuration a symbol image is shown with (its point size, weight, scale or text style size
        /// the image; UIListContentConfiguration+Symbols.swift).
        public var preferredSymbolConfiguration: UIImage.SymbolConfiguration?

        public init() {}

        /// The tint shown: ``tintColor`` (or `tintColor` given when `nil`) through the transformer.
        public func resolvedTintColor(for tintColor: UIColor) -> UIColor {
            let color = self.tintColor ?? tintColor
            return tintColorTransformer?(color) ?? color
        }
    }
}
