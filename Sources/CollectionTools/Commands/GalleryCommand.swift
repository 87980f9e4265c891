import ArgumentParser
import CollectionRendering
import Foundation
import SeedGallery

/// `ocv gallery` (also `swift run gallery`): the HTML gallery of every seed example and feature.
public struct GalleryCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "gallery",
        abstract: "Build the HTML gallery: every seed example and every feature, drawn at phone and tablet sizes.",
        discussion: """
            Writes DIR/index.html (self-contained: inline SVG), DIR/svg/*.svg and DIR/specs/*.json (each picture's \
            spec, ready for `ocv render`). Examples:

              swift run gallery                        # writes .build/gallery/index.html
              swift run gallery -o /tmp/gallery        # somewhere else
              swift run gallery --only badges          # one item (names as in the page's anchors)
              swift run gallery --frames akhtar-five-column-grid   # the old frame tables, as text
            """)

    @Option(name: .shortAndLong, help: "The directory to write the gallery to.")
    var output: String = ".build/gallery"

    @Option(help: "Only the items whose name contains this text.")
    var only: String?

    @Option(
        help: ArgumentHelp(
            "Print the frame tables of the seed examples (all, or the one named) instead of writing HTML.",
            valueName: "name"))
    var frames: String?

    @Flag(name: .customLong("all-frames"), help: "Print the frame tables of every seed example.")
    var allFrames = false

    public init() {}

    public func run() throws {
        if allFrames || frames != nil {
            try printFrameTables(named: frames)
            return
        }
        let start = Date()
        var items = try Gallery.items()
        var screens = UIKitGallery.all
        if let only {
            items = items.filter { $0.name.contains(only) }
            screens = screens.filter { $0.name.contains(only) }
        }
        guard !items.isEmpty || !screens.isEmpty else {
            throw ValidationError("no gallery item matches \"\(only ?? "")\"; see the names in the full gallery")
        }
        let directory = URL(fileURLWithPath: output, isDirectory: true)
        try makeFolder(output)
        for folder in ["svg", "specs"] { try makeFolder(directory.appendingPathComponent(folder).path) }
        let total = items.count + screens.count
        var page = try Gallery.page(items: items) { index, count, name in
            printError("[\(index)/\(total)] \(name)")
        }
        // UIKit screens are views: they are made and drawn on the main thread, where commands run.
        let screenEntries = MainActor.assumeIsolated {
            screens.enumerated().map { index, screen in
                printError("[\(items.count + index + 1)/\(total)] \(screen.name)")
                return screen.entry(group: UIKitGallery.group)
            }
        }
        page.entries += screenEntries
        var figureCount = 0
        for (item, entry) in zip(items, page.entries) {
            try write(item.spec.encoded(), to: directory.appendingPathComponent("specs/\(item.name).json").path)
            for figure in entry.figures {
                try write(Data(figure.svg.utf8), to: directory.appendingPathComponent("svg/\(figure.identifier).svg").path)
                figureCount += 1
            }
        }
        for entry in screenEntries {
            for figure in entry.figures {
                try write(Data(figure.svg.utf8), to: directory.appendingPathComponent("svg/\(figure.identifier).svg").path)
                figureCount += 1
            }
        }
        let unknown = Set(page.entries.flatMap(\.figures).flatMap { SymbolShapes.unknownNames(inSVG: $0.svg) }).sorted()
        if !unknown.isEmpty {
            printError("warning: \(unknown.count) SF Symbol names drawn as placeholders: \(unknown.joined(separator: ", "))")
        }
        let index = directory.appendingPathComponent("index.html")
        try write(Data(page.render().utf8), to: index.path)
        let seconds = Date().timeIntervalSince(start)
        try printOutput("Wrote the gallery: \(total) items, \(figureCount) pictures in \(String(format: "%.2f", seconds)) s.")
        try printOutput("  \(index.path)")
        try printOutput("Open it in a browser, for example:  xdg-open \(index.path)   (macOS: open \(index.path))")
    }

    private func printFrameTables(named name: String?) throws {
        var examples = SeedExamples.all
        if let name {
            guard let example = SeedExamples.named(name) else {
                throw ValidationError(
                    "there is no example named \"\(name)\"; the examples are: "
                        + SeedExamples.all.map(\.name).joined(separator: ", "))
            }
            examples = [example]
        }
        for example in examples {
            try printOutput("== \(example.name): \(example.title)")
            try printOutput("Source: \(example.source.citation)")
            try printOutput(example.notes)
            try printOutput(frameTable(for: example))
            try printOutput("")
        }
    }
}

/// `ocv readme-images`: the README's pictures, regenerated.
struct ReadmeImages: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "readme-images",
        abstract: "Regenerate the README's pictures (docs/images/*.svg) from the gallery.",
        discussion: "Run from the package root:  swift run ocv readme-images")

    @Option(name: .shortAndLong, help: "The directory to write the pictures to.")
    var output: String = "docs/images"

    func run() throws {
        let directory = URL(fileURLWithPath: output, isDirectory: true)
        try makeFolder(output)
        let screens = MainActor.assumeIsolated { Gallery.readmeScreenImages() }
        for image in try Gallery.readmeImages() + screens {
            try write(Data(image.svg.utf8), to: directory.appendingPathComponent(image.fileName).path)
            try printOutput("wrote \(directory.appendingPathComponent(image.fileName).path)")
        }
    }
}
