import Foundation

/// Reads a fuzzer's bytes as a stream of small decisions; past the end every read is 0, so any input is valid.
public struct FuzzInput {
    private let bytes: [UInt8]
    private var position = 0

    public init(_ data: UnsafePointer<UInt8>, _ size: Int) {
        bytes = Array(UnsafeBufferPointer(start: data, count: size))
    }

    public var isAtEnd: Bool { position >= bytes.count }

    public mutating func byte() -> UInt8 {
        defer { position += 1 }
        return position < bytes.count ? bytes[position] : 0
    }

    /// A number in `0..<bound` (bound ≥ 1).
    public mutating func int(_ bound: Int) -> Int { Int(byte()) % max(1, bound) }

    public mutating func bool() -> Bool { byte() & 1 == 1 }

    /// One of `choices`.
    public mutating func pick<T>(_ choices: [T]) -> T { choices[int(choices.count)] }

    /// A length in points: mostly ordinary, sometimes extreme (0, huge, negative, NaN, infinite).
    public mutating func length() -> Double {
        switch int(16) {
        case 0: return 0
        case 1: return pick([-1, .nan, .infinity, 1e300, 1e12, 0.25, 2_147_483_648, 715_827_882])
        default: return Double(int(64)) * 5 + Double(int(4)) / 3
        }
    }

    /// A fraction: mostly in (0, 1], sometimes extreme.
    public mutating func fraction() -> Double {
        int(16) == 0 ? pick([0, -0.5, .nan, 2, 1e9]) : Double(int(8) + 1) / 8
    }

    /// A count: mostly small, sometimes huge.
    public mutating func count() -> Int {
        int(32) == 0 ? pick([Int.max, 1 << 40, 200_000_000_000_000_000, -1, 1 << 24, 1_000_000]) : int(40)
    }
}

/// libFuzzer's driver (exported by the runtime that `-sanitize=fuzzer` links).
@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>, Int) -> CInt
) -> CInt

/// Runs libFuzzer with `callback`. SwiftPM links an executable's entry point as `<Target>_main`, which replaces
/// libFuzzer's own `main`; each harness's entry point hands control back to the driver through this.
public func runFuzzer(
    _ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>, Int) -> CInt
) -> CInt {
    var count = argc
    var arguments = argv
    return LLVMFuzzerRunDriver(&count, &arguments, callback)
}
