/// A Fenwick (binary indexed) tree over whole-pixel lengths: prefix sums, point updates and the
/// "which element contains this offset" search, each in O(log n).
///
/// The solver keeps the lengths of estimated rows (or groups) in one of these, so that a measured size
/// moves every later row by updating O(log n) nodes instead of O(n) origins, and a viewport query finds
/// its first row by descending the tree.
///
/// Storage is one contiguous `[Int]` of `count` nodes and nothing else (no per-element objects, no copy
/// of the values): node `k` (1-based) holds the sum of the elements `k − lowbit(k) ..< k` (0-based),
/// where `lowbit(k) = k & −k`. Reading a single element therefore costs O(log n), not O(1); keep the
/// values elsewhere if they are read more often than summed.
///
/// Lengths are expected to be non-negative for ``firstIndex(wherePrefixSumExceeds:)`` (the search needs
/// non-decreasing prefix sums); every other operation accepts any `Int`. Sums wrap on overflow only in
/// the sense that they trap, like ordinary `Int` arithmetic.
struct PrefixSumTree: Sendable, Hashable {
    /// Fenwick nodes, stored 0-based: `nodes[k - 1]` is node `k`.
    private var nodes: [Int]

    /// An empty tree.
    ///
    /// - Complexity: O(1).
    init() {
        nodes = []
    }

    /// A tree over `values`, built bottom-up (each node adds itself to its parent once).
    ///
    /// - Complexity: O(n).
    init(_ values: some Sequence<Int>) {
        nodes = Array(values)
        let n = nodes.count
        var k = 1
        while k <= n {
            let parent = k + (k & -k)
            if parent <= n { nodes[parent - 1] += nodes[k - 1] }
            k += 1
        }
    }

    /// A tree of `count` elements that all equal `value`.
    ///
    /// - Complexity: O(n).
    init(repeating value: Int, count: Int) {
        precondition(count >= 0, "PrefixSumTree: negative count \(count)")
        // Node k covers lowbit(k) elements, so its sum is known without building.
        nodes = (0..<count).map { index in
            let k = index + 1
            return value * (k & -k)
        }
    }

    /// The number of elements.
    ///
    /// - Complexity: O(1).
    var count: Int { nodes.count }

    /// Whether there are no elements.
    ///
    /// - Complexity: O(1).
    var isEmpty: Bool { nodes.isEmpty }

    /// The sum of all elements.
    ///
    /// - Complexity: O(log n).
    var total: Int { prefixSum(upTo: nodes.count) }

    /// The sum of the elements `0 ..< index`; `prefixSum(upTo: 0) == 0`, `prefixSum(upTo: count) == total`.
    ///
    /// - Precondition: `0 <= index <= count`.
    /// - Complexity: O(log n).
    func prefixSum(upTo index: Int) -> Int {
        precondition(index >= 0 && index <= nodes.count, "PrefixSumTree: prefix end \(index) out of 0...\(nodes.count)")
        var sum = 0
        var k = index
        nodes.withUnsafeBufferPointer { nodes in
            while k > 0 {
                sum += nodes[k - 1]
                k &= k - 1  // k -= lowbit(k)
            }
        }
        return sum
    }

    /// The sum of the elements in `range`.
    ///
    /// - Precondition: `range` lies within `0 ..< count`.
    /// - Complexity: O(log n).
    func sum(of range: Range<Int>) -> Int {
        prefixSum(upTo: range.upperBound) - prefixSum(upTo: range.lowerBound)
    }

    /// The element at `index`.
    ///
    /// Node `index + 1` is the element plus the nodes hanging below it; those are subtracted
    /// walking down from `index` until the path meets the node's own lower bound.
    ///
    /// - Precondition: `0 <= index < count`.
    /// - Complexity: O(log n).
    subscript(index: Int) -> Int {
        precondition(index >= 0 && index < nodes.count, "PrefixSumTree: index \(index) out of 0..<\(nodes.count)")
        return nodes.withUnsafeBufferPointer { nodes in
            let k = index + 1
            var value = nodes[k - 1]
            let stop = k - (k & -k)
            var j = k - 1
            while j > stop {
                value -= nodes[j - 1]
                j &= j - 1
            }
            return value
        }
    }

