/// Consecutive lines as the packer makes them: a count of uniform lines, or lines one by one (first items relative
/// to the segment's first item, and strides).
struct FlowLineSegment: Sendable {
    var firstItem: Int
    var uniformLines = 0
    var starts: [Int32] = []
    var strides: [Int] = []

    var isUniform: Bool { starts.isEmpty }
    var lineCount: Int { isUniform ? uniformLines : starts.count }

    mutating func appendLine(startingAt item: Int, stride: Int) {
        starts.append(Int32(truncatingIfNeeded: item - firstItem))
        strides.append(stride)
    }

    /// `other`'s lines after these (both explicit, `other` following on).
    mutating func append(_ other: FlowLineSegment) {
        let offset = Int32(truncatingIfNeeded: other.firstItem - firstItem)
        starts += other.starts.lazy.map { $0 + offset }
        strides += other.strides
    }
}

extension FlowLineRuns {
    /// Segments with uniform neighbours merged and empty ones dropped; explicit neighbours are merged while they
    /// fit ``maxExplicitLines``, a short one is evened out with its neighbour (so runs do not shrink to a few lines
    /// each), and a long one is cut into runs of about equal size.
    static func normalized(_ segments: [FlowLineSegment]) -> [FlowLineSegment] {
        var merged: [FlowLineSegment] = []
        for segment in segments.flatMap({ bounded($0) }) where segment.lineCount > 0 {
            guard let last = merged.indices.last, merged[last].isUniform == segment.isUniform else {
                merged.append(segment)
                continue
            }
            if segment.isUniform {
                merged[last].uniformLines += segment.uniformLines
            } else if merged[last].lineCount + segment.lineCount <= maxExplicitLines {
                merged[last].append(segment)
            } else if min(merged[last].lineCount, segment.lineCount) < maxExplicitLines / 4 {
                var both = merged[last]
                both.append(segment)
                merged.replaceSubrange(last..., with: bounded(both, pieces: 2))
            } else {
                merged.append(segment)
            }
        }
        return merged
    }

    /// An explicit segment cut into `pieces` (by default as few as fit ``maxExplicitLines``) of about equal size.
    static func bounded(_ segment: FlowLineSegment, pieces: Int? = nil) -> [FlowLineSegment] {
        let pieces = pieces ?? (segment.lineCount + maxExplicitLines - 1) / maxExplicitLines
        guard !segment.isUniform, pieces > 1 else { return [segment] }
        return (0..<pieces).map { piece in
            let range = (piece * segment.lineCount / pieces)..<((piece + 1) * segment.lineCount / pieces)
            let base = segment.starts[range.lowerBound]
            return FlowLineSegment(
                firstItem: segment.firstItem + Int(base), starts: segment.starts[range].map { $0 - base },
                strides: Array(segment.strides[range]))
        }
    }
}
