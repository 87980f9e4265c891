// swift-tools-version: 6.1
import PackageDescription

// The layout-spec decoder's libFuzzer harness (docs/layout-spec.md, docs/reliability.md), in a package of its own
// because it links differently from the harnesses beside it: its `main` hands control to libFuzzer's driver, so it
// links with lld and lets its own `main` win over libFuzzer's. Build and run it with `bash Fuzz/SpecFuzz/run.sh
// [seconds]`. A plain `swift build` of the main package never builds it.
let package = Package(
    name: "SpecFuzz",
    dependencies: [
        .package(name: "OpenCollectionView", path: "../.."),
    ],
    targets: [
        .executableTarget(
            name: "SpecFuzz",
            dependencies: [
                .product(name: "LayoutData", package: "OpenCollectionView"),
                .product(name: "CollectionRendering", package: "OpenCollectionView"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
