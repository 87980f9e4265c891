/// A type-erased element of any section: the article's `AnyHashable`, made `Sendable`.
///
/// The article declares `UICollectionViewDiffableDataSource<AnyHashable, AnyHashable>`. In Swift 6 the data
/// source's identifiers must be `Sendable` (UIKit declares them `Hashable & Sendable` in the iOS 17 SDK and later,
/// and so does OpenCollectionView), and `AnyHashable` is not. Sections are main-actor classes, hence `Sendable`,
/// and serve as section identifiers as they are; elements are wrapped in this eraser, which accepts only
/// `Sendable` values, so its unchecked conformance holds.
///
/// Every snapshot hashes and compares each of its elements (10,000 books on the library screen), so the eraser is
/// built for it: the element's hash is computed once, when it is wrapped; equality compares the hashes and the
/// element types first and then the elements with their own `==`, without the runtime type lookups that
/// `AnyHashable`'s equality makes on every call. Elements of different types are never equal (`AnyHashable` would
/// also match, say, `1 as Int` with `1 as Int8`).
public struct AnyElement: Hashable, @unchecked Sendable {
    private let box: AnyElementBox

    /// Wraps a `Sendable` element.
    public init<Element: Hashable & Sendable>(_ element: Element) {
        box = ElementBox(element)
    }

    /// Wraps the element of `box` (a section keeps its elements' boxes typed, to compare them with new values).
    init<Element: Hashable & Sendable>(box: ElementBox<Element>) {
        self.box = box
    }

    /// The element, type-erased.
    public var base: AnyHashable { box.base }

    /// The element, if it is an `Element`.
    public func element<Element: Hashable & Sendable>(as _: Element.Type = Element.self) -> Element? {
        (box as? ElementBox<Element>)?.value
    }

    public static func == (lhs: AnyElement, rhs: AnyElement) -> Bool {
        lhs.box === rhs.box || (lhs.box.hash == rhs.box.hash && lhs.box.isEqual(to: rhs.box))
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(box.hash)
    }
}

/// The storage of an ``AnyElement``: the element's hash, and equality with another box.
class AnyElementBox {
    let hash: Int

    init(hash: Int) { self.hash = hash }

    var base: AnyHashable { fatalError("subclass") }

    /// Whether `other` holds an element of the same type, equal to this one.
    func isEqual(to other: AnyElementBox) -> Bool { fatalError("subclass") }
}

/// An element in its box: one per wrapped value, shared by the copies of its ``AnyElement``.
final class ElementBox<Element: Hashable & Sendable>: AnyElementBox {
    let value: Element

    init(_ value: Element) {
        self.value = value
        super.init(hash: value.hashValue)
    }

    override var base: AnyHashable { AnyHashable(value) }

    override func isEqual(to other: AnyElementBox) -> Bool {
        // Same dynamic class means same `Element`; the unchecked cast then costs nothing.
        guard type(of: other) == type(of: self) else { return false }
        return value == unsafeDowncast(other, to: ElementBox<Element>.self).value
    }
}
