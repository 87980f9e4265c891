import PropertyBased
import Testing

import CollectionGeometry

/// `partitioningIndex(where:)`, the one binary search of the package (CollectionGeometry).
@Suite struct BinarySearchTests {
    // The running example: [2, 4, 4, 4, 7, 9] at indices 0…5.
    let sorted = [2, 4, 4, 4, 7, 9]

    @Test func lowerBoundIsTheFirstElementAtLeastTheValue() {
        #expect(sorted.partitioningIndex { $0 >= 4 } == 1)  // 2 < 4; 4 at index 1
        #expect(sorted.partitioningIndex { $0 >= 5 } == 4)  // 4, 4, 4 < 5; 7 at index 4
    }

    @Test func upperBoundIsTheFirstElementAboveTheValue() {
        #expect(sorted.partitioningIndex { $0 > 4 } == 4)  // the last 4 is at index 3
    }

    @Test func answersTheEndsWhenThePredicateHoldsEverywhereOrNowhere() {
        #expect(sorted.partitioningIndex { $0 >= 0 } == 0)
        #expect(sorted.partitioningIndex { $0 > 9 } == 6)  // endIndex: 6 elements
        #expect([Int]().partitioningIndex { _ in true } == 0)
    }

    @Test func searchesARangeOfIndicesAndKeepsItsBounds() {
        let squares = [0, 1, 4, 9, 16, 25, 36]
        #expect((0..<squares.count).partitioningIndex { squares[$0] >= 10 } == 4)  // 9 < 10 ≤ 16
        #expect((2..<5).partitioningIndex { squares[$0] >= 0 } == 2)  // holds at the range's start
        #expect((2..<5).partitioningIndex { squares[$0] >= 100 } == 5)  // the range's upper bound
    }

    @Test func keepsTheIndicesOfASlice() {
        let slice = sorted[2...]  // [4, 4, 7, 9] at indices 2…5
        #expect(slice.partitioningIndex { $0 > 4 } == 4)  // 7 at index 4 of the base
    }

    @Test func lastStartAtMostAValueIsOneBeforeTheUpperBound() {
        let starts = [0, 10, 20]
        #expect(starts.partitioningIndex { $0 > 15 } - 1 == 1)  // 20 is the first start above 15: 2 − 1
        #expect(starts.partitioningIndex { $0 > 20 } - 1 == 2)  // none above 20: endIndex 3 − 1
    }

    @Test func matchesALinearSearch() async {
        await propertyCheck(count: 200, input: Gen.int(in: 0...50).array(of: 0...40), Gen.int(in: -5...60)) {
            values, target in
            let sorted = values.sorted()
            #expect(sorted.partitioningIndex { $0 >= target } == (sorted.firstIndex { $0 >= target } ?? sorted.count))
            #expect(sorted.partitioningIndex { $0 > target } == (sorted.firstIndex { $0 > target } ?? sorted.count))
        }
    }
}
