import Foundation

/// The result of timing one workload: the median of several runs, in nanoseconds.
public struct Measurement: Sendable {
    public var name: String
    public var medianNanoseconds: Double
    /// The median of the same runs in this thread's CPU time: what the work cost, without the time the thread
    /// waited for a core (on a shared, loaded machine the wall-clock median also counts other processes' turns).
    public var medianCPUNanoseconds: Double = 0
    public var runs: Int

    public var milliseconds: Double { medianNanoseconds / 1_000_000 }
    public var microseconds: Double { medianNanoseconds / 1_000 }
}

/// Keeps a value alive and opaque to the optimiser, so that measured work is not removed.
@inline(never)
public func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}

/// Times `body` `runs` times (after `warmup` untimed runs) and returns the median.
///
/// `setup` runs before each timed run and is not timed; its result is handed to `body`.
public func measure<Input, Output>(
    _ name: String,
    runs: Int = 7,
    warmup: Int = 1,
    setup: () -> Input,
    _ body: (inout Input) -> Output
) -> Measurement {
    var samples: [Double] = []
    var cpuSamples: [Double] = []
    samples.reserveCapacity(runs)
    for index in 0..<(warmup + runs) {
        var input = setup()
        let cpuStart = threadCPUNanoseconds()
        let start = DispatchTime.now().uptimeNanoseconds
        let output = body(&input)
        let end = DispatchTime.now().uptimeNanoseconds
        let cpuEnd = threadCPUNanoseconds()
        blackHole(output)
        blackHole(input)
        if index >= warmup {
            samples.append(Double(end - start))
            cpuSamples.append(cpuEnd - cpuStart)
        }
    }
    samples.sort()
    cpuSamples.sort()
    var result = Measurement(name: name, medianNanoseconds: samples[samples.count / 2], runs: runs)
    result.medianCPUNanoseconds = cpuSamples[cpuSamples.count / 2]
    return result
}


/// Times `body` without a per-run setup.
public func measure<Output>(_ name: String, runs: Int = 7, warmup: Int = 1, _ body: () -> Output) -> Measurement {
    measure(name, runs: runs, warmup: warmup, setup: { () }, { _ in body() })
}

/// Times `iterations` calls of `body` per run and reports the median time of one call.
public func measurePerCall<Output>(
    _ name: String, iterations: Int, runs: Int = 7, _ body: (Int) -> Output
) -> Measurement {
    let result = measure(name, runs: runs) { () -> Int in
        var sink = 0
        for i in 0..<iterations { blackHole(body(i)); sink &+= 1 }
        return sink
    }
    return result.perCall(iterations: iterations)
}

/// Times `iterations` calls of `body` per run and reports the median time of one call, for a body answering an
/// integer. Unlike ``measurePerCall(_:iterations:runs:_:)``, the body is inlined into the timing loop (as a call
/// is into a caller's loop) and each answer is folded into a checksum instead of passing through the generic
/// `blackHole`, whose value-witness calls cost more than the cheapest calls measured with it.
@inlinable
public func measureInlinedPerCall(
    _ name: String, iterations: Int, runs: Int = 7, _ body: (Int) -> Int
) -> Measurement {
    measure(name, runs: runs) { () -> Int in
        var checksum = 0
        for i in 0..<iterations { checksum &+= body(i) }
        return checksum
    }.perCall(iterations: iterations)
}

extension Measurement {
    /// The measurement of `iterations` calls as the time of one.
    public func perCall(iterations: Int) -> Measurement {
        var result = self
        result.medianNanoseconds /= Double(iterations)
        result.medianCPUNanoseconds /= Double(iterations)
        return result
    }
}

/// ``measureInlinedPerCall(_:iterations:runs:_:)`` for a body answering a length: its bit pattern is folded into
/// the checksum.
@inlinable
public func measureInlinedLengthPerCall(
    _ name: String, iterations: Int, runs: Int = 7, _ body: (Int) -> CGFloat
) -> Measurement {
    measureInlinedPerCall(name, iterations: iterations, runs: runs) { i -> Int in
        Int(truncatingIfNeeded: body(i).native.bitPattern)
    }
}

/// Formats rows as a Markdown table, so that benchmark output can be pasted into docs/benchmarks.md.
public func markdownTable(header: [String], rows: [[String]]) -> String {
    var lines = ["| " + header.joined(separator: " | ") + " |"]
    lines.append("|" + header.map { _ in "---" }.joined(separator: "|") + "|")
    for row in rows { lines.append("| " + row.joined(separator: " | ") + " |") }
    return lines.joined(separator: "\n")
}

/// Formats a duration in nanoseconds with a unit that keeps three significant figures.
public func formatDuration(_ nanoseconds: Double) -> String {
    if nanoseconds < 1_000 { return String(format: "%.1f ns", nanoseconds) }
    if nanoseconds < 1_000_000 { return String(format: "%.2f µs", nanoseconds / 1_000) }
    return String(format: "%.2f ms", nanoseconds / 1_000_000)
}

/// The CPU time of the calling thread, in nanoseconds: unlike wall time it does not count the time the thread waits
/// for a core while the machine's other builds run.
public func threadCPUNanoseconds() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
    return Double(spec.tv_sec) * 1e9 + Double(spec.tv_nsec)
}

/// The median CPU time of `body` over `runs` runs (after one warm-up), divided by `iterations`.
public func cpuMedian(runs: Int, iterations: Int = 1, setup: () -> Void = {}, _ body: () -> Void) -> Double {
    var samples: [Double] = []
    for run in 0...runs {
        setup()
        let start = threadCPUNanoseconds()
        body()
        let end = threadCPUNanoseconds()
        if run > 0 { samples.append((end - start) / Double(iterations)) }
    }
    samples.sort()
    return samples[samples.count / 2]
}
