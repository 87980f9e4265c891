import CompositionalLayout
import Foundation

/// A misuse of the collection view, with a message of the quality of UIKit's exceptions.
public struct CollectionViewError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong.
    public enum Reason: Sendable, Hashable {
        /// The layout could not be solved.
        case layout(LayoutError)
        /// The data source returned no cell (diffable cell provider returned `nil`).
        case cellProviderReturnedNil(IndexPath, itemDescription: String?)
        /// The layout has a supplementary element but nothing provides a view for it.
        case missingSupplementaryProvider(kind: String, IndexPath)
        /// The layout has a decoration element of a kind with no registered view class.
        case unregisteredDecorationView(kind: String)
        /// A reuse identifier was dequeued that was never registered.
        case unregisteredReuseIdentifier(String, kind: String?)
        /// There is no data source.
        case noDataSource
        /// The data source threw an error of its own.
        case dataSource(String)
        /// A batch update does not add up.
        case invalidUpdate(String)
        /// An index path given to `operation` names no item.
        case itemNotFound(IndexPath, numberOfSections: Int, numberOfItems: Int?, operation: ItemOperation)
        /// A section index names no section.
        case sectionNotFound(Int, numberOfSections: Int)
        /// The section does not scroll orthogonally.
        case sectionNotOrthogonal(Int)
        /// A snapshot was applied from inside another apply's completion or provider.
        case reentrantApply
        /// A prepared diff does not start from the snapshot the data source shows.
        case stalePreparedUpdate
        /// The data source returned a view for the element that was not dequeued from this collection view.
        case foreignView(ElementKey)
        /// The data source returned a view that was not dequeued for the element it was asked for, in this request:
        /// dequeued for another element (`dequeuedFor`), or in an earlier request (a provider handing out one cached
        /// cell for every item), or outside any request (`dequeuedFor` is `nil`). `registration` names the
        /// registration or reuse identifier the view was dequeued with.
        case viewNotDequeuedForElement(ElementKey, dequeuedFor: ElementKey?, inThisRequest: Bool, registration: String)
        /// A supplementary registration (or reuse identifier) of one element kind was used to answer a request for
        /// another kind.
        case supplementaryKindMismatch(ElementKey, dequeuedKind: String, registration: String)
        /// The data source dequeued more views than the one it returned for the element (UIKit: "Expected dequeued
        /// view to be returned to the collection view"); `registration` names the extra view's.
        case dequeuedViewNotReturned(ElementKey, registration: String)
    }

    /// The operation that was given an index path naming no item; its raw value completes "Attempted to …" (for
    /// scrolling, UIKit's text).
    public enum ItemOperation: String, Sendable, Hashable {
        /// Scrolling to an item.
        case scroll = "scroll the collection view to"
        /// Selecting an item.
        case select = "select"
        /// Focusing an item.
        case focus = "focus"
        /// Moving an item.
        case move = "move"
    }

    /// What went wrong.
    public var reason: Reason

    /// Creates an error for `reason`.
    public init(_ reason: Reason) { self.reason = reason }

    /// A message explaining the misuse, in the manner of UIKit's exception messages.
    public var description: String {
        switch reason {
        case .layout(let error):
            return "The layout could not be solved: \(error.description)"
        case .cellProviderReturnedNil(let indexPath, let item):
            let identifier = item.map { " with item identifier '\($0)'" } ?? ""
            return "The cell provider returned nil for index path \(format(indexPath))\(identifier), which is not "
                + "allowed. You must always return a cell to the collection view."
        case .missingSupplementaryProvider(let kind, let indexPath):
            return "The layout requested a supplementary view of kind '\(kind)' at index path \(format(indexPath)), "
                + "but no supplementary view provider was specified (set the data source's "
                + "supplementaryViewProvider, or return a view from supplementaryView(ofKind:at:in:))."
        case .unregisteredDecorationView(let kind):
            return "The layout has a decoration element of kind '\(kind)', but no view class is registered for it: "
                + "call register(_:forDecorationViewOfKind:) on the collection view."
        case .unregisteredReuseIdentifier(let identifier, let kind):
            if let kind {
                return "Could not dequeue a view of kind '\(kind)' with identifier '\(identifier)': you must register "
                    + "a class for the identifier or use a SupplementaryRegistration."
            }
            return "Could not dequeue a cell with identifier '\(identifier)': you must register a class for the "
                + "identifier or use a CellRegistration."
        case .noDataSource:
            return "The collection view has no data source."
        case .dataSource(let message):
            return "The data source failed: \(message)"
        case .invalidUpdate(let message):
            return message
        case .itemNotFound(let indexPath, let sections, let items, let operation):
            let attempt = "Attempted to \(operation.rawValue)"
            if let items {
                return "\(attempt) an out-of-bounds item (\(indexPath.count > 1 ? indexPath[1] : -1)) "
                    + "when there are only \(items) items in section \(indexPath.first ?? -1). Index path: \(format(indexPath))."
            }
            return "\(attempt) an out-of-bounds section (\(indexPath.first ?? -1)) "
                + "when there are only \(sections) sections. Index path: \(format(indexPath))."
        case .sectionNotFound(let section, let sections):
            return "Section \(section) does not exist: the collection view has \(sections) sections."
        case .sectionNotOrthogonal(let section):
            return "Section \(section) does not scroll orthogonally (its orthogonalScrollingBehavior is .none or it "
                + "does not exist)."
        case .reentrantApply:
            return "Applying a snapshot while another apply is in progress (from its completion or from a provider) "
                + "is not allowed: apply snapshots one after the other on the main actor."
        case .stalePreparedUpdate:
            return "The prepared update was computed from a snapshot that is no longer the applied one: prepare it "
                + "again from snapshot()."
        case .foreignView(let key):
            return "The view returned for the \(key) was not dequeued from this collection view: views must be "
                + "retrieved by calling a dequeue method of the collection view that shows them."
        case .viewNotDequeuedForElement(let key, let dequeuedFor, let inThisRequest, let registration):
            let origin: String
            if let dequeuedFor {
                origin = inThisRequest
                    ? "it was dequeued (\(registration)) for the \(dequeuedFor)"
                    : "it was dequeued (\(registration)) for the \(dequeuedFor) in an earlier request: a provider must "
                        + "not keep a view and return it again (for example one cell for every item)"
            } else {
                origin = "it was dequeued (\(registration)) outside any request of the collection view"
            }
            return "The view returned for the \(key) was not dequeued for it: \(origin). Dequeue a view for the "
                + "index path the collection view asks for, while it asks, and return that view."
        case .supplementaryKindMismatch(let key, let dequeuedKind, let registration):
            return "The view returned for the \(key) was dequeued for the element kind '\(dequeuedKind)' "
                + "(\(registration)), not for '\(key.elementKind ?? "")': use a registration (or reuse identifier) "
                + "of the kind being asked for."
        case .dequeuedViewNotReturned(let key, let registration):
            return "While asked for the view of the \(key), the data source dequeued a view (\(registration)) that "
                + "it did not return: dequeue exactly one view per request and return it; to reach a view already "
                + "shown, use cellForItem(at:) or supplementaryView(forElementKind:at:)."
        }
    }
}

