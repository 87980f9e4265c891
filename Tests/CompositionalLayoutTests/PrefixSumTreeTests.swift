import PropertyBased
import Testing

@testable import CompositionalLayout

@Suite struct PrefixSumTreeTests {
    // The running example: lengths 3 1 4 1 5 9 2 6.
    //   prefix sums (upTo 0…8): 0 3 4 8 9 14 23 25 31
    //   element i covers [prefix(i), prefix(i+1)): 0:[0,3) 1:[3,4) 2:[4,8) 3:[8,9) 4:[9,14) 5:[14,23) 6:[23,25) 7:[25,31)
    let example: [Int] = [3, 1, 4, 1, 5, 9, 2, 6]

    @Test func prefixSumsOfTheExample() {
        let tree = PrefixSumTree(example)
        #expect(tree.count == 8)
        #expect((0...8).map { tree.prefixSum(upTo: $0) } == [0, 3, 4, 8, 9, 14, 23, 25, 31])
        #expect(tree.total == 31)
        #expect(tree.sum(of: 2..<6) == 19)  // 4 + 1 + 5 + 9
        #expect(tree.values == example)
        #expect((0..<8).map { tree[$0] } == example)
    }

    @Test func searchFindsTheElementContainingAPosition() {
        let tree = PrefixSumTree(example)
        #expect(tree.firstIndex(wherePrefixSumExceeds: -5) == 0)  // before the start: the first element
        #expect(tree.firstIndex(wherePrefixSumExceeds: 0) == 0)  // [0, 3) contains 0
        #expect(tree.firstIndex(wherePrefixSumExceeds: 2) == 0)
        #expect(tree.firstIndex(wherePrefixSumExceeds: 3) == 1)  // an element contains its start, not its end
        #expect(tree.firstIndex(wherePrefixSumExceeds: 4) == 2)
        #expect(tree.firstIndex(wherePrefixSumExceeds: 13) == 4)  // [9, 14)
        #expect(tree.firstIndex(wherePrefixSumExceeds: 14) == 5)
        #expect(tree.firstIndex(wherePrefixSumExceeds: 30) == 7)  // [25, 31)
        #expect(tree.firstIndex(wherePrefixSumExceeds: 31) == nil)  // the end is outside
        #expect(tree.clampedIndex(containing: 31) == 7)
        #expect(tree.clampedIndex(containing: -1) == 0)
        // The count of leading elements summing to at most the target: 0 3 4 8 9 14 23 25 31.
        #expect(tree.lastIndex(withPrefixSumAtMost: -1) == 0)
        #expect(tree.lastIndex(withPrefixSumAtMost: 0) == 0)
        #expect(tree.lastIndex(withPrefixSumAtMost: 3) == 1)
        #expect(tree.lastIndex(withPrefixSumAtMost: 22) == 5)
        #expect(tree.lastIndex(withPrefixSumAtMost: 31) == 8)
        #expect(tree.lastIndex(withPrefixSumAtMost: 99) == 8)
        #expect(PrefixSumTree().firstIndex(wherePrefixSumExceeds: 0) == nil)
        #expect(PrefixSumTree().clampedIndex(containing: 0) == nil)
    }

    @Test func zeroLengthElementsAreSkippedBySearch() {
        // 0 0 5 0 2: prefix 0 0 0 5 5 7. Position 0 lies in element 2 (the first with positive length);
        // position 5 lies in element 4, skipping the empty element 3.
        let tree: PrefixSumTree = [0, 0, 5, 0, 2]
        #expect(tree.firstIndex(wherePrefixSumExceeds: 0) == 2)
        #expect(tree.firstIndex(wherePrefixSumExceeds: 5) == 4)
        #expect(tree.firstIndex(wherePrefixSumExceeds: 7) == nil)
    }

    @Test func updatesMoveLaterPrefixSums() {
        var tree = PrefixSumTree(example)
        tree.add(10, at: 2)  // 3 1 14 1 5 9 2 6 → prefix(3) = 18, total 41
        #expect(tree.prefixSum(upTo: 3) == 18)
        #expect(tree.prefixSum(upTo: 2) == 4)
        #expect(tree.total == 41)
        let delta = tree.set(0, at: 5)  // 3 1 14 1 5 0 2 6: delta −9, total 32
        #expect(delta == -9)
        #expect(tree.total == 32)
        #expect(tree.values == [3, 1, 14, 1, 5, 0, 2, 6])
        #expect(tree.firstIndex(wherePrefixSumExceeds: 24) == 6)  // prefix 0 3 4 18 19 24 24 26 32: [24, 26) is element 6
    }

    @Test func appendAndRemoveKeepTheSums() {
        var tree = PrefixSumTree()
        for value in example { tree.append(value) }
        #expect(tree == PrefixSumTree(example))
        tree.append(7)  // node 9 covers only itself
        tree.append(8)  // node 10 covers elements 8, 9: 15
        #expect(tree.total == 46)
        #expect(tree.removeLast() == 8)
        #expect(tree.values == example + [7])
        tree.insert(contentsOf: [100, 200], at: 1)
        #expect(tree.values == [3, 100, 200, 1, 4, 1, 5, 9, 2, 6, 7])
        tree.removeSubrange(0..<3)
        #expect(tree.values == [1, 4, 1, 5, 9, 2, 6, 7])
        tree.removeSubrange(6..<8)  // a suffix: nodes are dropped
        #expect(tree.values == [1, 4, 1, 5, 9, 2])
        #expect(tree.total == 22)
        tree.insert(contentsOf: [1, 1], at: 6)  // at the end: appended
        #expect(tree.total == 24)
    }

