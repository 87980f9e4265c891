#if !canImport(UIKit)
    import OpenCollectionView
    import Testing

    /// LC5a: a snapshot applied before the collection view's first layout pass measures each shown cell once, in the
    /// collection view's own margins, not once against a stale container and again after `layoutSubviews`.
    @MainActor
    @Suite("First layout of a self-sizing list: each cell measured once")
    struct FirstLayoutMeasurementTests {
        final class CountingCell: UICollectionViewListCell {
            nonisolated(unsafe) static var measured: [IndexPath] = []
            override func preferredLayoutAttributesFitting(
                _ layoutAttributes: UICollectionViewLayoutAttributes
            ) -> UICollectionViewLayoutAttributes {
                Self.measured.append(layoutAttributes.indexPath)
                return super.preferredLayoutAttributesFitting(layoutAttributes)
            }
        }

        @Test func applyThenLayoutMeasuresEachCellOnce() throws {
            CountingCell.measured = []
            let (collectionView, dataSource) = makeTextList(
                UICollectionLayoutListConfiguration(appearance: .insetGrouped), cell: CountingCell.self,
                items: (0..<100).map { "Row \($0)" })
            #expect(!CountingCell.measured.isEmpty)
            #expect(Set(CountingCell.measured).count == CountingCell.measured.count, "\(CountingCell.measured)")
            // Measured in the collection view's margins: inset grouped at 390 pt, rows 350 wide from x 20 (LI6).
            let first = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
            #expect(first.frame.minX == 20 && first.frame.width == 350)
            withExtendedLifetime(dataSource) {}
        }
    }
#endif
