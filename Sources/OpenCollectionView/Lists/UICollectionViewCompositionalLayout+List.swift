import CompositionalLayout
import Foundation

extension UICollectionViewCompositionalLayout {
    /// A layout whose every section is a list of `configuration`.
    public static func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { _, environment in
            NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        }
    }

    /// The list configuration of `section`, if it is a list section (as of the last layout pass for provider
    /// layouts). Not Apple API: what the swipe-action queries and tests read.
    public func listConfiguration(forSection section: Int) -> UICollectionLayoutListConfiguration? {
        switch sections {
        case .uniform(let uniform): uniform.listConfiguration
        case .provider: listConfigurationsBySection[section]
        }
    }

    /// The leading swipe actions of the item at `indexPath`, from its section's list configuration. Not Apple API:
    /// UIKit asks it when the row is swiped; here code and tests can ask, and perform an action with
    /// ``UIContextualAction/perform(sourceView:completion:)``.
    public func leadingSwipeActionsConfiguration(forItemAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        listConfiguration(forSection: indexPath.section)?.leadingSwipeActionsConfigurationProvider?(indexPath)
    }

    /// The trailing swipe actions of the item at `indexPath` (see ``leadingSwipeActionsConfiguration(forItemAt:)``).
    public func trailingSwipeActionsConfiguration(forItemAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        listConfiguration(forSection: indexPath.section)?.trailingSwipeActionsConfigurationProvider?(indexPath)
    }
}

/// Notes the list configurations a section provider returns, for the layout's swipe-action queries.
@MainActor
final class ListConfigurationRecorder {
    weak var layout: UICollectionViewCompositionalLayout?

    init(layout: UICollectionViewCompositionalLayout) { self.layout = layout }

    func record(_ configuration: UICollectionLayoutListConfiguration?, section: Int) {
        layout?.listConfigurationsBySection[section] = configuration
    }
}

extension UICollectionView {
    /// The frames of the separators of the list row at `indexPath`, in content coordinates: what the row's cell
    /// draws (semantics LI8). Not Apple API (UIKit's cells draw them without telling); for renderers and tests.
    public func listSeparatorFrames(forItemAt indexPath: IndexPath) -> [CGRect] {
        headless.listSeparators(forItemAt: indexPath).map(\.frame)
    }

    /// The frames of the separators of the list rows in `rect` (see ``listSeparatorFrames(forItemAt:)``).
    public func listSeparatorFrames(in rect: CGRect) -> [CGRect] {
        headless.listSeparators(in: rect).map(\.frame)
    }

    /// Where the text of the list row at `indexPath` starts from the row's leading edge, so that its separator
    /// aligns with the text (cells report it; `nil` returns to the standard offset). Not Apple API.
    public func setListTextLeadingOffset(_ offset: CGFloat?, forItemAt indexPath: IndexPath) {
        headless.setListTextLeadingOffset(offset, forItemAt: indexPath)
    }

    /// The corner radius of the list row at `indexPath` and whether its top and bottom corners are rounded
    /// (inset-grouped sections; semantics LI7). Not Apple API: UIKit's background configuration draws it.
    public func listRowCorners(at indexPath: IndexPath) -> (radius: CGFloat, top: Bool, bottom: Bool)? {
        headless.listRowShape(at: indexPath).map { ($0.cornerRadius, $0.roundsTopCorners, $0.roundsBottomCorners) }
    }
}
