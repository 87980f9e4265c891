import CollectionGeometry
import Foundation

/// An image as data: a size, and for a system symbol its name and configuration, for a PNG or JPEG its encoded
/// bytes (only the header is read, for the size; renderers embed the bytes as they are).
public final class UIImage: Hashable, Sendable, CustomStringConvertible {
    /// The size in points.
    public let size: CGSize
    /// Pixels per point.
    public let scale: CGFloat
    /// The system symbol's name; `nil` for other images.
    public let symbolName: String?
    /// The symbol configuration the image was made with; `nil` for other images.
    public let symbolConfiguration: SymbolConfiguration?
    /// How the image is drawn (templates take the tint colour).
    public let renderingMode: RenderingMode
    /// The colour a template image is drawn in, when given.
    public let tintColor: UIColor?
    /// The encoded bytes and their header, for an image made from a PNG or JPEG file or data.
    public let encoded: (header: ImageHeader, data: Data)?

    /// How an image is drawn.
    public enum RenderingMode: Int, Sendable, Hashable {
        /// Symbols as templates, other images as originals.
        case automatic = 0
        /// The image's own colours.
        case alwaysOriginal = 1
        /// A shape in the tint colour.
        case alwaysTemplate = 2
    }

    init(
        size: CGSize, scale: CGFloat = defaultDisplayScale, symbolName: String? = nil, symbolConfiguration: SymbolConfiguration? = nil,
        renderingMode: RenderingMode = .automatic, tintColor: UIColor? = nil, encoded: (header: ImageHeader, data: Data)? = nil
    ) {
        self.encoded = encoded
        self.size = size
        self.scale = scale
        self.symbolName = symbolName
        self.symbolConfiguration = symbolConfiguration
        self.renderingMode = renderingMode
        self.tintColor = tintColor
    }

    /// An empty image (zero size).
    public convenience init() { self.init(size: .zero) }

    /// A system symbol at the default configuration (body text size, medium scale): `nil` for an empty name.
    public convenience init?(systemName name: String) {
        self.init(systemName: name, withConfiguration: nil)
    }

    /// A system symbol with a configuration; its size follows the configuration (semantics V9).
    public convenience init?(systemName name: String, withConfiguration configuration: Configuration?) {
        guard !name.isEmpty else { return nil }
        let symbol = configuration as? SymbolConfiguration
        self.init(size: (symbol ?? SymbolConfiguration()).symbolSize, symbolName: name, symbolConfiguration: symbol)
    }

    /// Asset catalogs do not exist here: always `nil`.
    public convenience init?(named name: String) { nil }

    /// A PNG or JPEG image from its bytes, at 1 pixel per point; `nil` for anything else, a corrupt header or a
    /// refused size (``ImageHeader/Failure``; semantics V27).
    public convenience init?(data: Data) { self.init(data: data, scale: 1) }

    /// A PNG or JPEG image from its bytes at `scale` pixels per point (a non-positive or non-finite scale is 1).
    public convenience init?(data: Data, scale: CGFloat) {
        guard let header = try? ImageHeader(data) else { return nil }
        let scale = scale > 0 && scale.isFinite ? scale : 1
        self.init(
            size: CGSize(width: CGFloat(header.pixelWidth) / scale, height: CGFloat(header.pixelHeight) / scale),
            scale: scale, encoded: (header, data))
    }

    /// A PNG or JPEG file; its scale is 3 or 2 when the name ends in `@3x` or `@2x`, else 1. `nil` for a missing,
    /// unreadable, corrupt or too large file (its size is checked before it is read).
    public convenience init?(contentsOfFile path: String) {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
            let byteCount = attributes[.size] as? NSNumber, byteCount.intValue <= ImageHeader.maximumByteCount,
            let data = FileManager.default.contents(atPath: path)
        else { return nil }
        let stem = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        self.init(data: data, scale: stem.hasSuffix("@3x") ? 3 : stem.hasSuffix("@2x") ? 2 : 1)
    }

