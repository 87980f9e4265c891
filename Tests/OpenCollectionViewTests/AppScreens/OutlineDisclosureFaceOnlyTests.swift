// Linux-only: reads the face's accessory views, which UIKit keeps private.
#if !canImport(UIKit)
    import OpenCollectionView
    import Testing

    /// An outline applied already expanded shows its expanded disclosure from the first display, in the views that
    /// the renderers draw (issue 21: the chevron pointed forward until a tap).
    @MainActor
    @Suite("App screens: an expanded outline's disclosure")
    struct OutlineDisclosureFaceOnlyTests {
        @Test func theDisclosureOfAnExpandedParentPointsDown() throws {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 820, height: 1180))
            let controller = ListScreenDefectsTests.OutlineViewController()
            window.rootViewController = controller
            window.makeKeyAndVisible()
            let view = try #require(controller.collectionView)
            func disclosure(_ title: String) throws -> String? {
                let path = try #require(controller.dataSource.indexPath(for: title))
                let cell = try #require(view.cellForItem(at: path))
                return cell.subviews.compactMap { ($0 as? CellAccessoryView)?.symbolName }.first
            }
            #expect(try disclosure("Fruit") == "chevron.down")
            var snapshot = controller.dataSource.snapshot(for: 0)
            snapshot.collapse(["Fruit"])
            controller.dataSource.apply(snapshot, to: 0, animatingDifferences: false)
            view.layoutIfNeeded()
            #expect(try disclosure("Fruit") == "chevron.forward")
        }
    }
#endif
