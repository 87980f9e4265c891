import Foundation

/// The fields of a SQLite file's 100-byte header that the library checks before it lets SQLite near the file
/// (the layout is SQLite's "Database File Format", section 1.3).
struct DatabaseFileHeader: Equatable, Sendable {
    /// The first 16 bytes of every SQLite database file. Computed, not stored: a global `Data` would live to the
    /// process's end, which LeakSanitizer reports as a leak of the `library` executable.
    static var magic: Data { Data("SQLite format 3\0".utf8) }
    /// The header's length: a file shorter than this that starts with ``magic`` was cut short.
    static let length = 100

    /// The page size in bytes (the stored 1 means 65,536).
    let pageSize: Int
    /// The number of pages the header records; only meaningful while ``pageCountIsCurrent``.
    let pageCount: Int
    /// Whether the last writer updated ``pageCount`` (its change counter matches the "version valid for" field;
    /// SQLite before 3.7.0 left the count stale).
    let pageCountIsCurrent: Bool
    /// `PRAGMA application_id`: which application's file this is (0 when none was set).
    let applicationID: Int32
    /// Whether the file is in write-ahead-log mode (its read or write version is 2), which the library never uses.
    let usesWriteAheadLog: Bool

    /// Reads the header from the first bytes of a file, or nil when `bytes` is shorter than a header.
    init?(_ bytes: Data) {
        guard bytes.count >= Self.length else { return nil }
        let bytes = [UInt8](bytes.prefix(Self.length))
        func bigEndian(at offset: Int, count: Int) -> UInt32 {
            bytes[offset..<(offset + count)].reduce(0) { $0 << 8 | UInt32($1) }
        }
        let storedPageSize = Int(bigEndian(at: 16, count: 2))
        pageSize = storedPageSize == 1 ? 65_536 : storedPageSize
        pageCount = Int(bigEndian(at: 28, count: 4))
        pageCountIsCurrent = pageCount > 0 && bigEndian(at: 24, count: 4) == bigEndian(at: 92, count: 4)
        applicationID = Int32(bitPattern: bigEndian(at: 68, count: 4))
        usesWriteAheadLog = bytes[18] == 2 || bytes[19] == 2
    }

    /// Why a file of `fileSize` bytes cannot be whole under this header, or nil when its size fits: a file is a
    /// whole number of pages, as many as the header records. A file cut short (or grown by junk) fails here even
    /// when every b-tree still parses, since SQLite reads a missing tail as zeros.
    func sizeProblem(fileSize: Int) -> String? {
        let validPageSizes = (9...16).map { 1 << $0 }
        guard validPageSizes.contains(pageSize) else {
            return "its header gives an impossible page size, \(pageSize) bytes"
        }
        guard fileSize % pageSize == 0 else {
            return "the file is \(fileSize) bytes, not a whole number of \(pageSize)-byte pages: it was cut or extended"
        }
        if pageCountIsCurrent && fileSize / pageSize != pageCount {
            return "the file has \(fileSize / pageSize) pages of \(pageSize) bytes but its header records \(pageCount)"
        }
        return nil
    }
}
