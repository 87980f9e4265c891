import Foundation

/// Values a view stores for UIKit source compatibility: its gesture recognizers and accessibility description.
@MainActor
struct ViewExtras {
    var gestureRecognizers: [UIGestureRecognizer] = []
    var accessibilityLabel: String?
    var accessibilityHint: String?
    var accessibilityValue: String?
    var accessibilityIdentifier: String?
    var isAccessibilityElement: Bool?
    var accessibilityTraits = UIAccessibilityTraits()
}

/// What an accessibility element is (stored).
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }
    public static let none = Self([])
    public static let button = Self(rawValue: 1 << 0)
    public static let link = Self(rawValue: 1 << 1)
    public static let image = Self(rawValue: 1 << 2)
    public static let selected = Self(rawValue: 1 << 3)
    public static let staticText = Self(rawValue: 1 << 6)
    public static let header = Self(rawValue: 1 << 16)
    public static let notEnabled = Self(rawValue: 1 << 8)
    public static let updatesFrequently = Self(rawValue: 1 << 7)
    public static let adjustable = Self(rawValue: 1 << 12)
}

extension UIView {
    /// The gesture recognizers attached to the view (`nil` when none, as in UIKit).
    public var gestureRecognizers: [UIGestureRecognizer]? {
        get { extras.gestureRecognizers.isEmpty ? nil : extras.gestureRecognizers }
        set {
            for recognizer in extras.gestureRecognizers { recognizer.view = nil }
            extras.gestureRecognizers = newValue ?? []
            for recognizer in extras.gestureRecognizers { recognizer.view = self }
        }
    }

    /// Attaches `gestureRecognizer` (moving it from any other view). Nothing recognizes touches here.
    public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
        extras.gestureRecognizers.append(gestureRecognizer)
        gestureRecognizer.view = self
    }

    /// Detaches `gestureRecognizer`.
    public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        extras.gestureRecognizers.removeAll { $0 === gestureRecognizer }
        if gestureRecognizer.view === self { gestureRecognizer.view = nil }
    }

    /// The label VoiceOver reads (stored).
    public var accessibilityLabel: String? {
        get { extras.accessibilityLabel }
        set { extras.accessibilityLabel = newValue }
    }
    /// The hint VoiceOver reads (stored).
    public var accessibilityHint: String? {
        get { extras.accessibilityHint }
        set { extras.accessibilityHint = newValue }
    }
    /// The value VoiceOver reads (stored).
    public var accessibilityValue: String? {
        get { extras.accessibilityValue }
        set { extras.accessibilityValue = newValue }
    }
    /// An identifier for UI tests (stored).
    public var accessibilityIdentifier: String? {
        get { extras.accessibilityIdentifier }
        set { extras.accessibilityIdentifier = newValue }
    }
    /// Whether VoiceOver treats the view as one element (stored; UIKit's default: controls and labels yes).
    public var isAccessibilityElement: Bool {
        get { extras.isAccessibilityElement ?? (self is UIControl || self is UILabel) }
        set { extras.isAccessibilityElement = newValue }
    }
    /// What kind of element the view is for VoiceOver (stored).
    public var accessibilityTraits: UIAccessibilityTraits {
        get { extras.accessibilityTraits }
        set { extras.accessibilityTraits = newValue }
    }

    // MARK: First responder

    /// Makes the view the first responder: a text field or search bar begins editing; other views refuse.
    @discardableResult
    public func becomeFirstResponder() -> Bool {
        switch self {
        case let field as UITextField: field.simulateBeginEditing()
        case let bar as UISearchBar: bar.simulateBeginEditing()
        default: false
        }
    }

    /// Resigns first responder status: a text field or search bar ends editing.
    @discardableResult
    public func resignFirstResponder() -> Bool {
        switch self {
        case let field as UITextField: field.simulateEndEditing()
        case let bar as UISearchBar: bar.simulateEndEditing()
        default: true
        }
    }

    /// Whether the view is editing text (a text field or search bar).
    public var isFirstResponder: Bool {
        switch self {
        case let field as UITextField: field.isEditing
        case let bar as UISearchBar: bar.isEditing
        default: false
        }
    }

    /// Ends editing of every text field and search bar in the subtree; returns whether one was editing.
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool {
        var ended = isFirstResponder && resignFirstResponder()
        for subview in subviews where subview.endEditing(force) { ended = true }
        return ended
    }
}