    @Test func repeatingValueBuildsWithoutSumming() {
        let tree = PrefixSumTree(repeating: 7, count: 13)
        #expect(tree == PrefixSumTree(Array(repeating: 7, count: 13)))
        #expect(tree.prefixSum(upTo: 13) == 91)
        #expect(tree.firstIndex(wherePrefixSumExceeds: 90) == 12)
        #expect(tree.firstIndex(wherePrefixSumExceeds: 48) == 6)  // 6 · 7 = 42 ≤ 48 < 49 = 7 · 7
    }

    // MARK: - Properties against brute force

    static let lengths = Gen.int(in: 0...100).array(of: 0...70)

    @Test func prefixSumsMatchBruteForce() async {
        await propertyCheck(count: 200, input: Self.lengths) { values in
            let tree = PrefixSumTree(values)
            var running = 0
            for index in 0...values.count {
                #expect(tree.prefixSum(upTo: index) == running)
                if index < values.count {
                    #expect(tree[index] == values[index])
                    running += values[index]
                }
            }
            #expect(tree.values == values)
            #expect(tree.total == values.reduce(0, +))
        }
    }

    @Test func searchMatchesLinearScan() async {
        await propertyCheck(count: 200, input: Self.lengths, Gen.int(in: -5...3_000)) { values, target in
            let tree = PrefixSumTree(values)
            var running = 0
            var expected: Int?
            for (index, value) in values.enumerated() {
                running += value
                if running > target {
                    expected = index
                    break
                }
            }
            #expect(tree.firstIndex(wherePrefixSumExceeds: target) == expected)
            // The largest i with prefixSum(upTo: i) ≤ target, by scanning all prefixes.
            let largest = (0...values.count).last { values.prefix($0).reduce(0, +) <= target } ?? 0
            #expect(tree.lastIndex(withPrefixSumAtMost: target) == largest)
            let total = values.reduce(0, +)
            // (All-zero lengths make total − 1 negative; no index covers a negative offset.)
            for probe in [0, total / 3, total / 2, max(total - 1, 0), total] {
                let found = tree.firstIndex(wherePrefixSumExceeds: probe)
                if let found {
                    #expect(tree.prefixSum(upTo: found) <= probe && probe < tree.prefixSum(upTo: found + 1))
                } else {
                    #expect(probe >= total || values.isEmpty)
                }
            }
        }
    }

    @Test func updatesMatchBruteForce() async {
        let edit = zip(Gen.int(in: 0...1_000), Gen.int(in: -50...150), Gen.bool)
        await propertyCheck(count: 200, input: Self.lengths, edit.array(of: 0...30)) { initial, edits in
            var values = initial
            var tree = PrefixSumTree(initial)
            for (position, value, isSet) in edits {
                if values.isEmpty || position % 7 == 0 {
                    let appended = max(value, 0)
                    values.append(appended)
                    tree.append(appended)
                    continue
                }
                let index = position % values.count
                if isSet {
                    values[index] = value
                    tree.set(value, at: index)
                } else {
                    values[index] += value
                    tree.add(value, at: index)
                }
            }
            #expect(tree.values == values)
            #expect(tree == PrefixSumTree(values))  // the same nodes as a fresh build
            var running = 0
            for index in 0..<values.count {
                #expect(tree.prefixSum(upTo: index) == running)
                running += values[index]
            }
        }
    }

    @Test func insertionsAndRemovalsMatchBruteForce() async {
        await propertyCheck(
            count: 200, input: Self.lengths, Gen.int(in: 0...100), Gen.int(in: 0...100), Self.lengths
        ) { initial, a, b, inserted in
            var values = initial
            var tree = PrefixSumTree(initial)
            let lower = min(a, b) % (values.count + 1)
            let upper = min(lower + abs(a - b), values.count)
            values.removeSubrange(lower..<upper)
            tree.removeSubrange(lower..<upper)
            #expect(tree.values == values)
            let at = max(a, b) % (values.count + 1)
            values.insert(contentsOf: inserted, at: at)
            tree.insert(contentsOf: inserted, at: at)
            #expect(tree.values == values)
            #expect(tree == PrefixSumTree(values))
        }
    }

    /// Splicing in place (`replaceSubrange`, used when a uniform run of groups is broken up) against an array.
    @Test func replacingASubrangeMatchesBruteForce() async {
        await propertyCheck(
            count: 200, input: Self.lengths, Gen.int(in: 0...100), Gen.int(in: 0...100), Self.lengths
        ) { initial, a, b, replacement in
            var values = initial
            var tree = PrefixSumTree(initial)
            let lower = min(a, b) % (values.count + 1)
            let upper = min(lower + abs(a - b) % 4, values.count)
            values.replaceSubrange(lower..<upper, with: replacement)
            tree.replaceSubrange(lower..<upper, with: replacement)
            #expect(tree.values == values)
            #expect(tree == PrefixSumTree(values))
        }
    }
}
