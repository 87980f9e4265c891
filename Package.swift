// swift-tools-version: 6.1
import PackageDescription

// Each layer imports only the layers below it (docs/architecture.md):
//
//   5  library (executable) ─ LibraryTerminal ─┬─ LibraryScreen ─ OpenCollectionView, LibraryModel
//                                              ├─ LibraryData ─ GRDB, LibraryModel
//                                              └─ OpenCollectionViewRendering (draws the screen's views)
//   5  gallery, ocv (executables) ─ CollectionTools ─ SeedGallery, LayoutData ─ CollectionRendering ─┐
//                                     ├─ OpenCollectionViewRendering (UIKit screens drawn through the face)
//                                     └─ SampleLayouts (custom UICollectionViewLayout subclasses) ─ OpenCollectionView
//      (SeedGallery measures its grouped list headers with ListCellLayout's style table and TextLayout, not the face)
//   4  OpenCollectionView also re-exports 1 DeclarativeUI (SwiftUI's views and layout model, on TextLayout), which it
//      hosts in cells with UIHostingConfiguration
//   4  OpenCollectionView (the collection face; re-exports ViewSystem) ─┬─ 3a HeadlessCollectionView ─┬─ 1 CompositionalLayout
//                                                                      │                             └─ 2 DiffableData
//                                                                      └─ 3b ViewSystem (views, Auto Layout, controls, controllers)
//                                                                              ├─ 1 ConstraintSolver (Auto Layout translates onto it)
//                                                                              ├─ 1 TextLayout (text views measure with it)
//                                                                              └─ 1 ListCellLayout (geometry inside a list cell)
//   0  CollectionIndexPath (UIKit's IndexPath spelling; re-exported by CompositionalLayout, DiffableData, ViewSystem)
//   0  CollectionGeometry (insets, reading direction, affine transform, pixel rounding, binary search, scroll physics;
//      re-exported by CompositionalLayout and ListCellLayout)
//   (CollectionRendering, the renderers, stands on HeadlessCollectionView and reads frames only.)
let package = Package(
    name: "OpenCollectionView",
    products: [
        .library(name: "CompositionalLayout", targets: ["CompositionalLayout"]),
        .library(name: "DiffableData", targets: ["DiffableData"]),
        .library(name: "ListCellLayout", targets: ["ListCellLayout"]),
        .library(name: "CollectionIndexPath", targets: ["CollectionIndexPath"]),
        .library(name: "CollectionGeometry", targets: ["CollectionGeometry"]),
        .library(name: "TextLayout", targets: ["TextLayout"]),
        .library(name: "DeclarativeUI", targets: ["DeclarativeUI"]),
        .library(name: "ConstraintSolver", targets: ["ConstraintSolver"]),
        .library(name: "HeadlessCollectionView", targets: ["HeadlessCollectionView"]),
        .library(name: "ViewSystem", targets: ["ViewSystem"]),
        .library(name: "OpenCollectionView", targets: ["OpenCollectionView"]),
        .library(name: "CollectionRendering", targets: ["CollectionRendering"]),
        .library(name: "LayoutData", targets: ["LayoutData"]),
        .executable(name: "gallery", targets: ["gallery"]),
        .executable(name: "ocv", targets: ["ocv"]),
        .library(name: "OpenCollectionViewRendering", targets: ["OpenCollectionViewRendering"]),
        .library(name: "CollectionSnapshotTesting", targets: ["CollectionSnapshotTesting"]),
        .library(name: "LibraryModel", targets: ["LibraryModel"]),
        .library(name: "LibraryData", targets: ["LibraryData"]),
        .library(name: "LibraryScreen", targets: ["LibraryScreen"]),
        .library(name: "LibraryTerminal", targets: ["LibraryTerminal"]),
        .executable(name: "library", targets: ["library"]),
        .library(name: "SampleLayouts", targets: ["SampleLayouts"]),
    ],
    dependencies: [
        .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.1"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing.git", from: "1.19.7"),
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
        .package(url: "https://github.com/groue/GRDB.swift.git", from: "7.10.0"),
    ],
    targets: [
        .target(name: "CollectionIndexPath"),
        .target(name: "CollectionGeometry"),
        .target(name: "CompositionalLayout", dependencies: ["CollectionIndexPath", "CollectionGeometry"]),
        .target(name: "DiffableData", dependencies: ["CollectionIndexPath", "CollectionGeometry"]),
        .target(name: "ListCellLayout", dependencies: ["CollectionGeometry"]),
        .target(name: "TextLayout", dependencies: ["CollectionGeometry"]),
        // SwiftUI's views and layout model (views, builders, stacks, modifiers, `Layout`), laid out into placed
        // elements; text measured by TextLayout. No UIKit names: the face hosts it in cells.
        .target(name: "DeclarativeUI", dependencies: ["CollectionGeometry", "TextLayout"]),
        .target(name: "ConstraintSolver"),
        .target(name: "HeadlessCollectionView", dependencies: ["CompositionalLayout", "DiffableData", "CollectionGeometry"]),
        // The UIKit view system: views, scroll view, layers, Auto Layout, text views, controls, view controllers.
        .target(
            name: "ViewSystem",
            dependencies: ["CollectionGeometry", "CollectionIndexPath", "ConstraintSolver", "TextLayout", "ListCellLayout"]),
        // The collection face: UICollectionView and its API on the view system, translating onto layers 1–2.
        .target(
            name: "OpenCollectionView",
            dependencies: [
                "ViewSystem", "HeadlessCollectionView", "CompositionalLayout", "DiffableData", "CollectionIndexPath",
                "ListCellLayout", "TextLayout", "CollectionGeometry", "DeclarativeUI",
            ]),
        .target(name: "CollectionRendering", dependencies: ["HeadlessCollectionView", "CompositionalLayout"]),
        .target(name: "LayoutData", dependencies: ["CollectionRendering", "CompositionalLayout", "TextLayout"]),
        .target(
            name: "SeedGallery",
            dependencies: [
                "CompositionalLayout", "CollectionRendering", "LayoutData", "ListCellLayout", "TextLayout",
            ]),
        .target(
            name: "OpenCollectionViewRendering",
            dependencies: [
                "OpenCollectionView", "CollectionRendering", "CompositionalLayout", "HeadlessCollectionView", "ListCellLayout",
                "TextLayout",
            ]),
        .target(
            name: "CollectionSnapshotTesting",
            dependencies: [
                "OpenCollectionViewRendering", "CollectionRendering", "CompositionalLayout", "OpenCollectionView",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ]
        ),
        .target(
            name: "CollectionTools",
            dependencies: [
                "CollectionRendering", "LayoutData", "SeedGallery", "DiffableData", "CompositionalLayout",
                "OpenCollectionView", "OpenCollectionViewRendering", "SampleLayouts",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(name: "gallery", dependencies: ["CollectionTools"]),
        // UICollectionViewLayout subclasses as iOS developers write them (a waterfall, a carousel): the face's
        // tests run them, the gallery draws them.
        .target(name: "SampleLayouts", dependencies: ["OpenCollectionView"]),
        .executableTarget(name: "ocv", dependencies: ["CollectionTools"]),
        // The library app of seed 000: its models, its database (GRDB), its screen (UIKit code) and its terminal host.
        .target(name: "LibraryModel"),
        .target(name: "LibraryData", dependencies: ["LibraryModel", .product(name: "GRDB", package: "GRDB.swift")]),
        .target(name: "LibraryScreen", dependencies: ["LibraryModel", "OpenCollectionView"]),
        .target(
            name: "LibraryTerminal",
            dependencies: [
                "LibraryModel", "LibraryData", "LibraryScreen", "OpenCollectionView", "HeadlessCollectionView",
                "CollectionRendering", "OpenCollectionViewRendering", .product(name: "GRDB", package: "GRDB.swift"),
            ]),
        .executableTarget(
            name: "library",
            dependencies: [
                "LibraryTerminal", "LibraryData", "CollectionRendering",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
        // What several test targets share: a seeded random-number generator and an index-path shorthand.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(
            name: "CollectionGeometryTests",
            dependencies: ["CollectionGeometry", .product(name: "PropertyBased", package: "swift-property-based")]),
        .testTarget(
            name: "CompositionalLayoutTests",
            dependencies: [
                "CompositionalLayout", "TestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(
            name: "DiffableDataTests",
            dependencies: [
                "DiffableData", "TestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(
            name: "HeadlessCollectionViewTests",
            dependencies: [
                "HeadlessCollectionView", "CompositionalLayout", "DiffableData", "TestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(
            name: "ListCellLayoutTests",
            dependencies: [
                "ListCellLayout",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(
            name: "TextLayoutTests",
            dependencies: [
                "TextLayout",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(
            name: "DeclarativeUITests",
            dependencies: ["DeclarativeUI", "TextLayout", .product(name: "PropertyBased", package: "swift-property-based")]
        ),
        .testTarget(
            name: "ConstraintSolverTests",
            dependencies: [
                "ConstraintSolver", "TestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(
            name: "ViewSystemTests",
            dependencies: ["ViewSystem", "TestSupport", .product(name: "PropertyBased", package: "swift-property-based")]
        ),
        .testTarget(
            name: "OpenCollectionViewTests",
            dependencies: [
                "OpenCollectionView", "ViewSystem", "SampleLayouts", "CompositionalLayout", "DiffableData",
                "HeadlessCollectionView", "TestSupport",
            ]),
        .testTarget(
            name: "CollectionRenderingTests",
            dependencies: ["CollectionRendering", "CompositionalLayout", "HeadlessCollectionView"]
        ),
        .testTarget(
            name: "LayoutDataTests",
            dependencies: [
                "LayoutData", "CollectionRendering", "CompositionalLayout", "SeedGallery", "TextLayout", "TestSupport",
            ]
        ),
        .testTarget(
            name: "CollectionSnapshotTestingTests",
            dependencies: [
                "CollectionSnapshotTesting", "OpenCollectionViewRendering", "CollectionRendering", "OpenCollectionView",
                "TextLayout", .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "CollectionToolsTests",
            dependencies: [
                "CollectionTools", "CollectionRendering", "LayoutData", "CollectionSnapshotTesting", "SeedGallery",
                "CompositionalLayout", .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(name: "SeedGalleryTests", dependencies: ["SeedGallery", "CompositionalLayout"]),
        .testTarget(
            name: "LibraryDataTests",
            dependencies: [
                "LibraryData", "LibraryModel", .product(name: "PropertyBased", package: "swift-property-based"),
                .product(name: "GRDB", package: "GRDB.swift"), "TestSupport",
            ]),
        .testTarget(name: "LibraryScreenTests", dependencies: ["LibraryScreen", "LibraryModel", "OpenCollectionView"]),
        .testTarget(
            name: "LibraryTerminalTests",
            dependencies: [
                "LibraryTerminal", "LibraryData", "LibraryScreen", "LibraryModel", "OpenCollectionView",
                "CollectionRendering", .product(name: "GRDB", package: "GRDB.swift"),
            ]),
    ],
    swiftLanguageModes: [.v6]
)
