import Foundation

/// How wide the model draws one character, as a fraction of the point size at regular weight.
///
/// A handful of classes, chosen so that narrow letters, wide letters, digits and spaces differ as they
/// do in the system font, while staying simple enough to compute by hand (<doc:TextModel>).
public enum AdvanceClass: CaseIterable, Hashable, Sendable {
    /// Zero-width characters (controls, format characters such as U+200B) and line breaks.
    case zeroWidth
    /// U+0020 and U+00A0.
    case space
    /// `i j l I . , : ; ' ! |` and the backtick.
    case narrow
    /// `f t r ( ) [ ] { } - / \ "` and the tab's quarter.
    case seminarrow
    /// Other lowercase ASCII letters and other ASCII punctuation and symbols.
    case standard
    /// Uppercase ASCII letters other than I, M and W.
    case uppercase
    /// Digits in a monospaced-digit font, and digits other than 1 in a proportional one.
    case digit
    /// The digit 1 in a proportional font.
    case narrowDigit
    /// `m w M W @ %` and the ellipsis.
    case wide
    /// Characters outside ASCII that are not wide (accented Latin, Greek, Cyrillic, Arabic, Hebrew …).
    case otherScript
    /// East Asian ideographs, kana, hangul, full-width forms and emoji.
    case fullWidth

    /// The advance as a fraction of the point size at regular weight.
    public var emFraction: CGFloat {
        switch self {
        case .zeroWidth: 0
        case .space: 0.25
        case .narrow: 0.25
        case .seminarrow: 0.35
        case .standard: 0.5
        case .uppercase: 0.65
        case .digit: 0.6
        case .narrowDigit: 0.45
        case .wide: 0.85
        case .otherScript: 0.55
        case .fullWidth: 1
        }
    }

    /// The class of `character` (a grapheme cluster), judged by its leading scalar in canonical composition
    /// (semantics TX7): the scalars after it — combining marks, joined emoji, a flag's second half — add no
    /// advance, and canonically equivalent characters ("é" and "e" + U+0301) get the same class.
    /// `monospacedDigits` puts 1 with the other digits.
    public static func of(_ character: Character, monospacedDigits: Bool) -> AdvanceClass {
        guard let scalar = leadingComposedScalar(of: character) else { return .zeroWidth }
        // An emoji presentation selector or a keycap makes the cluster one colour emoji (❤️, 1️⃣): full width (TX8).
        let scalars = character.unicodeScalars
        if scalars.index(after: scalars.startIndex) != scalars.endIndex,
            scalars.contains(where: { $0.value == 0xFE0F || $0.value == 0x20E3 })
        {
            return .fullWidth
        }
        if scalar.isASCII { return ascii(UInt8(scalar.value), monospacedDigits: monospacedDigits) }
        return nonASCII(scalar)
    }

    /// The first scalar of `character`'s NFC form. A lone scalar is its own composition unless it is excluded
    /// from composition (singletons such as U+212A KELVIN SIGN, which is "K"), so most characters pay nothing.
    static func leadingComposedScalar(of character: Character) -> Unicode.Scalar? {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return nil }
        let isLone = scalars.index(after: scalars.startIndex) == scalars.endIndex
        if isLone && (first.isASCII || !first.properties.isFullCompositionExclusion) { return first }
        return String(character).precomposedStringWithCanonicalMapping.unicodeScalars.first
    }

    private static let narrowASCII = Set("ijlI.,:;'!|`".utf8)
    private static let seminarrowASCII = Set("ftr()[]{}-/\\\"".utf8)
    private static let wideASCII = Set("mwMW@%".utf8)

    private static func ascii(_ byte: UInt8, monospacedDigits: Bool) -> AdvanceClass {
        switch byte {
        case 0x20: return .space
        case 0x09: return .seminarrow  // a tab is not laid out on tab stops in the model
        case ..<0x20, 0x7F: return .zeroWidth
        case UInt8(ascii: "1") where !monospacedDigits: return .narrowDigit
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return .digit
        default: break
        }
        if narrowASCII.contains(byte) { return .narrow }
        if seminarrowASCII.contains(byte) { return .seminarrow }
        if wideASCII.contains(byte) { return .wide }
        if (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) { return .uppercase }
        return .standard
    }

    private static func nonASCII(_ scalar: Unicode.Scalar) -> AdvanceClass {
        switch scalar.value {
        case 0xA0: return .space
        case 0x2026: return .wide  // …
        case 0x2028, 0x2029, 0x200B...0x200F, 0xFEFF: return .zeroWidth
        case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F,
            0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F000...0x1FAFF, 0x20000...0x3FFFD:
            return .fullWidth
        default:
            if scalar.properties.isEmojiPresentation { return .fullWidth }  // ⌚ ☕ ⚡ ✅ … drawn as emoji (TX8)
            return scalar.properties.generalCategory == .control ? .zeroWidth : .otherScript
        }
    }
}

extension Font {
    /// The advance of `character` in points: its class's fraction of the point size, times the weight's factor.
    public func advance(of character: Character) -> CGFloat {
        advance(of: AdvanceClass.of(character, monospacedDigits: monospacedDigits))
    }

    /// The advance of a character of `advanceClass` in points.
    public func advance(of advanceClass: AdvanceClass) -> CGFloat {
        advanceClass.emFraction * pointSize * weight.advanceFactor
    }

    /// The width of `text` on one line, ignoring line breaks' zero width: the sum of its advances.
    public func width(of text: String) -> CGFloat {
        text.reduce(0) { $0 + advance(of: $1) }
    }
}
