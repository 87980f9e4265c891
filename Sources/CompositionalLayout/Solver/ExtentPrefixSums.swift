import Foundation

/// Prefix sums over the extents of a section's groups (a Fenwick tree), so that one group's extent changes
/// in O(log n) and the group at an offset is found in O(log n).
///
/// This is the small interface the estimated-section storage needs; a shared prefix-sum tree can replace
/// it without touching its callers.
struct ExtentPrefixSums: Sendable {
    private var values: [Int]
    /// 1-based Fenwick tree: `tree[i]` holds the sum of `values[(i - lowbit(i))..<i]`.
    private var tree: [Int]

    init(_ values: [Int]) {
        self.values = values
        var tree = [Int](repeating: 0, count: values.count + 1)
        for index in 1...max(1, values.count) where index <= values.count {
            tree[index] += values[index - 1]
            let parent = index + (index & -index)
            if parent <= values.count { tree[parent] += tree[index] }
        }
        self.tree = tree
    }

    var count: Int { values.count }
    var total: Int { prefixSum(upTo: values.count) }

    func value(at index: Int) -> Int { values[index] }

    /// The sum of the values before `index`.
    func prefixSum(upTo index: Int) -> Int {
        var sum = 0
        var position = index
        while position > 0 {
            sum += tree[position]
            position -= position & -position
        }
        return sum
    }

    mutating func set(_ value: Int, at index: Int) {
        let delta = value - values[index]
        guard delta != 0 else { return }
        values[index] = value
        var position = index + 1
        while position < tree.count {
            tree[position] += delta
            position += position & -position
        }
    }

    /// The largest `i` in `0...count` whose prefix sum (of the values before `i`) is at most `target`, for
    /// non-negative values. With `target` an offset, `i - 1` is the element covering it.
    func lastIndex(withPrefixSumAtMost target: Int) -> Int {
        guard target >= 0 else { return 0 }
        var position = 0
        var remaining = target
        var step = 1
        while step * 2 < tree.count { step *= 2 }
        while step > 0 {
            let next = position + step
            if next < tree.count && tree[next] <= remaining {
                position = next
                remaining -= tree[next]
            }
            step /= 2
        }
        return position
    }
}
