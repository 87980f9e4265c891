import Foundation
import PropertyBased
import Testing

@testable import CompositionalLayout

@Suite struct MeasuredSizeStoreTests {
    @Test func aNewStoreHasNothingMeasured() {
        let store = MeasuredSizeStore(count: 4)
        #expect(store.count == 4)
        #expect(store.isEmpty)
        #expect(store.measuredCount == 0)
        #expect((0..<4).allSatisfy { store[$0] == nil && !store.isMeasured(at: $0) })
        #expect(store == MeasuredSizeStore(count: 4))  // NaN slots compare equal by bit pattern
    }

    @Test func storedLengthsReadRawValuesAndNeverTrap() throws {
        var store = MeasuredSizeStore(count: 2)
        store.set(height: 44, at: 1)
        let lengths = try #require(store.storedLengths(at: 1))
        #expect(lengths.width.isNaN && lengths.height == 44)
        #expect(store.storedLengths(at: 2) == nil && store.storedLengths(at: -1) == nil)
        #expect(MeasuredSizeStore().storedLengths(at: 0) == nil)
    }

    /// The solver reads sizes through the store: measured lengths replace the nominal size only on the
    /// item's estimated axes (L9).
    @Test func theSolverReadsMeasuredLengthsOnEstimatedAxesOnly() {
        var store = MeasuredSizeStore(count: 1)
        store.set(width: 30, height: 70, at: 0)
        let spec = ItemSpec(
            size: PixelSize(width: 10, height: 20), exactWidth: 10, exactHeight: 20, estimatedX: false,
            estimatedY: true, insets: .zero, edges: .none, supplementaries: 0..<0)
        #expect(store.size(of: spec, at: 0) == PixelSize(width: 10, height: 70))
        #expect(store.size(of: spec, at: 5) == PixelSize(width: 10, height: 20))
    }

    @Test func axesAreRecordedSeparately() {
        var store = MeasuredSizeStore(count: 3)
        let setHeight = store.set(height: 44.5, at: 1)  // only the estimated axis
        #expect(setHeight)
        #expect(store.height(at: 1) == 44.5)
        #expect(store.width(at: 1) == nil)
        #expect(store[1] == nil)  // the full size needs both axes
        #expect(store.isMeasured(at: 1))
        #expect(store.measuredCount == 1)
        let setWidth = store.set(width: 100, at: 1)
        #expect(setWidth)
        #expect(store[1] == CGSize(width: 100, height: 44.5))
        #expect(store.measuredCount == 1)  // still one item
        let setAgain = store.set(width: 100, height: 44.5, at: 1)
        #expect(!setAgain)  // the same measurement changes nothing
        store[2] = CGSize(width: 10, height: 20)
        #expect(store.measuredCount == 2)
        store[1] = nil
        #expect(store.measuredCount == 1)
        #expect(store.height(at: 1) == nil)
    }

    @Test func pixelLengthsSurviveFloat32() {
        // 1234567 px at scale 3 = 411522.333… pt; Float32 keeps it to 2^(18−23) = 1/32 pt, and
        // rounding back to pixels gives 1234567 again.
        var store = MeasuredSizeStore(count: 1)
        let length = CGFloat(1_234_567) / 3
        store.set(height: length, at: 0)
        let back = store.height(at: 0)!
        #expect(abs(back - length) <= 1.0 / 32)
        #expect((back * 3).rounded() == 1_234_567)
    }

    @Test func wholePixelsAreExactUpTo2To24() {
        var store = MeasuredSizeStore(count: 2)
        store.set(width: 16_777_216, height: 16_777_215, at: 0)  // 2^24 and 2^24 − 1: exact in Float32
        #expect(store[0] == CGSize(width: 16_777_216, height: 16_777_215))
        store.set(height: 16_777_217, at: 1)  // 2^24 + 1 is not: it rounds to even, 2^24
        #expect(store.height(at: 1) == 16_777_216)
    }

    @Test func insertionsAndRemovalsShiftLaterItems() {
        var store = MeasuredSizeStore(count: 5)
        for index in 0..<5 { store[index] = CGSize(width: CGFloat(index), height: CGFloat(10 * index)) }
        store.insertUnmeasured(count: 2, at: 1)  // 0 _ _ 1 2 3 4
        #expect(store.count == 7)
        #expect(store[0] == CGSize(width: 0, height: 0))
        #expect(store[1] == nil && store[2] == nil)
        #expect(store[3] == CGSize(width: 1, height: 10))
        #expect(store.measuredCount == 5)
        store.removeSubrange(2..<5)  // 0 _ 3 4
        #expect(store.count == 4)
        #expect(store[2] == CGSize(width: 3, height: 30))
        #expect(store.measuredCount == 3)  // 1 and 2 were removed with an unmeasured slot
        store.resize(to: 6)
        #expect(store.count == 6 && store[5] == nil)
        store.resize(to: 1)
        #expect(store.count == 1 && store.measuredCount == 1)
        store.clearAll()
        #expect(store.count == 1 && store.isEmpty)
    }

    @Test func matchesAnArrayOfOptionals() async {
        // Operations: 0 set both, 1 set height, 2 clear, 3 insert, 4 remove.
        let operation = zip(Gen.int(in: 0...4), Gen.int(in: 0...1_000), Gen.int(in: 0...400))
        await propertyCheck(count: 200, input: Gen.int(in: 0...20), operation.array(of: 0...40)) { initial, operations in
            var model: [(width: CGFloat?, height: CGFloat?)] = Array(repeating: (nil, nil), count: initial)
            var store = MeasuredSizeStore(count: initial)
            for (kind, position, value) in operations {
                let length = CGFloat(value) / 3  // a whole pixel at scale 3
                switch kind {
                case 3:
                    let at = position % (model.count + 1)
                    let count = value % 4
                    model.insert(contentsOf: repeatElement((width: nil, height: nil), count: count), at: at)
                    store.insertUnmeasured(count: count, at: at)
                case 4 where !model.isEmpty:
                    let lower = position % model.count
                    let upper = min(model.count, lower + value % 5)
                    model.removeSubrange(lower..<upper)
                    store.removeSubrange(lower..<upper)
                case _ where model.isEmpty:
                    continue
                case 0:
                    model[position % model.count] = (length, length + 1)
                    store.set(width: length, height: length + 1, at: position % model.count)
                case 1:
                    model[position % model.count].height = length
                    store.set(height: length, at: position % model.count)
                default:
                    model[position % model.count] = (nil, nil)
                    store.clear(at: position % model.count)
                }
            }
            #expect(store.count == model.count)
            #expect(store.measuredCount == model.filter { $0.width != nil || $0.height != nil }.count)
            for (index, entry) in model.enumerated() {
                #expect(store.width(at: index).map { ($0 * 3).rounded() } == entry.width.map { ($0 * 3).rounded() })
                #expect(store.height(at: index).map { ($0 * 3).rounded() } == entry.height.map { ($0 * 3).rounded() })
                // The sparse search the solver builds its runs with agrees with the model.
                let next = model.indices.first { $0 >= index && (model[$0].width != nil || model[$0].height != nil) }
                #expect(store.firstMeasured(atOrAfter: index) == next)
            }
        }
    }
}
