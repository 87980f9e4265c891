import Foundation
import OpenCollectionView

/// A plain list of generated strings (long words, mixed scripts, emoji, right-aligned values) in value, subtitle
/// and centred cells: the browser check compares every drawn line with the frame the text model measured for it
/// (semantics RD21), so the screen is drawn on a tall phone to show all of them at once.
enum TextFitScreen {
    /// How many rows; each shows one or two strings.
    static let rowCount = 120

    static let words = [
        "Settings", "Wi-Fi", "Bluetooth", "Notifications", "iCloud", "Privacy", "Photos", "Storage", "Battery",
        "Donaudampfschifffahrtsgesellschaftskapitän", "Supercalifragilisticexpialidocious", "antidisestablishment",
        "Ελληνικά", "καλημέρα", "Русский", "здравствуйте", "العربية", "مرحبا", "עברית", "שלום", "日本語", "こんにちは",
        "中文", "한국어", "हिन्दी", "ไทย", "Café", "naïve", "Ångström", "façade", "👍", "👍🏽", "👨‍👩‍👧", "🇯🇵", "❤️",
        "🎉🎉", "WWW", "iii", "MMMM", "lllll", "1,234.56", "€9.99", "100%", "@home", "ⓘ", "—", "…",
    ]
    static let values = ["On", "Off", "12", "1,024 MB", "€4.99", "95 %", "Never", "Automatic", "👍🏽", "日本", "Ελλάδα", "iii", "WWWW"]

    /// The `index`th generated string: 1 to 12 words from the pool, picked by a fixed linear congruential sequence.
    static func string(_ index: Int) -> String {
        var state = UInt64(index &* 2_654_435_761 &+ 12_345)
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        return (0...next(12)).map { _ in words[next(words.count)] }.joined(separator: " ")
    }

    static var screen: UIKitScreen {
        UIKitScreen(
            name: "uikit-text-fit", title: "Text fit: \(rowCount) rows of generated strings",
            description: "Value, subtitle and centred list cells showing generated strings — long words, Greek, "
                + "Cyrillic, Arabic, Hebrew, CJK, Devanagari, accented Latin, emoji sequences, right-aligned values. Each "
                + "line is drawn at the box the text model measured for it (semantics RD21); the browser check compares "
                + "every drawn line's bounding box with its frame.",
            code: "content = index % 3 == 0 ? .valueCell() : index % 3 == 1 ? .subtitleCell() : .cell()",
            devices: [GalleryDevice(name: "iPhone, tall", size: CGSize(width: 390, height: 7_000))],
            make: { size in make(size: size) })
    }

    @MainActor
    static func make(size: CGSize) -> ScreenHost {
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
        let collectionView = UICollectionView(frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
        let rows = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, _, index in
            var content: UIListContentConfiguration
            switch index % 3 {
            case 0:
                content = .valueCell()
                content.secondaryText = values[index % values.count]
            case 1:
                content = .subtitleCell()
                content.secondaryText = string(index + 10_000)
            default:
                content = .cell()
                content.textProperties.alignment = .center
            }
            content.text = string(index)
            cell.contentConfiguration = content
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) {
            view, indexPath, index in
            view.dequeueConfiguredReusableCell(using: rows, for: indexPath, item: index)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(0..<rowCount))
        dataSource.apply(snapshot, animatingDifferences: false)
        return ScreenHost(collectionView, retaining: [dataSource])
    }
}
