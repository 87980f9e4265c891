// Semantics R8 in a release build: the UIKit face's traps must print UIKit's message under -O, where
// `preconditionFailure` drops its text. `ReliabilityFaceTests.trapMessagesSurviveReleaseBuilds` checks it in the debug
// test suite; this executable lives here because this package is built with `-c release` in CI anyway. Each case
// misuses the public API as an app would and traps; `.ci/reliability.sh` runs every case and expects a failing exit
// and UIKit's message on standard error. The collection view's cases (issue 26) are in CollectionViewCases.swift.
//
// swift run -c release --package-path Benchmarks ReleaseTrapCheck <case>
import Foundation
import OpenCollectionView

/// The misuse each case commits, by name, with the start of the message UIKit raises for it (top-level code runs on
/// the main actor).
let layoutCases: [String: TrapCase] = [
    "group-without-subitems": (
        "At least 1 subitem is required for a group",
        {
            let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
            _ = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [])
        }
    ),
    "repeating-group-count-0": (
        "A repeating vertical group should specify a count >= 1",
        {
            let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
            let item = NSCollectionLayoutItem(layoutSize: size)
            _ = NSCollectionLayoutGroup.vertical(layoutSize: size, repeatingSubitem: item, count: 0)
        }
    ),
    "non-finite-constraint-constant": (
        "Constraint constant is not finite!",
        {
            let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let child = UIView()
            parent.addSubview(child)
            _ = child.widthAnchor.constraint(equalToConstant: .nan)
        }
    ),
]

MainActor.assumeIsolated {
    let cases = layoutCases.merging(collectionViewCases()) { first, _ in first }
    let arguments = CommandLine.arguments.dropFirst()
    guard let name = arguments.first else {
        // Without an argument: list the cases and their expected messages, one per line (name TAB message).
        for (name, entry) in cases.sorted(by: { $0.key < $1.key }) { print("\(name)\t\(entry.message)") }
        exit(0)
    }
    guard let entry = cases[name] else {
        FileHandle.standardError.write(Data("unknown case \(name)\n".utf8))
        exit(2)
    }
    entry.misuse()
    // Reaching this line means the misuse did not trap.
    print("no trap")
    exit(0)
}
