import Foundation

/// A function from a colour to a colour, applied when a configuration resolves a colour (UIKit's
/// `UIConfigurationColorTransformer`). Two transformers are equal when they are the same system transformer or
/// the same custom one (made by the same `init(_:)` call).
public struct UIConfigurationColorTransformer: Hashable, @unchecked Sendable {
    private let identity: String
    private let transform: (UIColor) -> UIColor

    /// A transformer running `transform`.
    public init(_ transform: @escaping (UIColor) -> UIColor) {
        self.identity = UUID().uuidString
        self.transform = transform
    }

    private init(system name: String, _ transform: @escaping (UIColor) -> UIColor) {
        identity = name
        self.transform = transform
    }

    /// Transforms a colour.
    public func callAsFunction(_ color: UIColor) -> UIColor { transform(color) }

    /// Keeps the colour (there are no pixels to desaturate; the transform is recorded by name for renderers).
    public static let grayscale = UIConfigurationColorTransformer(system: "grayscale") { $0 }
    /// The tint colour, whatever the input.
    public static let preferredTint = UIConfigurationColorTransformer(system: "preferredTint") { _ in .tintColor }
    /// The tint colour, whatever the input.
    public static let monochromeTint = UIConfigurationColorTransformer(system: "monochromeTint") { _ in .tintColor }

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.identity == rhs.identity }
    public func hash(into hasher: inout Hasher) { hasher.combine(identity) }
}
