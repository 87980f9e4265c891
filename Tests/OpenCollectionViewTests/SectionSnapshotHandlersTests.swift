// The section-snapshot handlers and orthogonal scrolling properties reach the lower layers. Linux-only: expanding is
// a disclosure tap in UIKit, here the headless data source's `expand(_:)`, reached through the internal `source`.
#if !canImport(UIKit)
    @testable import OpenCollectionView
    import CompositionalLayout
    import Testing

    @MainActor
    @Suite("Section snapshot handlers and orthogonal scrolling properties")
    struct SectionSnapshotHandlersTests {
        @Test func expandingAsksTheHandlersAndSuppliesChildren() throws {
            let (collectionView, dataSource) = makeCollectionView(layout: rowsLayout(), items: 3)
            defer { withExtendedLifetime(collectionView) {} }
            let calls = Calls()
            dataSource.sectionSnapshotHandlers.shouldExpandItem = { item in
                calls.log.append("should expand \(item)")
                return item != 2
            }
            dataSource.sectionSnapshotHandlers.willExpandItem = { calls.log.append("will expand \($0)") }
            dataSource.sectionSnapshotHandlers.shouldCollapseItem = { item in
                calls.log.append("should collapse \(item)")
                return true
            }
            dataSource.sectionSnapshotHandlers.willCollapseItem = { calls.log.append("will collapse \($0)") }
            dataSource.sectionSnapshotHandlers.snapshotForExpandingParent = { parent, children in
                calls.log.append("children of \(parent): \(children.items)")
                var lazy = NSDiffableDataSourceSectionSnapshot<Int>()
                lazy.append([parent * 10 + 100, parent * 10 + 101])
                return lazy
            }
            let expanded = try dataSource.source.expand(1)
            #expect(expanded?.update.itemInserts == [IndexPath(indexes: [0, 2]), IndexPath(indexes: [0, 3])])
            #expect(dataSource.snapshot().itemIdentifiers == [0, 1, 110, 111, 2])
            #expect(dataSource.snapshot(for: .main).isExpanded(1))
            #expect(try dataSource.source.expand(2) == nil)
            try dataSource.source.collapse(1)
            #expect(dataSource.snapshot().itemIdentifiers == [0, 1, 2])
            #expect(calls.log == [
                "should expand 1", "will expand 1", "children of 1: []", "should expand 2", "should collapse 1",
                "will collapse 1",
            ])
        }

        @Test func orthogonalScrollingProperties() {
            let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50))
            let section = NSCollectionLayoutSection(
                group: .horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
            #expect(section.orthogonalScrollingProperties.bounce == .automatic)
            #expect(section.orthogonalScrollingProperties.decelerationRate == .automatic)
            #expect(section.makeDescription().orthogonalScrollingProperties == OrthogonalScrollingProperties())
            section.orthogonalScrollingProperties.bounce = .never
            section.orthogonalScrollingProperties.decelerationRate = .fast
            #expect(section.makeDescription().orthogonalScrollingProperties
                == OrthogonalScrollingProperties(bounce: .never, decelerationRate: .fast))
            section.orthogonalScrollingProperties.bounce = .always
            section.orthogonalScrollingProperties.decelerationRate = .init(rawValue: 0.95)
            #expect(section.makeDescription().orthogonalScrollingProperties
                == OrthogonalScrollingProperties(bounce: .always, decelerationRate: .custom(0.95)))
            section.orthogonalScrollingProperties.decelerationRate = .normal
            #expect(section.makeDescription().orthogonalScrollingProperties.decelerationRate == .normal)
            // Apple's raw values; a copy has its own properties with the same values.
            #expect(UICollectionLayoutSectionOrthogonalScrollingProperties.Bounce.never.rawValue == 2)
            #expect(UICollectionLayoutSectionOrthogonalScrollingProperties.DecelerationRate.automatic.rawValue == -1)
            #expect(UICollectionLayoutSectionOrthogonalScrollingProperties.DecelerationRate.normal.rawValue == 0.998)
            #expect(UICollectionLayoutSectionOrthogonalScrollingProperties.DecelerationRate.fast.rawValue == 0.99)
            let copy = section.makeCopy()
            #expect(copy.orthogonalScrollingProperties !== section.orthogonalScrollingProperties)
            #expect(copy.orthogonalScrollingProperties.bounce == .always)
            #expect(copy.orthogonalScrollingProperties.decelerationRate == .normal)
        }
    }
#endif
