// swift-tools-version: 6.1
import PackageDescription

// libFuzzer harnesses (docs/reliability.md). They are built only with the fuzzer sanitizer, which supplies `main`:
//   swift build -c release --package-path Fuzz -Xswiftc -sanitize=fuzzer,address
//   Fuzz/.build/release/LayoutFuzz Fuzz/Corpus/LayoutFuzz -max_total_time=600
// (or `bash Fuzz/run.sh [seconds]`, which builds and runs all three). A plain `swift build` of the main package
// never builds them.
/// No synthesized `main`: libFuzzer's drives the harness.
let fuzzTarget: [SwiftSetting] = [.unsafeFlags(["-parse-as-library"])]

let package = Package(
    name: "OpenCollectionViewFuzz",
    dependencies: [
        .package(name: "OpenCollectionView", path: ".."),
    ],
    targets: [
        .target(name: "FuzzSupport"),
        .executableTarget(
            name: "LayoutFuzz",
            dependencies: ["FuzzSupport", .product(name: "CompositionalLayout", package: "OpenCollectionView")],
            swiftSettings: fuzzTarget
        ),
        .executableTarget(
            name: "SnapshotFuzz",
            dependencies: ["FuzzSupport", .product(name: "DiffableData", package: "OpenCollectionView")],
            swiftSettings: fuzzTarget
        ),
        .executableTarget(
            name: "BatchFuzz",
            dependencies: ["FuzzSupport", .product(name: "DiffableData", package: "OpenCollectionView")],
            swiftSettings: fuzzTarget
        ),
    ],
    swiftLanguageModes: [.v6]
)
