/// A type-erased element of any section: the article's `AnyHashable`, made `Sendable`.
///
/// The article declares `UICollectionViewDiffableDataSource<AnyHashable, AnyHashable>`. In Swift 6 the data
/// source's identifiers must be `Sendable` (UIKit declares them `Hashable & Sendable` in the iOS 17 SDK and later,
/// and so does OpenCollectionView), and `AnyHashable` is not. Sections are main-actor classes, hence `Sendable`,
/// and serve as section identifiers as they are; elements are wrapped in this eraser, which accepts only
/// `Sendable` values, so its unchecked conformance holds.
public struct AnyElement: Hashable, @unchecked Sendable {
    /// The element, type-erased.
    public let base: AnyHashable

    /// Wraps a `Sendable` element.
    public init<Element: Hashable & Sendable>(_ element: Element) {
        base = AnyHashable(element)
    }
}
