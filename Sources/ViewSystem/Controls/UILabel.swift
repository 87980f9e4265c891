import Foundation
import TextLayout

/// A read-only text view. Its size comes from the text model (TextLayout): ``intrinsicContentSize`` is the text
/// measured at ``preferredMaxLayoutWidth`` (or, for a multi-line label, its current width; semantics V11).
@MainActor
open class UILabel: UIView {
    /// The text set through ``text``. Kept as a `String`: swift-corelibs-foundation's `NSAttributedString(string:)`
    /// leaks about 144 bytes per instance (LeakSanitizer, docs/reliability.md), and cells set their labels' text on
    /// every configuration.
    private var plainText: String?
    /// The text set through ``attributedText``.
    private var storedText: NSAttributedString?
    /// The text shown, without attributes.
    private var currentString: String? { storedText?.string ?? plainText }
    /// The last measurements, keyed by width and scale: Auto Layout asks for the same sizes many times per pass.
    private var measurements = LabelMeasurementCache()

    /// Creates a label with `frame`: system font 17, `.label` colour, one line, truncating the tail.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        contentMode = .redraw
    }

    /// Decoding is not supported: always returns `nil`.
    public required init?(coder: NSCoder) { nil }

    // MARK: Content

    /// The text shown; `nil` for none.
    open var text: String? {
        get { currentString }
        set {
            plainText = newValue
            storedText = nil
            textDidChange()
        }
    }

    /// The text with attributes; its first run's font, when it has one, is the font measured with.
    open var attributedText: NSAttributedString? {
        get { storedText ?? plainText.map { NSAttributedString(string: $0) } }
        set {
            // Copied, as UIKit does: a mutable string changed later must not change the label (or its cache).
            storedText = newValue.map { NSAttributedString(attributedString: $0) }
            plainText = nil
            textDidChange()
        }
    }

    /// The font. Default the system font at 17 points.
    open var font: UIFont! = .systemFont(ofSize: 17) {
        didSet {
            if font == nil { font = .systemFont(ofSize: 17) }
            textDidChange()
        }
    }
    /// The text colour. Default `.label`.
    open var textColor: UIColor! = .label {
        didSet { if textColor == nil { textColor = .label } }
    }
    /// The colour of the text while highlighted.
    open var highlightedTextColor: UIColor?
    /// Whether the label is highlighted.
    open var isHighlighted = false
    /// Whether the label draws enabled. Default `true`.
    open var isEnabled = true
    /// The horizontal alignment. Default `.natural`.
    open var textAlignment: NSTextAlignment = .natural
    /// The most lines shown; 0 for no limit. Default 1.
    open var numberOfLines: Int = 1 {
        didSet { textDidChange() }
    }
    /// How lines break and how text that does not fit is shortened. Default `.byTruncatingTail`.
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail {
        didSet { textDidChange() }
    }
    /// The width a multi-line label wraps at for its intrinsic size; 0 (the default) uses its current width.
    open var preferredMaxLayoutWidth: CGFloat = 0 {
        didSet { textDidChange() }
    }
    /// Whether the font follows the content size category (only a preferred or `UIFontMetrics` font can). Default
    /// `false`.
    open var adjustsFontForContentSizeCategory = false {
        didSet { if adjustsFontForContentSizeCategory { rescaleFontForTraits() } }
    }
    /// Whether a label with limited lines shrinks its font when its text does not fit its width: down to
    /// ``minimumScaleFactor`` of the font's size, in half-point steps (semantics TX6). Measured sizes at a width and
    /// the drawn text use the shrunk font; ``font`` does not change. Default `false`.
    open var adjustsFontSizeToFitWidth = false {
        didSet { textDidChange() }
    }
    /// The smallest fraction of the font's size a shrinking font may take; 0 (the default) keeps the font's size.
    open var minimumScaleFactor: CGFloat = 0 {
        didSet { textDidChange() }
    }

    // MARK: Measuring

    /// The font text is measured with: the attributed text's first font, else ``font``.
    package var measuringFont: UIFont {
        if let storedText, storedText.length > 0,
            let attributed = storedText.attribute(.font, at: 0, effectiveRange: nil) as? UIFont
        {
            return attributed
        }
        return font
    }

    /// The text laid out at most `width` wide (0: no limit) with the label's lines and line breaks, in the font
    /// shown at that width.
    func measure(width: CGFloat) -> TextMeasurement { fitted(width: width).measurement }

    /// The font the text is shown in at `width`: ``measuringFont``, shrunk to fit when the label adjusts its font
    /// size to fit its width. Renderers draw a label in the font shown at its bounds' width.
    package func displayedFont(width: CGFloat) -> TextLayout.Font {
        adjustsFontSizeToFitWidth ? fitted(width: width).font : measuringFont.layoutFont
    }

    private func fitted(width: CGFloat) -> FittedText {
        let displayScale = traitCollection.displayScale
        let scale = displayScale > 0 ? displayScale : 3
        let safeWidth = width.isFinite && width > 0 ? width : 0
        if let known = measurements.fitted(width: safeWidth, scale: scale) { return known }
        let font = measuringFont.layoutFont
        let fitted = (try? TextMeasurer.measureShrinking(
            currentString ?? "", font: font, width: safeWidth, numberOfLines: max(0, numberOfLines),
            lineBreakMode: lineBreakMode.model, minimumScaleFactor: adjustsFontSizeToFitWidth ? minimumScaleFactor : 0,
            scale: scale))
            ?? FittedText(font: font, measurement: TextMeasurement(size: .zero, lines: [], firstBaseline: 0, lastBaseline: 0))
        measurements.store(fitted, width: safeWidth, scale: scale)
        return fitted
    }

    /// The width the intrinsic size wraps at: the preferred width, else a multi-line label's current width.
    var wrapWidth: CGFloat {
        if preferredMaxLayoutWidth > 0 { return preferredMaxLayoutWidth }
        return numberOfLines == 1 ? 0 : bounds.width
    }

    /// The text's size: one line's width (capped by the wrap width) and the wrapped lines' height; zero for no text.
    open override var intrinsicContentSize: CGSize {
        guard let currentString, !currentString.isEmpty else { return .zero }
        return measure(width: wrapWidth).size
    }

    /// The text's size when wrapped at `size.width` (no limit for 0 or infinity).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        guard let currentString, !currentString.isEmpty else { return .zero }
        return measure(width: size.width).size
    }

    // MARK: Changes

    /// Bumped by every change of what is measured (Auto Layout measures new content unwrapped first).
    private(set) var contentVersion = 0

    private func textDidChange() {
        contentVersion &+= 1
        measurements.removeAll()
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    package override func boundsDidChange(from old: CGRect) {
        super.boundsDidChange(from: old)
        // A multi-line label wraps at its width: a new width is a new intrinsic height.
        if old.width != bounds.width, numberOfLines != 1, preferredMaxLayoutWidth == 0 {
            invalidateIntrinsicContentSize()
        }
    }

    package override func effectiveTraitsDidChange(from previous: UITraitCollection?) {
        super.effectiveTraitsDidChange(from: previous)
        if adjustsFontForContentSizeCategory { rescaleFontForTraits() }
    }

    private func rescaleFontForTraits() {
        guard let rescaled = font.rescaled(for: traitCollection), rescaled != font else { return }
        font = rescaled
    }
}

/// A label's last few measurements (and the fonts they were shown in) by (width, scale). Everything else measured
/// with (text, font, lines, line breaks, shrinking) empties it when it changes, so a hit is always the measurement the text model would give.
struct LabelMeasurementCache {
    private struct Entry {
        var width: CGFloat
        var scale: CGFloat
        var fitted: FittedText
    }

    /// Auto Layout asks at the unlimited width (the one-line size), the preferred width and the solved width.
    private static let capacity = 4
    private var entries: [Entry] = []
    private var next = 0

    func fitted(width: CGFloat, scale: CGFloat) -> FittedText? {
        for entry in entries where entry.width == width && entry.scale == scale { return entry.fitted }
        return nil
    }

    mutating func store(_ fitted: FittedText, width: CGFloat, scale: CGFloat) {
        let entry = Entry(width: width, scale: scale, fitted: fitted)
        if entries.count < Self.capacity {
            entries.append(entry)
        } else {
            entries[next] = entry
            next = (next + 1) % Self.capacity
        }
    }

    mutating func removeAll() {
        entries.removeAll(keepingCapacity: true)
        next = 0
    }
}
