import Foundation

/// Whether terminal pictures carry ANSI colour: always, never, or — the default — when the output is a
/// terminal and the user has not asked for none through `NO_COLOR` (https://no-color.org: set to anything
/// but the empty string, it turns colour off).
public enum TerminalColorChoice: String, Sendable, Hashable, CaseIterable {
    /// Colour even when the output is not a terminal or `NO_COLOR` is set: an explicit request overrides it.
    case always
    /// Colour only when the output is a terminal and `NO_COLOR` is unset or empty.
    case auto
    /// No colour.
    case never

    /// Whether to write colour.
    /// - Parameters:
    ///   - outputIsTerminal: whether the picture goes to a terminal (`isatty` of the output descriptor).
    ///   - environment: the process's environment, read for `NO_COLOR`.
    public func usesColor(outputIsTerminal: Bool, environment: [String: String]) -> Bool {
        switch self {
        case .always: true
        case .never: false
        case .auto: outputIsTerminal && (environment["NO_COLOR"] ?? "").isEmpty
        }
    }
}

/// How many colours the terminal shows: 24-bit (`38;2;r;g;b`), the 256-colour palette (`38;5;n`), or none.
public enum TerminalColorDepth: String, Sendable, Hashable, CaseIterable {
    case trueColor, palette256, none

    /// What the environment says the terminal supports: `COLORTERM` of `truecolor` or `24bit` is 24-bit colour;
    /// `TERM` of `dumb` (or unset) is none; any other terminal gets the 256-colour palette, which nearly every
    /// terminal emulator has (a `TERM` naming `direct` colour is 24-bit too).
    public static func detect(environment: [String: String]) -> TerminalColorDepth {
        let colorTerm = (environment["COLORTERM"] ?? "").lowercased()
        if colorTerm == "truecolor" || colorTerm == "24bit" { return .trueColor }
        let term = (environment["TERM"] ?? "").lowercased()
        if term.isEmpty || term == "dumb" { return .none }
        return term.contains("direct") ? .trueColor : .palette256
    }

    /// The index in the 256-colour palette nearest to `color`: the 6 × 6 × 6 cube (16–231) or the grey ramp
    /// (232–255), whichever is closer.
    static func paletteIndex(_ color: RenderColor) -> UInt8 {
        let (r, g, b) = color.bytes
        let levels: [Int] = [0, 95, 135, 175, 215, 255]
        func level(_ value: UInt8) -> Int {
            let v = Int(value)
            return v < 48 ? 0 : v < 115 ? 1 : (v - 35) / 40
        }
        let (lr, lg, lb) = (level(r), level(g), level(b))
        let cube = (levels[lr], levels[lg], levels[lb])
        let average = (Int(r) + Int(g) + Int(b)) / 3
        let greyIndex = average > 238 ? 23 : max(average - 3, 0) / 10
        let grey = 8 + greyIndex * 10
        func distance(_ a: (Int, Int, Int)) -> Int {
            let d = (a.0 - Int(r), a.1 - Int(g), a.2 - Int(b))
            return d.0 * d.0 + d.1 * d.1 + d.2 * d.2
        }
        if distance((grey, grey, grey)) < distance(cube) { return UInt8(232 + greyIndex) }
        return UInt8(16 + 36 * lr + 6 * lg + lb)
    }
}
