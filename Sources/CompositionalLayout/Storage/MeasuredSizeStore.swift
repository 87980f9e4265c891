import Foundation

/// The measured sizes of one section's items (or supplementaries), compactly: two `Float32` per item
/// (width, height) in one contiguous array, NaN meaning "not measured on this axis".
///
/// 8 bytes per item, so a million items cost 8 MB and no per-item objects. A width and a height are
/// recorded separately because a measured size only replaces the estimate on the estimated axes
/// (`docs/semantics.md` L9): a caller may store just one axis.
///
/// The unit is the caller's: the solver stores whole pixels, which `Float32` holds exactly up to
/// 2^24 px (16,777,216). Stored in points, a length below 2^20 pt is kept to within 2^−5 pt — less than
/// a fifth of a pixel at scale 3 — so it rounds back to the same pixel. Lengths must be finite and
/// non-negative.
///
/// Equality compares bit patterns, so that two stores with the same unmeasured (NaN) slots are equal.
struct MeasuredSizeStore: Sendable, Hashable {
    /// `2 · count` values: `storage[2i]` is item i's width, `storage[2i + 1]` its height.
    private var storage: [Float32]
    /// How many items have at least one measured axis.
    private(set) var measuredCount: Int

    /// A store for `count` items, none measured.
    ///
    /// - Complexity: O(n).
    init(count: Int = 0) {
        precondition(count >= 0, "MeasuredSizeStore: negative count \(count)")
        storage = Array(repeating: .nan, count: 2 * count)
        measuredCount = 0
    }

    /// The number of items.
    ///
    /// - Complexity: O(1).
    var count: Int { storage.count / 2 }

    /// Whether no item has a measured axis.
    ///
    /// - Complexity: O(1).
    var isEmpty: Bool { measuredCount == 0 }

    /// The measured width of item `index`, or `nil`.
    ///
    /// - Complexity: O(1).
    func width(at index: Int) -> CGFloat? {
        checkIndex(index)
        let value = storage[2 * index]
        return value.isNaN ? nil : CGFloat(value)
    }

    /// The measured height of item `index`, or `nil`.
    ///
    /// - Complexity: O(1).
    func height(at index: Int) -> CGFloat? {
        checkIndex(index)
        let value = storage[2 * index + 1]
        return value.isNaN ? nil : CGFloat(value)
    }

    /// Whether item `index` has at least one measured axis.
    ///
    /// - Complexity: O(1).
    func isMeasured(at index: Int) -> Bool {
        checkIndex(index)
        return !storage[2 * index].isNaN || !storage[2 * index + 1].isNaN
    }

    /// The lengths stored for item `index` (NaN on an unmeasured axis), or `nil` outside `0 ..< count`: the
    /// read for the solver's placement loop, which converts nothing and never traps.
    ///
    /// - Complexity: O(1).
    @inline(__always)
    func storedLengths(at index: Int) -> (width: Float32, height: Float32)? {
        guard index >= 0, 2 * index + 1 < storage.count else { return nil }
        return (storage[2 * index], storage[2 * index + 1])
    }

    /// The measured size of item `index` when both axes are measured, else `nil`. Setting a size
    /// records both axes; setting `nil` forgets both.
    ///
    /// - Complexity: O(1).
    subscript(index: Int) -> CGSize? {
        get {
            checkIndex(index)
            let width = storage[2 * index]
            let height = storage[2 * index + 1]
            guard !width.isNaN, !height.isNaN else { return nil }
            return CGSize(width: CGFloat(width), height: CGFloat(height))
        }
        set {
            if let newValue {
                set(width: newValue.width, height: newValue.height, at: index)
            } else {
                clear(at: index)
            }
        }
    }

    /// Records the measured lengths of item `index`; a `nil` axis keeps what was recorded before.
    /// Returns whether anything changed (a repeated identical measurement changes nothing).
    ///
    /// - Precondition: lengths are finite and non-negative.
    /// - Complexity: O(1).
    @discardableResult
    mutating func set(width: CGFloat? = nil, height: CGFloat? = nil, at index: Int) -> Bool {
        checkIndex(index)
        let wasMeasured = isMeasured(at: index)
        var changed = false
        if let width { changed = store(width, at: 2 * index) || changed }
        if let height { changed = store(height, at: 2 * index + 1) || changed }
        if !wasMeasured && isMeasured(at: index) { measuredCount += 1 }
        return changed
    }

