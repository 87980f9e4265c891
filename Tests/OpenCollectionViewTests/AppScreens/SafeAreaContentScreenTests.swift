// Issue 20, defect 3: the safe area does not leak into scrolling content. The scroll view accounts for it along its
// scrolling axis (`adjustedContentInset`); cells and headers pinned to their `safeAreaLayoutGuide` (as Interface
// Builder pins them) see only the safe area across that axis (the sides in landscape).
#if canImport(UIKit)
    import UIKit
#else
    import OpenCollectionView
#endif
import Testing

@MainActor
@Suite("App screens: the safe area stays out of scrolling content")
struct SafeAreaContentScreenTests {
    /// A cell whose caption fills its content view's safe area.
    final class CaptionCell: UICollectionViewCell {
        let caption = UIView()

        override init(frame: CGRect) {
            super.init(frame: frame)
            caption.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(caption)
            let guide = contentView.safeAreaLayoutGuide
            NSLayoutConstraint.activate([
                caption.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
                caption.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
                caption.topAnchor.constraint(equalTo: guide.topAnchor),
                caption.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
            ])
        }

        required init?(coder: NSCoder) { nil }
    }

    /// A header as Interface Builder makes one: a 20-pt title 15 pt inside the safe area at the top and bottom.
    final class TitleHeader: UICollectionReusableView {
        let title = UIView()