    /// An image file among `bundle`'s resources (the main bundle when `nil`): `name` with `@3x`, `@2x` or no
    /// suffix, as PNG, JPG or JPEG, in that order. Asset catalogs are not read; the trait collection is not used.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        let bundle = bundle ?? .main
        let stem = (name as NSString).deletingPathExtension
        let given = (name as NSString).pathExtension
        let types = given.isEmpty ? ["png", "jpg", "jpeg"] : [given]
        for suffix in ["@3x", "@2x", ""] {
            for type in types {
                if let path = bundle.path(forResource: stem + suffix, ofType: type) {
                    self.init(contentsOfFile: path)
                    return
                }
            }
        }
        return nil
    }

    /// Whether the image is a system symbol.
    public var isSymbolImage: Bool { symbolName != nil }

    /// The configuration of a symbol image (`nil` for other images).
    public var configuration: Configuration? { symbolConfiguration }

    /// The same symbol with `configuration` combined into its own.
    public func withConfiguration(_ configuration: Configuration) -> UIImage {
        guard let symbolName, let symbol = configuration as? SymbolConfiguration else { return self }
        let combined = symbolConfiguration?.applying(symbol) ?? symbol
        return UIImage(
            size: combined.symbolSize, symbolName: symbolName, symbolConfiguration: combined,
            renderingMode: renderingMode, tintColor: tintColor)
    }

    /// The same symbol with `configuration` combined into its own; `nil` for an image that is not a symbol.
    public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? {
        isSymbolImage ? withConfiguration(configuration) : nil
    }

    /// The same image drawn in `renderingMode`.
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        UIImage(size: size, scale: scale, symbolName: symbolName, symbolConfiguration: symbolConfiguration,
                renderingMode: renderingMode, tintColor: tintColor, encoded: encoded)
    }

    /// The same image drawn as a template in `color`.
    public func withTintColor(_ color: UIColor) -> UIImage {
        UIImage(size: size, scale: scale, symbolName: symbolName, symbolConfiguration: symbolConfiguration,
                renderingMode: .alwaysTemplate, tintColor: color, encoded: encoded)
    }

    /// Whether both images have the same size, symbol and configuration.
    public static func == (lhs: UIImage, rhs: UIImage) -> Bool {
        lhs.size == rhs.size && lhs.symbolName == rhs.symbolName && lhs.symbolConfiguration == rhs.symbolConfiguration
            && lhs.renderingMode == rhs.renderingMode && lhs.encoded?.data == rhs.encoded?.data
    }
    /// Hashes the size and symbol.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(symbolName)
        hasher.combine(size.width)
        hasher.combine(size.height)
    }
    /// The symbol's name and the size.
    public var description: String {
        "<UIImage: symbol(\(symbolName ?? "none"))\(encoded.map { " \($0.header.format.rawValue)" } ?? "") size {\(size.width), \(size.height)}>"
    }
}

extension UIImage {
    /// A configuration of an image (UIKit's base class of symbol configurations).
    public class Configuration: Hashable, @unchecked Sendable {
        init() {}
        /// Identity, overridden by symbol configurations.
        public static func == (lhs: Configuration, rhs: Configuration) -> Bool { lhs.isEqual(to: rhs) }
        /// Hashes nothing here; symbol configurations hash their values.
        public func hash(into hasher: inout Hasher) {}
        func isEqual(to other: Configuration) -> Bool { self === other }
    }

    /// How big a symbol is relative to its point size.
    public enum SymbolScale: Int, Sendable, Hashable {
        /// The scale the context gives (medium).
        case `default` = -1
        /// Medium, when nothing else is given.
        case unspecified = 0
        /// About 0.78 of medium.
        case small = 1
        /// The standard scale.
        case medium = 2
        /// About 1.29 of medium.
        case large = 3

        var factor: CGFloat {
            switch self {
            case .small: 0.78
            case .large: 1.29
            default: 1
            }
        }
    }

    /// The weight of a symbol's strokes.
    public enum SymbolWeight: Int, Sendable, Hashable {
        /// Unspecified.
        case unspecified = 0, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
    }

