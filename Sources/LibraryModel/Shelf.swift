/// The catalogue with who has each book, in catalogue order: an array of ``ShelfBook``s stored in chunks.
///
/// The screen holds the shelf it shows while the app computes the next one, so changing an entry of a plain array
/// would copy all 10,000 entries (and free the old ones once the screen lets go: each entry holds three strings).
/// A chunked shelf copies only the changed entry's chunk and the list of chunks, and two shelves that share
/// chunks compare them by identity (`Array`'s `==` checks the buffer first). A take costs O(√n)-ish, not O(n).
public struct Shelf: RandomAccessCollection, MutableCollection, Hashable, Sendable, ExpressibleByArrayLiteral {
    /// Entries per chunk: a power of two, so that an index splits by shift and mask.
    @usableFromInline static var chunkShift: Int { 7 }
    @usableFromInline static var chunkMask: Int { (1 << chunkShift) - 1 }

    /// The entries, `1 << chunkShift` a chunk (the last one may hold fewer).
    @usableFromInline var chunks: [[ShelfBook]] = []
    /// The number of entries.
    public private(set) var count = 0

    /// An empty shelf.
    public init() {}

    /// A shelf of `books`, in order.
    /// - Complexity: O(n).
    public init<Books: Sequence>(_ books: Books) where Books.Element == ShelfBook {
        var chunk: [ShelfBook] = []
        chunk.reserveCapacity(1 << Self.chunkShift)
        for book in books {
            chunk.append(book)
            if chunk.count == 1 << Self.chunkShift {
                chunks.append(chunk)
                chunk.removeAll(keepingCapacity: true)
            }
        }
        if !chunk.isEmpty { chunks.append(chunk) }
        count = chunks.reduce(0) { $0 + $1.count }
    }

    public init(arrayLiteral books: ShelfBook...) {
        self.init(books)
    }

    @inlinable public var startIndex: Int { 0 }
    @inlinable public var endIndex: Int { count }

    /// The entry at `position`; setting it copies only its chunk when the shelf is shared. Inlinable, as is the
    /// iterator, so that a screen reading all 10,000 entries reads them in place.
    @inlinable public subscript(position: Int) -> ShelfBook {
        _read {
            // Yielded in place: comparing all 10,000 entries with a screen's copies retains no strings.
            precondition(position >= 0 && position < count, "Shelf index out of range")
            yield chunks[position >> Self.chunkShift][position & Self.chunkMask]
        }
        set {
            precondition(position >= 0 && position < count, "Shelf index out of range")
            chunks[position >> Self.chunkShift][position & Self.chunkMask] = newValue
        }
    }

    /// Iterates chunk by chunk.
    @inlinable public func makeIterator() -> Iterator { Iterator(chunks: chunks) }

    /// Reads the entries in order, one chunk after another.
    public struct Iterator: IteratorProtocol {
        @usableFromInline let chunks: [[ShelfBook]]
        @usableFromInline var chunk = 0
        @usableFromInline var offset = 0

        @inlinable init(chunks: [[ShelfBook]]) { self.chunks = chunks }

        @inlinable public mutating func next() -> ShelfBook? {
            while chunk < chunks.count {
                if offset < chunks[chunk].count {
                    defer { offset += 1 }
                    return chunks[chunk][offset]
                }
                chunk += 1
                offset = 0
            }
            return nil
        }
    }

    /// Equal entries in the same order. Chunks the two shelves share are equal without looking at their entries.
    public static func == (lhs: Shelf, rhs: Shelf) -> Bool {
        lhs.count == rhs.count && lhs.chunks == rhs.chunks
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for book in self { hasher.combine(book) }
    }
}
