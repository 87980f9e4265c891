// Issue 26 at the face: where UIKit raises, the process ends with UIKit's message (exit tests, as
// ReliabilityFaceTests.trapMessagesSurviveReleaseBuilds), and a layout object given to a second collection view is
// that view's (semantics CL16, CL18, CL19). Linux-only.
#if !canImport(UIKit)
    @testable import OpenCollectionView
    import Foundation
    import Testing

    /// 100-pt rows for 8 items, whatever the data source has (7): a layout whose cache is stale.
    final class EightRowsLayout: UICollectionViewLayout {
        override var collectionViewContentSize: CGSize { CGSize(width: 428, height: 800) }

        override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
            (0..<8).map { item in
                let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
                attributes.frame = CGRect(x: 0, y: CGFloat(item) * 100, width: 428, height: 100)
                return attributes
            }
        }
    }

    @MainActor
    enum HostileScreens {
        static func showEightRowsOfSevenItems() {
            let (collectionView, dataSource) = makeCollectionView(layout: EightRowsLayout(), items: 7)
            _ = (collectionView, dataSource)
        }

        static func askForSection99() {
            let (collectionView, dataSource) = makeCollectionView(layout: ReliabilityFaceTests.listLayout(), items: 3)
            _ = dataSource
            _ = collectionView.numberOfItems(inSection: 99)
        }

        static func layOutAViewWhoseLayoutWasTaken() {
            let layout = ReliabilityFaceTests.listLayout()
            let (first, firstSource) = makeCollectionView(layout: layout, items: 3)
            let (second, secondSource) = makeCollectionView(layout: layout, items: 40)
            _ = (second, firstSource, secondSource)
            first.setNeedsLayout()
            first.layoutIfNeeded()
        }
    }

    @MainActor
    @Suite("Hostile input: UIKit's traps at the face (issue 26)")
    struct HostileInputFaceTests {
        // semantics CL16
        @Test("a custom layout answering a cell that does not exist traps with UIKit's message, naming the layout")
        func cellThatDoesNotExist() async {
            await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                await MainActor.run { HostileScreens.showEightRowsOfSevenItems() }
            }.map { result in
                let text = String(decoding: result.standardErrorContent, as: UTF8.self)
                #expect(text.contains(
                    "UICollectionView received layout attributes for a cell with an index path that does not exist: "
                        + "<NSIndexPath> {length = 2, path = 0 - 7} (answered by EightRowsLayout)"))
            }
        }

        // semantics CL18
        @Test("numberOfItems(inSection:) of a section the view does not have traps with UIKit's message")
        func sectionThatDoesNotExist() async {
            #expect(UIKitTraps.sectionOutOfRange(99, sections: 1)
                == "request for number of items in section 99 when there are only 1 sections in the collection view")
            await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                await MainActor.run { HostileScreens.askForSection99() }
            }.map { result in
                let text = String(decoding: result.standardErrorContent, as: UTF8.self)
                #expect(text.contains(
                    "request for number of items in section 99 when there are only 1 sections in the collection view"))
            }
        }

        // semantics CL19
        @Test("a layout given to a second view is that view's; the first view's next pass traps instead of showing its data")
        func layoutGivenToASecondView() async {
            let layout = ReliabilityFaceTests.listLayout()
            let (first, firstSource) = makeCollectionView(layout: layout, items: 3)
            let (second, secondSource) = makeCollectionView(layout: layout, items: 40)
            _ = (firstSource, secondSource)
            #expect(layout.collectionView === second)
            #expect(second.numberOfItems(inSection: 0) == 40)
            #expect(first.collectionViewLayout === layout)
            #expect(UIKitTraps.layoutOfAnotherCollectionView(UICollectionViewCompositionalLayout.self)
                == "UICollectionViewCompositionalLayout is the layout of another collection view: a layout object "
                + "belongs to the collection view it was last given to, which its collectionView property names. Give "
                + "each collection view its own layout object")
            await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                await MainActor.run { HostileScreens.layOutAViewWhoseLayoutWasTaken() }
            }.map { result in
                let text = String(decoding: result.standardErrorContent, as: UTF8.self)
                #expect(text.contains("UICollectionViewCompositionalLayout is the layout of another collection view"))
            }
        }

        // semantics CL19
        @Test("the first view, given another layout, does not take the shared layout from the second")
        func replacingTheLayoutOfTheFirstView() {
            let layout = ReliabilityFaceTests.listLayout()
            let (first, firstSource) = makeCollectionView(layout: layout, items: 3)
            let (second, secondSource) = makeCollectionView(layout: layout, items: 40)
            _ = (firstSource, secondSource)
            first.collectionViewLayout = ReliabilityFaceTests.listLayout()
            #expect(layout.collectionView === second)
            #expect(first.numberOfItems(inSection: 0) == 3)
            #expect(first.visibleCells.count == 3)
        }
    }
#endif
