import CollectionRendering
import Foundation
import Testing

@testable import CollectionTools

/// `ocv render` run through its argument parser, with each option that changes the picture.
@Suite struct RenderCommandOptionTests {
    /// Ten 50 × 20 pt items in pairs once laid out 100 pt wide: the group is .fractionalWidth(0.2) = 20 pt tall and
    /// holds two items, so row r (items 2r and 2r + 1) spans y 20r…20r + 20; item 2r is at x 0, item 2r + 1 at x 50.
    static let spec = """
        {"title": "Pairs", "description": "Ten items in pairs", "sections": [{"items": 10, "group": {
          "axis": "horizontal", "count": 2,
          "size": {"width": {"fractionalWidth": 1}, "height": {"fractionalWidth": 0.2}},
          "subitems": [{"size": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}}]}}]}
        """

    /// Runs `ocv render` on the spec with `arguments` (plus `-o`) and returns the written file.
    func render(_ arguments: [String], extension fileExtension: String = "out") throws -> Data {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("ocv-render-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let specPath = directory.appendingPathComponent("pairs.json").path
        try Data(Self.spec.utf8).write(to: URL(fileURLWithPath: specPath))
        let output = directory.appendingPathComponent("picture.\(fileExtension)").path
        var command = try Render.parseAsRoot([specPath, "--width", "100"] + arguments + ["-o", output])
        try command.run()
        return try Data(contentsOf: URL(fileURLWithPath: output))
    }

    func renderText(_ arguments: [String]) throws -> String {
        String(decoding: try render(arguments), as: UTF8.self)
    }

    @Test func offsetChoosesWhichCellsAreDrawn() throws {
        // Canvas y 45…75 meets rows 2 (y 40…60) and 3 (y 60…80): items 4…7. Rows 0–1 end at 40, row 4 starts at 80.
        let svg = try renderText(["--height", "30", "--offset", "45"])
        #expect(svg.contains(#"viewBox="0 45 100 30""#))
        for item in 4...7 { #expect(svg.contains(#"data-index="0-\#(item)""#), "item \(item)") }
        for item in [0, 1, 2, 3, 8, 9] { #expect(!svg.contains(#"data-index="0-\#(item)""#), "item \(item)") }
    }

    /// The frame table lists what the screen shows at the offset: the same items 4…7 as the SVG above, at their
    /// content frames (item 4: x 0, y 2 × 20 = 40, 50 × 20), then the content size (100 × 5 rows × 20 = 100) and
    /// the visible rect. With --whole, every item.
    @Test func textListsTheFramesVisibleAtTheOffset() throws {
        let table = try renderText(["--height", "30", "--offset", "45", "--format", "text"])
        let cells = table.split(separator: "\n").filter { $0.hasPrefix("cell") }
        #expect(cells.map { $0.contains("[0, 4]") || $0.contains("[0, 5]") || $0.contains("[0, 6]") || $0.contains("[0, 7]") } == [true, true, true, true])
        let item4 = try #require(cells.first { $0.contains("[0, 4]") })
        #expect(item4.split(separator: " ").suffix(5) == ["0.000", "40.000", "50.000", "20.000", "0"])
        #expect(table.contains("content size: 100.000 × 100.000"))
        #expect(table.contains("visible rect: (0.000, 45.000, 100.000, 30.000)"))
        let top = try renderText(["--height", "30", "--format", "text"])
        #expect(top.split(separator: "\n").filter { $0.hasPrefix("cell") }.count == 4)   // rows 0 and 1 (y 0…40)
        let whole = try renderText(["--height", "30", "--format", "text", "--whole"])
        #expect(whole.split(separator: "\n").filter { $0.hasPrefix("cell") }.count == 10)
        #expect(!whole.contains("visible rect"))
    }

    /// A newcomer's odd input: each is a clear error naming what is wrong, or, for a negative offset, a picture.
    @Test func oddInputGetsClearErrors() throws {
        // Scrolled 10 pt past the top: rows 0 and 1 (y 0…40) meet the visible rect y −10…20.
        let above = try renderText(["--height", "30", "--offset", "-10", "--format", "text"])
        #expect(above.contains("visible rect: (0.000, -10.000, 100.000, 30.000)"))
        #expect(above.split(separator: "\n").filter { $0.hasPrefix("cell") }.count == 4)
        // Scrolled far past the end: nothing on screen, and the visible rect in exponent form, not 300 digits.
        let far = try renderText(["--height", "30", "--offset", "1e300", "--format", "text"])
        #expect(far.contains("visible rect: (0.000, 1e+300, 100.000, 30.000)"))
        #expect(far.split(separator: "\n").filter { $0.hasPrefix("cell") }.isEmpty)
        // The spec has one section, and it does not scroll orthogonally.
        let orthogonal = #expect(throws: (any Error).self) { try render(["--orthogonal", "0:10"]) }
        #expect(orthogonal.map { String(describing: $0) }?.contains(
            "section 0 does not scroll orthogonally (the spec has 1 sections; none does)") == true)
        // --whole ignores the offset: asking for both is a mistake, not a silent choice.
        #expect(throws: (any Error).self) { try Render.parseAsRoot(["x.json", "--whole", "--offset", "100"]) }
        // Options the chosen format would ignore.
        #expect(throws: (any Error).self) { try Render.parseAsRoot(["x.json", "--columns", "40"]) }
        #expect(throws: (any Error).self) { try Render.parseAsRoot(["x.json", "--no-color", "--format", "text"]) }
        #expect(throws: (any Error).self) { try Render.parseAsRoot(["x.json", "--debug", "--format", "terminal"]) }
        _ = try Render.parseAsRoot(["x.json", "--columns", "40", "--no-color", "--format", "terminal"])
        _ = try Render.parseAsRoot(["x.json", "--debug", "--format", "png"])
        // Below scale 1 frames round to nothing.
        #expect(throws: (any Error).self) { try Render.parseAsRoot(["x.json", "--scale", "0.001"]) }
        #expect(throws: (any Error).self) { try Render.parseAsRoot(["x.json", "--height", "1e-300"]) }
        // Files: a missing output folder, a folder as the spec, a missing spec.
        let folder = FileManager.default.temporaryDirectory.path
        let spec = folder + "/ocv-pairs-\(UUID().uuidString).json"
        try Data(Self.spec.utf8).write(to: URL(fileURLWithPath: spec))
        defer { try? FileManager.default.removeItem(atPath: spec) }
        var command = try Render.parseAsRoot([spec, "-o", "/nonexistent-ocv/dir/x.svg"])
        let missingFolder = #expect(throws: SpecFileError.self) { try command.run() }
        #expect(missingFolder?.description == "cannot write /nonexistent-ocv/dir/x.svg: there is no folder /nonexistent-ocv/dir")
        command = try Render.parseAsRoot([folder])
        let isFolder = #expect(throws: SpecFileError.self) { try command.run() }
        #expect(isFolder?.description == "\(folder) is a folder, not a file")
        command = try Render.parseAsRoot(["/nonexistent-ocv/spec.json"])
        let missing = #expect(throws: SpecFileError.self) { try command.run() }
        #expect(missing?.description == "/nonexistent-ocv/spec.json: no such file")
    }

    /// The gallery written over a file, or under one: an error naming the path, not Foundation's error dump.
    @Test func galleryFolderProblemsAreNamed() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("ocv-file-\(UUID().uuidString)").path
        try Data("x".utf8).write(to: URL(fileURLWithPath: file))
        defer { try? FileManager.default.removeItem(atPath: file) }
        var command = try GalleryCommand.parseAsRoot(["-o", file, "--only", "badges"]) as! GalleryCommand
        let overFile = #expect(throws: SpecFileError.self) { try command.run() }
        #expect(overFile?.description == "\(file) is a file, not a folder")
        command = try GalleryCommand.parseAsRoot(["-o", file + "/gallery", "--only", "badges"]) as! GalleryCommand
        let underFile = #expect(throws: SpecFileError.self) { try command.run() }
        #expect(underFile?.description.hasPrefix("cannot make the folder \(file)/gallery: ") == true)
    }