        override init(frame: CGRect) {
            super.init(frame: frame)
            title.translatesAutoresizingMaskIntoConstraints = false
            addSubview(title)
            let guide = safeAreaLayoutGuide
            NSLayoutConstraint.activate([
                title.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 16),
                title.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -16),
                title.topAnchor.constraint(equalTo: guide.topAnchor, constant: 15),
                title.bottomAnchor.constraint(equalTo: guide.bottomAnchor, constant: -15),
                title.heightAnchor.constraint(equalToConstant: 20),
            ])
        }

        required init?(coder: NSCoder) { nil }
    }

    final class FeedViewController: UIViewController, UICollectionViewDataSource {
        var collectionView: UICollectionView!
        let contentInsetsReference: UIContentInsetsReference

        init(contentInsetsReference: UIContentInsetsReference = .safeArea) {
            self.contentInsetsReference = contentInsetsReference
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { nil }

        override func viewDidLoad() {
            super.viewDidLoad()
            let item = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)))
            let group = NSCollectionLayoutGroup.vertical(layoutSize: item.layoutSize, subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.boundarySupplementaryItems = [
                NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
                    elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
            ]
            let configuration = UICollectionViewCompositionalLayoutConfiguration()
            configuration.contentInsetsReference = contentInsetsReference
            let layout = UICollectionViewCompositionalLayout(section: section, configuration: configuration)
            collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
            collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            collectionView.register(CaptionCell.self, forCellWithReuseIdentifier: "cell")
            collectionView.register(
                TitleHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                withReuseIdentifier: "header")
            collectionView.dataSource = self
            view.addSubview(collectionView)
        }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 30 }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }

        func collectionView(
            _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
        ) -> UICollectionReusableView {
            collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
        }
    }

    private func cell(_ view: UICollectionView, _ item: Int) throws -> CaptionCell {
        try #require(view.cellForItem(at: IndexPath(item: item, section: 0)) as? CaptionCell)
    }

    @Test func cellsAndHeadersUnderTheBarsKeepTheirLayoutInPortrait() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))  // safe area 47 top, 34 bottom
        let controller = FeedViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let view = try #require(controller.collectionView)
        #expect(view.adjustedContentInset == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        // The header self-sizes to 15 + 20 + 15 = 50 whatever it passes under.
        let header = try #require(
            view.supplementaryView(
                forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
                as? TitleHeader)
        #expect(header.frame == CGRect(x: 0, y: 0, width: 390, height: 50))
        #expect(header.title.frame == CGRect(x: 16, y: 15, width: 358, height: 20))
        // Scrolled by 20: the header (content 0–50) is on screen at −20–30, under the status bar.
        view.contentOffset = CGPoint(x: 0, y: 20)
        view.layoutIfNeeded()
        #expect(header.safeAreaInsets == .zero)
        #expect(header.title.frame == CGRect(x: 16, y: 15, width: 358, height: 20))
        // Item 7 is at content y = 50 + 7·100 = 750, on screen 730–830: under the home indicator (810–844).
        let low = try cell(view, 7)
        #expect(low.frame == CGRect(x: 0, y: 750, width: 390, height: 100))
        #expect(low.contentView.safeAreaInsets == .zero)
        #expect(low.caption.frame == CGRect(x: 0, y: 0, width: 390, height: 100))
        // Scrolled by 200: item 1 (content 150–250) is on screen at −50–50, under the status bar (0–47).
        view.contentOffset = CGPoint(x: 0, y: 200)
        view.layoutIfNeeded()
        let high = try cell(view, 1)
        #expect(high.safeAreaInsets == .zero)
        #expect(high.caption.frame == CGRect(x: 0, y: 0, width: 390, height: 100))
    }

    @Test func contentGetsTheSidesOfTheSafeAreaInLandscape() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 844, height: 390))  // safe area 47 sides, 21 bottom
        // Sections that ignore the safe area (content insets reference `.none`) span the whole width.
        let controller = FeedViewController(contentInsetsReference: .none)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let view = try #require(controller.collectionView)
        #expect(view.frame == CGRect(x: 0, y: 0, width: 844, height: 390))
        // Item 2 at content 250–350, on screen 250–350, partly under the home indicator (369–390 is not reached
        // here, but item 3 is): only the sides of the safe area reach the cells, 47 pt each.
        let row = try cell(view, 2)
        #expect(row.frame == CGRect(x: 0, y: 250, width: 844, height: 100))
        #expect(row.safeAreaInsets == UIEdgeInsets(top: 0, left: 47, bottom: 0, right: 47))
        #expect(row.caption.frame == CGRect(x: 47, y: 0, width: 750, height: 100))  // 844 − 2·47
        let low = try cell(view, 3)  // on screen 350–450, under the home indicator
        #expect(low.safeAreaInsets == UIEdgeInsets(top: 0, left: 47, bottom: 0, right: 47))
        // A cell's layout margins take the sides too (8 + 47).
        #expect(row.contentView.layoutMargins == UIEdgeInsets(top: 8, left: 55, bottom: 8, right: 55))
        let header = try #require(
            view.supplementaryView(
                forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
                as? TitleHeader)
        #expect(header.frame == CGRect(x: 0, y: 0, width: 844, height: 50))
        #expect(header.title.frame == CGRect(x: 63, y: 15, width: 718, height: 20))  // 47 + 16; 844 − 2·63
    }

    @Test func sectionsInsetByTheSafeAreaLeaveNoneToTheirCells() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 844, height: 390))
        let controller = FeedViewController()  // the default reference: the safe area
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let view = try #require(controller.collectionView)
        // The section is inset by the safe area's sides: the row is 47–797; nothing of the safe area is left.
        let row = try cell(view, 2)
        #expect(row.frame == CGRect(x: 47, y: 250, width: 750, height: 100))
        #expect(row.safeAreaInsets == .zero)
        #expect(row.caption.frame == CGRect(x: 0, y: 0, width: 750, height: 100))
    }

    @Test func aPlainScrollViewsContentDoesNotSeeTheSafeAreaAlongItsScrollingAxis() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let controller = UIViewController()
        let scrollView = UIScrollView(frame: controller.view.bounds)
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        scrollView.contentSize = CGSize(width: 390, height: 2000)
        let banner = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 100))
        scrollView.addSubview(banner)
        controller.view.addSubview(scrollView)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        scrollView.contentOffset = .zero  // the banner at the very top of the screen, under the status bar
        #expect(scrollView.adjustedContentInset == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(banner.safeAreaInsets == .zero)
        // A scroll view that does not adjust its insets leaves the safe area to its content.
        scrollView.contentInsetAdjustmentBehavior = .never
        #expect(banner.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 0, right: 0))
    }
}
