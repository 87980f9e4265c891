import Foundation
import HeadlessCollectionView

extension UICollectionView {
    /// Pairs a cell class with the code that configures it for an item. Create registrations once, outside the
    /// cell provider.
    @MainActor
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        /// Configures a cell for the item at an index path.
        public typealias Handler = (_ cell: Cell, _ indexPath: IndexPath, _ itemIdentifier: Item) -> Void

        let registration: HeadlessCollectionView.CellRegistration<Cell, Item?>

        /// Creates a registration for `Cell` that configures cells with `handler`.
        public init(handler: @escaping Handler) {
            registration = HeadlessCollectionView.CellRegistration { cell, indexPath, item in
                // UIKit's handler receives the item the cell provider passed; a `nil` item cannot be handed over.
                guard let item else { UIKitTraps.raise(UIKitTraps.registrationWithoutItem(Self.self, indexPath)) }
                handler(cell, indexPath, item)
            }
        }
    }

    /// Pairs a supplementary view class and an element kind with the code that configures it.
    @MainActor
    public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        /// Configures a supplementary view of an element kind at an index path.
        public typealias Handler = (_ supplementaryView: Supplementary, _ elementKind: String, _ indexPath: IndexPath) -> Void

        let registration: HeadlessCollectionView.SupplementaryRegistration<Supplementary>

        /// The element kind the registration serves.
        public var elementKind: String { registration.elementKind }

        /// Creates a registration for `Supplementary` views of `elementKind`, configured with `handler`.
        public init(elementKind: String, handler: @escaping Handler) {
            registration = HeadlessCollectionView.SupplementaryRegistration(elementKind: elementKind) { view, kind, indexPath in
                handler(view, kind, indexPath)
            }
        }
    }
}
