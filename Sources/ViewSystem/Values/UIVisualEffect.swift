import Foundation

/// A visual effect as data: a blur or a vibrancy that a renderer may draw. Nothing is composited here.
/// Effects compare by value (UIKit's `isEqual:` does too), so configurations holding them stay `Hashable`.
open class UIVisualEffect: Hashable, @unchecked Sendable, CustomStringConvertible {
    /// No effect.
    public init() {}

    /// Whether both are the same kind of effect with the same values.
    public static func == (lhs: UIVisualEffect, rhs: UIVisualEffect) -> Bool {
        type(of: lhs) == type(of: rhs) && lhs.key == rhs.key
    }

    /// Hashes the effect's kind and values.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(type(of: self)))
        hasher.combine(key)
    }

    /// The values the effect compares by.
    var key: [Int] { [] }

    /// The effect's kind and style.
    public var description: String { "<\(type(of: self)) \(key)>" }
}

/// A blur of what is behind the view, in one of the system's materials.
public final class UIBlurEffect: UIVisualEffect, @unchecked Sendable {
    /// The material of a blur.
    public enum Style: Int, Sendable, Hashable {
        case extraLight, light, dark
        case regular = 4, prominent
        case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
        case systemUltraThinMaterialLight, systemThinMaterialLight, systemMaterialLight, systemThickMaterialLight
        case systemChromeMaterialLight
        case systemUltraThinMaterialDark, systemThinMaterialDark, systemMaterialDark, systemThickMaterialDark
        case systemChromeMaterialDark
    }

    /// The material.
    public let style: Style

    /// A blur in `style`.
    public init(style: Style) {
        self.style = style
        super.init()
    }

    override var key: [Int] { [style.rawValue] }
}

/// Vibrancy: content drawn so that it shows through a blur.
public final class UIVibrancyEffect: UIVisualEffect, @unchecked Sendable {
    /// What kind of content the vibrancy is for.
    public enum Style: Int, Sendable, Hashable {
        case label, secondaryLabel, tertiaryLabel, quaternaryLabel, fill, secondaryFill, tertiaryFill, separator
    }

    /// The blur the vibrancy goes over.
    public let blurEffect: UIBlurEffect
    /// The content's style; `nil` for the classic vibrancy (iOS 8).
    public let style: Style?

    /// Vibrancy over `blurEffect`.
    public init(blurEffect: UIBlurEffect) {
        self.blurEffect = blurEffect
        style = nil
        super.init()
    }

    /// Vibrancy of `style` over `blurEffect`.
    public init(blurEffect: UIBlurEffect, style: Style) {
        self.blurEffect = blurEffect
        self.style = style
        super.init()
    }

    override var key: [Int] { [blurEffect.style.rawValue, style?.rawValue ?? -1] }
}
