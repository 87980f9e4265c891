import ArgumentParser
import CollectionRendering
import CompositionalLayout
import Foundation
import LayoutData

/// `ocv render SPEC.json`: one picture of a spec.
struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Render a layout spec as SVG, PNG, HTML, a frame table or a terminal picture.",
        discussion: """
            The spec is laid out in a WIDTH × HEIGHT container and drawn at the scroll offset (pinned headers ride \
            it); --whole draws the whole content instead. Examples:

              ocv render examples/grid.json                          # SVG of an iPhone screen on stdout
              ocv render grid.json --width 820 --height 1180 -o grid.svg
              ocv render grid.json --offset 400 --format terminal    # scrolled 400 pt, in the terminal
              ocv render grid.json --orthogonal 1:250 --debug -o g.svg  # section 1 scrolled sideways, overlay on
              ocv render grid.json --format text --offset 400        # the frames on screen at 400 pt, for diffs
              ocv render grid.json --format text --whole             # every frame of the content
              ocv render grid.json --format png --scale 3 -o grid.png  # needs chromium
              ocv render grid.json --format html -o grid.html --time  # a page with the spec; prints the time taken
            """)

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case svg, png, html, text, terminal
    }

    @Argument(help: "The layout spec (JSON, see docs/layout-spec.md).")
    var spec: String

    // Unconditional: `--offset -40` is an offset (scrolled past the top), not a missing value and a flag.
    @Option(parsing: .unconditional, help: "The container's width in points (at least 1).")
    var width: Double = 390

    @Option(parsing: .unconditional, help: "The container's height in points (at least 1).")
    var height: Double = 844

    @Option(parsing: .unconditional, help: "The scroll offset along the layout's scroll axis, in points.")
    var offset: Double = 0

    @Option(
        help: ArgumentHelp(
            "Scroll an orthogonal section: SECTION:OFFSET (repeatable).", valueName: "section:offset"))
    var orthogonal: [String] = []

    @Flag(help: "Lay out right to left (overrides the spec's traits).")
    var rtl = false

    @Option(help: "The display scale (pixels per point) to solve and export at; the spec's, else 3.")
    var scale: Double?

    @Option(
        help: """
            svg, png, html, text or terminal. text is the frame table of what the picture shows: the elements on \
            screen at --offset (and --orthogonal) at their displayed frames, or every element with --whole.
            """)
    var format: Format = .svg

    @Option(name: .shortAndLong, help: "The output file; standard output when absent (PNG: SPEC.png).")
    var output: String?

    @Flag(help: "Draw the whole content instead of the screen at the offset.")
    var whole = false

    @Flag(help: "Draw section frames and insets over the picture (svg, png, html).")
    var debug = false

    @Option(help: "The terminal picture's width in characters (80 by default; with --format terminal).")
    var columns: Int?

    @Option(
        help: """
            ANSI colour in terminal pictures: always, auto (when standard output is a terminal and NO_COLOR is \
            unset or empty) or never (with --format terminal).
            """)
    var color: ColorOption?

    @Flag(help: "The same as --color never.")
    var noColor = false

    /// The colour choice the options make: `--color`, else `never` for `--no-color`, else `auto`.
    var colorChoice: TerminalColorChoice { color?.choice ?? (noColor ? .never : .auto) }

    func validate() throws {
        guard width.isFinite, height.isFinite, width >= 1, height >= 1 else {
            throw ValidationError("--width and --height must be numbers of points of at least 1 (such as 390 and 844)")
        }
        guard offset.isFinite else { throw ValidationError("--offset must be a finite number of points") }
        if whole, offset != 0 {
            throw ValidationError("--whole draws the whole content, so --offset does not apply; use one or the other")
        }
        // Below 1 a pixel is larger than a point: frames round to nothing.
        if let scale, !(scale.isFinite && scale >= 1 && scale <= 16) {
            throw ValidationError("--scale must be between 1 and 16 (for example 2 or 3)")
        }
        if let columns, !(1...1_000).contains(columns) {
            throw ValidationError("--columns must be between 1 and 1000")
        }
        // Options another format would ignore are mistakes to point out, not to drop silently.
        if format != .terminal, columns != nil || noColor || color != nil {
            throw ValidationError("--columns, --color and --no-color shape terminal pictures: add --format terminal")
        }
        if noColor, let color, color != .never {
            throw ValidationError("--no-color and --color \(color.rawValue) contradict each other: give one")
        }
        if debug, format == .text || format == .terminal {
            throw ValidationError("--debug draws its overlay on pictures (svg, png, html), not on --format \(format.rawValue)")
        }
        _ = try orthogonalOffsets()
    }

    /// `--orthogonal 1:250` → section 1 at 250 pt along its scrolling axis.
    func orthogonalOffsets() throws -> [Int: Double] {
        var offsets: [Int: Double] = [:]
        for value in orthogonal {
            let parts = value.split(separator: ":")
            guard parts.count == 2, let section = Int(parts[0]), section >= 0, let offset = Double(parts[1]),
                offset.isFinite
            else { throw ValidationError("--orthogonal takes SECTION:OFFSET, such as 1:250 (got \"\(value)\")") }
            offsets[section] = offset
        }
        return offsets
    }

    @Flag(name: .customLong("time"), help: "Print on standard error how long decoding, solving and drawing took.")
    var reportsTime = false

    func run() throws {
        let start = Date()
        defer {
            if reportsTime {
                printError(String(format: "ocv render: %.1f ms (decode, solve, draw, write)", Date().timeIntervalSince(start) * 1000))
            }
        }
        var spec = try loadSpec()
        if rtl { spec.traits = with(spec.traits ?? TraitsSpec()) { $0.layoutDirection = .rightToLeft } }
        if let scale { spec.traits = with(spec.traits ?? TraitsSpec()) { $0.displayScale = scale } }
        let solution = try spec.solve(width: width, height: height)
        if format == .text {
            let table =
                whole
                ? frameTable(for: solution)
                : frameTable(for: solution, visibleIn: screen(of: spec), orthogonalOffsets: try orthogonalPoints(solution))
            try emit(table + "\n", to: output)
            return
        }
        let scene = try makeScene(spec: spec, solution: solution)
        let name = URL(fileURLWithPath: self.spec).deletingPathExtension().lastPathComponent
        let svg = SVGRenderer(options: .init(showsDebugOverlay: debug, title: spec.title ?? name)).render(scene)
        let unknown = scene.unknownSymbolNames
        if !unknown.isEmpty {
            printError("warning: SF Symbol names drawn as placeholders: \(unknown.joined(separator: ", "))")
        }
        switch format {
        case .svg: try emit(svg, to: output)
        case .terminal:
            var renderer = TerminalRenderer(columns: columns ?? 80, usesColor: usesColor())
            renderer.colorDepth = colorDepth()
            try emit(renderer.render(scene) + "\n", to: output)
        case .html:
            let entry = HTMLEntry(
                identifier: name, title: spec.title ?? name, description: spec.description ?? "", group: "Render",
                figures: [HTMLFigure(caption: "\(Int(width)) × \(Int(height)) pt", svg: svg, identifier: name)],
                code: String(decoding: spec.encoded(), as: UTF8.self))
            try emit(HTMLPage(title: spec.title ?? name, introduction: "Rendered by ocv.", entries: [entry]).render(), to: output)
        case .png:
            let destination = output ?? name + ".png"
            let canvas = scene.canvas
            try PNGExport.write(
                svg: svg, width: Int(canvas.width.rounded(.up)), height: Int(canvas.height.rounded(.up)),
                scale: Double(scene.displayScale), to: URL(fileURLWithPath: destination))
            printError("wrote \(destination) (\(Int(canvas.width)) × \(Int(canvas.height)) pt at \(scene.displayScale)x)")
        case .text: break
        }
    }

    /// Whether the terminal picture is coloured: a file (`-o`) is never a terminal.
    func usesColor(environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
        let toStandardOutput = output == nil || output == "-"
        return colorChoice.usesColor(
            outputIsTerminal: toStandardOutput && isatty(STDOUT_FILENO) == 1, environment: environment)
    }

    /// The terminal's colours (24-bit, 256 or none, from `COLORTERM` and `TERM`); `--color always` never means none.
    func colorDepth(environment: [String: String] = ProcessInfo.processInfo.environment) -> TerminalColorDepth {
        let detected = TerminalColorDepth.detect(environment: environment)
        return colorChoice == .always && detected == .none ? .trueColor : detected
    }

    private func loadSpec() throws -> LayoutSpec {
        do {
            return try LayoutSpec.decode(readFile(spec))
        } catch let error as SpecError {
            // A problem in the file, not in the command line: no usage text after it.
            throw SpecFileError(description: "\(spec): \(error)")
        }
    }

    private func makeScene(spec: LayoutSpec, solution: LayoutSolution) throws -> RenderScene {
        let canvas = whole ? CGRect(origin: .zero, size: solution.contentSize) : screen(of: spec)
        return RenderScene(
            layout: solution, canvas: canvas, orthogonalOffsets: try orthogonalPoints(solution),
            traits: spec.layoutTraits, content: spec.content(for:))
    }

    /// The container at the scroll offset, along the spec's scroll axis.
    private func screen(of spec: LayoutSpec) -> CGRect {
        let horizontal = spec.configuration?.scrollDirection == .horizontal
        return CGRect(x: horizontal ? offset : 0, y: horizontal ? 0 : offset, width: width, height: height)
    }

    /// `--orthogonal` as points along each section's own scrolling axis; a section that does not scroll
    /// orthogonally is an error that lists those that do.
    func orthogonalPoints(_ solution: LayoutSolution) throws -> [Int: CGPoint] {
        var points: [Int: CGPoint] = [:]
        for (section, offset) in try orthogonalOffsets() {
            guard let axis = solution.orthogonalGeometry(forSection: section)?.axis else {
                let scrolling = (0..<solution.numberOfSections).filter { solution.orthogonalGeometry(forSection: $0) != nil }
                let which = scrolling.isEmpty ? "none does" : "those that do: " + scrolling.map(String.init).joined(separator: ", ")
                throw ValidationError(
                    "--orthogonal \(section):…: section \(section) does not scroll orthogonally (the spec has "
                        + "\(solution.numberOfSections) sections; \(which))")
            }
            points[section] = axis == .horizontal ? CGPoint(x: offset, y: 0) : CGPoint(x: 0, y: offset)
        }
        return points
    }
}

/// `value` changed by `change`.
func with<T>(_ value: T, _ change: (inout T) -> Void) -> T {
    var copy = value
    change(&copy)
    return copy
}

/// A spec file that cannot be used, reported as `Error: FILE: PATH: problem` without the command's usage.
struct SpecFileError: Error, CustomStringConvertible {
    let description: String
}

extension Render {
    /// `--color`'s values: ``TerminalColorChoice``'s, spelt for the command line.
    enum ColorOption: String, ExpressibleByArgument, CaseIterable {
        case always, auto, never

        var choice: TerminalColorChoice {
            switch self {
            case .always: .always
            case .auto: .auto
            case .never: .never
            }
        }
    }
}
