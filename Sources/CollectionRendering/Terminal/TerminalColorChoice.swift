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
