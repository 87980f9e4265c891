import Foundation
import OpenCollectionView

/// `UICollectionViewFlowLayout` screens written as for iOS: a vertical grid with headers and footers, a
/// horizontal strip, and self-sizing tags (estimated sizes measured by Auto Layout).
enum FlowScreens {
    /// A cell with a centred label pinned to its content view by constraints.
    final class LabelCell: UICollectionViewCell {
        let label = UILabel()

        override init(frame: CGRect) {
            super.init(frame: frame)
            contentView.layer.cornerRadius = 10
            label.translatesAutoresizingMaskIntoConstraints = false
            label.textAlignment = .center
            label.font = .preferredFont(forTextStyle: .subheadline)
            contentView.addSubview(label)
            NSLayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 12),
                label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -12),
                label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 6),
                label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -6),
            ])
        }

        required init?(coder: NSCoder) { nil }
    }

    /// A header or footer: a label inset by the layout margins.
    final class TitleView: UICollectionReusableView {
        let label = UILabel()

        override init(frame: CGRect) {
            super.init(frame: frame)
            label.font = .preferredFont(forTextStyle: .headline)
            addSubview(label)
        }

        required init?(coder: NSCoder) { nil }

        override func layoutSubviews() {
            super.layoutSubviews()
            label.frame = bounds.insetBy(dx: 16, dy: 0)
        }
    }

    static let colors: [UIColor] = [.systemBlue, .systemGreen, .systemOrange, .systemPurple, .systemPink, .systemTeal]
    static let tags = [
        "Swift", "Collection views", "Auto Layout", "Linux", "Diffable data", "Lists", "Compositional layout",
        "SVG", "Dynamic Type", "RTL", "Flow", "Snapshots", "Headless", "Text model",
    ]

    enum Kind: String, Sendable, CaseIterable { case grid, horizontal, tags }

    static var all: [UIKitScreen] { Kind.allCases.map(screen) }

    static func screen(_ kind: Kind) -> UIKitScreen {
        let (title, description): (String, String) =
            switch kind {
            case .grid:
                ("Flow layout, vertical: a grid with section headers and footers",
                 "UICollectionViewFlowLayout with a 100 × 100 itemSize, 10-pt spacing, 16-pt section insets and "
                    + "header and footer reference sizes: as many items per line as fit, the spare width spread "
                    + "between them.")
            case .horizontal:
                ("Flow layout, horizontal",
                 "scrollDirection = .horizontal: items fill columns top to bottom, columns run to the right.")
            case .tags:
                ("Flow layout, estimated sizes: self-sizing tags",
                 "estimatedItemSize = UICollectionViewFlowLayout.automaticSize: each cell measures its label through "
                    + "Auto Layout (systemLayoutSizeFitting) and the lines re-pack around the measured widths.")
            }
        return UIKitScreen(
            name: "uikit-flow-\(kind.rawValue)", title: title, description: description, code: code(kind),
            make: { size in make(kind, size: size) })
    }

    @MainActor
    static func make(_ kind: Kind, size: CGSize) -> ScreenHost {
        let layout = UICollectionViewFlowLayout()
        layout.minimumInteritemSpacing = 10
        layout.minimumLineSpacing = 10
        layout.sectionInset = UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
        var sections = [Array(0..<7), Array(7..<19)]
        switch kind {
        case .grid:
            layout.itemSize = CGSize(width: 100, height: 100)
            layout.headerReferenceSize = CGSize(width: 0, height: 44)
            layout.footerReferenceSize = CGSize(width: 0, height: 28)
        case .horizontal:
            layout.scrollDirection = .horizontal
            layout.itemSize = CGSize(width: 140, height: 90)
            sections = [Array(0..<24)]
        case .tags:
            layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
            layout.itemSize = CGSize(width: 80, height: 32)
            sections = [Array(0..<tags.count)]
        }
        let collectionView = UICollectionView(frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
        let cells = UICollectionView.CellRegistration<LabelCell, Int> { cell, _, number in
            let color = colors[number % colors.count]
            cell.contentView.backgroundColor = kind == .tags ? color.withAlphaComponent(0.15) : color
            cell.label.textColor = kind == .tags ? color : .white
            cell.label.text = kind == .tags ? tags[number % tags.count] : "Item \(number)"
        }
        let headers = UICollectionView.SupplementaryRegistration<TitleView>(
            elementKind: UICollectionView.elementKindSectionHeader
        ) { header, _, indexPath in header.label.text = "Section \(indexPath.section)" }
        let footers = UICollectionView.SupplementaryRegistration<TitleView>(
            elementKind: UICollectionView.elementKindSectionFooter
        ) { footer, _, indexPath in
            footer.label.text = "\(sections[indexPath.section].count) items"
            footer.label.textColor = .secondaryLabel
            footer.label.font = .preferredFont(forTextStyle: .footnote)
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) {
            view, indexPath, number in
            view.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: number)
        }
        dataSource.supplementaryViewProvider = { view, kind, indexPath in
            view.dequeueConfiguredReusableSupplementary(
                using: kind == UICollectionView.elementKindSectionHeader ? headers : footers, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        for (index, items) in sections.enumerated() {
            snapshot.appendSections([index])
            snapshot.appendItems(items, toSection: index)
        }
        dataSource.apply(snapshot, animatingDifferences: false)
        return ScreenHost(collectionView, retaining: [dataSource])
    }

    /// The code `make` runs, written out.
    static func code(_ kind: Kind) -> String {
        var lines = [
            "let layout = UICollectionViewFlowLayout()",
            "layout.minimumInteritemSpacing = 10",
            "layout.minimumLineSpacing = 10",
            "layout.sectionInset = UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)",
        ]
        switch kind {
        case .grid:
            lines += [
                "layout.itemSize = CGSize(width: 100, height: 100)",
                "layout.headerReferenceSize = CGSize(width: 0, height: 44)",
                "layout.footerReferenceSize = CGSize(width: 0, height: 28)",
            ]
        case .horizontal:
            lines += ["layout.scrollDirection = .horizontal", "layout.itemSize = CGSize(width: 140, height: 90)"]
        case .tags:
            lines += [
                "layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize",
                "layout.itemSize = CGSize(width: 80, height: 32)",
            ]
        }
        lines += [
            "let collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)",
            "",
            "// LabelCell: a UILabel pinned 12 pt in from the sides and 6 pt from the top and bottom by constraints.",
            "let cells = UICollectionView.CellRegistration<LabelCell, Int> { cell, _, number in",
            kind == .tags
                ? "    cell.contentView.backgroundColor = colors[number % colors.count].withAlphaComponent(0.15)"
                : "    cell.contentView.backgroundColor = colors[number % colors.count]",
            kind == .tags ? "    cell.label.text = tags[number]" : "    cell.label.text = \"Item \\(number)\"",
            "}",
            "let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) {",
            "    view, indexPath, number in view.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: number)",
            "}",
        ]
        if kind == .grid {
            lines += [
                "dataSource.supplementaryViewProvider = { view, kind, indexPath in",
                "    view.dequeueConfiguredReusableSupplementary(",
                "        using: kind == UICollectionView.elementKindSectionHeader ? headers : footers, for: indexPath)",
                "}",
            ]
        }
        lines.append("dataSource.apply(snapshot, animatingDifferences: false)")
        return lines.joined(separator: "\n")
    }
}

/// Every screen of the gallery drawn through the UIKit face.
public enum UIKitGallery {
    /// The gallery group these screens are listed under.
    public static let group = "UIKit screens (drawn through the face)"

    /// The list appearances, the flow layouts, the custom layouts, the text-fit screen, then SwiftUI cells.
    public static var all: [UIKitScreen] {
        ListScreens.all + FlowScreens.all + CustomLayoutScreens.all + [TextFitScreen.screen] + SwiftUIScreens.all
    }
}
