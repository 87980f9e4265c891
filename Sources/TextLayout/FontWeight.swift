import Foundation

/// The nine weights of the system font, lightest first.
///
/// `value` is the weight's position on the system's −1…1 weight axis (the numbers a font descriptor
/// carries); `advanceFactor` is how much wider than regular the model draws every character at this
/// weight (<doc:TextModel>).
public enum FontWeight: Int, CaseIterable, Comparable, Hashable, Sendable {
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

    /// The weight's value on the −1…1 weight axis (regular is 0, bold 0.4).
    public var value: CGFloat {
        switch self {
        case .ultraLight: -0.8
        case .thin: -0.6
        case .light: -0.4
        case .regular: 0
        case .medium: 0.23
        case .semibold: 0.3
        case .bold: 0.4
        case .heavy: 0.56
        case .black: 0.62
        }
    }

    /// Every advance at this weight is the regular advance times this factor: heavier strokes take
    /// more room, 3 % per step around regular, so bold text measures 8 % wider than regular.
    public var advanceFactor: CGFloat {
        switch self {
        case .ultraLight: 0.92
        case .thin: 0.94
        case .light: 0.97
        case .regular: 1
        case .medium: 1.03
        case .semibold: 1.05
        case .bold: 1.08
        case .heavy: 1.11
        case .black: 1.14
        }
    }

    public static func < (lhs: FontWeight, rhs: FontWeight) -> Bool { lhs.rawValue < rhs.rawValue }
}
