import Foundation

/// A value kept for the life of the process and named by its address, so that a struct holding the name copies
/// as plain bits: ``LayoutAttributes`` holds its element kind (and any index path not of two indices) this way,
/// and is then a plain value that is copied and dropped without reference counting (semantics L20).
///
/// Equal values are stored once, so equal names are equal addresses. The values are what layouts name (a few
/// element kinds; index paths of other lengths come only from custom layouts), so keeping them is bounded in
/// practice.
@usableFromInline
struct InternedName<Value: Hashable & Sendable>: Hashable, Sendable {
    // Unmanaged: a reference the compiler does not count. The box is never released (InternTable).
    @usableFromInline let box: Unmanaged<InternBox<Value>>

    /// The name of `value` in `table`, storing the value on first use.
    init(_ value: Value, in table: InternTable<Value>) { box = table.box(for: value) }

    /// The value named.
    @inlinable var value: Value { box.takeUnretainedValue().value }

    @inlinable static func == (lhs: Self, rhs: Self) -> Bool { lhs.box.toOpaque() == rhs.box.toOpaque() }
    @inlinable func hash(into hasher: inout Hasher) { hasher.combine(box.toOpaque()) }
}

extension InternedName where Value == String {
    /// The name of an element kind.
    @usableFromInline init(kind: String) { self.init(kind, in: InternTables.kinds) }
}

extension InternedName where Value == [Int] {
    /// The name of an index path's indices.
    @usableFromInline init(indexes: [Int]) { self.init(indexes, in: InternTables.indexPaths) }
}

/// The stored copy of an interned value.
@usableFromInline
final class InternBox<Value: Sendable>: Sendable {
    @usableFromInline let value: Value
    init(_ value: Value) { self.value = value }
}

/// The values interned so far, each boxed once and never released.
final class InternTable<Value: Hashable & Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var boxes: [Value: Unmanaged<InternBox<Value>>] = [:]

    func box(for value: Value) -> Unmanaged<InternBox<Value>> {
        lock.lock()
        defer { lock.unlock() }
        if let box = boxes[value] { return box }
        let box = Unmanaged.passRetained(InternBox(value))
        boxes[value] = box
        return box
    }
}

/// The process's intern tables.
enum InternTables {
    /// Element kinds.
    static let kinds = InternTable<String>()
    /// Index paths not of two indices.
    static let indexPaths = InternTable<[Int]>()
}
