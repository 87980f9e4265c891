/// Marks one longest strictly increasing subsequence of `values`.
///
/// Patience sorting with predecessor links. Values that extend the current longest run (the common case when few
/// elements moved) take an O(1) fast path instead of the binary search. Ties between equally long subsequences are
/// broken deterministically (the one ending with the last-placed tail).
///
/// - Returns: `mask[i] == true` when `values[i]` belongs to the chosen subsequence.
/// - Complexity: O(m log m) worst case, O(m) when the values are already increasing.
@inlinable func longestIncreasingSubsequenceMask(_ values: [Int]) -> [Bool] {
    let count = values.count
    var mask = [Bool](repeating: false, count: count)
    guard count > 0 else { return mask }
    var tails: [Int] = []  // tails[l] = index of the smallest value ending an increasing run of length l + 1
    var predecessor = [Int](repeating: -1, count: count)
    values.withUnsafeBufferPointer { values in
        for index in 0..<count {
            let value = values[index]
            if let last = tails.last {
                if values[last] < value {
                    predecessor[index] = last
                    tails.append(index)
                    continue
                }
            } else {
                tails.append(index)
                continue
            }
            var low = 0
            var high = tails.count - 1
            while low < high {
                let middle = (low + high) / 2
                if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
            }
            predecessor[index] = low > 0 ? tails[low - 1] : -1
            tails[low] = index
        }
    }
    var cursor = tails[tails.count - 1]
    while cursor >= 0 {
        mask[cursor] = true
        cursor = predecessor[cursor]
    }
    return mask
}