    /// Adds `delta` to the element at `index`.
    ///
    /// - Precondition: `0 <= index < count`.
    /// - Complexity: O(log n).
    mutating func add(_ delta: Int, at index: Int) {
        precondition(index >= 0 && index < nodes.count, "PrefixSumTree: index \(index) out of 0..<\(nodes.count)")
        guard delta != 0 else { return }
        let n = nodes.count
        var k = index + 1
        nodes.withUnsafeMutableBufferPointer { nodes in
            while k <= n {
                nodes[k - 1] += delta
                k += k & -k
            }
        }
    }

    /// Replaces the element at `index` with `value` and returns the difference (`value − old`).
    ///
    /// - Precondition: `0 <= index < count`.
    /// - Complexity: O(log n).
    @discardableResult
    mutating func set(_ value: Int, at index: Int) -> Int {
        let delta = value - self[index]
        add(delta, at: index)
        return delta
    }

    /// Appends an element. The new node sums its own value and the nodes it covers, which are reached
    /// by the same walk as a prefix sum.
    ///
    /// - Complexity: O(log n) (amortised, as `Array.append`).
    mutating func append(_ value: Int) {
        let k = nodes.count + 1
        var node = value
        let stop = k - (k & -k)
        var j = k - 1
        while j > stop {
            node += nodes[j - 1]
            j &= j - 1
        }
        nodes.append(node)
    }

    /// Appends `values` one after the other.
    ///
    /// - Complexity: O(m log n) for m new elements.
    mutating func append(contentsOf values: some Sequence<Int>) {
        for value in values { append(value) }
    }

    /// Removes the last element. No node depends on the last one, so this is a plain removal.
    ///
    /// - Precondition: the tree is not empty.
    /// - Complexity: O(log n) (the element's value is returned, which takes a descent).
    @discardableResult
    mutating func removeLast() -> Int {
        precondition(!nodes.isEmpty, "PrefixSumTree: removeLast on an empty tree")
        let value = self[nodes.count - 1]
        nodes.removeLast()
        return value
    }

    /// Reserves room for `capacity` elements.
    ///
    /// - Complexity: O(n).
    mutating func reserveCapacity(_ capacity: Int) {
        nodes.reserveCapacity(capacity)
    }

    /// The smallest index `i` with `prefixSum(upTo: i + 1) > target`: laying the lengths end to end
    /// from 0, the element that contains the position `target` (an element `[start, start + length)`
    /// contains its start, not its end). `nil` when `target >= total`. With a negative target the answer
    /// is 0 (if there are elements).
    ///
    /// Descends the implicit tree from the largest power of two not above `count`: a node whose sum
    /// does not exceed what is left of the target is skipped over whole.
    ///
    /// Zero-length elements are never returned (their prefix sum does not exceed anything their
    /// predecessor's did not), so the answer is the first element of positive length that covers the
    /// position.
    ///
    /// - Precondition: every element is non-negative (not checked).
    /// - Complexity: O(log n).
    func firstIndex(wherePrefixSumExceeds target: Int) -> Int? {
        let n = nodes.count
        guard n > 0 else { return nil }
        var position = 0  // the number of elements known to sum to at most `target`
        var remaining = target
        var step = 1 << (Int.bitWidth - 1 - n.leadingZeroBitCount)  // the largest power of two ≤ n
        nodes.withUnsafeBufferPointer { nodes in
            while step > 0 {
                let next = position + step
                if next <= n && nodes[next - 1] <= remaining {
                    position = next
                    remaining -= nodes[next - 1]
                }
                step >>= 1
            }
        }
        return position < n ? position : nil
    }

    /// The number of leading elements whose sum is at most `target`: the largest `i` in `0...count` with
    /// `prefixSum(upTo: i) <= target` (0 for a negative target). For an offset, element `i` (if any) is the
    /// one covering it, so this equals `firstIndex(wherePrefixSumExceeds: target) ?? count`.
    ///
    /// - Precondition: every element is non-negative (not checked).
    /// - Complexity: O(log n).
    func lastIndex(withPrefixSumAtMost target: Int) -> Int {
        guard target >= 0 else { return 0 }
        return firstIndex(wherePrefixSumExceeds: target) ?? nodes.count
    }

