import Foundation

/// The measured sizes of one section's items (or supplementaries), sparsely: only items with a measured axis
/// take room, as one entry in a sorted index array and two `Float32` (width, height; NaN meaning "not
/// measured on this axis").
///
/// A store of a million unmeasured items is a count and two empty arrays, so a section with estimated sizes
/// costs nothing per item until its items are measured (12 bytes per measured item then). Reads are a binary
/// search over the measured items; inserting or removing items shifts the indices of the measured items after
/// them (a `memmove`-speed pass), never the unmeasured ones. A width and a height are recorded separately
/// because a measured size only replaces the estimate on the estimated axes (`docs/semantics.md` L9): a
/// caller may store just one axis.
///
/// The unit is the caller's: the solver stores whole pixels, which `Float32` holds exactly up to
/// 2^24 px (16,777,216). Stored in points, a length below 2^20 pt is kept to within 2^−5 pt — less than
/// a fifth of a pixel at scale 3 — so it rounds back to the same pixel. Lengths must be finite and
/// non-negative.
///
/// Equality compares bit patterns, so that two stores with the same unmeasured (NaN) axes are equal.
struct MeasuredSizeStore: Sendable, Hashable {
    /// The number of items.
    private(set) var count: Int
    /// The items with at least one measured axis, ascending.
    private var indices: [Int] = []
    /// `2 · indices.count` values: `lengths[2e]` is entry e's width, `lengths[2e + 1]` its height.
    private var lengths: [Float32] = []

    /// A store for `count` items, none measured.
    ///
    /// - Complexity: O(1).
    init(count: Int = 0) {
        precondition(count >= 0, "MeasuredSizeStore: negative count \(count)")
        self.count = count
    }

    /// How many items have at least one measured axis.
    ///
    /// - Complexity: O(1).
    var measuredCount: Int { indices.count }

    /// Whether no item has a measured axis.
    ///
    /// - Complexity: O(1).
    var isEmpty: Bool { indices.isEmpty }

    /// The measured width of item `index`, or `nil`.
    ///
    /// - Complexity: O(log measured).
    func width(at index: Int) -> CGFloat? {
        checkIndex(index)
        guard let entry = entry(of: index) else { return nil }
        let value = lengths[2 * entry]
        return value.isNaN ? nil : CGFloat(value)
    }

    /// The measured height of item `index`, or `nil`.
    ///
    /// - Complexity: O(log measured).
    func height(at index: Int) -> CGFloat? {
        checkIndex(index)
        guard let entry = entry(of: index) else { return nil }
        let value = lengths[2 * entry + 1]
        return value.isNaN ? nil : CGFloat(value)
    }

    /// Whether item `index` has at least one measured axis.
    ///
    /// - Complexity: O(log measured).
    func isMeasured(at index: Int) -> Bool {
        checkIndex(index)
        return entry(of: index) != nil
    }

    /// The lengths stored for item `index` (NaN on an unmeasured axis), or `nil` outside `0 ..< count`: the
    /// read for the solver's placement loop, which converts nothing and never traps.
    ///
    /// - Complexity: O(1) when nothing is measured, else O(log measured).
    @inline(__always)
    func storedLengths(at index: Int) -> (width: Float32, height: Float32)? {
        guard index >= 0, index < count else { return nil }
        guard !indices.isEmpty, let entry = entry(of: index) else { return (.nan, .nan) }
        return (lengths[2 * entry], lengths[2 * entry + 1])
    }

    /// The first item at or after `index` with a measured axis, or `nil`.
    ///
    /// - Complexity: O(log measured).
    func firstMeasured(atOrAfter index: Int) -> Int? {
        let position = lowerBound(index)
        return position < indices.count ? indices[position] : nil
    }

