import Foundation

/// Told when a search controller's text or scope changes, to filter the results.
@MainActor
public protocol UISearchResultsUpdating: AnyObject {
    /// Update the results for `searchController.searchBar.text`.
    func updateSearchResults(for searchController: UISearchController)
}

/// Told when a search controller becomes active or inactive. Every method has an empty default.
@MainActor
public protocol UISearchControllerDelegate: AnyObject {
    func willPresentSearchController(_ searchController: UISearchController)
    func didPresentSearchController(_ searchController: UISearchController)
    func willDismissSearchController(_ searchController: UISearchController)
    func didDismissSearchController(_ searchController: UISearchController)
}

extension UISearchControllerDelegate {
    public func willPresentSearchController(_ searchController: UISearchController) {}
    public func didPresentSearchController(_ searchController: UISearchController) {}
    public func willDismissSearchController(_ searchController: UISearchController) {}
    public func didDismissSearchController(_ searchController: UISearchController) {}
}

/// A search bar and the results it filters, as a headless control: nothing is typed on Linux, so the search bar's
/// `simulate…` methods do what a person's typing, tapping Search or Cancel, or choosing a scope does, and the
/// updater and delegates are told as UIKit tells them (semantics V25).
@MainActor
open class UISearchController: UIViewController {
    /// The search bar (shown by a navigation item whose ``UINavigationItem/searchController`` this is).
    public let searchBar = UISearchBar()
    /// The view controller showing the results, or `nil` to show them in the searching view controller.
    public let searchResultsController: UIViewController?
    /// Told when the text or scope changes while the search is active.
    open weak var searchResultsUpdater: (any UISearchResultsUpdating)?
    /// Told when the search becomes active or inactive.
    open weak var delegate: (any UISearchControllerDelegate)?
    /// Whether the content under the search is dimmed while searching (stored; default `true`).
    open var obscuresBackgroundDuringPresentation = true
    /// Whether the navigation bar hides while searching (stored; default `true`).
    open var hidesNavigationBarDuringPresentation = true
    /// Whether the cancel button shows while searching (default `true`).
    open var automaticallyShowsCancelButton = true
    /// Whether the scope bar shows while searching (default `true`).
    open var automaticallyShowsScopeBar = true
    /// Whether the results controller is shown (it is while active with text, or when set).
    open var showsSearchResultsController = false

    /// A search controller showing its results in `searchResultsController` (or in place when `nil`).
    public init(searchResultsController: UIViewController?) {
        self.searchResultsController = searchResultsController
        super.init(nibName: nil, bundle: nil)
        searchBar.searchController = self
    }

    /// A search controller showing its results in place.
    public convenience init() { self.init(searchResultsController: nil) }

    /// Decoding is not supported: always returns `nil`.
    public required init?(coder: NSCoder) { nil }

    /// Whether the search is active (the search bar is editing or shows its cancel button). Setting it presents or
    /// dismisses the search: the delegate is told, and becoming active asks the updater for results.
    open var isActive = false {
        didSet {
            guard isActive != oldValue else { return }
            if isActive {
                delegate?.willPresentSearchController(self)
                if automaticallyShowsCancelButton { searchBar.showsCancelButton = true }
                if automaticallyShowsScopeBar, searchBar.scopeButtonTitles?.isEmpty == false {
                    searchBar.showsScopeBar = true
                }
                delegate?.didPresentSearchController(self)
                updateResults()
            } else {
                delegate?.willDismissSearchController(self)
                if automaticallyShowsCancelButton { searchBar.showsCancelButton = false }
                if automaticallyShowsScopeBar { searchBar.showsScopeBar = false }
                showsSearchResultsController = false
                delegate?.didDismissSearchController(self)
            }
        }
    }

    func updateResults() {
        if searchResultsController != nil { showsSearchResultsController = !(searchBar.text ?? "").isEmpty }
        searchResultsUpdater?.updateSearchResults(for: self)
    }
}

/// Told about a search bar's editing, text, buttons and scope. Every method has a default (UIKit's are optional).
@MainActor
public protocol UISearchBarDelegate: AnyObject {
    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
    func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
    func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
    func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar)
    func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int)
}

