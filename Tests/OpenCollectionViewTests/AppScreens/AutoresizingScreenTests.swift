// Issue 20, defect 1: autoresizing masks apply whenever a superview's bounds change, as an app's screen relies on
// (a collection view made from `view.bounds` in `viewDidLoad`, the window sizing the root view, a rotation).
#if canImport(UIKit)
    import UIKit
#else
    import OpenCollectionView
#endif
import Testing

@MainActor
@Suite("App screens: autoresizing masks follow every bounds change")
struct AutoresizingScreenTests {
    /// The most common set-up in apps: a grid built from `view.bounds`, a banner centred by flexible margins and a
    /// toolbar kept at the bottom by a flexible top margin.
    final class GridViewController: UIViewController, UICollectionViewDataSource {
        var collectionView: UICollectionView!
        let banner = UIView()
        let toolbar = UIView()

        override func viewDidLoad() {
            super.viewDidLoad()
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 100, height: 100)
            collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
            collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
            collectionView.dataSource = self
            view.addSubview(collectionView)
            // Made for the view's size at load time, whatever it is: centred, 200 wide, 100 from the top.
            banner.frame = CGRect(x: (view.bounds.width - 200) / 2, y: 100, width: 200, height: 50)
            banner.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
            view.addSubview(banner)
            toolbar.frame = CGRect(x: 0, y: view.bounds.height - 44, width: view.bounds.width, height: 44)
            toolbar.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
            view.addSubview(toolbar)
        }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 12 }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
    }

    @Test func theWindowSizesTheRootViewAndTheMasksFollowIt() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))  // iPhone SE
        let controller = GridViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
        // Flexible width and height: the collection view fills the root view whatever size it was made at.
        #expect(controller.collectionView.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
        // Flexible margins: both margins keep their share of the free width, so the banner stays centred:
        // x = (375 − 200) / 2 = 87.5.
        #expect(controller.banner.frame == CGRect(x: 87.5, y: 100, width: 200, height: 50))
        // Flexible top margin: the toolbar keeps its bottom edge: y = 667 − 44 = 623.
        #expect(controller.toolbar.frame == CGRect(x: 0, y: 623, width: 375, height: 44))

        window.frame = CGRect(x: 0, y: 0, width: 667, height: 375)  // rotation
        window.layoutIfNeeded()
        #expect(controller.collectionView.frame == CGRect(x: 0, y: 0, width: 667, height: 375))
        #expect(controller.banner.frame == CGRect(x: 233.5, y: 100, width: 200, height: 50))  // (667 − 200) / 2
        #expect(controller.toolbar.frame == CGRect(x: 0, y: 331, width: 667, height: 44))  // 375 − 44
        // The flow layout lays out in the new width: a line of 667 holds 6 items of 100 with at least 10 between
        // (6·100 + 5·10 = 650 ≤ 667; 7 would need 760), so item 5 ends the first line and item 6 starts the second,
        // one line spacing (10) below: y = 100 + 10 = 110.
        let view = controller.collectionView!
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 5, section: 0))?.frame.minY == 0)
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 6, section: 0))?.frame == CGRect(x: 0, y: 110, width: 100, height: 100))
    }

    @Test func aFrameSetByCodeResizesTheSubviewsAtOnce() {
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let fill = UIView(frame: card.bounds.insetBy(dx: 10, dy: 10))  // (10, 10, 180, 80)
        fill.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let badge = UIView(frame: CGRect(x: 170, y: 0, width: 30, height: 30))  // top-right corner
        badge.autoresizingMask = [.flexibleLeftMargin, .flexibleBottomMargin]
        let fixed = UIView(frame: CGRect(x: 20, y: 20, width: 40, height: 40))  // no mask: stays put
        card.addSubview(fill)
        card.addSubview(badge)
        card.addSubview(fixed)
        card.frame = CGRect(x: 0, y: 0, width: 300, height: 150)
        // No layout pass: UIKit resizes the subviews inside the frame setter.
        #expect(fill.frame == CGRect(x: 10, y: 10, width: 280, height: 130))  // 180 + 100, 80 + 50
        #expect(badge.frame == CGRect(x: 270, y: 0, width: 30, height: 30))  // 170 + 100
        #expect(fixed.frame == CGRect(x: 20, y: 20, width: 40, height: 40))
        // Flexible left margin and width together share the change in proportion to their sizes:
        // margin 40 and width 120 of 200; +100 gives the margin 100·40/160 = 25 and the width 100·120/160 = 75.
        let shared = UIView(frame: CGRect(x: 40, y: 0, width: 120, height: 10))
        shared.autoresizingMask = [.flexibleLeftMargin, .flexibleWidth]
        let strip = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 10))
        strip.addSubview(shared)
        strip.frame.size.width = 300
        #expect(shared.frame == CGRect(x: 65, y: 0, width: 195, height: 10))
        // A superview that does not autoresize its subviews leaves them alone.
        strip.autoresizesSubviews = false
        strip.frame.size.width = 400
        #expect(shared.frame == CGRect(x: 65, y: 0, width: 195, height: 10))
    }
}
