extension RandomAccessCollection {
    /// The first index whose element satisfies `belongsInSecondPartition`, or `endIndex` when none does, found by
    /// binary search.
    ///
    /// The predicate must be monotone over the collection: false for every element before some index and true from
    /// there on. A sorted collection's lower bound of `value` is `partitioningIndex { $0 >= value }`, its upper bound
    /// `partitioningIndex { $0 > value }`. A range of integers searches anything indexed by them:
    /// `(0..<count).partitioningIndex { offset($0) >= target }`.
    ///
    /// Inlinable, so that each caller gets a specialised loop with the predicate inlined (the layout's queries run
    /// it on the scrolling path).
    ///
    /// - Complexity: O(log n) calls of the predicate, where n is the collection's count.
    @inlinable
    package func partitioningIndex(where belongsInSecondPartition: (Element) -> Bool) -> Index {
        var first = startIndex
        var remaining = count
        while remaining > 0 {
            let half = remaining >> 1
            let middle = index(first, offsetBy: half)
            if belongsInSecondPartition(self[middle]) {
                remaining = half
            } else {
                first = index(after: middle)
                remaining -= half + 1
            }
        }
        return first
    }
}
