import Foundation

/// Told about a text field's editing and text. Every method has a default (UIKit's are optional).
@MainActor
public protocol UITextFieldDelegate: AnyObject {
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    func textFieldDidBeginEditing(_ textField: UITextField)
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    func textFieldDidEndEditing(_ textField: UITextField)
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
    func textFieldDidChangeSelection(_ textField: UITextField)
    func textFieldShouldClear(_ textField: UITextField) -> Bool
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    public func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        true
    }
    public func textFieldDidChangeSelection(_ textField: UITextField) {}
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}

/// A one-line text field as a headless control: text and placeholder are stored and measured; the `simulate…`
/// methods (not UIKit API) do what typing does, telling the delegate and sending `.editingChanged`.
@MainActor
open class UITextField: UIControl {
    /// How the field's border is drawn.
    public enum BorderStyle: Int, Sendable { case none, line, bezel, roundedRect }
    /// When an overlay view (clear button, left or right view) shows.
    public enum ViewMode: Int, Sendable { case never, whileEditing, unlessEditing, always }

    /// The text.
    open var text: String? = "" {
        didSet { invalidateIntrinsicContentSize() }
    }
    /// The styled text (its string is ``text``).
    open var attributedText: NSAttributedString? {
        get { text.map { NSAttributedString(string: $0) } }
        set { text = newValue?.string }
    }
    /// The grey text shown while the field is empty.
    open var placeholder: String?
    /// The styled placeholder (stored).
    open var attributedPlaceholder: NSAttributedString?
    /// The font (body by default).
    open var font: UIFont? = UIFont.preferredFont(forTextStyle: .body) {
        didSet { invalidateIntrinsicContentSize() }
    }
    /// The text colour (stored).
    open var textColor: UIColor?
    /// The alignment (stored).
    open var textAlignment: NSTextAlignment = .natural
    /// The border style; a rounded rectangle makes the field 34 pt high at the body size.
    open var borderStyle: BorderStyle = .none {
        didSet { invalidateIntrinsicContentSize() }
    }
    /// When the clear button shows (stored).
    open var clearButtonMode: ViewMode = .never
    /// A view at the leading edge (stored).
    open var leftView: UIView?
    /// When the left view shows (stored).
    open var leftViewMode: ViewMode = .never
    /// A view at the trailing edge (stored).
    open var rightView: UIView?
    /// When the right view shows (stored).
    open var rightViewMode: ViewMode = .never
    /// Whether typed text is hidden (stored).
    open var isSecureTextEntry = false
    /// The keyboard (stored).
    open var keyboardType: UIKeyboardType = .default
    /// The return key (stored).
    open var returnKeyType: UIReturnKeyType = .default
    /// Automatic capitalisation (stored).
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    /// Automatic correction (stored).
    open var autocorrectionType: UITextAutocorrectionType = .default
    /// What the text is, for autofill (stored).
    open var textContentType: UITextContentType?
    /// Whether editing clears the text (stored).
    open var clearsOnBeginEditing = false
    /// Whether the font shrinks to fit (stored).
    open var adjustsFontSizeToFitWidth = false
    /// Told about editing and text.
    open weak var delegate: (any UITextFieldDelegate)?
    /// Whether the field is being edited.
    public private(set) var isEditing = false

    /// The field's natural size: the text's (or placeholder's) one-line width and the font's line height, plus
    /// 7 pt above and below for a rounded rectangle (34 pt at the body size) [inferred].
    open override var intrinsicContentSize: CGSize {
        let font = self.font ?? UIFont.preferredFont(forTextStyle: .body)
        let shown = (text ?? "").isEmpty ? (placeholder ?? "") : (text ?? "")
        let label = UILabel()
        label.font = font
        label.text = shown.isEmpty ? " " : shown
        let line = label.intrinsicContentSize
        let padding: CGFloat = borderStyle == .roundedRect ? 7 : 0
        return CGSize(width: line.width + 2 * padding, height: (line.height + 2 * padding).rounded(.up))
    }

    /// A tap in the field: asks the delegate, begins editing, sends `.editingDidBegin`.
    @discardableResult
    public func simulateBeginEditing() -> Bool {
        guard !isEditing else { return true }
        guard isEnabled, delegate?.textFieldShouldBeginEditing(self) ?? true else { return false }
        isEditing = true
        if clearsOnBeginEditing { text = "" }
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
        return true
    }

    /// Typing that replaces the text with `newText`: the delegate may refuse; then `.editingChanged` is sent.
    public func simulateTyping(_ newText: String) {
        guard simulateBeginEditing() else { return }
        let range = NSRange(location: 0, length: ((text ?? "") as NSString).length)
        guard delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: newText) ?? true else {
            return
        }
        text = newText
        delegate?.textFieldDidChangeSelection(self)
        sendActions(for: .editingChanged)
    }

    /// The return key: asks the delegate (`textFieldShouldReturn`) and sends `.editingDidEndOnExit`.
    public func simulateReturn() {
        guard delegate?.textFieldShouldReturn(self) ?? true else { return }
        sendActions(for: .editingDidEndOnExit)
    }

    /// Editing ends: the delegate may refuse; `.editingDidEnd` is sent. Returns whether editing ended.
    @discardableResult
    public func simulateEndEditing() -> Bool {
        guard isEditing else { return true }
        guard delegate?.textFieldShouldEndEditing(self) ?? true else { return false }
        isEditing = false
        delegate?.textFieldDidEndEditing(self)
        sendActions(for: .editingDidEnd)
        return true
    }
}

/// The keyboard a text input shows (stored).
public enum UIKeyboardType: Int, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress
    case decimalPad, twitter, webSearch, asciiCapableNumberPad
}

/// The return key's title (stored).
public enum UIReturnKeyType: Int, Sendable {
    case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}

/// Automatic capitalisation (stored).
public enum UITextAutocapitalizationType: Int, Sendable { case none, words, sentences, allCharacters }

/// Automatic correction (stored).
public enum UITextAutocorrectionType: Int, Sendable { case `default`, no, yes }

/// What a text input holds, for autofill (stored).
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let name = Self(rawValue: "name")
    public static let username = Self(rawValue: "username")
    public static let password = Self(rawValue: "password")
    public static let emailAddress = Self(rawValue: "email")
    public static let telephoneNumber = Self(rawValue: "tel")
    public static let URL = Self(rawValue: "url")
    public static let oneTimeCode = Self(rawValue: "one-time-code")
}
