// Each copying class of the face, with every stored property set: its copy keeps each one. Face-only: it reflects
// on the face's stored properties.
import CompositionalLayout
@testable import OpenCollectionView
import Testing

@MainActor
@Suite("Copies keep every stored property")
struct CopyCompletenessFaceOnlyTests {
    let small = NSCollectionLayoutSize(widthDimension: .absolute(10), heightDimension: .absolute(10))
    let large = NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .estimated(44))
    let insets = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
    let spacing = NSCollectionLayoutEdgeSpacing(leading: .fixed(1), top: .flexible(2), trailing: nil, bottom: nil)

    func badge() -> NSCollectionLayoutSupplementaryItem {
        NSCollectionLayoutSupplementaryItem(
            layoutSize: small, elementKind: "badge", containerAnchor: NSCollectionLayoutAnchor(edges: [.top]))
    }

    /// Supplementary and decoration items have no supplementary items of their own (as Apple's).
    static let noSupplementaries: Set = ["NSCollectionLayoutItem.storedSupplementaryItems"]

    /// Sets what every item has beyond its initialiser's arguments.
    func setItemProperties(of item: NSCollectionLayoutItem) {
        item.contentInsets = insets
        item.edgeSpacing = spacing
    }

    @Test func item() {
        let item = NSCollectionLayoutItem(layoutSize: large, supplementaryItems: [badge()])
        setItemProperties(of: item)
        let count = expectCompleteCopy(of: item, copy: item.copy() as AnyObject, fresh: NSCollectionLayoutItem(layoutSize: small))
        #expect(count == 4)
    }

    @Test func group() {
        let group = NSCollectionLayoutGroup.vertical(layoutSize: large, subitems: [NSCollectionLayoutItem(layoutSize: large)])
        setItemProperties(of: group)
        group.supplementaryItems = [badge()]
        group.interItemSpacing = .fixed(8)
        let fresh = NSCollectionLayoutGroup.horizontal(layoutSize: small, subitems: [NSCollectionLayoutItem(layoutSize: small)])
        #expect(expectCompleteCopy(of: group, copy: group.copy() as AnyObject, fresh: fresh) == 7)
    }

    @Test func supplementaryItem() {
        let item = NSCollectionLayoutSupplementaryItem(
            layoutSize: large, elementKind: "check", containerAnchor: NSCollectionLayoutAnchor(edges: [.trailing]),
            itemAnchor: NSCollectionLayoutAnchor(edges: [.leading], absoluteOffset: CGPoint(x: 3, y: 4)))
        setItemProperties(of: item)
        item.zIndex = 9
        #expect(expectCompleteCopy(of: item, copy: item.copy() as AnyObject, fresh: badge(), fixed: Self.noSupplementaries) == 8)
    }

    @Test func boundarySupplementaryItem() {
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: large, elementKind: "header", alignment: .bottomTrailing, absoluteOffset: CGPoint(x: 0, y: 5))
        setItemProperties(of: header)
        header.zIndex = 9
        header.extendsBoundary = false
        header.pinToVisibleBounds = true
        let fresh = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: small, elementKind: "footer", alignment: .top)
        // The anchors follow from the alignment and offset.
        let fixed = Self.noSupplementaries.union([
            "NSCollectionLayoutSupplementaryItem.containerAnchor", "NSCollectionLayoutSupplementaryItem.itemAnchor",
        ])
        #expect(expectCompleteCopy(of: header, copy: header.copy() as AnyObject, fresh: fresh, fixed: fixed) == 12)
    }

    @Test func decorationItem() {
        let decoration = NSCollectionLayoutDecorationItem.background(elementKind: "card")
        setItemProperties(of: decoration)
        decoration.zIndex = -2
        let fresh = NSCollectionLayoutDecorationItem.background(elementKind: "plain")
        // A decoration's size is always the section's: its initialiser decides it.
        let fixed = Self.noSupplementaries.union(["NSCollectionLayoutItem.layoutSize"])
        #expect(expectCompleteCopy(of: decoration, copy: decoration.copy() as AnyObject, fresh: fresh, fixed: fixed) == 6)
    }

    @Test func section() {
        let section = NSCollectionLayoutSection.list(
            using: UICollectionLayoutListConfiguration(appearance: .insetGrouped), layoutEnvironment: TestEnvironment(width: 390))
        section.contentInsets = insets
        section.interGroupSpacing = 6
        section.contentInsetsReference = .layoutMargins
        section.supplementaryContentInsetsReference = .readableContent
        section.supplementariesFollowContentInsets = false
        section.orthogonalScrollingBehavior = .paging
        section.orthogonalScrollingProperties.bounce = .never
        section.orthogonalScrollingProperties.decelerationRate = .fast
        section.boundarySupplementaryItems = [
            NSCollectionLayoutBoundarySupplementaryItem(layoutSize: small, elementKind: "header", alignment: .top)
        ]
        section.decorationItems = [.background(elementKind: "card")]
        section.visibleItemsInvalidationHandler = { _, _, _ in }
        section.headerTopPadding = 7
        let fresh = NSCollectionLayoutSection(
            group: .horizontal(layoutSize: small, subitems: [NSCollectionLayoutItem(layoutSize: small)]))
        #expect(expectCompleteCopy(of: section, copy: section.copy() as AnyObject, fresh: fresh) == 14)
    }

    @Test func compositionalLayoutConfiguration() {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        configuration.interSectionSpacing = 12
        configuration.boundarySupplementaryItems = [
            NSCollectionLayoutBoundarySupplementaryItem(layoutSize: small, elementKind: "header", alignment: .top)
        ]
        configuration.contentInsetsReference = .none
        let fresh = UICollectionViewCompositionalLayoutConfiguration()
        #expect(expectCompleteCopy(of: configuration, copy: configuration.copy() as AnyObject, fresh: fresh) == 4)
    }

    @Test func layoutAttributes() {
        let attributes = UICollectionViewLayoutAttributes(
            forSupplementaryViewOfKind: "header", with: IndexPath(item: 2, section: 1))
        attributes.frame = CGRect(x: 1, y: 2, width: 30, height: 40)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        attributes.transform3D = CATransform3DRotate(perspective, 0.5, 0, 1, 0)
        attributes.alpha = 0.5
        attributes.zIndex = 3
        attributes.isHidden = true
        attributes.selfSizingAxes = .vertical
        let fresh = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        #expect(expectCompleteCopy(of: attributes, copy: attributes.copy() as AnyObject, fresh: fresh) == 10)
    }

    @Test func theCheckFailsOnAForgottenProperty() {
        let original = UICollectionViewCompositionalLayoutConfiguration()
        original.interSectionSpacing = 12
        let forgetful = UICollectionViewCompositionalLayoutConfiguration()
        let differing = zip(storedProperties(of: original), storedProperties(of: forgetful)).filter { $0.value != $1.value }
        #expect(differing.map(\.0.name) == ["UICollectionViewCompositionalLayoutConfiguration.interSectionSpacing"])
    }
}
