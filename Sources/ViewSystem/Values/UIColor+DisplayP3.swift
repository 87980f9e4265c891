import Foundation

extension UIColor {
    /// A colour given in the Display P3 colour space, stored as the extended-range sRGB colour it is (components of
    /// a P3 colour outside the sRGB gamut fall below 0 or above 1, as UIKit's extended sRGB allows).
    ///
    /// The conversion (docs/reference/display-p3.md): undo the sRGB transfer curve (P3 uses the same one), multiply
    /// by the linear P3 → linear sRGB matrix derived from both spaces' primaries and their common D65 white point,
    /// and apply the curve again, mirrored for negative values.
    public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        let converted = DisplayP3.sRGB(red: red, green: green, blue: blue)
        self.init(red: converted.red, green: converted.green, blue: converted.blue, alpha: alpha)
    }
}

/// Display P3 (DCI-P3 primaries, D65 white, sRGB transfer curve) to extended sRGB.
package enum DisplayP3 {
    /// Linear Display P3 to linear sRGB, rows red, green, blue: M(sRGB)⁻¹ · M(P3), each M built from the space's
    /// primaries and the D65 white point (docs/reference/display-p3.md works it out).
    static let linearToLinearSRGB: [[Double]] = [
        [1.2249401763, -0.2249401763, 0],
        [-0.0420569547, 1.0420569547, 0],
        [-0.0196375546, -0.0786360456, 1.0982736001],
    ]

    /// The extended sRGB components of a Display P3 colour.
    package static func sRGB(red: CGFloat, green: CGFloat, blue: CGFloat) -> (red: CGFloat, green: CGFloat, blue: CGFloat) {
        let linear = [Double(red), Double(green), Double(blue)].map(decode)
        let rows = linearToLinearSRGB.map { row in encode(zip(row, linear).reduce(0) { $0 + $1.0 * $1.1 }) }
        return (CGFloat(rows[0]), CGFloat(rows[1]), CGFloat(rows[2]))
    }

    /// The sRGB transfer curve undone (IEC 61966-2-1), mirrored for negative values as extended sRGB does.
    static func decode(_ value: Double) -> Double {
        let magnitude = abs(value)
        let linear = magnitude <= 0.04045 ? magnitude / 12.92 : pow((magnitude + 0.055) / 1.055, 2.4)
        return value < 0 ? -linear : linear
    }

    /// The sRGB transfer curve, mirrored for negative values.
    static func encode(_ value: Double) -> Double {
        let magnitude = abs(value)
        let encoded = magnitude <= 0.0031308 ? magnitude * 12.92 : 1.055 * pow(magnitude, 1 / 2.4) - 0.055
        return value < 0 ? -encoded : encoded
    }
}
