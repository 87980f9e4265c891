import CollectionGeometry
/// Marks one longest strictly increasing subsequence of `values`.
///
/// Patience sorting with predecessor links; the tails' values are kept next to their indices so that the binary
/// search reads one contiguous array. Two O(1) fast paths cover the common cases when few elements moved: a value
/// that extends the longest run, and a value that only replaces the last tail (the run continuing after an outlier
/// took the last tail). Ties between equally long subsequences are broken deterministically (the one ending with the
/// last-placed tail).
///
/// - Returns: `mask[i] == true` when `values[i]` belongs to the chosen subsequence.
/// - Complexity: O(m log m) worst case, O(m) when the values are increasing apart from isolated outliers.
@inlinable func longestIncreasingSubsequenceMask(_ values: [Int]) -> [Bool] {
    let count = values.count
    var mask = [Bool](repeating: false, count: count)
    guard count > 0 else { return mask }
    // tails[l] = index of the smallest value ending an increasing run of length l + 1; tailValues[l] = that value.
    var tails = [Int](repeating: 0, count: count)
    var tailValues = [Int](repeating: 0, count: count)
    var predecessor = [Int](repeating: -1, count: count)
    var length = 0
    values.withUnsafeBufferPointer { values in
        tails.withUnsafeMutableBufferPointer { tails in
            tailValues.withUnsafeMutableBufferPointer { tailValues in
                predecessor.withUnsafeMutableBufferPointer { predecessor in
                    for index in 0..<count {
                        let value = values[index]
                        var low: Int
                        if length == 0 || tailValues[length - 1] < value {
                            low = length
                            length += 1
                        } else if length >= 2 && tailValues[length - 2] < value {
                            low = length - 1
                        } else {
                            // Smallest l with tailValues[l] >= value (the last tail is, by the first branch).
                            low = tailValues[0..<(length - 1)].partitioningIndex { $0 >= value }
                        }
                        predecessor[index] = low > 0 ? tails[low - 1] : -1
                        tails[low] = index
                        tailValues[low] = value
                    }
                }
            }
        }
    }
    var cursor = tails[length - 1]
    while cursor >= 0 {
        mask[cursor] = true
        cursor = predecessor[cursor]
    }
    return mask
}
