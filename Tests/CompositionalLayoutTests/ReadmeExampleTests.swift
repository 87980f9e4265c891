import Foundation
import Testing

import CompositionalLayout

/// The README's example, kept compiling and true.
@Test func theReadmeExampleLaysOutAMillionItemGrid() throws {
    let item = LayoutItem(size: LayoutSize(width: .fractionalWidth(0.2), height: .fractionalHeight(1)))
    let group = LayoutGroup.horizontal(
        size: LayoutSize(width: .fractionalWidth(1), height: .fractionalWidth(0.2)), subitems: [.item(item)])
    let layout = CollectionLayout(section: LayoutSection(group: group))
    let solution = try LayoutSolution(
        layout: layout, itemCounts: [1_000_000], container: CollectionContainer(size: CGSize(width: 428, height: 926)))
    let visible = solution.attributesForElements(in: CGRect(x: 0, y: 5_000, width: 428, height: 926))
    // Rows are 0.2 × 428 = 85.6 pt → 256.8 px → 257 px high (semantics L3), five items each.
    // y 5000 … 5926 is px 15000 … 17778: rows 58 (14906 … 15163) through 69 (17733 … 17990) → 12 rows × 5 items.
    #expect(visible.count == 60)
    #expect(visible.allSatisfy { $0.category == .cell })
    // 200,000 rows × 257 px.
    #expect(solution.contentSize.height == CGFloat(200_000 * 257) / 3)
}
