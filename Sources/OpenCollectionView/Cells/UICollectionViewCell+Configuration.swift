import Foundation

/// Configuration updates, as UIKit runs them: a state change (selection, highlight, focus, editing, expansion)
/// calls ``UICollectionViewCell/setNeedsUpdateConfiguration()``; the update runs before the cell is next shown or
/// laid out (the collection view's layout pass, a tap's end, `layoutIfNeeded`): the content and background
/// configurations are updated for the state (when the `automaticallyUpdates…` flags allow), then
/// ``UICollectionViewCell/updateConfiguration(using:)``, then ``UICollectionViewCell/configurationUpdateHandler``
/// (LC7 in `docs/semantics.md`).
extension UICollectionViewCell {
    /// A handler run with the cell and its state whenever the cell's configuration is updated (after
    /// ``updateConfiguration(using:)``). Setting it asks for an update.
    public var configurationUpdateHandler: ((UICollectionViewCell, UICellConfigurationState) -> Void)? {
        get { configurationStorage.configurationUpdateHandler }
        set {
            configurationStorage.configurationUpdateHandler = newValue
            setNeedsUpdateConfiguration()
        }
    }

    /// The cell's background; `nil` shows none. Setting it stores it as given (updates for the state come with
    /// the next configuration update).
    public var backgroundConfiguration: UIBackgroundConfiguration? {
        get { configurationStorage.backgroundConfiguration }
        set { configurationStorage.backgroundConfiguration = newValue }
    }

    /// Whether the content configuration is replaced by its `updated(for:)` on every configuration update.
    /// Default `true`.
    public var automaticallyUpdatesContentConfiguration: Bool {
        get { configurationStorage.automaticallyUpdatesContentConfiguration }
        set { configurationStorage.automaticallyUpdatesContentConfiguration = newValue }
    }

    /// Whether the background configuration is replaced by its `updated(for:)` on every configuration update.
    /// Default `true`.
    public var automaticallyUpdatesBackgroundConfiguration: Bool {
        get { configurationStorage.automaticallyUpdatesBackgroundConfiguration }
        set { configurationStorage.automaticallyUpdatesBackgroundConfiguration = newValue }
    }

    /// Runs a pending configuration update now (what UIKit does before the next layout pass). The collection view
    /// calls it for its visible cells after each layout pass and tap; it does nothing when no update is pending.
    public func updateConfigurationIfNeeded() {
        let storage = configurationStorage
        guard storage.needsUpdate, !storage.isUpdating else { return }
        storage.needsUpdate = false
        storage.isUpdating = true
        defer { storage.isUpdating = false }
        let state = configurationState
        if storage.automaticallyUpdatesContentConfiguration, let content = contentConfiguration {
            contentConfiguration = content.updated(for: state)
        }
        if storage.automaticallyUpdatesBackgroundConfiguration, let background = storage.backgroundConfiguration {
            storage.backgroundConfiguration = background.updated(for: state)
        }
        updateConfiguration(using: state)
        storage.configurationUpdateHandler?(self, state)
        configurationDidUpdate()
        storage.updateCount += 1
    }

    /// Whether the cell is in editing mode (a state of its configuration state; the list sets it from the
    /// collection view's `isEditing`).
    public var isEditing: Bool {
        get { configurationStorage.isEditing }
        set {
            guard newValue != configurationStorage.isEditing else { return }
            configurationStorage.isEditing = newValue
            editingStateDidChange()
            setNeedsUpdateConfiguration()
        }
    }

    /// Whether the cell's item is expanded in an outline (set by the diffable data source from its section
    /// snapshot).
    var isExpandedInOutline: Bool {
        get { configurationStorage.isExpanded }
        set {
            guard newValue != configurationStorage.isExpanded else { return }
            configurationStorage.isExpanded = newValue
            setNeedsUpdateConfiguration()
        }
    }

    /// The state flags the cell stores itself, merged into a configuration state.
    func storedStates(into state: inout UICellConfigurationState) {
        state.isEditing = configurationStorage.isEditing
        state.isExpanded = configurationStorage.isExpanded
        state.isSwiped = configurationStorage.isSwiped
        state.isReordering = configurationStorage.isReordering
    }
}

extension UICollectionView {
    /// Runs the pending configuration updates of the visible cells (UIKit runs them before its next layout pass;
    /// here after the layout pass and after a tap).
    func flushConfigurationUpdates() {
        for case let cell as UICollectionViewCell in headless.visibleCells {
            cell.updateConfigurationIfNeeded()
            cell.layoutSubtree()
        }
    }
}

extension UICollectionView {
    /// The collection views dequeuing a view through a registration right now, innermost last: a list cell
    /// configured by a registration handler (before it is shown) finds the collection view it belongs to here, to
    /// read its section's list style for its default configurations.
    static var dequeuing: [UICollectionView] = []

    /// Runs a registration dequeue with this collection view known to the handler's views.
    func whileDequeuing<View>(_ dequeue: () -> View) -> View {
        UICollectionView.dequeuing.append(self)
        defer { UICollectionView.dequeuing.removeLast() }
        let view = dequeue()
        (view as? UICollectionViewCell)?.configurationStorage.owner = self
        return view
    }
}
