import CompositionalLayout
import DiffableData
import Foundation
import HeadlessCollectionView
import ViewSystem

/// The collection face's messages for the exceptions UIKit raises (the namespace and its trap are the view
/// system's). The messages are built by the functions below so that tests can check them without crashing. Texts and
/// their sources: `docs/reference/collection-layout.md` §5 (layout) and `docs/reference/diffable-data.md` §1
/// (diffable data).
extension UIKitTraps {
    // MARK: Layout

    static let groupWithoutSubitems = "At least 1 subitem is required for a group"

    static func repeatingGroupCount(_ axis: LayoutGroup.Axis) -> String {
        "A repeating \(axis == .horizontal ? "horizontal" : "vertical") group should specify a count >= 1"
    }

    static let invalidSectionDefinition =
        "Invalid section definition. Please specify a valid section definition when content is to be rendered for a "
        + "section. This is a client error."

    static let duplicateElementKinds = "Every supplementary must have a unique elementKind: duplicates detected"

    static let noRoomForGroup =
        "There is no room for this NSCollectionLayoutGroup to fit into its parent group or section, or it has no room "
        + "for any subitems itself. Inspect the parent and ensure the contentInsets do not result in a negative "
        + "effectiveContentSize"

    /// UIKit's message for a layout the solver refused, followed by the layout layer's precise explanation.
    static func layoutFailure(_ error: LayoutError) -> String {
        let apple: String
        switch error.reason {
        case .missingSection: apple = invalidSectionDefinition
        case .duplicateElementKind: apple = duplicateElementKinds
        case .groupTooSmall, .negativeEffectiveSize: apple = noRoomForGroup
        case .unregisteredDecorationKind(let kind):
            apple = "no UICollectionViewLayoutAttributes instance for -layoutAttributesForDecorationViewOfKind: "
                + "\(kind)"
        default: apple = "Invalid layout"
        }
        return apple + " (" + error.description + ")"
    }

    // MARK: Collection view

    static func unregisteredCell(_ identifier: String) -> String {
        "could not dequeue a view of kind: UICollectionElementKindCell with identifier \(identifier) - must register "
            + "a nib or a class for the identifier or connect a prototype cell in a storyboard"
    }

    static func unregisteredSupplementary(kind: String, identifier: String) -> String {
        "could not dequeue a view of kind: \(kind) with identifier \(identifier) - must register a nib or a class for "
            + "the identifier or connect a prototype cell in a storyboard"
    }

    static func unregisteredDecoration(kind: String) -> String {
        "could not dequeue a view of kind: \(kind) with identifier \(kind) - must register a nib or a class for the "
            + "identifier or connect a prototype cell in a storyboard"
    }

    static let noDataSource = "UICollectionView dataSource is not set"

    /// UIKit's message for a section the collection view does not have (`numberOfItems(inSection:)`).
    static func sectionOutOfRange(_ section: Int, sections: Int) -> String {
        "request for number of items in section \(section) when there are only \(sections) sections in the collection "
            + "view"
    }

    /// A layout object used by a second collection view while the first still shows it (ours: UIKit has no text).
    static func layoutOfAnotherCollectionView(_ layout: Any.Type) -> String {
        "\(layout) is the layout of another collection view: a layout object belongs to the collection view it was "
            + "last given to, which its collectionView property names. Give each collection view its own layout object"
    }

    /// A cell registration was dequeued with a `nil` item, which its handler cannot receive.
    static func registrationWithoutItem(_ registration: Any.Type, _ indexPath: IndexPath) -> String {
        "\(registration) was dequeued for index path \(describe(indexPath)) with a nil item: pass the item the cell "
            + "provider received to dequeueConfiguredReusableCell(using:for:item:)"
    }

    /// UIKit's message for a view-layer failure.
    static func collectionViewFailure(_ error: CollectionViewError) -> String {
        switch error.reason {
        case .layout(let layoutError): layoutFailure(layoutError)
        case .unregisteredReuseIdentifier(let identifier, let kind):
            kind.map { unregisteredSupplementary(kind: $0, identifier: identifier) } ?? unregisteredCell(identifier)
        case .unregisteredDecorationView(let kind): unregisteredDecoration(kind: kind)
        case .noDataSource: noDataSource
        case .invalidUpdate(let message): message
        case .cellProviderReturnedNil(let indexPath, let item):
            cellProviderReturnedNil(indexPath, item: item ?? "nil")
        case .missingSupplementaryProvider(let kind, let indexPath):
            missingSupplementaryViewProvider(kind: kind, indexPath: indexPath)
        case .reentrantApply: reentrantApply
        case .foreignView(let key): notDequeued(key)
        case .supplementaryKindMismatch(let key, let dequeuedKind, let registration):
            supplementaryKindMismatch(requested: key.elementKind ?? "", dequeued: dequeuedKind)
                + " (index path \(describe(key.indexPath)), \(registration))"
        case .dequeuedViewNotReturned(let key, let registration):
            dequeuedViewNotReturned + " Requested: \(describe(key.indexPath)); dequeued and not returned: "
                + registration
        case .viewNotDequeuedForElement(let key, let dequeuedFor, let inThisRequest, let registration):
            viewNotDequeuedForElement(key, dequeuedFor: dequeuedFor, inThisRequest: inThisRequest, registration: registration)
        default: error.description
        }
    }