    /// Forgets item `index`'s measurements on both axes.
    ///
    /// - Complexity: O(1).
    mutating func clear(at index: Int) {
        checkIndex(index)
        if isMeasured(at: index) { measuredCount -= 1 }
        storage[2 * index] = .nan
        storage[2 * index + 1] = .nan
    }

    /// Forgets every measurement, keeping the item count.
    ///
    /// - Complexity: O(n).
    mutating func clearAll() {
        self = MeasuredSizeStore(count: count)
    }

    /// Inserts `count` unmeasured items before `index`; later items move up by `count`.
    ///
    /// - Precondition: `0 <= index <= self.count`, `count >= 0`.
    /// - Complexity: O(n − index + count); O(count) amortised at the end.
    mutating func insertUnmeasured(count newCount: Int, at index: Int) {
        precondition(index >= 0 && index <= count, "MeasuredSizeStore: insertion index \(index) out of 0...\(count)")
        precondition(newCount >= 0, "MeasuredSizeStore: negative insertion count \(newCount)")
        guard newCount > 0 else { return }
        storage.insert(contentsOf: repeatElement(Float32.nan, count: 2 * newCount), at: 2 * index)
    }

    /// Removes the items in `range`; later items move down.
    ///
    /// - Precondition: `range` lies within `0 ..< count`.
    /// - Complexity: O(n − range.lowerBound).
    mutating func removeSubrange(_ range: Range<Int>) {
        precondition(range.lowerBound >= 0 && range.upperBound <= count, "MeasuredSizeStore: range \(range) out of 0..<\(count)")
        guard !range.isEmpty else { return }
        var removedMeasured = 0
        for index in range where isMeasured(at: index) { removedMeasured += 1 }
        storage.removeSubrange((2 * range.lowerBound)..<(2 * range.upperBound))
        measuredCount -= removedMeasured
    }

    /// Grows (with unmeasured items at the end) or shrinks (dropping the last items) to `newCount`.
    ///
    /// - Complexity: O(|newCount − count|) amortised.
    mutating func resize(to newCount: Int) {
        precondition(newCount >= 0, "MeasuredSizeStore: negative count \(newCount)")
        if newCount > count {
            insertUnmeasured(count: newCount - count, at: count)
        } else if newCount < count {
            removeSubrange(newCount..<count)
        }
    }

    /// Calls `body` with each item that has a measured axis, in index order.
    ///
    /// - Complexity: O(n).
    func forEachMeasured(_ body: (_ index: Int, _ width: CGFloat?, _ height: CGFloat?) throws -> Void) rethrows {
        guard measuredCount > 0 else { return }
        for index in 0..<count {
            let width = storage[2 * index]
            let height = storage[2 * index + 1]
            if width.isNaN && height.isNaN { continue }
            try body(index, width.isNaN ? nil : CGFloat(width), height.isNaN ? nil : CGFloat(height))
        }
    }

    // MARK: - Private

    private func checkIndex(_ index: Int) {
        precondition(index >= 0 && index < storage.count / 2, "MeasuredSizeStore: index \(index) out of 0..<\(storage.count / 2)")
    }

    /// Stores one length; returns whether the stored bits changed.
    private mutating func store(_ length: CGFloat, at slot: Int) -> Bool {
        precondition(length.isFinite && length >= 0, "MeasuredSizeStore: measured length \(length) is not finite and non-negative")
        let value = Float32(length)
        if storage[slot] == value { return false }
        storage[slot] = value
        return true
    }
}

extension MeasuredSizeStore {
    static func == (lhs: MeasuredSizeStore, rhs: MeasuredSizeStore) -> Bool {
        lhs.measuredCount == rhs.measuredCount && lhs.storage.count == rhs.storage.count
            && zip(lhs.storage, rhs.storage).allSatisfy { $0.bitPattern == $1.bitPattern }
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(storage.count)
        for value in storage { hasher.combine(value.bitPattern) }
    }
}

extension MeasuredSizeStore: CustomStringConvertible {
    var description: String {
        var parts: [String] = []
        forEachMeasured { index, width, height in
            parts.append("\(index): \(width.map { "\($0)" } ?? "–") × \(height.map { "\($0)" } ?? "–")")
        }
        return "MeasuredSizeStore(count: \(count), measured: [\(parts.joined(separator: ", "))])"
    }
}
