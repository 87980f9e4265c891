import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The most bytes `ocv` reads from one input file: a 1,000,000-item spec with a cell object per item is about
/// 50 MB, and a parsed document takes several times its size in memory.
let maximumInputFileSize = 128 << 20

/// Reads a file as data, with an error that names the file and says what is wrong with it (no usage text after
/// it: the command line was right). Reads at most `limit` bytes, so that a device such as `/dev/zero` or an
/// endless pipe is an error rather than a hang; pipes and devices are read like files (`<(cat spec.json)`).
func readFile(_ path: String, limit: Int = maximumInputFileSize) throws -> Data {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else {
        let reason = errno == ENOENT ? "no such file" : String(cString: strerror(errno))
        throw SpecFileError(description: errno == ENOENT ? "\(path): \(reason)" : "cannot read \(path): \(reason)")
    }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else {
        throw SpecFileError(description: "cannot read \(path): \(String(cString: strerror(errno)))")
    }
    let kind = status.st_mode & S_IFMT
    if kind == S_IFDIR { throw SpecFileError(description: "\(path) is a folder, not a file") }
    let data = try readAll(descriptor, path: path, limit: limit)
    guard data.count <= limit else {
        let regular = kind == S_IFREG ? "" : " (it is not a regular file: a device or pipe, which may never end)"
        throw SpecFileError(description: "\(path) is larger than \(limit) bytes, the most ocv reads\(regular)")
    }
    return data
}

/// Up to `limit` + 1 bytes of `descriptor`: one byte more than allowed tells that the file is too large.
private func readAll(_ descriptor: Int32, path: String, limit: Int) throws -> Data {
    var data = Data()
    let chunkSize = 1 << 20
    var chunk = [UInt8](repeating: 0, count: chunkSize)
    while data.count <= limit {
        let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, min(chunkSize, limit + 1 - data.count)) }
        if count < 0 {
            if errno == EINTR { continue }
            throw SpecFileError(description: "cannot read \(path): \(String(cString: strerror(errno)))")
        }
        if count == 0 { break }
        data.append(contentsOf: chunk[..<count])
    }
    return data
}
