#if canImport(UIKit)
    import UIKit
#else
    import OpenCollectionView
#endif
import Foundation
import Testing

/// A view whose intrinsic width is its `width`, changed by a screen the way a custom badge changes its text.
final class GrowingBadgeView: UIView {
    var width: CGFloat = 50 {
        didSet { invalidateIntrinsicContentSize() }
    }
    override var intrinsicContentSize: CGSize { CGSize(width: width, height: 20) }
}

/// A cell overriding `frame` (as some iOS cells do to inset themselves); it counts the reads.
final class FrameOverridingCell: UICollectionViewCell {
    var frameReads = 0
    override var frame: CGRect {
        get {
            frameReads += 1
            return super.frame
        }
        set { super.frame = newValue }
    }
}

/// A view controller that records its appearance callbacks.
final class AppearanceRecordingController: UIViewController {
    var events: [String] = []
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        events.append("willAppear")
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        events.append("didAppear")
    }
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        events.append("willDisappear")
    }
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        events.append("didDisappear")
    }
}

/// Issue 9's view behaviours, written as an iOS screen would use them.
@MainActor
@Suite("Issue 9 coverage: view behaviours")
struct ViewBehaviourCoverageTests {
    @Test func invalidatingTheIntrinsicSizeLaysOutAgain() {
        // The badge at x 0, the label after it + 8: x = 50 + 8 = 58; the badge grows to 80: x = 88.
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 40))
        let badge = GrowingBadgeView()
        let neighbour = UIView()
        for view in [badge, neighbour] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        NSLayoutConstraint.activate([
            badge.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            badge.topAnchor.constraint(equalTo: root.topAnchor),
            neighbour.leadingAnchor.constraint(equalTo: badge.trailingAnchor, constant: 8),
            neighbour.topAnchor.constraint(equalTo: root.topAnchor),
            neighbour.widthAnchor.constraint(equalToConstant: 10),
            neighbour.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(badge.frame == CGRect(x: 0, y: 0, width: 50, height: 20))
        #expect(neighbour.frame.minX == 58)
        badge.width = 80
        root.layoutIfNeeded()
        #expect(badge.frame == CGRect(x: 0, y: 0, width: 80, height: 20))
        #expect(neighbour.frame.minX == 88)
    }

    @Test func layoutDirectionComesFromTheSemanticAttributeThenTheTraits() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView()
        root.addSubview(child)
        #expect(child.effectiveUserInterfaceLayoutDirection == .leftToRight)
        child.semanticContentAttribute = .forceRightToLeft
        #expect(child.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        child.semanticContentAttribute = .unspecified
        root.traitOverrides.layoutDirection = .rightToLeft
        #expect(child.effectiveUserInterfaceLayoutDirection == .rightToLeft)  // inherited from the root's traits
        child.semanticContentAttribute = .forceLeftToRight
        #expect(child.effectiveUserInterfaceLayoutDirection == .leftToRight)  // the attribute wins over the traits
        child.semanticContentAttribute = .playback  // media controls stay left to right
        #expect(child.effectiveUserInterfaceLayoutDirection == .leftToRight)
    }

    @Test func pointInsideIsTheBoundsHalfOpen() {
        // Bounds (0, 0, 100, 50) after a bounds origin shift of (10, 0): x in 10 ..< 110.
        let view = UIView(frame: CGRect(x: 200, y: 200, width: 100, height: 50))
        #expect(view.point(inside: CGPoint(x: 0, y: 0), with: nil))
        #expect(view.point(inside: CGPoint(x: 99.5, y: 49.5), with: nil))
        #expect(!view.point(inside: CGPoint(x: 100, y: 10), with: nil))
        #expect(!view.point(inside: CGPoint(x: 10, y: 50), with: nil))
        #expect(!view.point(inside: CGPoint(x: -0.5, y: 10), with: nil))
        view.bounds.origin = CGPoint(x: 10, y: 0)
        #expect(!view.point(inside: CGPoint(x: 5, y: 10), with: nil))
        #expect(view.point(inside: CGPoint(x: 105, y: 10), with: nil))
    }

    @Test func layerShadowPropertiesAreStored() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        // Core Animation's defaults: no shadow (opacity 0), offset (0, −3), radius 3.
        #expect(view.layer.shadowOpacity == 0)
        #expect(view.layer.shadowOffset == CGSize(width: 0, height: -3))
        #expect(view.layer.shadowRadius == 3)
        view.layer.shadowColor = UIColor.red.cgColor
        view.layer.shadowOpacity = 0.25
        view.layer.shadowOffset = CGSize(width: 0, height: 2)
        view.layer.shadowRadius = 6
        #expect(view.layer.shadowColor == UIColor.red.cgColor)
        #expect(view.layer.shadowOpacity == 0.25)
        #expect(view.layer.shadowOffset == CGSize(width: 0, height: 2))
        #expect(view.layer.shadowRadius == 6)
    }

    @Test func scrollViewBounceAndIndicatorFlagsAreStored() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(scrollView.bounces && !scrollView.alwaysBounceVertical && !scrollView.alwaysBounceHorizontal)
        #expect(scrollView.showsVerticalScrollIndicator && scrollView.showsHorizontalScrollIndicator)
        scrollView.bounces = false
        scrollView.alwaysBounceVertical = true
        scrollView.alwaysBounceHorizontal = true
        scrollView.showsVerticalScrollIndicator = false
        scrollView.showsHorizontalScrollIndicator = false
        #expect(!scrollView.bounces && scrollView.alwaysBounceVertical && scrollView.alwaysBounceHorizontal)
        #expect(!scrollView.showsVerticalScrollIndicator && !scrollView.showsHorizontalScrollIndicator)
    }

    @Test func aCellOverridingFrameSeesTheCollectionViewsFrames() {
        // A full-width list of 44-point rows in a 428-wide collection view: item i at (0, 44 i, 428, 44). The
        // collection view places cells by bounds and centre, as UIKit's does (so a `frame` setter is not called);
        // the overridden getter returns the collection view's frame.
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 428, height: 926), collectionViewLayout: layout)
        let registration = UICollectionView.CellRegistration<FrameOverridingCell, Int> { _, _, _ in }
        let dataSource = UICollectionViewDiffableDataSource<Section, Int>(collectionView: collectionView) {
            collectionView, indexPath, number in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: number)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
        snapshot.appendSections([.main])
        snapshot.appendItems([0, 1, 2])
        dataSource.apply(snapshot, animatingDifferences: false)
        collectionView.layoutIfNeeded()
        for item in 0..<3 {
            let cell = collectionView.cellForItem(at: IndexPath(item: item, section: 0)) as? FrameOverridingCell
            let expected = CGRect(x: 0, y: 44 * CGFloat(item), width: 428, height: 44)
            #expect(cell?.frame == expected)
            #expect(cell?.frameReads ?? 0 > 0)
        }
    }

    @Test func textAlignmentAndLineBreakModeAreStoredAndAlignmentKeepsTheSize() {
        let label = UILabel()
        label.text = "Hello, world"
        #expect(label.textAlignment == .natural)
        #expect(label.lineBreakMode == .byTruncatingTail)
        let natural = label.intrinsicContentSize
        label.textAlignment = .center  // alignment places the text inside the label; the text's size is the same
        label.lineBreakMode = .byWordWrapping
        #expect(label.textAlignment == .center)
        #expect(label.lineBreakMode == .byWordWrapping)
        #expect(label.intrinsicContentSize == natural)
        #expect(natural.width > 0)
    }

    @Test func imageViewContentModeIsStored() {
        let imageView = UIImageView(image: nil)
        #expect(imageView.contentMode == .scaleToFill)
        imageView.contentMode = .scaleAspectFit
        #expect(imageView.contentMode == .scaleAspectFit)
    }

    @Test func replacingAWindowsRootViewControllerMakesTheOldOneDisappear() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let first = AppearanceRecordingController()
        let second = AppearanceRecordingController()
        window.rootViewController = first
        window.makeKeyAndVisible()
        #expect(first.events == ["willAppear", "didAppear"])
        window.rootViewController = second
        #expect(first.events == ["willAppear", "didAppear", "willDisappear", "didDisappear"])
        #expect(second.events == ["willAppear", "didAppear"])
        #expect(second.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(first.view.superview == nil)
    }

    @Test func aHiddenWindowsRootViewControllerDoesNotAppearWhenReplaced() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let first = AppearanceRecordingController()
        let second = AppearanceRecordingController()
        window.rootViewController = first
        window.rootViewController = second
        #expect(first.events.isEmpty && second.events.isEmpty)
    }

    @Test func removingAChildViewControllerMakesItDisappear() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let parent = AppearanceRecordingController()
        let child = AppearanceRecordingController()
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        window.rootViewController = parent
        window.makeKeyAndVisible()
        #expect(child.events == ["willAppear", "didAppear"])
        // The documented removal sequence.
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        #expect(child.events == ["willAppear", "didAppear", "willDisappear", "didDisappear"])
        #expect(parent.events == ["willAppear", "didAppear"])
    }
}
