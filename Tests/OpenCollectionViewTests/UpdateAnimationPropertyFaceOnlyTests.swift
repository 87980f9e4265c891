import OpenCollectionView
import Testing

/// For random applies on compositional and flow layouts, every cell's presentation frame equals its initial
/// attributes when the animation starts and its final attributes when it ends (semantics AN11).
@MainActor
@Suite("Update animations start at the initial and end at the final attributes")
struct UpdateAnimationPropertyFaceOnlyTests {
    /// A small deterministic generator (a 64-bit linear congruential one), so that failures repeat.
    struct Seeded: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state
        }
    }

    func flowLayout() -> UICollectionViewFlowLayout {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 90, height: 40)
        layout.minimumLineSpacing = 10
        return layout
    }

    @Test(arguments: ["compositional", "flow"])
    func everyCellStartsAtItsInitialAndEndsAtItsFinalFrame(layoutName: String) {
        let clock = TestAnimationClock.install()
        defer { clock.uninstall() }
        var random = Seeded(state: layoutName == "flow" ? 7 : 11)
        let layout: UICollectionViewLayout = layoutName == "flow" ? flowLayout() : rowsLayout()
        let (collectionView, dataSource) = makeCollectionView(layout: layout, items: 8, width: 390, height: 800)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 800))
        window.addSubview(collectionView)
        collectionView.layoutIfNeeded()
        for _ in 0..<25 {
            let before = Dictionary(
                collectionView.visibleCells.map { (ObjectIdentifier($0), $0.frame) }, uniquingKeysWith: { a, _ in a })
            let beforeCells = collectionView.visibleCells
            var items = Array(0..<14).filter { _ in Bool.random(using: &random) }
            items.shuffle(using: &random)
            var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
            snapshot.appendSections([.main])
            snapshot.appendItems(items)
            var completed = false
            dataSource.apply(snapshot, animatingDifferences: true) { completed = true }
            let after = collectionView.visibleCells
            for cell in after {
                let final = collectionView.layoutAttributesForItem(at: collectionView.indexPath(for: cell)!)!.frame
                let initial = before[ObjectIdentifier(cell)] ?? final  // appearing cells fade in at their frame
                #expect(same(cell.presentationFrame, initial), "t = 0: \(cell.presentationFrame) ≠ \(initial)")
            }
            let leaving = beforeCells.filter { cell in !after.contains { $0 === cell } }
            for cell in leaving {
                #expect(same(cell.presentationFrame, before[ObjectIdentifier(cell)]!))
                #expect(cell.presentationAlpha == 1)
            }
            clock.advance(by: 0.3 - 1e-9)  // the last frame
            for cell in leaving { #expect(cell.presentationAlpha < 1e-6) }
            clock.advance(by: 1e-9)
            #expect(completed)
            for cell in after {
                let final = collectionView.layoutAttributesForItem(at: collectionView.indexPath(for: cell)!)!.frame
                #expect(same(cell.presentationFrame, final))
                #expect(cell.presentationAlpha == 1)
            }
        }
        withExtendedLifetime(window) {}
    }
}
