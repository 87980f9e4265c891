#if canImport(UIKit)
    import UIKit
#else
    import ViewSystem
#endif
import Testing

@MainActor
@Suite("UIView: geometry, tree, layout pass, margins, safe area, traits, hit testing")
struct UIViewTests {
    @Test func frameBoundsAndCenterStayInStep() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(view.center == CGPoint(x: 60, y: 45))  // 10 + 100/2, 20 + 50/2
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        view.bounds.size = CGSize(width: 40, height: 10)  // keeps the centre
        #expect(view.frame == CGRect(x: 40, y: 40, width: 40, height: 10))  // 60 − 20, 45 − 5
        view.transform = CGAffineTransform(scaleX: 2, y: 3)
        #expect(view.frame == CGRect(x: 20, y: 30, width: 80, height: 30))  // bounding box about the centre
        #expect(view.bounds.size == CGSize(width: 40, height: 10))
    }

    @Test func subviewsKeepUIKitsOrder() {
        let parent = UIView()
        let a = UIView(), b = UIView(), c = UIView()
        parent.addSubview(a)
        parent.addSubview(b)
        parent.insertSubview(c, at: 0)
        #expect(parent.subviews.map(ObjectIdentifier.init) == [c, a, b].map(ObjectIdentifier.init))
        parent.bringSubviewToFront(c)
        parent.sendSubviewToBack(b)
        #expect(parent.subviews.map(ObjectIdentifier.init) == [b, a, c].map(ObjectIdentifier.init))
        parent.insertSubview(b, aboveSubview: c)
        #expect(parent.subviews.last === b)
        b.removeFromSuperview()
        #expect(b.superview == nil && parent.subviews.count == 2)
        c.tag = 7
        #expect(parent.viewWithTag(7) === c && parent.viewWithTag(8) == nil)
    }

    final class RecordingView: UIView {
        let name: String
        let log: Log
        init(_ name: String, _ log: Log) {
            self.name = name
            self.log = log
            super.init(frame: .zero)
        }
        required init?(coder: NSCoder) { nil }
        override func layoutSubviews() {
            super.layoutSubviews()
            log.entries.append(name)
        }
    }

    final class Log { var entries: [String] = [] }

    @Test func oneLayoutPassWalksTheTreeParentsFirstAndOnlyWhatNeedsIt() {
        let log = Log()
        let root = RecordingView("root", log), child = RecordingView("child", log), leaf = RecordingView("leaf", log)
        root.addSubview(child)
        child.addSubview(leaf)
        leaf.layoutIfNeeded()  // lays out from the topmost ancestor that needs layout
        #expect(log.entries == ["root", "child", "leaf"])
        log.entries = []
        root.layoutIfNeeded()
        #expect(log.entries.isEmpty)
        leaf.setNeedsLayout()
        root.layoutIfNeeded()
        #expect(log.entries == ["leaf"])
        child.frame.size = CGSize(width: 10, height: 10)  // a new size lays the view out again
        root.layoutIfNeeded()
        #expect(log.entries == ["leaf", "child"])
    }

    @Test func sizeToFitUsesSizeThatFits() {
        final class Fixed: UIView {
            override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: 30, height: 12) }
        }
        let view = Fixed(frame: CGRect(x: 5, y: 5, width: 100, height: 100))
        view.sizeToFit()
        #expect(view.frame == CGRect(x: 5, y: 5, width: 30, height: 12))
        #expect(UIView().intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
    }

    @Test func convertAndHitTestFollowTheTree() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let card = UIView(frame: CGRect(x: 20, y: 100, width: 200, height: 100))
        let badge = UIView(frame: CGRect(x: 180, y: -10, width: 30, height: 30))
        root.addSubview(card)
        card.addSubview(badge)
        #expect(badge.convert(CGPoint(x: 5, y: 5), to: root) == CGPoint(x: 205, y: 95))  // 20 + 180 + 5, 100 − 10 + 5
        #expect(root.convert(CGRect(x: 205, y: 95, width: 1, height: 1), to: badge) == CGRect(x: 5, y: 5, width: 1, height: 1))
        #expect(root.hitTest(CGPoint(x: 205, y: 105), with: nil) === badge)
        // Outside the card: the badge's part that overhangs the card is not hit (points outside are never hits).
        #expect(root.hitTest(CGPoint(x: 205, y: 95), with: nil) === root)
        badge.isUserInteractionEnabled = false
        #expect(root.hitTest(CGPoint(x: 205, y: 105), with: nil) === card)
        card.alpha = 0.005
        #expect(root.hitTest(CGPoint(x: 50, y: 150), with: nil) === root)
    }

    @Test func marginsDefaultToEightAndAddTheSafeArea() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))  // iPhone 15 Pro: 59 / 34
        let view = UIView(frame: window.bounds)
        window.addSubview(view)
        #expect(view.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        #expect(view.layoutMargins == UIEdgeInsets(top: 67, left: 8, bottom: 42, right: 8))  // 59 + 8, 34 + 8
        view.insetsLayoutMarginsFromSafeArea = false
        #expect(view.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        let inner = UIView(frame: CGRect(x: 4, y: 100, width: 385, height: 100))
        view.addSubview(inner)
        inner.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 1, trailing: 2)
        #expect(inner.safeAreaInsets == .zero)
        inner.preservesSuperviewLayoutMargins = true
        #expect(inner.layoutMargins == UIEdgeInsets(top: 1, left: 4, bottom: 1, right: 4))  // 8 − 4 each side
        inner.semanticContentAttribute = .forceRightToLeft
        inner.preservesSuperviewLayoutMargins = false
        #expect(inner.layoutMargins == UIEdgeInsets(top: 1, left: 2, bottom: 1, right: 2))
        inner.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 3)
        #expect(inner.layoutMargins.right == 10 && inner.layoutMargins.left == 3)
    }

    final class TraitView: UIView {
        var changes: [UIUserInterfaceStyle?] = []
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            changes.append(previousTraitCollection?.userInterfaceStyle)
        }
    }

    @Test func traitsComeFromTheWindowAndChangesAreAnnounced() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 852, height: 393))  // landscape phone
        let view = TraitView()
        window.addSubview(view)
        #expect(view.traitCollection.verticalSizeClass == .compact)
        #expect(view.traitCollection.horizontalSizeClass == .compact)  // 852 < 896: not a Max phone
        #expect(view.traitCollection.displayScale == 3)
        #expect(view.changes == [nil])
        window.traitOverrides.userInterfaceStyle = .dark
        #expect(view.traitCollection.userInterfaceStyle == .dark)
        #expect(view.changes == [nil, .light])
        #expect(UIColor.label.resolvedColor(with: view.traitCollection) == UIColor(white: 1, alpha: 1))
    }

    @Test func tintColorIsInherited() {
        let parent = UIView(), child = UIView()
        parent.addSubview(child)
        #expect(child.tintColor == .systemBlue)
        parent.tintColor = .systemRed
        #expect(child.tintColor == .systemRed)
    }

    @Test func layerStoresAppearanceForRenderers() {
        let view = UIView()
        view.backgroundColor = .systemBlue
        view.layer.cornerRadius = 8
        view.layer.borderWidth = 1
        view.clipsToBounds = true
        view.alpha = 0.5
        #expect(view.layer.masksToBounds && view.layer.opacity == 0.5)
        #expect(view.layer.backgroundColor?.components == [0, 122.0 / 255, 1, 1])
        var red: CGFloat = 0, alpha: CGFloat = 0
        UIColor.secondaryLabel.getRed(&red, green: nil, blue: nil, alpha: &alpha)
        #expect(red == 60.0 / 255 && alpha == 0.6)
    }
}
