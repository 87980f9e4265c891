import ArgumentParser
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Standard output and error written with `write(2)`, so that a closed or full output is an error to report,
/// not a crash: Foundation's `FileHandle.write(_:)` traps on a failed write (it is a `try!` inside).
enum StandardStreams {
    /// A failed write to standard output, with the system's reason (`No space left on device`).
    struct WriteError: Error, CustomStringConvertible {
        let reason: String
        var description: String { "cannot write standard output: \(reason)" }
    }

    /// Writes `text` to standard output.
    /// - Throws: ``WriteError`` when the descriptor is closed, the device is full, or the reader went away.
    static func writeOutput(_ text: String) throws(WriteError) {
        if outputWasClosed { throw WriteError(reason: String(cString: strerror(EBADF))) }
        if let errorNumber = write(Data(text.utf8), to: STDOUT_FILENO) {
            throw WriteError(reason: String(cString: strerror(errorNumber)))
        }
    }

    /// Writes `text` to standard error; a failure is dropped, as there is nowhere left to report it.
    static func writeError(_ text: String) {
        _ = write(Data(text.utf8), to: STDERR_FILENO)
    }

    /// Writes all of `data` to `descriptor`; the `errno` of a failure, or nil.
    private static func write(_ data: Data, to descriptor: Int32) -> Int32? {
        data.withUnsafeBytes { raw -> Int32? in
            guard var next = raw.baseAddress else { return nil }
            var remaining = raw.count
            while remaining > 0 {
                let written = systemWrite(descriptor, next, remaining)
                if written < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                next += written
                remaining -= written
            }
            return nil
        }
    }

    private static func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
        #if canImport(Darwin)
            Darwin.write(descriptor, bytes, count)
        #elseif canImport(Musl)
            Musl.write(descriptor, bytes, count)
        #else
            Glibc.write(descriptor, bytes, count)
        #endif
    }

    /// Whether standard output was closed when the process started (`ocv render … >&-`).
    nonisolated(unsafe) private static var outputWasClosed = false

    /// Occupies closed standard descriptors with `/dev/null` before anything opens a file, so that a file the
    /// tool opens cannot become descriptor 1 and receive the output; a closed standard output is remembered
    /// and each write to it fails as `write(2)` would have (EBADF). Call once, first thing in `main`.
    static func reserveClosedDescriptors() {
        for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] where fcntl(descriptor, F_GETFD) == -1 {
            if descriptor == STDOUT_FILENO { outputWasClosed = true }
            let opened = open("/dev/null", descriptor == STDIN_FILENO ? O_RDONLY : O_WRONLY)
            if opened >= 0, opened != descriptor {
                dup2(opened, descriptor)
                close(opened)
            }
        }
    }
}
