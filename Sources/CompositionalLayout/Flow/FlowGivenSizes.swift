/// The sizes a provider gave the items of a per-item flow section (`sizeForItemAt`, semantics LY7), in canonical
/// pixels: dense, in chunks of at most ``maxChunkItems`` items, so that inserting or deleting an item moves one
/// chunk's sizes and the later chunks' first items — O(chunk + chunks), never every size after it — and a copy of
/// the store shares the chunks it does not change.
struct FlowGivenSizes: Sendable {
    /// The most items a chunk holds; a chunk that grows past it is split in two.
    static let maxChunkItems = 4_096

    private var chunks: [[PixelSize]] = []
    /// Each chunk's first item.
    private var chunkStarts: [Int] = []
    private(set) var count = 0

    init() {}

    /// A store of `sizes`, in full chunks.
    init(_ sizes: [PixelSize]) {
        for start in stride(from: 0, to: sizes.count, by: Self.maxChunkItems) {
            chunkStarts.append(start)
            chunks.append(Array(sizes[start..<min(sizes.count, start + Self.maxChunkItems)]))
        }
        count = sizes.count
    }

    /// The chunk holding `item`.
    /// - Complexity: O(log chunks).
    @inline(__always)
    private func chunk(containing item: Int) -> Int {
        // The last chunk starting at or before `item`.
        chunkStarts.withUnsafeBufferPointer { starts in max(starts.partitioningIndex { $0 > item } - 1, 0) }
    }

    /// Item `item`'s size.
    /// - Complexity: O(log chunks).
    subscript(item: Int) -> PixelSize {
        get {
            let index = chunk(containing: item)
            return chunks[index][item - chunkStarts[index]]
        }
        set {
            let index = chunk(containing: item)
            chunks[index][item - chunkStarts[index]] = newValue
        }
    }

    /// Inserts `size` before item `item` (at the end for `item == count`); later items move up.
    /// - Complexity: O(chunk + chunks).
    mutating func insert(_ size: PixelSize, at item: Int) {
        precondition(item >= 0 && item <= count, "FlowGivenSizes: insertion at \(item) of \(count)")
        guard !chunks.isEmpty else {
            chunks = [[size]]
            chunkStarts = [0]
            count = 1
            return
        }
        let index = item == count ? chunks.count - 1 : chunk(containing: item)
        chunks[index].insert(size, at: item - chunkStarts[index])
        for later in (index + 1)..<chunks.count { chunkStarts[later] += 1 }
        count += 1
        if chunks[index].count > Self.maxChunkItems {
            let half = chunks[index].count / 2
            chunks.insert(Array(chunks[index][half...]), at: index + 1)
            chunkStarts.insert(chunkStarts[index] + half, at: index + 1)
            chunks[index].removeSubrange(half...)
        }
    }

    /// Removes item `item`; later items move down.
    /// - Complexity: O(chunk + chunks).
    mutating func remove(at item: Int) {
        precondition(item >= 0 && item < count, "FlowGivenSizes: removal of \(item) of \(count)")
        let index = chunk(containing: item)
        chunks[index].remove(at: item - chunkStarts[index])
        for later in (index + 1)..<chunks.count { chunkStarts[later] -= 1 }
        count -= 1
        if chunks[index].isEmpty {
            chunks.remove(at: index)
            chunkStarts.remove(at: index)
        }
    }

    /// Whether every item has `size`, stopping at the first that has not.
    /// - Complexity: O(items up to the first other size).
    func allHave(_ size: PixelSize) -> Bool {
        chunks.allSatisfy { chunk in chunk.allSatisfy { $0 == size } }
    }

    /// What is wrong with the chunks (empty when consistent), for debug checks.
    var problems: [String] {
        var problems: [String] = []
        var item = 0
        for (index, chunk) in chunks.enumerated() {
            if chunkStarts[index] != item || chunk.isEmpty || chunk.count > Self.maxChunkItems {
                problems.append("size chunk \(index) does not follow on or is out of bounds")
            }
            item += chunk.count
        }
        if item != count || chunks.count != chunkStarts.count { problems.append("size chunks hold \(item) of \(count) items") }
        return problems
    }
}