/// Formats an index path like UIKit's logs: `<NSIndexPath: {length = 2, path = 0 - 3}>` is shortened to `[0, 3]`.
func format(_ indexPath: IndexPath) -> String {
    "[" + indexPath.map(String.init).joined(separator: ", ") + "]"
}

/// Something the collection view tolerated but that was probably not meant.
public struct CollectionViewDiagnostic: Sendable, Hashable, CustomStringConvertible {
    /// The kind of a diagnostic.
    public enum Kind: Sendable, Hashable {
        /// A registration was created while the data source was asked for a view, which defeats reuse.
        case registrationCreatedInsideProvider
        /// The layout solver reported something (for example insets ignored on an estimated axis).
        case layout
        /// A layout pass started by reading a property failed; the error is in the message.
        case layoutPassFailed
        /// A property was set to a value it cannot hold (a NaN or infinite inset, offset or overscan) and a safe
        /// value was used instead; the message says which.
        case invalidValue
    }

    /// What kind of diagnostic this is.
    public var kind: Kind
    /// The diagnostic's text.
    public var message: String

    /// Creates a diagnostic of `kind` with `message`.
    public init(kind: Kind, message: String) {
        self.kind = kind
        self.message = message
    }

    /// The diagnostic's message.
    public var description: String { message }
}