    /// A symbol's point size or text style, weight and scale. Immutable: combine with ``applying(_:)``
    /// (`@unchecked Sendable` because UIKit's class is not final; every property is a constant).
    public final class SymbolConfiguration: Configuration, @unchecked Sendable {
        /// The point size; `nil` when the configuration names a text style or nothing.
        public let pointSize: CGFloat?
        /// The text style whose size the symbol takes; `nil` when not given.
        public let textStyle: UIFont.TextStyle?
        /// The stroke weight.
        public let weight: SymbolWeight
        /// The scale.
        public let scale: SymbolScale

        init(pointSize: CGFloat?, textStyle: UIFont.TextStyle?, weight: SymbolWeight, scale: SymbolScale) {
            self.pointSize = pointSize
            self.textStyle = textStyle
            self.weight = weight
            self.scale = scale
        }

        /// An empty configuration: body size, regular, medium.
        override convenience init() { self.init(pointSize: nil, textStyle: nil, weight: .unspecified, scale: .unspecified) }
        /// A point size.
        public convenience init(pointSize: CGFloat) {
            self.init(pointSize: pointSize, textStyle: nil, weight: .unspecified, scale: .unspecified)
        }
        /// A point size and weight.
        public convenience init(pointSize: CGFloat, weight: SymbolWeight) {
            self.init(pointSize: pointSize, textStyle: nil, weight: weight, scale: .unspecified)
        }
        /// A point size, weight and scale.
        public convenience init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
            self.init(pointSize: pointSize, textStyle: nil, weight: weight, scale: scale)
        }
        /// A text style's size.
        public convenience init(textStyle: UIFont.TextStyle) {
            self.init(pointSize: nil, textStyle: textStyle, weight: .unspecified, scale: .unspecified)
        }
        /// A text style's size and a scale.
        public convenience init(textStyle: UIFont.TextStyle, scale: SymbolScale) {
            self.init(pointSize: nil, textStyle: textStyle, weight: .unspecified, scale: scale)
        }
        /// A scale only.
        public convenience init(scale: SymbolScale) {
            self.init(pointSize: nil, textStyle: nil, weight: .unspecified, scale: scale)
        }
        /// A weight only.
        public convenience init(weight: SymbolWeight) {
            self.init(pointSize: nil, textStyle: nil, weight: weight, scale: .unspecified)
        }
        /// A font's size.
        public convenience init(font: UIFont) {
            self.init(pointSize: font.pointSize, textStyle: nil, weight: .unspecified, scale: .unspecified)
        }
        /// A font's size and a scale.
        public convenience init(font: UIFont, scale: SymbolScale) {
            self.init(pointSize: font.pointSize, textStyle: nil, weight: .unspecified, scale: scale)
        }

        /// This configuration with what `other` specifies taking over.
        public func applying(_ other: SymbolConfiguration?) -> SymbolConfiguration {
            guard let other else { return self }
            let size = other.pointSize ?? (other.textStyle == nil ? pointSize : nil)
            return SymbolConfiguration(
                pointSize: size, textStyle: other.textStyle ?? (other.pointSize == nil ? textStyle : nil),
                weight: other.weight == .unspecified ? weight : other.weight,
                scale: other.scale == .unspecified || other.scale == .default ? scale : other.scale)
        }

        /// The point size the symbol is drawn at: the given size, else the text style's at `.large`, else 17.
        var effectivePointSize: CGFloat {
            pointSize ?? textStyle.map { UIFont.preferredFont(forTextStyle: $0).pointSize } ?? 17
        }

        /// The model of a symbol's size: a square of 20/17 of the point size times the scale's factor, rounded
        /// to whole pixels at scale 3 (semantics V9).
        var symbolSize: CGSize {
            let side = (effectivePointSize * 20 / 17 * scale.factor * 3).rounded() / 3
            return CGSize(width: side, height: side)
        }

        override func isEqual(to other: Configuration) -> Bool {
            guard let other = other as? SymbolConfiguration else { return false }
            return pointSize == other.pointSize && textStyle == other.textStyle && weight == other.weight
                && scale == other.scale
        }

        /// Hashes the values.
        public override func hash(into hasher: inout Hasher) {
            hasher.combine(pointSize)
            hasher.combine(textStyle)
            hasher.combine(weight)
            hasher.combine(scale)
        }
    }
}
