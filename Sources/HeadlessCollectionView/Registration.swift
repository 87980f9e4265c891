import CompositionalLayout
import Foundation

@MainActor
enum RegistrationSerial {
    static var next = 0
    static func take() -> Int {
        next += 1
        return next
    }
}

/// Pairs a cell class with the code that configures it for an item (UIKit's `CellRegistration`).
///
/// Create registrations once, up front; a registration created while the collection view is asking for a
/// view is reported through ``CollectionView/diagnosticsHandler`` (it would defeat reuse).
@MainActor
public struct CellRegistration<Cell: CollectionCell, Item> {
    /// Configures `cell` to show `item` at `indexPath`; called on the main actor each time the cell is dequeued.
    public typealias Handler = @MainActor (_ cell: Cell, _ indexPath: IndexPath, _ item: Item) -> Void

    /// The configuration code.
    public let handler: Handler
    /// The reuse identifier of the registration's queue: unique per registration.
    public let reuseIdentifier: String
    let serial: Int

    /// Creates a registration with its own reuse queue. Create it once, not while a view is being asked for.
    public init(handler: @escaping Handler) {
        serial = RegistrationSerial.take()
        self.handler = handler
        reuseIdentifier = "\(Cell.self)#\(serial)"
    }
}

/// Pairs a supplementary view class and an element kind with the code that configures it.
@MainActor
public struct SupplementaryRegistration<View: ReusableView> {
    /// Configures `view` for the element of `elementKind` at `indexPath`; called each time the view is dequeued.
    public typealias Handler = @MainActor (_ view: View, _ elementKind: String, _ indexPath: IndexPath) -> Void

    /// The supplementary kind the registration serves.
    public let elementKind: String
    /// The configuration code.
    public let handler: Handler
    /// The reuse identifier of the registration's queue: unique per registration.
    public let reuseIdentifier: String
    let serial: Int

    /// Creates a registration for `elementKind` with its own reuse queue. Create it once, up front.
    public init(elementKind: String, handler: @escaping Handler) {
        serial = RegistrationSerial.take()
        self.elementKind = elementKind
        self.handler = handler
        reuseIdentifier = "\(View.self)#\(serial)"
    }
}

/// How many views of one reuse identifier were created and how many times one was reused.
public struct ReuseCount: Sendable, Hashable {
    /// How many views were created because the queue was empty.
    public var created = 0
    /// How many dequeues were served by a view from the queue.
    public var reused = 0
    /// Creates counters; both default to 0.
    public init(created: Int = 0, reused: Int = 0) {
        self.created = created
        self.reused = reused
    }
}

/// Reuse counters, so tests can prove that views are recycled.
public struct ReuseStatistics: Sendable, Hashable {
    /// By reuse identifier (decorations: their element kind).
    public var byReuseIdentifier: [String: ReuseCount] = [:]
    /// Views created, over all reuse identifiers.
    public var viewsCreated: Int { byReuseIdentifier.values.reduce(0) { $0 + $1.created } }
    /// Dequeues served from a queue, over all reuse identifiers.
    public var viewsReused: Int { byReuseIdentifier.values.reduce(0) { $0 + $1.reused } }
    /// Creates empty statistics.
    public init() {}
}

/// The views waiting for reuse under one pool key, and its counters.
@MainActor
final class ReuseQueue {
    let statisticsKey: String
    var views: [any ReusableView] = []
    var created = 0
    var reused = 0
    init(statisticsKey: String) { self.statisticsKey = statisticsKey }
}
