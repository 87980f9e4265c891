// Regression tests for issue 13 at the UIKit face: a zero-sized collection view, huge query rects and trap messages
// that survive release builds (semantics R1, R2, R8).
#if canImport(UIKit)
    import UIKit
#else
    @testable import OpenCollectionView
#endif
import Foundation
import Testing

@MainActor
@Suite("Reliability: the UIKit face")
struct ReliabilityFaceTests {
    static func listLayout() -> UICollectionViewCompositionalLayout {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
            subitems: [item])
        return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
    }

    @Test("UICollectionView(frame: .zero) takes a snapshot and lays out nothing; a later size lays out normally")
    func zeroFrame() {
        let (collectionView, dataSource) = makeCollectionView(layout: Self.listLayout(), items: 20, width: 0, height: 0)
        #expect(dataSource.snapshot().numberOfItems == 20)
        #expect(collectionView.numberOfItems(inSection: 0) == 20)
        #expect(collectionView.visibleCells.isEmpty)
        #expect(collectionView.collectionViewLayout.layoutAttributesForElements(in: .infinite)?.isEmpty ?? true)
        collectionView.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        collectionView.layoutIfNeeded()
        // 844 / 50 = 16.9: items 0…16 are visible.
        #expect(collectionView.visibleCells.count == 17)
        #expect(same(frame(collectionView, 19), CGRect(x: 0, y: 950, width: 390, height: 50)))  // 19 × 50
        // Resized to zero height: nothing is shown, and nothing traps.
        collectionView.frame = CGRect(x: 0, y: 0, width: 390, height: 0)
        collectionView.layoutIfNeeded()
        #expect(collectionView.visibleCells.isEmpty)
        collectionView.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        collectionView.layoutIfNeeded()
        #expect(collectionView.visibleCells.count == 17)
    }

    @Test("a flow layout in UICollectionView(frame: .zero) takes a snapshot and shows nothing; a later size lays out")
    func zeroFrameFlowLayout() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 50)
        let (collectionView, dataSource) = makeCollectionView(layout: layout, items: 20, width: 0, height: 0)
        #expect(dataSource.snapshot().numberOfItems == 20)
        #expect(collectionView.visibleCells.isEmpty)
        collectionView.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        collectionView.layoutIfNeeded()
        // 390 fits 3 items of 100 with the default spacing 10 (3 × 100 + 2 × 10 = 320): ⌈20 / 3⌉ = 7 lines of 50 pt
        // with the default line spacing 10 between them: 7 × 50 + 6 × 10 = 410, all visible in 844.
        #expect(collectionView.visibleCells.count == 20)
        #expect(collectionView.contentSize.height == 410)
    }

    @Test("layoutAttributesForElements(in: .infinite) and rects at ±1e300 answer through the face")
    func hugeRects() {
        let (collectionView, dataSource) = makeCollectionView(layout: Self.listLayout(), items: 100, width: 390, height: 844)
        _ = dataSource
        let layout = collectionView.collectionViewLayout
        #expect(layout.layoutAttributesForElements(in: .infinite)?.count == 100)
        #expect(layout.layoutAttributesForElements(in: CGRect(x: -1e300, y: -1e300, width: 2e300, height: 2e300))?.count == 100)
        #expect(layout.layoutAttributesForElements(in: CGRect(x: 0, y: 1e300, width: 1, height: 1))?.isEmpty ?? true)
    }

    #if !canImport(UIKit)
        @Test("a trap prints UIKit's message; the face uses fatalError, whose text survives -O (R8)")
        func trapMessagesSurviveReleaseBuilds() async {
            await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                UIKitTraps.raise("marker-for-the-trap-test")
            }.map { result in
                let text = String(decoding: result.standardErrorContent, as: UTF8.self)
                #expect(text.contains("marker-for-the-trap-test"))
            }
        }
    #endif
}