    @Test func rightToLeftMirrorsTheFirstColumn() throws {
        // LTR item 0 is x 0…50; mirrored in the 100-pt width it is x 100 − 50 = 50…100: the placeholder, inset by
        // 0.25 pt, starts at x 50.25 and its label is centred at x 75. Item 1 moves to x 0…50 (placeholder x 0.25).
        let ltr = try renderText(["--height", "20"])
        let rtl = try renderText(["--height", "20", "--rtl"])
        #expect(cellLines(ltr, item: 0).contains(#"<rect x="0.25" y="0.25" width="49.5""#))
        #expect(cellLines(rtl, item: 0).contains(#"<rect x="50.25" y="0.25" width="49.5""#))
        #expect(cellLines(rtl, item: 0).contains(#"<text x="75""#))
        #expect(cellLines(rtl, item: 1).contains(#"<rect x="0.25" y="0.25" width="49.5""#))
    }

    /// The `<g>` of cell 0-`item` through its closing tag.
    func cellLines(_ svg: String, item: Int) -> String {
        guard let start = svg.range(of: #"data-index="0-\#(item)""#),
            let end = svg.range(of: "</g>", range: start.upperBound..<svg.endIndex)
        else { return "" }
        return String(svg[start.lowerBound..<end.upperBound])
    }

    @Test func htmlPageHoldsTheTitleDescriptionSpecAndPicture() throws {
        let html = try renderText(["--height", "40", "--format", "html"])
        #expect(html.contains("<svg"))
        #expect(html.contains("Pairs"))
        #expect(html.contains("Ten items in pairs"))
        #expect(html.contains("100 × 40 pt"))
        // The spec is on the page as code (quotes may be escaped): its count key is there.
        #expect(html.contains("count"))
        #expect(html.contains("fractionalWidth"))
    }

    @Test func terminalPictureDrawsTheVisibleCellsInBoxes() throws {
        let picture = try renderText(["--height", "30", "--offset", "45", "--format", "terminal", "--no-color", "--columns", "20"])
        // 5 pt a column, 10 pt a row: the canvas y 45…75 is 3 rows. Cells 20 pt (2 rows) tall are too small for
        // borders, so each is its label: items 4 and 5 (y 40…60) on the first row, 6 and 7 (y 60…80) on the second.
        let lines = picture.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.count >= 2)
        #expect(lines.first?.contains("0·4") == true && lines.first?.contains("0·5") == true)
        #expect(lines.dropFirst().first?.contains("0·6") == true && lines.dropFirst().first?.contains("0·7") == true)
        for item in [0, 1, 2, 3, 8, 9] { #expect(!picture.contains("0·\(item)"), "item \(item)") }
        #expect(!picture.contains("\u{1B}["), "--no-color leaves out ANSI escapes")
        let coloured = try renderText(["--height", "30", "--offset", "45", "--format", "terminal", "--columns", "20", "--color", "always"])
        #expect(coloured.contains("\u{1B}["))
        // A file is not a terminal: the default (auto) leaves colour out, as --color never does.
        for mode in [[], ["--color", "auto"], ["--color", "never"]] {
            let plain = try renderText(["--height", "30", "--offset", "45", "--format", "terminal", "--columns", "20"] + mode)
            #expect(plain == picture, "\(mode)")
        }
    }

    @Test func colorOptionsAreCheckedAgainstEachOther() throws {
        #expect(throws: (any Error).self) { try Render.parseAsRoot(["x.json", "--color", "always"]) }   // not terminal
        #expect(throws: (any Error).self) {
            try Render.parseAsRoot(["x.json", "--format", "terminal", "--no-color", "--color", "always"])
        }
        #expect(throws: (any Error).self) { try Render.parseAsRoot(["x.json", "--format", "terminal", "--color", "blue"]) }
        let both = try #require(try Render.parseAsRoot(["x.json", "--format", "terminal", "--no-color", "--color", "never"]) as? Render)
        #expect(both.colorChoice == .never)
        let standard = try #require(try Render.parseAsRoot(["x.json", "--format", "terminal"]) as? Render)
        #expect(standard.colorChoice == .auto)
        // To a file, auto never colours; always does, whatever NO_COLOR says.
        let toFile = try #require(try Render.parseAsRoot(["x.json", "--format", "terminal", "-o", "/tmp/x.txt"]) as? Render)
        #expect(toFile.usesColor(environment: [:]) == false)
        let always = try #require(
            try Render.parseAsRoot(["x.json", "--format", "terminal", "--color", "always", "-o", "/tmp/x.txt"]) as? Render)
        #expect(always.usesColor(environment: ["NO_COLOR": "1"]) == true)
    }

    @Test func pngIsWrittenAtTheScaleOrTheErrorSaysHowToGetChromium() throws {
        guard PNGExport.chromium() != nil else {
            #expect {
                _ = try render(["--height", "30", "--format", "png", "--scale", "2"], extension: "png")
            } throws: { error in
                String(describing: error).contains("apt-get install -y chromium")
            }
            return
        }
        // 100 × 30 pt at 2 pixels a point: 200 × 60 pixels.
        let png = try render(["--height", "30", "--format", "png", "--scale", "2"], extension: "png")
        #expect(png.count > 24)
        #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        // IHDR: length (4), "IHDR" (4), then width and height as big-endian 32-bit integers at bytes 16 and 20.
        let bytes = Array(png)
        func bigEndian(_ offset: Int) -> Int { bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        #expect(String(decoding: bytes[12..<16], as: UTF8.self) == "IHDR")
        #expect(bigEndian(16) == 200)
        #expect(bigEndian(20) == 60)
    }

    @Test func scaleOutOfRangeIsRefused() {
        #expect(throws: (any Error).self) { _ = try Render.parseAsRoot(["x.json", "--scale", "0"]) }
        #expect(throws: (any Error).self) { _ = try Render.parseAsRoot(["x.json", "--scale", "17"]) }
    }
}
