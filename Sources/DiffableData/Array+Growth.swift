extension Array {
    /// Makes room for at least `minimumCapacity` elements, growing geometrically.
    ///
    /// `reserveCapacity` allocates exactly what it is asked for, so calling it before every small append (one
    /// section's items at a time) copies the whole array each time: appending 100,000 sections of 10 items was
    /// quadratic (minutes). Doubling keeps a sequence of such calls amortised O(1) per element.
    @inlinable mutating func reserveGrowing(toAtLeast minimumCapacity: Int) {
        guard capacity < minimumCapacity else { return }
        reserveCapacity(Swift.max(minimumCapacity, 2 * capacity))
    }
}
