import Foundation

#if !canImport(CoreGraphics)
    /// A colour as Core Graphics stores it: device RGB (or gray) components and alpha. Foundation on Linux has none;
    /// this is what ``UIColor/cgColor`` and ``CALayer`` colours are.
    public final class CGColor: Sendable, Hashable, CustomStringConvertible {
        /// The components, colour components first and alpha last.
        public let components: [CGFloat]?
        /// The number of components, alpha included.
        public var numberOfComponents: Int { components?.count ?? 0 }
        /// The alpha component.
        public var alpha: CGFloat { components?.last ?? 1 }

        /// A colour of red, green, blue and alpha components (0 to 1).
        public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
            components = [red, green, blue, alpha]
        }

        /// A gray colour of `gray` and `alpha` (0 to 1).
        public init(gray: CGFloat, alpha: CGFloat) {
            components = [gray, alpha]
        }

        /// Whether both colours have the same components.
        public static func == (lhs: CGColor, rhs: CGColor) -> Bool { lhs.components == rhs.components }
        /// Hashes the components.
        public func hash(into hasher: inout Hasher) { hasher.combine(components) }
        /// The components, as Core Graphics prints them.
        public var description: String {
            "<CGColor> [ " + (components ?? []).map { "\($0)" }.joined(separator: " ") + " ]"
        }
    }
#endif

/// A colour: fixed components (extended sRGB, 0 to 1) or a dynamic colour that resolves against a trait collection
/// (light and dark appearance). No pixels: renderers read the components with ``getRed(_:green:blue:alpha:)``.
///
/// `@unchecked Sendable`, as UIKit's colours are shared across threads: every stored property is a constant, and a
/// dynamic colour's provider is only called to resolve it, synchronously, on the caller's thread; like UIKit's, it
/// must be a pure function of the traits it is given.
public final class UIColor: Hashable, CustomStringConvertible, @unchecked Sendable {
    private enum Storage {
        case fixed(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)
        case dynamic((UITraitCollection) -> UIColor)
    }

    private let storage: Storage
    /// A name for system and semantic colours (their description), `nil` otherwise.
    let systemName: String?

    /// A colour of red, green, blue and alpha components (0 to 1; values outside are extended-range).
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        storage = .fixed(red: red, green: green, blue: blue, alpha: alpha)
        systemName = nil
    }

    /// A gray colour of `white` (0 black to 1 white) and `alpha`.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// A colour of hue, saturation and brightness (0 to 1) and alpha.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let h = (hue - hue.rounded(.down)) * 6
        let sector = Int(h) % 6
        let f = h - CGFloat(Int(h))
        let v = brightness, p = v * (1 - saturation), q = v * (1 - saturation * f), t = v * (1 - saturation * (1 - f))
        let rgb: (CGFloat, CGFloat, CGFloat) = [(v, t, p), (q, v, p), (p, v, t), (p, q, v), (t, p, v), (v, p, q)][sector]
        self.init(red: rgb.0, green: rgb.1, blue: rgb.2, alpha: alpha)
    }

    /// A colour whose value depends on the traits it is resolved with (light and dark appearance).
    public init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        storage = .dynamic(dynamicProvider)
        systemName = nil
    }

    /// The colour of a Core Graphics colour (RGB or gray components).
    public convenience init(cgColor: CGColor) {
        let c = cgColor.components ?? [0, 0, 0, 1]
        if c.count >= 4 {
            self.init(red: c[0], green: c[1], blue: c[2], alpha: c[3])
        } else {
            self.init(white: c.first ?? 0, alpha: c.count > 1 ? c[1] : 1)
        }
    }

    init(named name: String, light: (CGFloat, CGFloat, CGFloat, CGFloat), dark: (CGFloat, CGFloat, CGFloat, CGFloat)) {
        let lightColor = UIColor(red: light.0 / 255, green: light.1 / 255, blue: light.2 / 255, alpha: light.3)
        let darkColor = UIColor(red: dark.0 / 255, green: dark.1 / 255, blue: dark.2 / 255, alpha: dark.3)
        storage = .dynamic { $0.userInterfaceStyle == .dark ? darkColor : lightColor }
        systemName = name
    }

    /// The colour with its alpha replaced (a dynamic colour stays dynamic).
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        switch storage {
        case .fixed(let r, let g, let b, _): return UIColor(red: r, green: g, blue: b, alpha: alpha)
        case .dynamic: return UIColor { self.resolvedColor(with: $0).withAlphaComponent(alpha) }
        }
    }

    /// The fixed colour for `traitCollection` (a fixed colour is itself; unspecified style resolves as light).
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        switch storage {
        case .fixed: return self
        case .dynamic(let provider): return provider(traitCollection).resolvedColor(with: traitCollection)
        }
    }

    /// The components of the colour resolved with light traits; `true` (the colour is RGB-compatible).
    @discardableResult
    public func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        let c = rgba
        red?.pointee = c.red
        green?.pointee = c.green
        blue?.pointee = c.blue
        alpha?.pointee = c.alpha
        return true
    }

    /// The gray level (the mean of the components) and alpha; `true`.
    @discardableResult
    public func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let c = rgba
        white?.pointee = (c.red + c.green + c.blue) / 3
        alpha?.pointee = c.alpha
        return true
    }

    /// The components resolved with light traits (the default appearance).
    var rgba: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        switch resolvedColor(with: UITraitCollection.standard).storage {
        case .fixed(let r, let g, let b, let a): return (r, g, b, a)
        case .dynamic: return (0, 0, 0, 1)
        }
    }

    /// The Core Graphics colour (resolved with light traits).
    public var cgColor: CGColor {
        let c = rgba
        return CGColor(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
    }

    /// Whether both colours have the same components in light and dark appearance.
    public static func == (lhs: UIColor, rhs: UIColor) -> Bool {
        if lhs === rhs { return true }
        for style in [UIUserInterfaceStyle.light, .dark] {
            let traits = UITraitCollection(userInterfaceStyle: style)
            guard case .fixed(let r1, let g1, let b1, let a1) = lhs.resolvedColor(with: traits).storage,
                case .fixed(let r2, let g2, let b2, let a2) = rhs.resolvedColor(with: traits).storage,
                r1 == r2, g1 == g2, b1 == b2, a1 == a2
            else { return false }
        }
        return true
    }

    /// Hashes the light components.
    public func hash(into hasher: inout Hasher) {
        let c = rgba
        hasher.combine(c.red)
        hasher.combine(c.green)
        hasher.combine(c.blue)
        hasher.combine(c.alpha)
    }

    /// UIKit's format: the system name, or the sRGB components.
    public var description: String {
        if let systemName { return "<UIDynamicSystemColor: name = \(systemName)>" }
        let c = rgba
        return "UIExtendedSRGBColorSpace \(c.red) \(c.green) \(c.blue) \(c.alpha)"
    }
}
