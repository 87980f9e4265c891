// Issue 20, defect 6: in a `headerMode = .firstItemInSection` list, each row's separator starts where the row's text
// starts, and `separatorLayoutGuide` says so. The separator frames are OpenCollectionView's query
// (`listSeparatorFrames(forItemAt:)`: UIKit's cells draw their separators), so the suite is Linux-only.
#if !canImport(UIKit)
    import OpenCollectionView
    import Testing

    @MainActor
    @Suite("App screens: separators of lists whose first item is the header")
    struct HeaderModeSeparatorFaceOnlyTests {
        final class SettingsViewController: UIViewController {
            var collectionView: UICollectionView!
            var dataSource: UICollectionViewDiffableDataSource<Int, String>!
            let appearance: UICollectionLayoutListConfiguration.Appearance

            init(appearance: UICollectionLayoutListConfiguration.Appearance) {
                self.appearance = appearance
                super.init(nibName: nil, bundle: nil)
            }

            required init?(coder: NSCoder) { nil }

            override func viewDidLoad() {
                super.viewDidLoad()
                var configuration = UICollectionLayoutListConfiguration(appearance: appearance)
                configuration.headerMode = .firstItemInSection
                let layout = UICollectionViewCompositionalLayout.list(using: configuration)
                collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
                collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                view.addSubview(collectionView)
                let header = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, title in
                    var content = cell.defaultContentConfiguration()
                    content.text = title
                    cell.contentConfiguration = content
                    cell.accessories = [.outlineDisclosure()]
                }
                let row = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, title in
                    var content = cell.defaultContentConfiguration()
                    content.text = title
                    cell.contentConfiguration = content
                }
                dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { view, path, title in
                    path.item == 0
                        ? view.dequeueConfiguredReusableCell(using: header, for: path, item: title)
                        : view.dequeueConfiguredReusableCell(using: row, for: path, item: title)
                }
                var outline = NSDiffableDataSourceSectionSnapshot<String>()
                outline.append(["General"])
                outline.append(["About", "Fonts", "Keyboard"], to: "General")
                outline.expand(["General"])
                dataSource.apply(outline, to: 0, animatingDifferences: false)
            }
        }

        /// Where the text of the row at `item` starts, in the collection view's coordinates.
        private func textStart(_ view: UICollectionView, _ item: Int) throws -> CGFloat {
            let cell = try #require(view.cellForItem(at: IndexPath(item: item, section: 0)) as? UICollectionViewListCell)
            let content = try #require(cell.contentView as? UIListContentView)
            let text = try #require(content.textLayoutGuide).layoutFrame
            return cell.frame.minX + cell.contentView.frame.minX + text.minX
        }

        @Test(arguments: [
            UICollectionLayoutListConfiguration.Appearance.plain, .grouped, .insetGrouped,
        ])
        func eachSeparatorStartsAtItsRowsText(appearance: UICollectionLayoutListConfiguration.Appearance) throws {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            let controller = SettingsViewController(appearance: appearance)
            window.rootViewController = controller
            window.makeKeyAndVisible()
            let view = try #require(controller.collectionView)
            // The header's children are not indented (iOS: the first item is the section's title, not an outline
            // level): their text starts where the header's does.
            let child = try #require(view.cellForItem(at: IndexPath(item: 1, section: 0)) as? UICollectionViewListCell)
            #expect(child.indentationLevel == 0)
            #expect(abs(try textStart(view, 1) - textStart(view, 0)) < 0.001)
            for item in 0..<3 {
                let path = IndexPath(item: item, section: 0)
                let separator = try #require(view.listSeparatorFrames(forItemAt: path).last)
                let start = try textStart(view, item)
                #expect(abs(separator.minX - start) < 0.001, "item \(item): separator at \(separator.minX), text at \(start)")
                let cell = try #require(view.cellForItem(at: path) as? UICollectionViewListCell)
                let guide = cell.separatorLayoutGuide.layoutFrame
                #expect(abs(cell.frame.minX + guide.minX - separator.minX) < 0.001, "item \(item): guide at \(guide.minX)")
                #expect(guide.maxY == cell.bounds.height && guide.height == 0)
            }
        }
    }
#endif
