// The texts UIKit raises with, built by the functions the traps use (tested without trapping). Linux-only.
#if !canImport(UIKit)
    @testable import OpenCollectionView
    import CompositionalLayout
    import DiffableData
    import Testing

    @Suite("Trap messages")
    struct TrapMessageTests {
        @Test("solver errors carry UIKit's text and then the precise explanation")
        func layoutErrors() {
            let missing = LayoutError(.missingSection(itemCount: 3), section: 1, elementPath: "")
            #expect(UIKitTraps.layoutFailure(missing).hasPrefix(
                "Invalid section definition. Please specify a valid section definition when content is to be rendered "
                    + "for a section. This is a client error."))
            #expect(UIKitTraps.layoutFailure(missing).contains("section 1"))
            let duplicate = LayoutError(.duplicateElementKind("h"), section: 0, elementPath: "")
            #expect(UIKitTraps.layoutFailure(duplicate).hasPrefix(
                "Every supplementary must have a unique elementKind: duplicates detected"))
            let tooSmall = LayoutError(.groupTooSmall(available: 10, required: 20), section: 0, elementPath: "group")
            #expect(UIKitTraps.layoutFailure(tooSmall).hasPrefix("There is no room for this NSCollectionLayoutGroup"))
        }

        @Test func dataSource() {
            #expect(UIKitTraps.cellProviderReturnedNil(IndexPath(item: 3, section: 0), item: "42")
                == "UICollectionViewDiffableDataSource cell provider returned nil for index path <NSIndexPath> "
                + "{length = 2, path = 0 - 3} with item identifier '42', which is not allowed. You must always return "
                + "a cell to the collection view")
            #expect(UIKitTraps.missingSupplementaryViewProvider(kind: "h", indexPath: IndexPath(item: 0, section: 1))
                .contains("requested a supplementary view of kind 'h'"))
            #expect(UIKitTraps.missingSupplementaryViewProvider(kind: "h", indexPath: IndexPath(item: 0, section: 1))
                .hasSuffix("but a supplementaryViewProvider was not specified on the diffable data source"))
            #expect(UIKitTraps.unregisteredCell("Cell")
                == "could not dequeue a view of kind: UICollectionElementKindCell with identifier Cell - must register "
                + "a nib or a class for the identifier or connect a prototype cell in a storyboard")
            #expect(UIKitTraps.reentrantApply.contains("BUG_IN_CLIENT_OF_DIFFABLE_DATA_SOURCE__APPLYING_SNAPSHOTS_REENTRANTLY"))
        }

        @Test func registrationWithoutItemNamesTheRegistrationAndIndexPath() {
            #expect(UIKitTraps.registrationWithoutItem(
                UICollectionView.CellRegistration<UICollectionViewCell, Int>.self, IndexPath(item: 2, section: 1))
                == "CellRegistration<UICollectionViewCell, Int> was dequeued for index path <NSIndexPath> {length = 2, "
                + "path = 1 - 2} with a nil item: pass the item the cell provider received to "
                + "dequeueConfiguredReusableCell(using:for:item:)")
        }

        @Test("the face's trap text for layer 3's errors: performBatchUpdates' Invalid update comes from layer 2")
        @MainActor
        func collectionViewFailures() {
            let (collectionView, dataSource) = makeCollectionView(layout: rowsLayout(), items: 3)
            _ = dataSource
            let headless = collectionView.headless
            do {
                // One inserted item while the data source still has 3: layer 2's consistency check fails.
                try headless.performBatchUpdates(BatchUpdate(itemInserts: [IndexPath(item: 0, section: 0)]))
                Issue.record("expected an error")
            } catch {
                #expect(UIKitTraps.collectionViewFailure(error).hasPrefix("Invalid update: invalid number of items in section 0."))
            }
            do {
                _ = try headless.dequeueReusableCell(withReuseIdentifier: "Nope", for: IndexPath(item: 0, section: 0))
                Issue.record("expected an error")
            } catch {
                #expect(UIKitTraps.collectionViewFailure(error)
                    == "could not dequeue a view of kind: UICollectionElementKindCell with identifier Nope - must "
                    + "register a nib or a class for the identifier or connect a prototype cell in a storyboard")
            }
            do {
                try headless.scrollToItem(at: IndexPath(item: 9, section: 0))
                Issue.record("expected an error")
            } catch {
                #expect(UIKitTraps.collectionViewFailure(error)
                    == "Attempted to scroll the collection view to an out-of-bounds item (9) when there are only 3 "
                    + "items in section 0. Index path: [0, 9].")
            }
        }
    }
#endif
