// Regression tests for LayoutFuzz's out-of-memory finding (issue 13, semantics R8): groups of zero extent along the
// scroll axis stack every item at one place, and every rectangle that meets that place returns them all.

import Foundation
import Testing

@testable import CompositionalLayout

@Suite("Reliability: items stacked at one place along the scroll axis")
struct StackedItemsTests {
    /// A zero-height row of one full-width item.
    func zeroHeightRows(_ height: LayoutDimension = .absolute(0), spacing: CGFloat = 0) -> CollectionLayout {
        CollectionLayout(
            section: LayoutSection(
                group: secRow(.fractionalWidth(1), height, [secItem(.fractionalWidth(1), height)]),
                interGroupSpacing: spacing))
    }

    @Test("LayoutFuzz's input: Int.max items in zero-width custom groups is a named error, not a 4 GB query")
    func fuzzFinding() {
        // The decoded crash-9e66a5fc… input: one horizontally scrolling section, right to left at scale 1, in a
        // 390 × 265 container; a custom group 0 wide (fractionalWidth(0) of 390) and 48.75 high holding one frame
        // (260, 225, −40, 0); Int.max items. Every group advances 0 pixels, so all of them lie at x = 0 and the
        // 390 × 844 query at the origin used to collect items until a 4.3 GB allocation.
        let group = LayoutGroup.custom(size: secSize(.fractionalWidth(0), .fractionalWidth(0.125))) { _ in
            [CustomGroupItem(frame: CGRect(x: 260, y: 225, width: -40, height: 0))]
        }
        let layout = CollectionLayout(
            section: LayoutSection(group: group), configuration: LayoutConfiguration(scrollDirection: .horizontal))
        let error = secSolveError(
            layout, [Int.max], container: secContainer(390, 265), traits: secTraits(direction: .rightToLeft))
        // The groups' length is 0 pixels, counted as 1: at most 1 × 2^20 items.
        #expect(error?.reason == .tooManyStackedItems(count: Int.max, limit: 1_048_576))
        #expect(error?.section == 0)
        #expect(error?.elementPath == "group")
        #expect(error?.description.contains("stacked") == true)
    }

    @Test("zero-height estimated rows: 2^20 + 1 items stacked at one place are a named error")
    func estimatedZeroHeightRows() {
        // Rows of 1,024 items, so that the debug build flows few groups before the check.
        let item = LayoutItem(size: secSize(.fractionalWidth(1.0 / 1_024), .estimated(0)))
        let row = LayoutGroup.horizontal(size: secSize(.fractionalWidth(1), .estimated(0)), subitem: .item(item), count: 1_024)
        let error = secSolveError(CollectionLayout(section: LayoutSection(group: row)), [(1 << 20) + 1])
        #expect(error?.reason == .tooManyStackedItems(count: (1 << 20) + 1, limit: 1 << 20))
    }

    @Test("up to 2^20 zero-height rows solve; one more is a named error")
    func limitIsExact() {
        #expect(secSolve(zeroHeightRows(), [1 << 20]) != nil)
        let error = secSolveError(zeroHeightRows(), [(1 << 20) + 1])
        #expect(error?.reason == .tooManyStackedItems(count: (1 << 20) + 1, limit: 1 << 20))
    }

    @Test("the limit grows with the groups' length: 1 pt of spacing gives 2^21 zero-height rows 2^21 − 1 pixels")
    func spacingSeparatesRows() {
        // (2^21 − 1) gaps of 1 px at scale 1: the groups are 2,097,151 px long, room for 2,097,151 × 2^20 items.
        let solution = secSolve(zeroHeightRows(spacing: 1), [1 << 21])
        #expect(solution?.contentSize.height == CGFloat((1 << 21) - 1))
    }

    @Test("below the limit a query returns every stacked item, none dropped")
    func stackedItemsAreAllReturned() throws {
        let solution = try #require(secSolve(zeroHeightRows(), [1_000]))
        // 1,000 rows of height 0 at y = 0: a 1-point rectangle at the origin meets all of them.
        let found = solution.attributesForElements(in: CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(found.count == 1_000)
        #expect(found.allSatisfy { $0.frame == secR(0, 0, 390, 0) })
    }
}