    /// The element that contains `position`, clamped to the valid indices: 0 before the start, the last
    /// element at or past the end (`nil` only for an empty tree). Convenient for viewport queries.
    ///
    /// - Complexity: O(log n).
    func clampedIndex(containing position: Int) -> Int? {
        guard !nodes.isEmpty else { return nil }
        return firstIndex(wherePrefixSumExceeds: position) ?? nodes.count - 1
    }

    /// All elements in order, recovered by undoing the bottom-up build from the top.
    ///
    /// - Complexity: O(n).
    var values: [Int] {
        var values = nodes
        let n = values.count
        var k = n
        while k >= 1 {
            let parent = k + (k & -k)
            if parent <= n { values[parent - 1] -= values[k - 1] }
            k -= 1
        }
        return values
    }

    /// Replaces the elements in `range` with `newValues`. The nodes are turned back into values, spliced and
    /// summed again in their own buffer: two passes and a shift, where building a new tree from ``values`` copies
    /// the buffer twice more (this runs when a measurement breaks a uniform run of groups up, O(runs)).
    ///
    /// - Precondition: `range` lies within `0 ..< count`.
    /// - Complexity: O(n + m) for m new elements.
    mutating func replaceSubrange(_ range: Range<Int>, with newValues: some Collection<Int>) {
        precondition(range.lowerBound >= 0 && range.upperBound <= nodes.count, "PrefixSumTree: range \(range) out of 0..<\(nodes.count)")
        Self.unbuild(&nodes)
        nodes.replaceSubrange(range, with: newValues)
        Self.build(&nodes)
    }

    /// Turns element values into Fenwick nodes in place: each node adds itself to its parent once.
    private static func build(_ nodes: inout [Int]) {
        let n = nodes.count
        nodes.withUnsafeMutableBufferPointer { nodes in
            var k = 1
            while k <= n {
                let parent = k + (k & -k)
                if parent <= n { nodes[parent - 1] += nodes[k - 1] }
                k += 1
            }
        }
    }

    /// The inverse of ``build(_:)``, from the top down.
    private static func unbuild(_ nodes: inout [Int]) {
        let n = nodes.count
        nodes.withUnsafeMutableBufferPointer { nodes in
            var k = n
            while k >= 1 {
                let parent = k + (k & -k)
                if parent <= n { nodes[parent - 1] -= nodes[k - 1] }
                k -= 1
            }
        }
    }

    /// Inserts `values` at `index`, shifting later elements; rebuilds the tree.
    ///
    /// - Precondition: `0 <= index <= count`.
    /// - Complexity: O(n + m) for m new elements; O(m log n) when `index == count`.
    mutating func insert(contentsOf newValues: some Collection<Int>, at index: Int) {
        precondition(index >= 0 && index <= nodes.count, "PrefixSumTree: insertion index \(index) out of 0...\(nodes.count)")
        if index == nodes.count {
            append(contentsOf: newValues)
            return
        }
        var all = values
        all.insert(contentsOf: newValues, at: index)
        self = PrefixSumTree(all)
    }

    /// Removes the elements in `range`; rebuilds the tree (or, for a suffix, only drops nodes).
    ///
    /// - Precondition: `range` lies within `0 ..< count`.
    /// - Complexity: O(n); O(m) when `range` is a suffix of m elements.
    mutating func removeSubrange(_ range: Range<Int>) {
        precondition(range.lowerBound >= 0 && range.upperBound <= nodes.count, "PrefixSumTree: range \(range) out of 0..<\(nodes.count)")
        if range.upperBound == nodes.count {
            // Nodes only ever cover elements at or before their own index.
            nodes.removeSubrange(range)
            return
        }
        var all = values
        all.removeSubrange(range)
        self = PrefixSumTree(all)
    }
}

extension PrefixSumTree: CustomStringConvertible {
    var description: String { "PrefixSumTree(\(values))" }
}

extension PrefixSumTree: ExpressibleByArrayLiteral {
    init(arrayLiteral elements: Int...) {
        self.init(elements)
    }
}
