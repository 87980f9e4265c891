import Foundation
import Testing
import ViewSystem

/// What people do that UIKit has no API for — typing into a search bar, giving up a swipe back, tapping a bar
/// button or a segment — staged with the `simulate…` helpers. Face-only for that reason.
@MainActor
@Suite("Controllers and controls driven as a person would")
struct ControllersFaceOnlyTests {
    final class Filter: UISearchResultsUpdating, UISearchBarDelegate, UISearchControllerDelegate {
        var events: [String] = []
        func updateSearchResults(for searchController: UISearchController) {
            events.append("update \"\(searchController.searchBar.text ?? "")\" scope \(searchController.searchBar.selectedScopeButtonIndex)")
        }
        func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) { events.append("began") }
        func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) { events.append("text \(searchText)") }
        func searchBarCancelButtonClicked(_ searchBar: UISearchBar) { events.append("cancel") }
        func searchBarTextDidEndEditing(_ searchBar: UISearchBar) { events.append("ended") }
        func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {
            events.append("scope \(selectedScope)")
        }
        func willPresentSearchController(_ searchController: UISearchController) { events.append("willPresent") }
        func didDismissSearchController(_ searchController: UISearchController) { events.append("didDismiss") }
    }

    @Test func typingIntoASearchBarTellsTheDelegateAndTheUpdater() {
        let filter = Filter()
        let search = UISearchController(searchResultsController: nil)
        search.searchResultsUpdater = filter
        search.delegate = filter
        search.searchBar.delegate = filter
        search.searchBar.scopeButtonTitles = ["All", "Unread"]
        search.searchBar.simulateTyping("Du")
        search.searchBar.simulateTyping("Dune")
        search.searchBar.simulateScopeSelection(1)
        search.searchBar.simulateCancelButtonTap()
        #expect(filter.events == [
            "willPresent", "update \"\" scope 0", "began", "text Du", "update \"Du\" scope 0", "text Dune",
            "update \"Dune\" scope 0", "scope 1", "update \"Dune\" scope 1", "cancel", "text ", "ended",
            "update \"\" scope 1", "didDismiss",
        ])
        #expect(!search.isActive && search.searchBar.text == "" && !search.searchBar.isEditing)
    }

    final class ListScreen: UIViewController {
        var events: [String] = []
        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            // The deselect-on-appear pattern with its cancelled branch.
            transitionCoordinator?.animate(alongsideTransition: { [weak self] _ in self?.events.append("deselect") }) {
                [weak self] context in if context.isCancelled { self?.events.append("reselect") }
            }
        }
    }

    @Test func aCancelledSwipeBackReportsIsCancelled() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        let list = ListScreen()
        let navigation = UINavigationController(rootViewController: list)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        let detail = UIViewController()
        navigation.pushViewController(detail, animated: true)
        navigation.simulateInteractivePop(completing: false)
        #expect(list.events == ["deselect", "reselect"])
        #expect(navigation.topViewController === detail && detail.view.window === window)
        #expect(list.viewIfLoaded?.window == nil)
        navigation.simulateInteractivePop(completing: true)
        #expect(navigation.topViewController === list && list.events == ["deselect", "reselect", "deselect"])
    }

    @Test func pushingTheSameControllerTwiceHasUIKitsMessage() {
        // The trap itself ends the process; its message is checked here.
        let navigation = UINavigationController()
        let screen = UIViewController()
        let message = ControllerMessages.pushingSameInstance(navigation, screen)
        #expect(message.hasPrefix("<UINavigationController: 0x"))
        #expect(message.contains("is pushing the same view controller instance (<UIViewController: 0x"))
        #expect(message.contains(") more than once which is not supported and is most likely an error in the application"))
    }

    @Test func barButtonsAndSegmentsRunTheirActions() {
        var log: [String] = []
        let item = UIBarButtonItem(title: "Add", primaryAction: UIAction { _ in log.append("add") })
        #expect(item.simulateTap())
        let menuOnly = UIBarButtonItem(image: UIImage(systemName: "ellipsis"), menu: UIMenu(children: []))
        #expect(!menuOnly.simulateTap())
        let segments = UISegmentedControl(frame: .zero, actions: [
            UIAction(title: "Grid") { _ in log.append("grid") }, UIAction(title: "List") { _ in log.append("list") },
        ])
        segments.addAction(UIAction { _ in log.append("changed") }, for: .valueChanged)
        segments.selectedSegmentIndex = 0  // in code: no actions
        #expect(segments.simulateSegmentTap(at: 1))
        #expect(segments.selectedSegmentIndex == 1)
        #expect(log == ["add", "list", "changed"])
        let field = UITextField()
        // The control keeps its actions, so the action holds the field weakly (as on iOS, a strong capture is a cycle).
        field.addAction(UIAction { [weak field] _ in log.append("edited \(field?.text ?? "")") }, for: .editingChanged)
        #expect(field.becomeFirstResponder() && field.isFirstResponder)
        field.simulateTyping("Hi")
        #expect(log.last == "edited Hi")
        let container = UIView()
        container.addSubview(field)
        #expect(container.endEditing(true) && !field.isEditing)
    }

    /// What a trapped child process printed on standard error.
    static func text(_ result: ExitTest.Result?) -> String {
        result.map { String(decoding: $0.standardErrorContent, as: UTF8.self) } ?? ""
    }

    @Test func pushingTheSameControllerTwiceTrapsWithUIKitsMessage() async {
        let text = Self.text(await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let screen = UIViewController()
                let navigation = UINavigationController(rootViewController: screen)
                navigation.pushViewController(screen, animated: true)
            }
        })
        #expect(text.contains("is pushing the same view controller instance (<UIViewController: 0x"))
    }

    @Test func aVisualFormatSyntaxErrorTrapsWithUIKitsMessage() async {
        let text = Self.text(await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let container = UIView()
                let label = UIView()
                container.addSubview(label)
                _ = NSLayoutConstraint.constraints(
                    withVisualFormat: "H:|-[label]-", options: [], metrics: nil, views: ["label": label])
            }
        })
        #expect(text.contains("Unable to parse constraint format: \nExpected more input \nH:|-[label]- \n"))
    }
}
