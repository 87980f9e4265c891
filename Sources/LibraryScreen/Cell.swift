#if canImport(UIKit)
import UIKit
#else
import OpenCollectionView
#endif

/// A cell that shows one kind of object: sections configure their cells through it.
@MainActor
public protocol Cell: UICollectionViewCell {
    /// What the cell shows.
    associatedtype Object
    /// The reuse identifier the cell is registered under (its type's name by default).
    static var reuseIdentifier: String { get }
    /// Shows `object`.
    func configure(with object: Object)
}

extension Cell {
    public static var reuseIdentifier: String { String(describing: self) }
}
