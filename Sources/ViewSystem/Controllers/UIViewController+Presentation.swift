import Foundation

// Modal presentation and editing mode: the bodies of the overridable `present`, `dismiss` and `setEditing` declared
// in the class. Presentations happen at once, with UIKit's appearance order (semantics V24).

extension UIViewController {
    /// The view controller this one (or its closest presenting ancestor) presented, or `nil`.
    public var presentedViewController: UIViewController? {
        presentationOwner.containerState.presented
    }

    /// The view controller that presented this one (or the closest ancestor that was presented), or `nil`.
    public var presentingViewController: UIViewController? {
        var controller: UIViewController? = self
        while let current = controller {
            if let presenter = current.containerState.presenting { return presenter }
            controller = current.parent
        }
        return nil
    }

    /// How the view controller covers the screen when presented (default `.automatic`: a page sheet).
    public var modalPresentationStyle: UIModalPresentationStyle {
        get { containerState.modalPresentationStyle }
        set { containerState.modalPresentationStyle = newValue }
    }

    /// How the presentation moves (stored: presentations happen at once here).
    public var modalTransitionStyle: UIModalTransitionStyle {
        get { containerState.modalTransitionStyle }
        set { containerState.modalTransitionStyle = newValue }
    }

    /// Whether a sheet refuses interactive dismissal (stored: there are no swipes here).
    public var isModalInPresentation: Bool {
        get { containerState.isModalInPresentation }
        set { containerState.isModalInPresentation = newValue }
    }

    /// A bar button item titled Edit, or Done while editing, that toggles ``setEditing(_:animated:)``.
    public var editButtonItem: UIBarButtonItem {
        if let item = containerState.editButtonItem { return item }
        let item = UIBarButtonItem(title: "Edit")
        item.primaryAction = UIAction(title: "Edit") { [weak self] _ in
            guard let self else { return }
            self.setEditing(!self.isEditing, animated: true)
        }
        containerState.editButtonItem = item
        return item
    }

    func applyEditing(_ editing: Bool) {
        containerState.isEditing = editing
        guard let item = containerState.editButtonItem else { return }
        item.title = editing ? "Done" : "Edit"
        item.style = editing ? .done : .plain
    }

    /// The outermost ancestor: presentations are made from it, as UIKit's default presentation context.
    var presentationOwner: UIViewController {
        var controller = self
        while let parent = controller.parent { controller = parent }
        return controller
    }

    func performPresentation(of presented: UIViewController, animated: Bool, completion: (() -> Void)?) {
        if presented.containerState.presenting != nil || presented === self {
            UIKitTraps.raise(ControllerMessages.presentingActive(self, presented))
        }
        let presenter = presentationOwner
        if let current = presenter.containerState.presented {
            return current.performPresentation(of: presented, animated: animated, completion: completion)
        }
        guard let window = presenter.viewIfLoaded?.window else {
            PresentationLog.warn(
                "Attempt to present \(ControllerMessages.describe(presented)) on \(ControllerMessages.describe(presenter)) "
                    + "whose view is not in the window hierarchy.")
            return
        }
        presenter.containerState.presented = presented
        presented.containerState.presenting = presenter
        let covers = presented.modalPresentationStyle.coversPresenter
        let transition = ControllerTransition(from: presenter, to: presented, container: window, animated: animated)
        TransitionRegistry.run(transition, for: [presenter, presented]) {
            presented.containerState.beingPresented = true
            if covers { presenter.beginDisappearing(animated: animated) }
            presented.beginAppearing(animated: animated, deferringIsAppearing: true)
            let view = presented.view!
            view.frame = PresentationGeometry.frame(of: presented.modalPresentationStyle, in: window)
            window.addSubview(view)
            view.layoutIfNeeded()
            transition.finish()
        }
        if covers { presenter.endAppearanceTransition() }
        presented.endAppearanceTransition()
        presented.containerState.beingPresented = false
        completion?()
    }

    func performDismissal(animated: Bool, completion: (() -> Void)?) {
        let owner = presentationOwner
        let presented: UIViewController
        if let child = owner.containerState.presented {
            presented = child
        } else if owner.containerState.presenting != nil {
            presented = owner
        } else {
            completion?()
            return
        }
        if let nested = presented.containerState.presented { nested.dismissAsPresented(animated: false) }
        presented.dismissAsPresented(animated: animated)
        completion?()
    }

    /// Removes this presented view controller: it disappears, and its presenter appears again when it was covered.
    private func dismissAsPresented(animated: Bool) {
        guard let presenter = containerState.presenting else { return }
        let covers = modalPresentationStyle.coversPresenter
        let transition = ControllerTransition(
            from: self, to: presenter, container: viewIfLoaded?.superview, animated: animated)
        TransitionRegistry.run(transition, for: [presenter, self]) {
            containerState.beingDismissed = true
            beginDisappearing(animated: animated)
            if covers { presenter.beginAppearing(animated: animated, deferringIsAppearing: false) }
            viewIfLoaded?.removeFromSuperview()
            transition.finish()
        }
        if appearance == .disappearing { endAppearanceTransition() }
        if covers { presenter.endAppearanceTransition() }
        containerState.beingDismissed = false
        presenter.containerState.presented = nil
        containerState.presenting = nil
    }
}

extension UIModalPresentationStyle {
    /// Whether the presented view hides the presenter's (which then disappears): the full-screen styles.
    var coversPresenter: Bool { self == .fullScreen || self == .currentContext }
}

/// Where a presented view goes in its window.
@MainActor
enum PresentationGeometry {
    /// Full-screen styles fill the window. A sheet in a compact width starts 10 pt below the top safe area; in a
    /// regular width a form or page sheet is 540 × 620, centred (semantics V24, inferred).
    static func frame(of style: UIModalPresentationStyle, in window: UIWindow) -> CGRect {
        let bounds = window.bounds
        switch style {
        case .fullScreen, .overFullScreen, .currentContext, .overCurrentContext, .custom, .none:
            return bounds
        case .pageSheet, .formSheet, .popover, .automatic:
            if window.traitCollection.horizontalSizeClass == .regular {
                let size = CGSize(width: min(540, bounds.width), height: min(620, bounds.height))
                return CGRect(
                    x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2, width: size.width,
                    height: size.height)
            }
            let top = window.safeAreaInsets.top + 10
            return CGRect(x: 0, y: top, width: bounds.width, height: bounds.height - top)
        }
    }
}

/// UIKit's console warnings about presentations (logged, not raised).
@MainActor
enum PresentationLog {
    /// Every warning logged so far (also printed to standard error).
    static var warnings: [String] = []

    static func warn(_ message: String) {
        warnings.append(message)
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }
}

/// The status bar's style (stored).
public enum UIStatusBarStyle: Int, Sendable {
    case `default` = 0, lightContent = 1, darkContent = 3
}

/// Interface orientations, as a set.
public struct UIInterfaceOrientationMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let portrait = Self(rawValue: 1 << 1)
    public static let portraitUpsideDown = Self(rawValue: 1 << 2)
    public static let landscapeRight = Self(rawValue: 1 << 3)
    public static let landscapeLeft = Self(rawValue: 1 << 4)
    public static let landscape: Self = [.landscapeLeft, .landscapeRight]
    public static let all: Self = [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight]
    public static let allButUpsideDown: Self = [.portrait, .landscapeLeft, .landscapeRight]
}