extension UISearchBarDelegate {
    public func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { true }
    public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
    public func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool { true }
    public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
    public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
    public func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        true
    }
    public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {}
}

/// A search field with optional cancel button and scope bar. Setting ``text`` in code tells nobody, as in UIKit;
/// the `simulate…` methods (not UIKit API) do what a person does and tell the delegate and the search controller.
@MainActor
open class UISearchBar: UIView {
    /// The visual style of a search bar (stored).
    public enum Style: UInt, Sendable { case `default`, prominent, minimal }

    /// The text in the field.
    open var text: String?
    /// The grey text shown while the field is empty.
    open var placeholder: String?
    /// A line above the field (stored).
    open var prompt: String?
    /// Told about editing, text, buttons and scope.
    open weak var delegate: (any UISearchBarDelegate)?
    /// Whether the cancel button shows.
    open var showsCancelButton = false
    /// Whether the bookmark button shows (stored).
    open var showsBookmarkButton = false
    /// Whether the scope bar shows.
    open var showsScopeBar = false
    /// The scope bar's button titles.
    open var scopeButtonTitles: [String]?
    /// The selected scope (set in code: nobody is told).
    open var selectedScopeButtonIndex = 0
    /// The style (stored).
    open var searchBarStyle: Style = .default
    /// The bar's tint (stored).
    open var barTintColor: UIColor?
    /// Whether the field is being edited.
    public private(set) var isEditing = false
    /// The search controller owning this bar, if any.
    weak var searchController: UISearchController?

    /// Shows or hides the cancel button (at once here).
    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
        self.showsCancelButton = showsCancelButton
    }

    /// A tap in the field: asks the delegate, begins editing, activates the search controller.
    @discardableResult
    public func simulateBeginEditing() -> Bool {
        guard !isEditing else { return true }
        guard delegate?.searchBarShouldBeginEditing(self) ?? true else { return false }
        isEditing = true
        searchController?.isActive = true
        delegate?.searchBarTextDidBeginEditing(self)
        return true
    }

    /// Typing that leaves `newText` in the field: editing begins if needed, the delegate may refuse the change,
    /// then it is told and the search controller's updater asked for results.
    public func simulateTyping(_ newText: String) {
        guard simulateBeginEditing() else { return }
        let old = text ?? ""
        let range = NSRange(location: 0, length: (old as NSString).length)
        guard delegate?.searchBar(self, shouldChangeTextIn: range, replacementText: newText) ?? true else { return }
        text = newText
        delegate?.searchBar(self, textDidChange: newText)
        if let searchController, searchController.isActive { searchController.updateResults() }
    }

    /// A tap on the keyboard's Search key: the delegate is told, editing ends (the search stays active).
    public func simulateSearchButtonTap() {
        delegate?.searchBarSearchButtonClicked(self)
        simulateEndEditing()
    }

    /// A tap on Cancel: the delegate is told; a search controller clears the text, ends editing and deactivates.
    public func simulateCancelButtonTap() {
        delegate?.searchBarCancelButtonClicked(self)
        guard let searchController else {
            simulateEndEditing()
            return
        }
        if !(text ?? "").isEmpty {
            text = ""
            delegate?.searchBar(self, textDidChange: "")
        }
        simulateEndEditing()
        searchController.updateResults()
        searchController.isActive = false
    }

    /// A tap on the scope button at `index`: the delegate is told and the updater asked for results.
    public func simulateScopeSelection(_ index: Int) {
        guard let titles = scopeButtonTitles, titles.indices.contains(index), index != selectedScopeButtonIndex else {
            return
        }
        selectedScopeButtonIndex = index
        delegate?.searchBar(self, selectedScopeButtonIndexDidChange: index)
        if let searchController, searchController.isActive { searchController.updateResults() }
    }

    /// Editing ends (the keyboard goes away): the delegate may refuse; returns whether editing ended.
    @discardableResult
    public func simulateEndEditing() -> Bool {
        guard isEditing else { return true }
        guard delegate?.searchBarShouldEndEditing(self) ?? true else { return false }
        isEditing = false
        delegate?.searchBarTextDidEndEditing(self)
        return true
    }
}