    // MARK: Misuse of dequeuing (semantics R9)

    /// UIKit's message for a view the data source made itself instead of dequeuing it.
    static func notDequeued(_ key: ElementKey) -> String {
        if key.category == .cell {
            return "the cell returned from -collectionView:cellForItemAtIndexPath: does not have a reuseIdentifier - "
                + "cells must be retrieved by calling -dequeueReusableCellWithReuseIdentifier:forIndexPath:"
        }
        return "the view returned from -collectionView:viewForSupplementaryElementOfKind:atIndexPath: "
            + "(\(key.elementKind ?? ""), \(describe(key.indexPath))) was not retrieved by calling "
            + "-dequeueReusableSupplementaryViewOfKind:withReuseIdentifier:forIndexPath: or is nil"
    }

    /// UIKit's message for a supplementary view dequeued for another element kind than the one asked for.
    static func supplementaryKindMismatch(requested: String, dequeued: String) -> String {
        "the view returned from -collectionView:viewForSupplementaryElementOfKind:atIndexPath: does not match the "
            + "element kind it is being used for. When asked for a view of element kind '\(requested)' the data source "
            + "dequeued a view registered for the element kind '\(dequeued)'."
    }

    /// UIKit's message for a request answered after dequeuing more than the one view returned.
    static let dequeuedViewNotReturned =
        "Expected dequeued view to be returned to the collection view in preparation for display. When the "
        + "collection view's data source is asked to provide a view for a given index path, ensure that a single "
        + "view is dequeued and returned to the collection view. Avoid dequeuing views without a request from the "
        + "collection view. For retrieving an existing view in the collection view, use "
        + "-[UICollectionView cellForItemAtIndexPath:] or -[UICollectionView supplementaryViewForElementKind:atIndexPath:]."

    /// A view returned for an element it was not dequeued for (for another index path, in an earlier request, or
    /// outside any request), naming both index paths and the registration.
    static func viewNotDequeuedForElement(
        _ key: ElementKey, dequeuedFor: ElementKey?, inThisRequest: Bool, registration: String
    ) -> String {
        let what = key.category == .cell ? "cell" : "view"
        let requested = "The \(what) returned for index path \(describe(key.indexPath))"
        guard let dequeuedFor else {
            return requested + " was dequeued (\(registration)) outside a request of the collection view: "
                + "dequeue it inside the data source's method for that index path."
        }
        if inThisRequest {
            return requested + " was dequeued for a different index path (\(describe(dequeuedFor.indexPath))) with "
                + "\(registration): pass the index path the data source was asked for to the dequeue method."
        }
        return requested + " was dequeued for index path \(describe(dequeuedFor.indexPath)) in an earlier request "
            + "(\(registration)): the same \(what) is being returned for several index paths. Dequeue a new \(what) "
            + "each time the data source is asked, and return it."
    }

    // MARK: Diffable data source

    static func cellProviderReturnedNil(_ indexPath: IndexPath, item: String) -> String {
        "UICollectionViewDiffableDataSource cell provider returned nil for index path \(describe(indexPath)) with "
            + "item identifier '\(item)', which is not allowed. You must always return a cell to the collection view"
    }

    static func missingSupplementaryViewProvider(kind: String, indexPath: IndexPath) -> String {
        "UICollectionView (via UICollectionViewDiffableDataSource) requested a supplementary view of kind '\(kind)' "
            + "at index path \(describe(indexPath)), but a supplementaryViewProvider was not specified on the "
            + "diffable data source"
    }

    static let supplementaryProviderReturnedNil =
        "The supplementary view provider returned nil, which is not allowed: return a view from "
        + "dequeueReusableSupplementaryView or dequeueConfiguredReusableSupplementary"

    static let changingDataSource =
        "UICollectionViewDiffableDataSource is the data source of this collection view: changing the dataSource of a "
        + "collection view driven by a diffable data source is not supported; create a new collection view"

    static let reentrantApply =
        "Deadlock detected: calling this method on the main queue with outstanding async updates is not permitted "
        + "and will deadlock. Please always submit updates either always on the main queue or always off the main "
        + "queue - view=BUG_IN_CLIENT_OF_DIFFABLE_DATA_SOURCE__APPLYING_SNAPSHOTS_REENTRANTLY"

    /// `<NSIndexPath: 0x…> {length = 2, path = 0 - 3}` as UIKit prints it, without the address.
    static func describe(_ indexPath: IndexPath) -> String {
        "<NSIndexPath> {length = \(indexPath.count), path = \(indexPath.map(String.init).joined(separator: " - "))}"
    }
}
