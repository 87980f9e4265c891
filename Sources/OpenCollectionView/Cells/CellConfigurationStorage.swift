import Foundation

/// A cell's configuration machinery, kept in one object so that the cell classes' bodies stay small: the
/// background configuration, the update handler, the states the collection view does not own (editing, expanded,
/// swiped, reordering) and whether an update is pending.
@MainActor
final class CellConfigurationStorage {
    var backgroundConfiguration: UIBackgroundConfiguration?
    var configurationUpdateHandler: ((UICollectionViewCell, UICellConfigurationState) -> Void)?
    var automaticallyUpdatesContentConfiguration = true
    var automaticallyUpdatesBackgroundConfiguration = true
    var isEditing = false
    var isExpanded = false
    var isSwiped = false
    var isReordering = false
    /// Whether the cell's state may have changed since its configuration was last updated. A new cell needs one.
    var needsUpdate = true
    /// Whether an update is running (a handler that changes state must not recurse).
    var isUpdating = false
    /// The collection view that dequeued the cell (an accessory's tap reaches its data source through it).
    weak var owner: UICollectionView?
    /// Whether the cell's configuration code set the indentation level since the cell was dequeued (the data
    /// source's outline level then does not replace it).
    var indentationSetByClient = false
    /// How many times the configuration has been updated (for tests and diagnostics).
    var updateCount = 0
}
