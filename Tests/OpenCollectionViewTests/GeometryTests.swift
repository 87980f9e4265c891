#if canImport(UIKit)
    import UIKit
#else
    import OpenCollectionView
#endif
import Testing

@Suite("Geometry")
struct GeometryTests {
    @Test func directionalInsets() {
        let insets = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        #expect(insets.top == 1 && insets.leading == 2 && insets.bottom == 3 && insets.trailing == 4)
        #expect(NSDirectionalEdgeInsets.zero == NSDirectionalEdgeInsets())
        let edges = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(edges.left == 2 && edges.right == 4)
    }

    @Test("option and enum raw values are Apple's")
    func rawValues() {
        #expect(NSDirectionalRectEdge.top.rawValue == 1 && NSDirectionalRectEdge.leading.rawValue == 2)
        #expect(NSDirectionalRectEdge.bottom.rawValue == 4 && NSDirectionalRectEdge.trailing.rawValue == 8)
        #expect(NSDirectionalRectEdge.all.rawValue == 15)
        #expect(NSRectAlignment.none.rawValue == 0 && NSRectAlignment.top.rawValue == 1)
        #expect(NSRectAlignment.topTrailing.rawValue == 8 && NSRectAlignment.bottom.rawValue == 5)
        #expect(UIUserInterfaceLayoutDirection.rightToLeft.rawValue == 1)
        #expect(UICollectionView.elementKindSectionHeader == "UICollectionElementKindSectionHeader")
        #expect(UICollectionView.elementKindSectionFooter == "UICollectionElementKindSectionFooter")
        #expect(UICollectionView.ScrollPosition.centeredVertically.rawValue == 2)
    }

    @Test func indexPath() {
        var path = IndexPath(item: 3, section: 1)
        #expect(path.item == 3 && path.section == 1 && Array(path) == [1, 3])
        path.item = 4
        #expect(path == IndexPath(item: 4, section: 1))
    }

    @Test func transform() {
        let transform = CGAffineTransform(scaleX: 2, y: 3)
        #expect(transform.a == 2 && transform.d == 3 && !transform.isIdentity)
        #expect(CGAffineTransform.identity.isIdentity)
    }
}
