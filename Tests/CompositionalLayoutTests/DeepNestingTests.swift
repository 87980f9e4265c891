// Issue 26: groups nested far deeper than any real layout solve, with literal frames, in bounded stack; a named error
// only past LayoutLimits.groupNestingDepth (semantics R4, docs/reliability.md).
import CompositionalLayout
import Foundation
import Testing

/// Runs `body` on a thread with a stack of `stackSize` bytes (a secondary thread's 512 KB by default) and returns
/// its result: a solve that recursed per nesting level would overflow it.
func onThread<Result: Sendable>(stackSize: Int = 512 * 1024, _ body: @escaping @Sendable () -> Result) -> Result {
    let box = ThreadResultBox<Result>()
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
        box.result = body()
        done.signal()
    }
    thread.stackSize = stackSize
    thread.start()
    done.wait()
    return box.result!
}

/// A thread's result: written by the thread before it signals, read after the wait (the semaphore orders the two).
final class ThreadResultBox<Result: Sendable>: @unchecked Sendable {
    var result: Result?
}

@Suite("Deep nesting of groups (issue 26)")
struct DeepNestingTests {
    /// Rows nested `depth` levels in a 50-pt outer row, each a full-size row holding the next; every group (the
    /// outer row, the `depth` wrappers and the innermost row) has a leading content inset of `inset`.
    static func nested(depth: Int, inset: CGFloat = 0) -> LayoutGroup {
        var group = secRow(.fractionalWidth(1), .fractionalHeight(1), [secItem(.fractionalWidth(1), .fractionalHeight(1))])
        group.contentInsets.leading = inset
        for _ in 0..<depth {
            group = secRow(.fractionalWidth(1), .fractionalHeight(1), [.group(group)])
            group.contentInsets.leading = inset
        }
        var outer = secRow(.fractionalWidth(1), .absolute(50), [.group(group)])
        outer.contentInsets.leading = inset
        return outer
    }

    /// Solves `group` in one section of `items` items.
    static func solve(
        _ group: LayoutGroup, items: Int, scrollDirection: ScrollDirection = .vertical
    ) -> Result<LayoutSolution, LayoutError> {
        Result { () throws(LayoutError) in
            try LayoutSolution(
                layout: CollectionLayout(
                    section: LayoutSection(group: group),
                    configuration: LayoutConfiguration(scrollDirection: scrollDirection)),
                itemCounts: [items], container: secContainer(), traits: secTraits())
        }
    }

    /// Item `item`'s frame and the number of elements in the first 120 × 120 pt.
    static func frameAndVisible(_ solution: LayoutSolution, item: Int) -> (frame: CGRect?, visible: Int) {
        (
            solution.attributesForItem(at: IndexPath(indexes: [0, item]))?.frame,
            solution.attributesForElements(in: CGRect(x: 0, y: 0, width: 120, height: 120)).count
        )
    }

    /// Builds `depth` levels and solves them on a 512 KB thread. The description is a nested Swift value, which
    /// Swift destroys recursively (≈ 450 B of stack per level in a debug build, more under AddressSanitizer): it is
    /// built, and the solution (which keeps it) dropped, on a thread of 64 MB, so that only the solve runs on the
    /// small stack.
    static func solveOnSmallStack(
        depth: Int, items: Int, item: Int, scrollDirection: ScrollDirection = .vertical
    ) -> Result<(frame: CGRect?, visible: Int), LayoutError> {
        onThread(stackSize: 64 << 20) {
            let group = nested(depth: depth)
            let solution = onThread { solve(group, items: items, scrollDirection: scrollDirection) }
            return solution.map { frameAndVisible($0, item: item) }
        }
    }

    @Test("30 nested single-subitem groups (the limit was 16) lay out as UIKit does: insets add up, rows of 50")
    func thirtyLevels() throws {
        // 32 groups (the outer row, 30 wrappers, the innermost row) each inset 2 pt on the leading edge: the item
        // starts at 32 × 2 = 64 and is 390 − 64 = 326 wide; row 7 starts at 7 × 50 = 350.
        let solution = try Self.solve(Self.nested(depth: 30, inset: 2), items: 10).get()
        let result = Self.frameAndVisible(solution, item: 7)
        #expect(result.frame == secR(64, 350, 326, 50))
        // Rows 0…2 meet the first 120 pt (0, 50, 100).
        #expect(result.visible == 3)
    }

    @Test("an error three levels deep writes every step; a step repeated more than three times is counted")
    func errorPaths() {
        // A negative inset at level 3 (below three single-subitem wrappers) leaves no room: all three steps written.
        var inner = secRow(.fractionalWidth(1), .fractionalHeight(1), [secItem(.fractionalWidth(1), .fractionalHeight(1))])
        inner.contentInsets.leading = 400
        var group = inner
        for _ in 0..<2 { group = secRow(.fractionalWidth(1), .fractionalHeight(1), [.group(group)]) }
        let outer = secRow(.fractionalWidth(1), .absolute(50), [.group(group)])
        let error = secSolveError(CollectionLayout(section: LayoutSection(group: outer)), [1])
        #expect(error?.elementPath == "group › subitem 0 (group) › subitem 0 (group) › subitem 0 (group)")
    }

    @Test("1,000 nested groups solve on a 512 KB thread: the solver's stack does not grow with depth")
    func thousandLevelsOnASmallStack() throws {
        // Before: 30 levels overflowed a 512 KB thread in a debug build (≈ 23 KB of stack per level).
        let result = try Self.solveOnSmallStack(depth: 1_000, items: 100, item: 99).get()
        #expect(result.frame == secR(0, 4950, 390, 50))  // 99 × 50
        #expect(result.visible == 3)
    }

    @Test("1,000 nested groups in a horizontally scrolling layout: the transposed description is built in a loop too")
    func thousandLevelsHorizontal() throws {
        // The outer row (390 × 50) repeats along x: item 9 starts at x = 9 × 390 = 3510.
        let result = try Self.solveOnSmallStack(depth: 1_000, items: 20, item: 9, scrollDirection: .horizontal).get()
        #expect(result.frame == secR(3510, 0, 390, 50))
        #expect(result.visible == 1)  // only item 0 (0…390 × 0…50) meets the first 120 × 120 pt
    }

    @Test("groups nested past the limit (10,000 levels) are a named error naming the level where it was passed")
    func pastTheLimit() {
        let limit = LayoutLimits.groupNestingDepth
        #expect(limit == 10_000)
        let (error, atLimit) = onThread(stackSize: 64 << 20) { () -> (LayoutError?, CGRect?) in
            let tooDeep = Self.solve(Self.nested(depth: limit), items: 1)
            // At the limit exactly, it solves: one row of 50.
            let atLimit = (try? Self.solve(Self.nested(depth: limit - 1), items: 1).get()).map {
                Self.frameAndVisible($0, item: 0).frame
            }
            if case .failure(let error) = tooDeep { return (error, atLimit ?? nil) }
            return (nil, atLimit ?? nil)
        }
        #expect(error?.reason == .nestingTooDeep(limit: limit))
        // The section's group is level 0; the group at level limit + 1 is the first too deep: the same step 10,001
        // times, written once with its count.
        #expect(error?.elementPath == "group › subitem 0 (group) …(10001 times)")
        #expect(atLimit == secR(0, 0, 390, 50))
    }
}
