#if canImport(UIKit)
    import UIKit
#else
    import ViewSystem
#endif
import Testing

// Target–action as it compiles unchanged on iOS and Linux: `#selector` needs the Objective-C runtime, which Linux
// does not have, so a screen meant for both uses the iOS 14 closure API (semantics V16). Everything here is UIKit API.

/// A compose screen: a save button made from its primary action, a configuration button, and a counter button
/// whose action is swapped by identifier.
final class ComposeViewController: UIViewController {
    var saved = 0
    var taps: [String] = []
    lazy var saveButton = UIButton(primaryAction: UIAction(title: "Save", image: UIImage(systemName: "square.and.arrow.down")) {
        [weak self] _ in self?.saved += 1
    })
    lazy var sendButton: UIButton = {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Send"
        return UIButton(configuration: configuration, primaryAction: UIAction { [weak self] action in
            self?.taps.append("send from \((action.sender as? UIButton)?.configuration?.title ?? "?")")
        })
    }()
    let counterButton = UIButton(type: .system)
    static let countIdentifier = UIAction.Identifier("compose.count")

    override func viewDidLoad() {
        super.viewDidLoad()
        counterButton.setTitle("Count", for: .normal)
        counterButton.addAction(
            UIAction(identifier: Self.countIdentifier) { [weak self] _ in self?.taps.append("count 1") },
            for: .touchUpInside)
        // Same identifier: replaces the first action.
        counterButton.addAction(
            UIAction(identifier: Self.countIdentifier) { [weak self] _ in self?.taps.append("count 2") },
            for: .touchUpInside)
        let stack = UIStackView(arrangedSubviews: [saveButton, sendButton, counterButton])
        stack.axis = .vertical
        stack.spacing = 8
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            stack.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])
    }
}

@MainActor
@Suite("Target–action without selectors: the UIAction API on both platforms")
struct PortableActionTests {
    @Test func primaryActionsRunWithTheButtonAsSender() {
        let controller = ComposeViewController()
        controller.loadViewIfNeeded()
        // UIButton(primaryAction:) takes the action's title and image.
        #expect(controller.saveButton.currentTitle == "Save")
        #expect(controller.saveButton.currentImage == UIImage(systemName: "square.and.arrow.down"))
        controller.saveButton.sendActions(for: .primaryActionTriggered)
        controller.saveButton.sendActions(for: .primaryActionTriggered)
        #expect(controller.saved == 2)
        controller.sendButton.sendActions(for: .primaryActionTriggered)
        #expect(controller.taps == ["send from Send"])
        // A primary action does not run for other events.
        controller.sendButton.sendActions(for: .valueChanged)
        #expect(controller.taps == ["send from Send"])
    }

    @Test func anActionWithTheSameIdentifierReplacesTheOldOneAndCanBeRemoved() {
        let controller = ComposeViewController()
        controller.loadViewIfNeeded()
        controller.counterButton.sendActions(for: .touchUpInside)
        #expect(controller.taps == ["count 2"])
        controller.counterButton.removeAction(identifiedBy: ComposeViewController.countIdentifier, for: .touchUpInside)
        controller.counterButton.sendActions(for: .touchUpInside)
        #expect(controller.taps == ["count 2"])
        #expect(controller.counterButton.allControlEvents.isEmpty)
    }

    @Test func actionsCarryTheirMenuAttributes() {
        let delete = UIAction(
            title: "Delete", image: UIImage(systemName: "trash"), discoverabilityTitle: "Delete the draft",
            attributes: .destructive, state: .off
        ) { _ in }
        #expect(delete.attributes == .destructive)
        #expect(delete.discoverabilityTitle == "Delete the draft")
        #expect(delete.state == .off && delete.title == "Delete")
        let control = UIControl(frame: .zero, primaryAction: delete)
        #expect(control.allControlEvents == .primaryActionTriggered)
    }
}
