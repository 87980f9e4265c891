// Regression tests for issue 13 at the UIKit face: misuse of dequeuing traps with UIKit's message (or, where UIKit's
// text is not known, a message naming both index paths and the registration), semantics R9; `apply` is callable from
// a background queue, as in UIKit, and applies land in call order (R10).
#if canImport(UIKit)
    import UIKit
#else
    @testable import OpenCollectionView
#endif
import Foundation
import Testing

@MainActor
@Suite("Misuse and background applies at the UIKit face (R9, R10)")
struct MisuseFaceTests {
    static func layout(header: Bool = false) -> UICollectionViewCompositionalLayout {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        if header {
            let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40))
            section.boundarySupplementaryItems = [
                NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size, elementKind: "header", alignment: .top)
            ]
        }
        return UICollectionViewCompositionalLayout(section: section)
    }

    nonisolated static func snapshot(_ count: Int) -> NSDiffableDataSourceSnapshot<Section, Int> {
        var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
        snapshot.appendSections([.main])
        snapshot.appendItems(Array(0..<count))
        return snapshot
    }

    #if !canImport(UIKit)
        /// What a trapped child process printed on standard error.
        static func text(_ result: ExitTest.Result?) -> String {
            result.map { String(decoding: $0.standardErrorContent, as: UTF8.self) } ?? ""
        }

        @Test("a cell provider returning the same cell for every item traps, naming both index paths and the registration")
        func sameCellForEveryItem() async {
            let text = Self.text(await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                await MainActor.run {
                    let collectionView = UICollectionView(
                        frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: MisuseFaceTests.layout())
                    let registration = UICollectionView.CellRegistration<NumberCell, Int> { _, _, _ in }
                    var cached: UICollectionViewCell?
                    let dataSource = UICollectionViewDiffableDataSource<Section, Int>(collectionView: collectionView) {
                        collectionView, indexPath, item in
                        if let cached { return cached }
                        let cell = collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
                        cached = cell
                        return cell
                    }
                    dataSource.apply(MisuseFaceTests.snapshot(3))
                }
            })
            #expect(text.contains("The cell returned for index path <NSIndexPath> {length = 2, path = 0 - 1}"))
            #expect(text.contains("dequeued for index path <NSIndexPath> {length = 2, path = 0 - 0} in an earlier request"))
            #expect(text.contains("CellRegistration<NumberCell>"))
        }

        @Test("a section appended twice traps with the text observed on iOS 17 (D2)")
        func sectionAppendedTwice() async {
            let text = Self.text(await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                var snapshot = MisuseFaceTests.snapshot(1)
                snapshot.appendSections([.main])
            })
            #expect(text.contains("Diffable data source detected an attempt to insert or append 1 section identifier "
                + "that already exists in the snapshot. Identifiers in a snapshot must be unique. Section identifier "
                + "that already exists: "))
        }

        @Test("a delete that repeats an identifier traps as iOS does (D2); unknown identifiers are ignored")
        func deleteRepeatingAnIdentifier() async {
            var snapshot = MisuseFaceTests.snapshot(3)
            snapshot.deleteItems([7, 2])
            #expect(snapshot.itemIdentifiers == [0, 1])
            let text = Self.text(await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                var snapshot = MisuseFaceTests.snapshot(3)
                snapshot.deleteItems([1, 1])
            })
            #expect(text.contains("Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(1)}"))
        }

        @Test("a cell dequeued for another index path traps, naming both")
        func cellForAnotherIndexPath() async {
            let text = Self.text(await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                await MainActor.run {
                    let collectionView = UICollectionView(
                        frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: MisuseFaceTests.layout())
                    collectionView.register(NumberCell.self, forCellWithReuseIdentifier: "number")
                    let dataSource = UICollectionViewDiffableDataSource<Section, Int>(collectionView: collectionView) {
                        collectionView, _, _ in
                        collectionView.dequeueReusableCell(withReuseIdentifier: "number", for: IndexPath(item: 0, section: 0))
                    }
                    dataSource.apply(MisuseFaceTests.snapshot(2))
                }
            })
            #expect(text.contains("The cell returned for index path <NSIndexPath> {length = 2, path = 0 - 1} was "
                + "dequeued for a different index path (<NSIndexPath> {length = 2, path = 0 - 0}) with reuse identifier 'number'"))
        }

        @Test("a supplementary registration used for another kind traps with UIKit's message")
        func supplementaryOfAnotherKind() async {
            let text = Self.text(await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                await MainActor.run {
                    let collectionView = UICollectionView(
                        frame: CGRect(x: 0, y: 0, width: 390, height: 844),
                        collectionViewLayout: MisuseFaceTests.layout(header: true))
                    let registration = UICollectionView.CellRegistration<NumberCell, Int> { _, _, _ in }
                    let footers = UICollectionView.SupplementaryRegistration<UICollectionReusableView>(
                        elementKind: "footer") { _, _, _ in }
                    let dataSource = UICollectionViewDiffableDataSource<Section, Int>(collectionView: collectionView) {
                        collectionView, indexPath, item in
                        collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
                    }
                    dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
                        collectionView.dequeueConfiguredReusableSupplementary(using: footers, for: indexPath)
                    }
                    dataSource.apply(MisuseFaceTests.snapshot(2))
                }
            })
            #expect(text.contains("does not match the element kind it is being used for. When asked for a view of "
                + "element kind 'header' the data source dequeued a view registered for the element kind 'footer'."))
        }

        @Test("a cell that was not dequeued traps with UIKit's message")
        func cellNotDequeued() async {
            let text = Self.text(await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                await MainActor.run {
                    let collectionView = UICollectionView(
                        frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: MisuseFaceTests.layout())
                    let dataSource = UICollectionViewDiffableDataSource<Section, Int>(collectionView: collectionView) {
                        _, _, _ in NumberCell()
                    }
                    dataSource.apply(MisuseFaceTests.snapshot(2))
                }
            })
            #expect(text.contains("the cell returned from -collectionView:cellForItemAtIndexPath: does not have a "
                + "reuseIdentifier - cells must be retrieved by calling -dequeueReusableCellWithReuseIdentifier:forIndexPath:"))
        }
    #endif

    @Test("apply from a background queue, as in UIKit: queued to the main queue in call order, completion on main")
    func applyFromABackgroundQueue() async {
        let (collectionView, dataSource) = makeCollectionView(layout: Self.layout(), items: 0, width: 390, height: 844)
        // The iOS pattern: a background queue builds snapshots and applies them (Swift 6: `apply` is nonisolated).
        // The completion runs on the main queue (the main actor's executor; on Linux not always the main thread).
        let mainQueue = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: mainQueue, value: true)
        let completedOnMain = await withCheckedContinuation { (done: CheckedContinuation<Bool, Never>) in
            DispatchQueue.global().async {
                for count in 1...20 { dataSource.apply(Self.snapshot(count), animatingDifferences: false) }
                dataSource.apply(Self.snapshot(7)) { done.resume(returning: DispatchQueue.getSpecific(key: mainQueue) == true) }
            }
        }
        #expect(completedOnMain)
        #expect(dataSource.snapshot().numberOfItems == 7)  // the last one applied wins
        collectionView.layoutIfNeeded()
        #expect(collectionView.visibleCells.count == 7)
    }

    @Test("the async apply is callable from a detached task and returns once the update is done")
    func asyncApplyFromADetachedTask() async {
        let (collectionView, dataSource) = makeCollectionView(layout: Self.layout(), items: 3, width: 390, height: 844)
        await Task.detached {
            await dataSource.apply(Self.snapshot(5), animatingDifferences: false)
            await dataSource.applySnapshotUsingReloadData(Self.snapshot(9))
        }.value
        #expect(dataSource.snapshot().numberOfItems == 9)
        #expect(collectionView.numberOfItems(inSection: 0) == 9)
    }
}
