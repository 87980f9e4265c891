// Layout-spec decoding speed: `LayoutSpec.decode` on generated specs of about 50 MB, against Foundation's
// `JSONSerialization` parsing the same bytes (the baseline, same run) and Foundation's `JSONDecoder` decoding
// the same `LayoutSpec` (what `ocv` used before its own parser). Thread CPU time, median of 5.
//
//   swift run -c release --package-path Benchmarks SpecDecodeBenchmarks
//   swift run -c release --package-path Benchmarks SpecDecodeBenchmarks --quick        # 5 MB, a smoke test
//   swift run -c release --package-path Benchmarks SpecDecodeBenchmarks --old-prepass  # + the old schema pre-pass
import BenchmarkSupport
import Foundation
import LayoutData

let arguments = Set(CommandLine.arguments.dropFirst())
let targetBytes = arguments.contains("--quick") ? 5_000_000 : 50_000_000
let runs = 5

/// A section's group: a row of two items.
let group = #"{"axis":"horizontal","size":{"width":{"fractionalWidth":1},"height":{"absolute":44}},"subitems":[{"size":{"width":{"fractionalWidth":0.5},"height":{"fractionalHeight":1}}}]}"#

/// One section of 1,000,000 items whose cells list is as long as it takes to reach `targetBytes`.
func cellsSpec() -> Data {
    let cell = ##"{"text":"Item {item} of the list","color":"#34C759","cornerRadius":8,"accessory":"disclosureIndicator"}"##
    let count = targetBytes / (cell.utf8.count + 1)
    let cells = Array(repeating: cell, count: count).joined(separator: ",")
    return Data(#"{"title":"Cells","sections":[{"items":1000000,"group":\#(group),"cells":[\#(cells)]}]}"#.utf8)
}

/// As many sections as it takes to reach `targetBytes`, each with a header and insets.
func sectionsSpec() -> Data {
    let header = #"{"kind":"header","size":{"width":{"fractionalWidth":1},"height":{"absolute":30}},"alignment":"top"}"#
    let section = #"{"items":12,"contentInsets":{"top":8,"leading":16,"bottom":8,"trailing":16},"interGroupSpacing":4.5,"group":\#(group),"boundarySupplementaryItems":[\#(header)]}"#
    let count = targetBytes / (section.utf8.count + 1)
    let sections = Array(repeating: section, count: count).joined(separator: ",")
    return Data(#"{"title":"Sections","sections":[\#(sections)]}"#.utf8)
}

func row(_ name: String, _ bytes: Int, _ body: () -> Any?) -> [String] {
    let cpu = cpuMedian(runs: runs) { blackHole(body()) }
    let megabytesPerSecond = Double(bytes) / cpu * 1_000
    return [name, String(format: "%.0f ms", cpu / 1_000_000), String(format: "%.1f MB/s", megabytesPerSecond)]
}

var rows: [[String]] = []
for (name, data) in [("cells", cellsSpec()), ("sections", sectionsSpec())] {
    let megabytes = String(format: "%.1f MB", Double(data.count) / 1_000_000)
    guard (try? LayoutSpec.decode(data)) != nil else { fatalError("the generated \(name) spec does not decode") }
    rows.append(row("\(name) (\(megabytes)): LayoutSpec.decode", data.count) { try? LayoutSpec.decode(data) })
    rows.append(row("\(name): JSONSerialization parse (baseline)", data.count) {
        try? JSONSerialization.jsonObject(with: data)
    })
    rows.append(row("\(name): Foundation JSONDecoder → LayoutSpec", data.count) {
        try? JSONDecoder().decode(LayoutSpec.self, from: data)
    })
    if arguments.contains("--old-prepass") {
        // What decode ran on every document before: Foundation's decoder into JSONValue, then the schema check.
        rows.append(row("\(name): old pre-pass (JSONDecoder → JSONValue + schema check)", data.count) {
            (try? JSONDecoder().decode(JSONValue.self, from: data)).map { LayoutSpec.schemaValidator.issues(of: $0) }
        })
    }
}
print(markdownTable(header: ["workload (thread CPU, median of \(runs))", "time", "speed"], rows: rows))
