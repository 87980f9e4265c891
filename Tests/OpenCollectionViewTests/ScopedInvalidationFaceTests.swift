#if canImport(UIKit)
    import UIKit
#else
    import OpenCollectionView
#endif
import Testing

/// A compositional layout invalidated with a context that names elements solves only their sections again: the
/// section provider is asked for those sections only (semantics H20).
@MainActor
@Suite struct ScopedInvalidationFaceTests {
    /// Rows of `rowHeights[section]` points, counting the provider's calls per section.
    final class Provider {
        var rowHeights: [CGFloat] = [50, 50, 50]
        var calls: [Int] = [0, 0, 0]

        func section(_ index: Int) -> NSCollectionLayoutSection {
            calls[index] += 1
            let size = NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .absolute(rowHeights[index]))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
            return NSCollectionLayoutSection(group: group)
        }
    }

    static func frames(_ collectionView: UICollectionView) -> [CGRect?] {
        [(0, 0), (0, 1), (1, 0), (1, 1), (1, 2), (2, 0)].map { frame(collectionView, $0.1, section: $0.0) }
    }

    @Test func invalidatingOneItemAsksTheProviderForItsSectionOnly() {
        let provider = Provider()
        let layout = UICollectionViewCompositionalLayout { section, _ in provider.section(section) }
        let (collectionView, dataSource) = listCollectionView(layout, sections: [[0, 1], [2, 3, 4], [5]])
        _ = dataSource
        let before = provider.calls
        provider.rowHeights[1] = 80
        let context = UICollectionViewLayoutInvalidationContext()
        context.invalidateItems(at: [IndexPath(item: 1, section: 1)])
        layout.invalidateLayout(with: context)
        collectionView.layoutIfNeeded()
        #expect(zip(provider.calls, before).map { $0 - $1 } == [0, 1, 0])
        // Section 0: rows at 0 and 50; section 1 from 100, rows of 80 at 100, 180, 260; section 2 at 340.
        #expect(Self.frames(collectionView) == [
            CGRect(x: 0, y: 0, width: 390, height: 50), CGRect(x: 0, y: 50, width: 390, height: 50),
            CGRect(x: 0, y: 100, width: 390, height: 80), CGRect(x: 0, y: 180, width: 390, height: 80),
            CGRect(x: 0, y: 260, width: 390, height: 80), CGRect(x: 0, y: 340, width: 390, height: 50),
        ])
        #expect(collectionView.contentSize == CGSize(width: 390, height: 390))  // 100 + 240 + 50
    }

    @Test func namedSupplementariesAndDecorationsNameTheirSections() {
        let provider = Provider()
        let layout = UICollectionViewCompositionalLayout { section, _ in provider.section(section) }
        let (collectionView, dataSource) = listCollectionView(layout, sections: [[0, 1], [2, 3, 4], [5]])
        _ = dataSource
        let before = provider.calls
        let context = UICollectionViewLayoutInvalidationContext()
        context.invalidateSupplementaryElements(ofKind: "header", at: [IndexPath(item: 0, section: 0)])
        context.invalidateDecorationElements(ofKind: "background", at: [IndexPath(item: 0, section: 2)])
        layout.invalidateLayout(with: context)
        collectionView.layoutIfNeeded()
        #expect(zip(provider.calls, before).map { $0 - $1 } == [1, 0, 1])
    }

    @Test func invalidatingEverythingOrNothingNamedAsksForEverySection() {
        let provider = Provider()
        let layout = UICollectionViewCompositionalLayout { section, _ in provider.section(section) }
        let (collectionView, dataSource) = listCollectionView(layout, sections: [[0, 1], [2, 3, 4], [5]])
        _ = dataSource
        var before = provider.calls
        layout.invalidateLayout()
        collectionView.layoutIfNeeded()
        #expect(zip(provider.calls, before).map { $0 - $1 } == [1, 1, 1])
        before = provider.calls
        layout.invalidateLayout(with: UICollectionViewLayoutInvalidationContext())
        collectionView.layoutIfNeeded()
        #expect(zip(provider.calls, before).map { $0 - $1 } == [1, 1, 1])
    }
}
