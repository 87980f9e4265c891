import Foundation
import OpenCollectionView

/// A settings screen in every list appearance, with headers, footers and separators, written as for iOS.
enum ListScreens {
    struct Setting: Sendable {
        enum Accessory: Sendable { case disclosure, checkmark, label(String), toggle(Bool) }
        var title: String
        var detail: String?
        var symbol: String
        var accessory: Accessory
    }

    static let sections: [(title: String, footer: String, settings: [Setting])] = [
        (
            "Connectivity", "Wi-Fi and Bluetooth stay on in Airplane Mode when you turn them on there.",
            [
                Setting(title: "Wi-Fi", detail: "Home", symbol: "wifi", accessory: .disclosure),
                Setting(title: "Bluetooth", detail: "On", symbol: "dot.radiowaves.left.and.right", accessory: .disclosure),
                Setting(title: "Personal Hotspot", symbol: "personalhotspot", accessory: .toggle(true)),
            ]
        ),
        (
            "Display", "Text size applies to apps that support Dynamic Type.",
            [
                Setting(title: "Dark Mode", symbol: "moon.fill", accessory: .checkmark),
                Setting(title: "Text Size", symbol: "textformat.size", accessory: .label("Large")),
                Setting(title: "Wallpaper", detail: "Choose a new wallpaper for the lock screen", symbol: "photo", accessory: .disclosure),
            ]
        ),
    ]

    struct Options: Sendable {
        enum Separators: String, Sendable { case automatic, fullWidth, hidden }
        var appearance: UICollectionLayoutListConfiguration.Appearance
        var headers = true
        var footers = true
        var separators = Separators.automatic
    }

    static var all: [UIKitScreen] {
        let appearances: [UICollectionLayoutListConfiguration.Appearance] = [.plain, .grouped, .insetGrouped, .sidebar, .sidebarPlain]
        return appearances.map { screen(Options(appearance: $0)) } + [
            screen(Options(appearance: .plain, headers: false, footers: false, separators: .fullWidth)),
            screen(Options(appearance: .insetGrouped, headers: true, footers: false, separators: .hidden)),
        ]
    }

    static func name(_ options: Options) -> String {
        var name = "uikit-list-\(options.appearance)"
        if !options.headers { name += "-no-headers" }
        if options.separators != .automatic { name += "-separators-\(options.separators.rawValue)" }
        return name
    }

    static func screen(_ options: Options) -> UIKitScreen {
        let parts = [
            options.headers ? "supplementary headers" : nil, options.footers ? "footers" : nil,
            options.separators == .automatic ? nil : "separators \(options.separators.rawValue)",
        ].compactMap { $0 }
        return UIKitScreen(
            name: name(options), title: "List, .\(options.appearance)" + (parts.isEmpty ? "" : ": " + parts.joined(separator: ", ")),
            description: "UICollectionViewCompositionalLayout.list(using:) with list cells configured by "
                + "defaultContentConfiguration() (image, text, secondary text) and accessories (disclosure, checkmark, "
                + "a label, a UISwitch as a custom view), drawn through the UIKit face: the text is broken into lines by "
                + "the text model, backgrounds and corners come from the cells' background configurations, separators "
                + "from the list layout.",
            code: code(options), make: { size in make(options, size: size) })
    }

