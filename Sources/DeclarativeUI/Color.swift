import Foundation

/// Something views are filled or stroked with: a colour, or a style resolved against the environment
/// (`.primary`, `.secondary`, `.tint`).
public protocol ShapeStyle {}

/// A style that resolves to a colour in an environment.
protocol ResolvableShapeStyle {
    func resolve(in environment: ViewEnvironment) -> Color
}

extension ShapeStyle {
    /// The colour this style draws in `environment` (the foreground colour for styles the engine does not know).
    func resolvedColor(in environment: ViewEnvironment) -> Color {
        (self as? any ResolvableShapeStyle)?.resolve(in: environment) ?? environment.foregroundColor
    }
}

/// A colour in sRGB with an opacity; also a view that fills the space it is offered.
public struct Color: Hashable, Sendable, ShapeStyle, ResolvableShapeStyle {
    /// Red, green and blue from 0 to 1.
    public var red: Double
    public var green: Double
    public var blue: Double
    /// Opacity from 0 (clear) to 1 (opaque).
    public var alpha: Double

    /// A colour of the given components.
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        alpha = opacity
    }

    /// A grey of `white` brightness.
    public init(white: Double, opacity: Double = 1) {
        self.init(red: white, green: white, blue: white, opacity: opacity)
    }

    /// The same colour at `opacity` times its own opacity.
    public func opacity(_ opacity: Double) -> Color {
        Color(red: red, green: green, blue: blue, opacity: alpha * opacity)
    }

    func resolve(in environment: ViewEnvironment) -> Color { self }

    private static func rgb(_ red: Double, _ green: Double, _ blue: Double, _ alpha: Double = 1) -> Color {
        Color(red: red / 255, green: green / 255, blue: blue / 255, opacity: alpha)
    }

    // iOS's light-appearance system colours (UIKit's `UIColor.system…`, which SwiftUI's colours resolve to).
    public static let red = rgb(255, 59, 48)
    public static let orange = rgb(255, 149, 0)
    public static let yellow = rgb(255, 204, 0)
    public static let green = rgb(52, 199, 89)
    public static let mint = rgb(0, 199, 190)
    public static let teal = rgb(48, 176, 199)
    public static let cyan = rgb(50, 173, 230)
    public static let blue = rgb(0, 122, 255)
    public static let indigo = rgb(88, 86, 214)
    public static let purple = rgb(175, 82, 222)
    public static let pink = rgb(255, 45, 85)
    public static let brown = rgb(162, 132, 94)
    public static let gray = rgb(142, 142, 147)
    public static let black = rgb(0, 0, 0)
    public static let white = rgb(255, 255, 255)
    public static let clear = rgb(0, 0, 0, 0)
    /// The primary label colour (black in the light appearance).
    public static let primary = rgb(0, 0, 0)
    /// The secondary label colour (RGB 60, 60, 67 at 60 %).
    public static let secondary = rgb(60, 60, 67, 0.6)
    /// The accent colour (the system blue).
    public static let accentColor = blue
}

/// The levels of the foreground style: `.primary`, `.secondary`, `.tertiary`, `.quaternary`.
public struct HierarchicalShapeStyle: ShapeStyle, ResolvableShapeStyle, Hashable, Sendable {
    let level: Int

    /// The foreground colour at the level's opacity (1, 0.6, 0.3, 0.18 of the label colour, as UIKit's label,
    /// secondary, tertiary and quaternary label colours); `.primary` is the foreground colour itself.
    func resolve(in environment: ViewEnvironment) -> Color {
        let base = environment.foregroundColor
        switch level {
        case 0: return base
        case 1: return environment.foregroundIsDefault ? .secondary : base.opacity(0.6)
        case 2: return base.opacity(0.3)
        default: return base.opacity(0.18)
        }
    }
}

/// The tint of the environment (the accent colour unless a view sets `tint`).
public struct TintShapeStyle: ShapeStyle, ResolvableShapeStyle, Hashable, Sendable {
    func resolve(in environment: ViewEnvironment) -> Color { environment.tint }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// The foreground colour.
    public static var primary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 0) }
    /// The second level of the foreground.
    public static var secondary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 1) }
    /// The third level of the foreground.
    public static var tertiary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 2) }
    /// The fourth level of the foreground.
    public static var quaternary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 3) }
}

extension ShapeStyle where Self == TintShapeStyle {
    /// The environment's tint.
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

extension ShapeStyle where Self == Color {
    public static var red: Color { Color.red }
    public static var orange: Color { Color.orange }
    public static var yellow: Color { Color.yellow }
    public static var green: Color { Color.green }
    public static var mint: Color { Color.mint }
    public static var teal: Color { Color.teal }
    public static var cyan: Color { Color.cyan }
    public static var blue: Color { Color.blue }
    public static var indigo: Color { Color.indigo }
    public static var purple: Color { Color.purple }
    public static var pink: Color { Color.pink }
    public static var brown: Color { Color.brown }
    public static var gray: Color { Color.gray }
    public static var black: Color { Color.black }
    public static var white: Color { Color.white }
    public static var clear: Color { Color.clear }
}