    /// The measured size of item `index` when both axes are measured, else `nil`. Setting a size
    /// records both axes; setting `nil` forgets both.
    ///
    /// - Complexity: O(log measured) to read; writing a new item also shifts the entries after it.
    subscript(index: Int) -> CGSize? {
        get {
            guard let width = width(at: index), let height = height(at: index) else { return nil }
            return CGSize(width: width, height: height)
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
    /// - Complexity: O(log measured) for an item already measured (or the last one); a newly measured item
    ///   also shifts the entries after it.
    @discardableResult
    mutating func set(width: CGFloat? = nil, height: CGFloat? = nil, at index: Int) -> Bool {
        checkIndex(index)
        let newWidth = width.map { Self.stored($0) }
        let newHeight = height.map { Self.stored($0) }
        let position = lowerBound(index)
        if position < indices.count, indices[position] == index {
            var changed = false
            if let newWidth, lengths[2 * position].bitPattern != newWidth.bitPattern {
                lengths[2 * position] = newWidth
                changed = true
            }
            if let newHeight, lengths[2 * position + 1].bitPattern != newHeight.bitPattern {
                lengths[2 * position + 1] = newHeight
                changed = true
            }
            return changed
        }
        guard newWidth != nil || newHeight != nil else { return false }
        indices.insert(index, at: position)
        lengths.insert(contentsOf: [newWidth ?? .nan, newHeight ?? .nan], at: 2 * position)
        return true
    }

    /// Records both measured lengths of item `index` (stored values, finite and non-negative) and returns what
    /// was stored before (NaN on an unmeasured axis), or `nil` outside `0 ..< count`: one search of the store where
    /// a read followed by ``set(width:height:at:)`` would take two (this runs for every measured cell).
    ///
    /// - Complexity: O(log measured) for an item already measured; a newly measured item also shifts the
    ///   entries after it.
    @inline(__always)
    mutating func replaceLengths(at index: Int, width: Float32, height: Float32) -> (width: Float32, height: Float32)? {
        guard index >= 0, index < count else { return nil }
        let position = lowerBound(index)
        if position < indices.count, indices[position] == index {
            let old = (width: lengths[2 * position], height: lengths[2 * position + 1])
            lengths[2 * position] = width
            lengths[2 * position + 1] = height
            return old
        }
        indices.insert(index, at: position)
        lengths.insert(contentsOf: [width, height], at: 2 * position)
        return (.nan, .nan)
    }

    /// Forgets item `index`'s measurements on both axes.
    ///
    /// - Complexity: O(log measured), plus the entries after it when it was measured.
    mutating func clear(at index: Int) {
        checkIndex(index)
        guard let entry = entry(of: index) else { return }
        indices.remove(at: entry)
        lengths.removeSubrange((2 * entry)..<(2 * entry + 2))
    }

    /// Forgets every measurement, keeping the item count.
    ///
    /// - Complexity: O(1) (the arrays are released).
    mutating func clearAll() {
        self = MeasuredSizeStore(count: count)
    }

    /// Inserts `count` unmeasured items before `index`; later items move up by `count`.
    ///
    /// - Precondition: `0 <= index <= self.count`, `count >= 0`.
    /// - Complexity: O(log measured + measured items after `index`).
    mutating func insertUnmeasured(count newCount: Int, at index: Int) {
        precondition(index >= 0 && index <= count, "MeasuredSizeStore: insertion index \(index) out of 0...\(count)")
        precondition(newCount >= 0, "MeasuredSizeStore: negative insertion count \(newCount)")
        guard newCount > 0 else { return }
        count += newCount
        shiftIndices(from: lowerBound(index), by: newCount)
    }

    /// Removes the items in `range`; later items move down.
    ///
    /// - Precondition: `range` lies within `0 ..< count`.
    /// - Complexity: O(log measured + measured items from `range.lowerBound` on).
    mutating func removeSubrange(_ range: Range<Int>) {
        precondition(range.lowerBound >= 0 && range.upperBound <= count, "MeasuredSizeStore: range \(range) out of 0..<\(count)")
        guard !range.isEmpty else { return }
        let first = lowerBound(range.lowerBound)
        let end = lowerBound(range.upperBound)
        if first < end {
            indices.removeSubrange(first..<end)
            lengths.removeSubrange((2 * first)..<(2 * end))
        }
        count -= range.count
        shiftIndices(from: first, by: -range.count)
    }

    /// Grows (with unmeasured items at the end) or shrinks (dropping the last items) to `newCount`.
    ///
    /// - Complexity: O(log measured + measured items dropped).
    mutating func resize(to newCount: Int) {
        precondition(newCount >= 0, "MeasuredSizeStore: negative count \(newCount)")
        if newCount > count {
            count = newCount
        } else if newCount < count {
            removeSubrange(newCount..<count)
        }
    }

    /// Calls `body` with each item that has a measured axis, in index order.
    ///
    /// - Complexity: O(measured).
    func forEachMeasured(_ body: (_ index: Int, _ width: CGFloat?, _ height: CGFloat?) throws -> Void) rethrows {
        for (entry, index) in indices.enumerated() {
            let width = lengths[2 * entry]
            let height = lengths[2 * entry + 1]
            try body(index, width.isNaN ? nil : CGFloat(width), height.isNaN ? nil : CGFloat(height))
        }
    }

    // MARK: - Private

    private func checkIndex(_ index: Int) {
        precondition(index >= 0 && index < count, "MeasuredSizeStore: index \(index) out of 0..<\(count)")
    }

    private static func stored(_ length: CGFloat) -> Float32 {
        precondition(length.isFinite && length >= 0, "MeasuredSizeStore: measured length \(length) is not finite and non-negative")
        return Float32(length)
    }

    /// The position of the first entry whose item is at least `index`.
    @inline(__always)
    private func lowerBound(_ index: Int) -> Int {
        indices.withUnsafeBufferPointer { indices in indices.partitioningIndex { $0 >= index } }
    }

    /// The entry of item `index`, if it is measured.
    @inline(__always)
    private func entry(of index: Int) -> Int? {
        let position = lowerBound(index)
        return position < indices.count && indices[position] == index ? position : nil
    }

    private mutating func shiftIndices(from position: Int, by delta: Int) {
        guard position < indices.count else { return }
        indices.withUnsafeMutableBufferPointer { indices in
            for entry in position..<indices.count { indices[entry] += delta }
        }
    }
}

extension MeasuredSizeStore {
    static func == (lhs: MeasuredSizeStore, rhs: MeasuredSizeStore) -> Bool {
        lhs.count == rhs.count && lhs.indices == rhs.indices
            && lhs.lengths.elementsEqual(rhs.lengths) { $0.bitPattern == $1.bitPattern }
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        hasher.combine(indices)
        for value in lengths { hasher.combine(value.bitPattern) }
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