    @MainActor
    static func make(_ options: Options, size: CGSize) -> ScreenHost {
        var configuration = UICollectionLayoutListConfiguration(appearance: options.appearance)
        if options.headers { configuration.headerMode = .supplementary }
        if options.footers { configuration.footerMode = .supplementary }
        switch options.separators {
        case .automatic: break
        case .fullWidth: configuration.separatorConfiguration.bottomSeparatorInsets = .zero
        case .hidden: configuration.showsSeparators = false
        }
        let layout = UICollectionViewCompositionalLayout.list(using: configuration)
        let collectionView = UICollectionView(frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
        let settings = Dictionary(uniqueKeysWithValues: sections.flatMap(\.settings).map { ($0.title, $0) })
        let rows = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, title in
            guard let setting = settings[title] else { return }
            var content = cell.defaultContentConfiguration()
            content.text = setting.title
            content.secondaryText = setting.detail
            content.image = UIImage(systemName: setting.symbol)
            cell.contentConfiguration = content
            cell.accessories = accessories(setting.accessory)
        }
        let headers = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionHeader
        ) { header, _, indexPath in
            var content = header.defaultContentConfiguration()
            content.text = sections[indexPath.section].title
            header.contentConfiguration = content
        }
        let footers = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionFooter
        ) { footer, _, indexPath in
            var content = footer.defaultContentConfiguration()
            content.text = sections[indexPath.section].footer
            footer.contentConfiguration = content
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) {
            view, indexPath, title in
            view.dequeueConfiguredReusableCell(using: rows, for: indexPath, item: title)
        }
        dataSource.supplementaryViewProvider = { view, kind, indexPath in
            view.dequeueConfiguredReusableSupplementary(
                using: kind == UICollectionView.elementKindSectionHeader ? headers : footers, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        for (index, section) in sections.enumerated() {
            snapshot.appendSections([index])
            snapshot.appendItems(section.settings.map(\.title), toSection: index)
        }
        dataSource.apply(snapshot, animatingDifferences: false)
        return ScreenHost(collectionView, retaining: [dataSource])
    }

    @MainActor
    static func accessories(_ accessory: Setting.Accessory) -> [UICellAccessory] {
        switch accessory {
        case .disclosure: return [.disclosureIndicator()]
        case .checkmark: return [.checkmark()]
        case .label(let text): return [.label(text: text), .disclosureIndicator()]
        case .toggle(let isOn):
            let toggle = UISwitch()
            toggle.isOn = isOn
            return [.customView(configuration: .init(customView: toggle, placement: .trailing()))]
        }
    }

    /// The code `make` runs, written out.
    static func code(_ options: Options) -> String {
        var lines = ["var configuration = UICollectionLayoutListConfiguration(appearance: .\(options.appearance))"]
        if options.headers { lines.append("configuration.headerMode = .supplementary") }
        if options.footers { lines.append("configuration.footerMode = .supplementary") }
        switch options.separators {
        case .automatic: break
        case .fullWidth: lines.append("configuration.separatorConfiguration.bottomSeparatorInsets = .zero")
        case .hidden: lines.append("configuration.showsSeparators = false")
        }
        lines += [
            "let layout = UICollectionViewCompositionalLayout.list(using: configuration)",
            "let collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)",
            "",
            "let rows = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, title in",
            "    let setting = settings[title]!",
            "    var content = cell.defaultContentConfiguration()",
            "    content.text = setting.title",
            "    content.secondaryText = setting.detail",
            "    content.image = UIImage(systemName: setting.symbol)",
            "    cell.contentConfiguration = content",
            "    cell.accessories = setting.accessories  // .disclosureIndicator(), .checkmark(), .label(text:), .customView(UISwitch)",
            "}",
        ]
        for (kind, text, name) in [
            ("Header", "sections[indexPath.section].title", options.headers ? "headers" : nil),
            ("Footer", "sections[indexPath.section].footer", options.footers ? "footers" : nil),
        ] {
            guard let name else { continue }
            lines += [
                "let \(name) = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(",
                "    elementKind: UICollectionView.elementKindSection\(kind)) { view, _, indexPath in",
                "    var content = view.defaultContentConfiguration()",
                "    content.text = \(text)",
                "    view.contentConfiguration = content",
                "}",
            ]
        }
        lines += [
            "let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) {",
            "    view, indexPath, title in view.dequeueConfiguredReusableCell(using: rows, for: indexPath, item: title)",
            "}",
        ]
        if options.headers || options.footers {
            let choice =
                options.headers && options.footers
                ? "kind == UICollectionView.elementKindSectionHeader ? headers : footers" : (options.headers ? "headers" : "footers")
            lines += [
                "dataSource.supplementaryViewProvider = { view, kind, indexPath in",
                "    view.dequeueConfiguredReusableSupplementary(using: \(choice), for: indexPath)",
                "}",
            ]
        }
        lines += [
            "var snapshot = NSDiffableDataSourceSnapshot<Int, String>()",
            "for (index, section) in sections.enumerated() {",
            "    snapshot.appendSections([index])",
            "    snapshot.appendItems(section.settings.map(\\.title), toSection: index)",
            "}",
            "dataSource.apply(snapshot, animatingDifferences: false)",
        ]
        return lines.joined(separator: "\n")
    }
}
