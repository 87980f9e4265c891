import CompositionalLayout
import Foundation

/// Every layout example of the seed articles (docs/reference/seeds.md), written with the Swift-native API.
///
/// Where an article shows its code only as an image or an embedded gist, the example builds what the article's
/// words describe, and its ``SeedExample/notes`` say so and name every value that had to be chosen.
///
/// The list layouts (the palette list of seed 002 and the `.list` section provider of seed 004) are in
/// `ExamplesLists.swift`.
///
/// Also not layouts of their own: the dimension illustrations of seed 004 (`.fractionalWidth(1/3)`,
/// `.fractionalHeight(1/3)`, both, `.absolute(100)`, `.estimated(100)` on a single item) and the
/// `heightDimension = .fractionalWidth(0.5)` remark of seed 003; every example below uses such dimensions.
public enum SeedExamples {
    /// All examples, grouped by article in reading order.
    public static let all: [SeedExample] =
        akhtarExamples + gurinExamples + libraryAppExamples + aachenExamples + flowLayoutExamples
        + listExamples

    /// The example with the given ``SeedExample/name``.
    public static func named(_ name: String) -> SeedExample? {
        all.first { $0.name == name }
    }
}

// MARK: Sources

extension SeedSource {
    static let akhtar = SeedSource(
        title: "UICollection Compositional Layout Part 1", author: "Ali Akhtar (Medium)",
        seedFiles: ["001_1e85b98b14ea55e9.txt"])
    static let gurinOverview = SeedSource(
        title: "All what you need to know about UICollectionViewCompositionalLayout",
        author: "Aleksej Gurin (Flawless iOS, Medium)",
        url: "https://medium.com/@dn070287gav/all-what-you-need-to-know-about-uicollectionviewcompositionallayout-f3b2f590bdbe",
        seedFiles: ["003_6ac29b081b3cb970.txt", "000_86cd143b68695db7.txt"])
    static let gurinLibrary = SeedSource(
        title: "How to build complex layout using UICollectionViewCompositionalLayout and UICollectionViewDiffableDataSource",
        author: "Aleksej Gurin (Medium)",
        url: "https://medium.com/@dn070287gav/how-to-build-complex-layout-using-uicollectionviewcompositionallayout-and-9448b11dcbee",
        seedFiles: ["000_86cd143b68695db7.txt"])
    static let aachen = SeedSource(
        title: "Building Modern CollectionViews with CompositionalLayout",
        author: "Jonas Schlabertz (CocoaHeads Aachen, 28.7.2022)",
        url: "https://github.com/Schlabbi/CompositionalLayout-Example", seedFiles: ["004_8cc8aeb1e6283aa1.txt"])
    static let flowLayout = SeedSource(
        title: "Self-sizing flow layout with fixed spacings (UICollectionViewCompositionalLayout)",
        author: "blog post (author not named in the seed)", seedFiles: ["002_297977e08737ad49.txt"])
}

// MARK: Building blocks

func size(_ width: LayoutDimension, _ height: LayoutDimension) -> LayoutSize {
    LayoutSize(width: width, height: height)
}

func item(
    _ width: LayoutDimension, _ height: LayoutDimension, insets: DirectionalEdgeInsets = .zero,
    edgeSpacing: EdgeSpacing? = nil, supplementaries: [SupplementaryItem] = []
) -> GroupSubitem {
    .item(
        LayoutItem(
            size: size(width, height), contentInsets: insets, edgeSpacing: edgeSpacing,
            supplementaryItems: supplementaries))
}

/// UIKit's `UICollectionView.elementKindSectionHeader`.
let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
/// UIKit's `UICollectionView.elementKindSectionFooter`.
let elementKindSectionFooter = "UICollectionElementKindSectionFooter"
