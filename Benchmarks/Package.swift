// swift-tools-version: 6.1
import PackageDescription

// Benchmarks live in their own package so that users of the library never build them.
// Run with: swift run -c release --package-path Benchmarks <DiffBenchmarks|FaceUpdateBenchmarks|SpecDecodeBenchmarks|LayoutBenchmarks|LayoutKindsBenchmarks|ViewBenchmarks|SolverBenchmarks|ListBenchmarks|TallTextBenchmarks|RenderBenchmarks|ScreenBenchmarks|LibraryBenchmarks>
let package = Package(
    name: "OpenCollectionViewBenchmarks",
    dependencies: [
        .package(name: "OpenCollectionView", path: ".."),
    ],
    targets: [
        .target(name: "BenchmarkSupport"),
        .executableTarget(
            name: "DiffBenchmarks",
            dependencies: ["BenchmarkSupport", .product(name: "DiffableData", package: "OpenCollectionView")]
        ),
        .executableTarget(
            name: "SpecDecodeBenchmarks",
            dependencies: ["BenchmarkSupport", .product(name: "LayoutData", package: "OpenCollectionView")]
        ),
        .executableTarget(
            name: "LayoutBenchmarks",
            dependencies: ["BenchmarkSupport", .product(name: "CompositionalLayout", package: "OpenCollectionView")]
        ),
        .executableTarget(
            name: "ListBenchmarks",
            dependencies: [
                "BenchmarkSupport", .product(name: "OpenCollectionView", package: "OpenCollectionView"),
                .product(name: "TextLayout", package: "OpenCollectionView"),
                .product(name: "CompositionalLayout", package: "OpenCollectionView"),
            ]
        ),
        .executableTarget(
            name: "ScreenBenchmarks",
            dependencies: ["BenchmarkSupport", .product(name: "OpenCollectionView", package: "OpenCollectionView")]
        ),
        .executableTarget(
            name: "RenderBenchmarks",
            dependencies: [
                "BenchmarkSupport", .product(name: "OpenCollectionView", package: "OpenCollectionView"),
                .product(name: "OpenCollectionViewRendering", package: "OpenCollectionView"),
                .product(name: "CollectionRendering", package: "OpenCollectionView"),
            ]
        ),
        .executableTarget(
            name: "TallTextBenchmarks",
            dependencies: [
                "BenchmarkSupport", .product(name: "OpenCollectionView", package: "OpenCollectionView"),
                .product(name: "OpenCollectionViewRendering", package: "OpenCollectionView"),
                .product(name: "CollectionRendering", package: "OpenCollectionView"),
                .product(name: "TextLayout", package: "OpenCollectionView"),
            ]
        ),
        .executableTarget(
            name: "SwiftUICellBenchmarks",
            dependencies: ["BenchmarkSupport", .product(name: "OpenCollectionView", package: "OpenCollectionView")]
        ),
        .executableTarget(
            name: "FittingBenchmarks",
            dependencies: ["BenchmarkSupport", .product(name: "OpenCollectionView", package: "OpenCollectionView")]
        ),
        .executableTarget(
            name: "SolverBenchmarks",
            dependencies: [
                "BenchmarkSupport", .product(name: "ConstraintSolver", package: "OpenCollectionView"),
                .product(name: "ViewSystem", package: "OpenCollectionView"),
            ]
        ),
        .executableTarget(
            name: "ScaleBenchmarks",
            dependencies: [
                "BenchmarkSupport", .product(name: "DiffableData", package: "OpenCollectionView"),
                .product(name: "CompositionalLayout", package: "OpenCollectionView"),
            ]
        ),
        .executableTarget(
            name: "LibraryBenchmarks",
            dependencies: [
                "BenchmarkSupport", .product(name: "LibraryData", package: "OpenCollectionView"),
                .product(name: "LibraryModel", package: "OpenCollectionView"),
                .product(name: "LibraryTerminal", package: "OpenCollectionView"),
                .product(name: "OpenCollectionView", package: "OpenCollectionView"),
            ]
        ),
        // Not a benchmark: checks in a release build that the face's traps print UIKit's message (semantics R8).
        .executableTarget(
            name: "ReleaseTrapCheck",
            dependencies: [.product(name: "OpenCollectionView", package: "OpenCollectionView")]
        ),
        .executableTarget(
            name: "AnimationBenchmarks",
            dependencies: ["BenchmarkSupport", .product(name: "OpenCollectionView", package: "OpenCollectionView")]
        ),
        .executableTarget(
            name: "FaceUpdateBenchmarks",
            dependencies: ["BenchmarkSupport", .product(name: "OpenCollectionView", package: "OpenCollectionView")]
        ),
        .executableTarget(
            name: "LayoutKindsBenchmarks",
            dependencies: [
                "BenchmarkSupport", .product(name: "CompositionalLayout", package: "OpenCollectionView"),
                .product(name: "OpenCollectionView", package: "OpenCollectionView"),
            ]
        ),
        .executableTarget(
            name: "ViewBenchmarks",
            dependencies: ["BenchmarkSupport", .product(name: "HeadlessCollectionView", package: "OpenCollectionView")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
