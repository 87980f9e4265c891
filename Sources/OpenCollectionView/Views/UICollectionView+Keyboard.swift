import Foundation
import HeadlessCollectionView

/// Keys of a hardware keyboard, by their USB HID usage (page 7), as UIKit's `UIKeyboardHIDUsage` numbers them.
/// Only the keys the collection view's keyboard focus answers are listed.
public enum UIKeyboardHIDUsage: Int, Sendable, Hashable {
    case keyboardReturnOrEnter = 0x28
    case keyboardTab = 0x2B
    case keyboardSpacebar = 0x2C
    case keyboardHome = 0x4A
    case keyboardPageUp = 0x4B
    case keyboardEnd = 0x4D
    case keyboardPageDown = 0x4E
    case keyboardRightArrow = 0x4F
    case keyboardLeftArrow = 0x50
    case keyboardDownArrow = 0x51
    case keyboardUpArrow = 0x52
}

extension UICollectionView {
    /// What the focus system does with a key press while the collection view has the keyboard focus: arrows move
    /// the focus to the nearest item in that direction (into and along orthogonal sections, scrolling them), tab
    /// and shift-tab move to the next or previous section, return and space select the focused item as a tap does,
    /// page keys scroll by a screen, home and end go to the first and last item. Returns whether the key did
    /// something.
    ///
    /// Not UIKit API: on iOS the focus system receives key presses from the hardware; on Linux there is none, and
    /// hosts (a terminal, tests) call this, as they call ``simulateTap(onItemAt:)`` for a tap.
    @discardableResult
    public func simulateKeyPress(_ usage: UIKeyboardHIDUsage, shift: Bool = false) -> Bool {
        let key: CollectionKey
        switch usage {
        case .keyboardUpArrow: key = .up
        case .keyboardDownArrow: key = .down
        case .keyboardLeftArrow: key = .left
        case .keyboardRightArrow: key = .right
        case .keyboardTab: key = shift ? .backTab : .tab
        case .keyboardReturnOrEnter, .keyboardSpacebar: key = .primary
        case .keyboardPageUp: key = .pageUp
        case .keyboardPageDown: key = .pageDown
        case .keyboardHome: key = .home
        case .keyboardEnd: key = .end
        }
        do {
            return try headless.handleKey(key)
        } catch {
            UIKitTraps.raise(UIKitTraps.collectionViewFailure(error))
        }
    }

    /// The index path of the item with the keyboard focus, if any.
    ///
    /// Not UIKit API: on iOS the focus system knows the focused cell; hosts without one read it here.
    public var indexPathForFocusedItem: IndexPath? { headless.focusedIndexPath }

    /// Gives the keyboard focus to an item (scrolling it into view, inside its orthogonal section too), or takes it
    /// away with `nil`. An item that does not exist traps.
    ///
    /// Not UIKit API: on iOS the focus system moves the focus (for example to a neighbour when the focused item is
    /// deleted); hosts without one call this.
    public func simulateFocus(onItemAt indexPath: IndexPath?) {
        do {
            try headless.setFocus(to: indexPath)
        } catch {
            UIKitTraps.raise(UIKitTraps.collectionViewFailure(error))
        }
    }
}

extension UICollectionView {
    /// The headless collection view behind this one: what renderers draw (its visible views at their displayed
    /// frames) and what hosts drive. Package API: the face's public API is UIKit's (docs/architecture.md, section 4).
    package var headlessView: CollectionView { headless }
}
