// Issue 20, defects 2 and 7: a flow layout assigned after the collection view was made asks its delegate on the next
// layout; the collection view answers a layout's own attributes (its `layoutAttributesClass`, extra properties).
#if canImport(UIKit)
    import UIKit
#else
    import OpenCollectionView
#endif
import Testing

/// Attributes with the photo height a waterfall layout computes for each item.
final class PhotoAttributes: UICollectionViewLayoutAttributes {
    var photoHeight: CGFloat = 0

    override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! PhotoAttributes
        copy.photoHeight = photoHeight
        return copy
    }

    override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? PhotoAttributes, other.photoHeight == photoHeight else { return false }
        return super.isEqual(object)
    }
}

/// A two-column waterfall: item i is 100 + 20·i tall in column i % 2, columns 150 wide from x = 0 and 160.
final class WaterfallLayout: UICollectionViewLayout {
    private var cache: [PhotoAttributes] = []

    override class var layoutAttributesClass: AnyClass { PhotoAttributes.self }

    override func prepare() {
        super.prepare()
        var heights: [CGFloat] = [0, 0]
        cache = (0..<(collectionView?.numberOfItems(inSection: 0) ?? 0)).map { item in
            let attributes = PhotoAttributes(forCellWith: IndexPath(item: item, section: 0))
            let column = item % 2
            let height = 100 + 20 * CGFloat(item)
            attributes.frame = CGRect(x: CGFloat(column) * 160, y: heights[column], width: 150, height: height)
            attributes.photoHeight = height - 30
            heights[column] += height + 10
            return attributes
        }
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: 310, height: cache.map(\.frame.maxY).max() ?? 0)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        cache.filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        cache.indices.contains(indexPath.item) ? cache[indexPath.item] : nil
    }
}

/// A flow layout whose attributes are ``PhotoAttributes`` (the class alone, as subclasses that decorate cells do).
final class PhotoFlowLayout: UICollectionViewFlowLayout {
    override class var layoutAttributesClass: AnyClass { PhotoAttributes.self }
}

@MainActor
@Suite("App screens: layouts swapped in and their own attributes")
struct LayoutSwapScreenTests {
    /// A photo grid whose controller sizes the items as the flow layout's delegate, the layout being assigned after
    /// the collection view was made (a placeholder layout first, as screens that pick their layout later do).
    final class PhotoGridViewController: UIViewController, UICollectionViewDataSource,
        UICollectionViewDelegateFlowLayout
    {
        var collectionView: UICollectionView!
        var sizeQuestions = 0

        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: UICollectionViewFlowLayout())
            collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "photo")
            collectionView.dataSource = self
            collectionView.delegate = self
            view.addSubview(collectionView)
            collectionView.collectionViewLayout = UICollectionViewFlowLayout()
        }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 9 }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
        }

        func collectionView(
            _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
            sizeForItemAt indexPath: IndexPath
        ) -> CGSize {
            sizeQuestions += 1
            return CGSize(width: 116, height: 116)  // (390 − 2·12 − 2·9) / 3 = 348 / 3
        }

        func collectionView(
            _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
            insetForSectionAt section: Int
        ) -> UIEdgeInsets {
            UIEdgeInsets(top: 12, left: 12, bottom: 12, right: 12)
        }

        func collectionView(
            _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
            minimumInteritemSpacingForSectionAt section: Int
        ) -> CGFloat { 9 }

        func collectionView(
            _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
            minimumLineSpacingForSectionAt section: Int
        ) -> CGFloat { 9 }
    }

    @Test func aFlowLayoutAssignedAfterCreationAsksTheDelegate() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let controller = PhotoGridViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let view = controller.collectionView!
        #expect(controller.sizeQuestions > 0)
        // Row 1: x = 12, 12 + 116 + 9 = 137, 137 + 125 = 262 (ends at 378 = 390 − 12); row 2 at y = 12 + 116 + 9.
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame
            == CGRect(x: 12, y: 12, width: 116, height: 116))
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame
            == CGRect(x: 262, y: 12, width: 116, height: 116))
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 4, section: 0))?.frame
            == CGRect(x: 137, y: 137, width: 116, height: 116))
        #expect(view.cellForItem(at: IndexPath(item: 4, section: 0))?.frame
            == CGRect(x: 137, y: 137, width: 116, height: 116))
    }

    final class WaterfallViewController: UIViewController, UICollectionViewDataSource {
        var collectionView: UICollectionView!
        let layout: UICollectionViewLayout

        init(layout: UICollectionViewLayout) {
            self.layout = layout
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { nil }

        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
            collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "photo")
            collectionView.register(
                UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                withReuseIdentifier: "header")
            collectionView.dataSource = self
            view.addSubview(collectionView)
        }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 6 }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
        }

        func collectionView(
            _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
        ) -> UICollectionReusableView {
            collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
        }
    }

    @Test func theCollectionViewAnswersTheLayoutsOwnAttributes() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let controller = WaterfallViewController(layout: WaterfallLayout())
        window.rootViewController = controller
        window.makeKeyAndVisible()
        // Item 3: column 1, below item 1 (100 + 20 = 120 tall, then 10): y = 130, height 100 + 60 = 160.
        let attributes = try #require(
            controller.collectionView.layoutAttributesForItem(at: IndexPath(item: 3, section: 0)) as? PhotoAttributes)
        #expect(attributes.frame == CGRect(x: 160, y: 130, width: 150, height: 160))
        #expect(attributes.photoHeight == 130)  // 160 − 30
    }

    @Test func aFlowLayoutSubclassAnswersItsAttributesClass() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let layout = PhotoFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.headerReferenceSize = CGSize(width: 0, height: 40)
        let controller = WaterfallViewController(layout: layout)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let view = controller.collectionView!
        let item = try #require(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
        #expect(item is PhotoAttributes)
        #expect(item.frame == CGRect(x: 0, y: 40, width: 100, height: 100))  // below the 40-pt header
        let header = try #require(
            view.layoutAttributesForSupplementaryElement(
                ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0)))
        #expect(header is PhotoAttributes)
        #expect(header.frame == CGRect(x: 0, y: 0, width: 390, height: 40))
    }
}
