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
    public typealias Handler = @MainActor (_ cell: Cell, _ indexPath: IndexPath, _ item: Item) -> Void

    public let handler: Handler
    /// The reuse identifier of the registration's queue: unique per registration.
    public let reuseIdentifier: String
    let serial: Int

    public init(handler: @escaping Handler) {
        serial = RegistrationSerial.take()
        self.handler = handler
        reuseIdentifier = "\(Cell.self)#\(serial)"
    }
}

/// Pairs a supplementary view class and an element kind with the code that configures it.
@MainActor
public struct SupplementaryRegistration<View: ReusableView> {
    public typealias Handler = @MainActor (_ view: View, _ elementKind: String, _ indexPath: IndexPath) -> Void

    public let elementKind: String
    public let handler: Handler
    public let reuseIdentifier: String
    let serial: Int

    public init(elementKind: String, handler: @escaping Handler) {
        serial = RegistrationSerial.take()
        self.elementKind = elementKind
        self.handler = handler
        reuseIdentifier = "\(View.self)#\(serial)"
    }
}

/// How many views of one reuse identifier were created and how many times one was reused.
public struct ReuseCount: Sendable, Hashable {
    public var created = 0
    public var reused = 0
    public init(created: Int = 0, reused: Int = 0) {
        self.created = created
        self.reused = reused
    }
}

/// Reuse counters, so tests can prove that views are recycled.
public struct ReuseStatistics: Sendable, Hashable {
    /// By reuse identifier (decorations: their element kind).
    public var byReuseIdentifier: [String: ReuseCount] = [:]
    public var viewsCreated: Int { byReuseIdentifier.values.reduce(0) { $0 + $1.created } }
    public var viewsReused: Int { byReuseIdentifier.values.reduce(0) { $0 + $1.reused } }
    public init() {}
}
