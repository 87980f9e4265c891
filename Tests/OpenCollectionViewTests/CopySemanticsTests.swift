// Apple's layout objects are copied when handed over. These tests compile against UIKit too.
#if canImport(UIKit)
    import UIKit
#else
    import OpenCollectionView
#endif
import Testing

@MainActor
@Suite("Copy semantics")
struct CopySemanticsTests {
    let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))

    @Test("a group copies its subitems when it is created")
    func groupCopiesItems() {
        let item = NSCollectionLayoutItem(layoutSize: size)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [item])
        #expect(group.subitems[0] !== item)
        item.contentInsets = NSDirectionalEdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)
        item.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: .fixed(1), top: nil, trailing: nil, bottom: nil)
        #expect(group.subitems[0].contentInsets == .zero)
        #expect(group.subitems[0].edgeSpacing == nil)
    }

    @Test("the copy keeps what was set before")
    func copyKeepsProperties() {
        let item = NSCollectionLayoutItem(layoutSize: size)
        item.contentInsets = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        let group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [item, item])
        #expect(group.subitems.count == 2)
        #expect(group.subitems.allSatisfy { $0.contentInsets == NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4) })
        #expect(group.subitems[0] !== group.subitems[1])
    }

    @Test("nested groups are copied too")
    func nestedGroups() {
        let item = NSCollectionLayoutItem(layoutSize: size)
        let inner = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [item])
        let outer = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [inner])
        inner.interItemSpacing = .fixed(10)
        inner.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        let copiedInner = outer.subitems[0] as? NSCollectionLayoutGroup
        #expect(copiedInner != nil && copiedInner !== inner)
        #expect(copiedInner?.interItemSpacing == nil)
        #expect(copiedInner?.contentInsets == .zero)
    }

    @Test("copy() returns an independent object of the same class")
    func explicitCopy() {
        let item = NSCollectionLayoutItem(layoutSize: size)
        item.contentInsets = NSDirectionalEdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)
        let copy = item.copy() as! NSCollectionLayoutItem
        item.contentInsets = .zero
        #expect(copy.contentInsets == NSDirectionalEdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [item])
        #expect(group.copy() is NSCollectionLayoutGroup)
        let header = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size, elementKind: "h", alignment: .top)
        header.pinToVisibleBounds = true
        let headerCopy = header.copy() as! NSCollectionLayoutBoundarySupplementaryItem
        #expect(headerCopy.pinToVisibleBounds && headerCopy.elementKind == "h" && headerCopy !== header)
    }

    @Test("the layout's configuration is copied on set and on get")
    func configurationCopied() {
        let item = NSCollectionLayoutItem(layoutSize: size)
        let section = NSCollectionLayoutSection(group: .horizontal(layoutSize: size, subitems: [item]))
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 10
        let layout = UICollectionViewCompositionalLayout(section: section, configuration: configuration)
        configuration.interSectionSpacing = 99
        #expect(layout.configuration.interSectionSpacing == 10)
        layout.configuration.interSectionSpacing = 50  // changes a copy: no effect
        #expect(layout.configuration.interSectionSpacing == 10)
        let changed = layout.configuration
        changed.scrollDirection = .horizontal
        layout.configuration = changed
        #expect(layout.configuration.scrollDirection == .horizontal)
        #expect(layout.configuration !== changed)
    }

    @Test("changing a section after creating the layout does not change the layout")
    func sectionCopiedByLayout() {
        let item = NSCollectionLayoutItem(layoutSize: size)
        let section = NSCollectionLayoutSection(group: .horizontal(layoutSize: size, subitems: [item]))
        let layout = UICollectionViewCompositionalLayout(section: section)
        section.interGroupSpacing = 100
        let (collectionView, dataSource) = makeCollectionView(layout: layout, items: 2)
        _ = dataSource
        #expect(same(frame(collectionView, 1), CGRect(x: 0, y: 44, width: 428, height: 44)))
    }
}

@MainActor
@Suite("Layout queries")
struct LayoutQueryTests {
    @Test("the layout object answers from its collection view's solution")
    func layoutQueries() {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(50))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)) == nil)  // not installed yet
        let (collectionView, dataSource) = makeCollectionView(layout: layout, items: 5)
        _ = dataSource
        #expect(same(layout.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.frame, CGRect(x: 107, y: 50, width: 107, height: 50)))  // groups 214 wide, items half of that
        #expect(abs(layout.collectionViewContentSize.height - 150) < 0.001)  // 3 rows of 50
        let inFirstRow = layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 428, height: 49)) ?? []
        #expect(Set(inFirstRow.map(\.indexPath)) == [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)])
        #expect(inFirstRow.allSatisfy { $0.representedElementCategory == .cell })
        #expect(collectionView.collectionViewLayout === layout)
    }

    @Test("decoration queries go through the collection view too")
    func decorationQuery() {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
        let section = NSCollectionLayoutSection(group: group)
        section.decorationItems = [.background(elementKind: "bg")]
        let layout = UICollectionViewCompositionalLayout(section: section)
        layout.register(UICollectionReusableView.self, forDecorationViewOfKind: "bg")
        let (collectionView, dataSource) = makeCollectionView(layout: layout, items: 3)
        _ = (collectionView, dataSource)
        let background = layout.layoutAttributesForDecorationView(ofKind: "bg", at: IndexPath(item: 0, section: 0))
        #expect(same(background?.frame, CGRect(x: 0, y: 0, width: 428, height: 150)))
        let all = layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 428, height: 150)) ?? []
        #expect(all.filter { $0.representedElementCategory == .decorationView }.count == 1)
        #expect(all.filter { $0.representedElementCategory == .cell }.count == 3)
    }
}
