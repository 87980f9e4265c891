import CompositionalLayout
import Foundation

/// Draws a ``RenderScene`` as SVG, byte for byte the same for the same scene.
///
/// Elements are drawn back to front at their frames; an element of an orthogonal section is clipped to the
/// section's scrolling region; an element without content is a placeholder (cells filled with their section's
/// colour and labelled `section·item`, supplementaries outlined and labelled with their kind, decorations
/// tinted); a hidden element draws nothing. Selection tints the element and the focused item gets a focus ring. The debug overlay outlines each
/// section's frame and shades the area between it and the section's cells (insets and boundary
/// supplementaries), as Xcode's view debugger does.
public struct SVGRenderer: Sendable {
    /// Drawing options.
    public struct Options: Sendable, Hashable {
        /// Draws section frames and insets over the elements, and outlines the hidden elements.
        public var showsDebugOverlay: Bool
        /// The document's `<title>`, for accessibility and the browser's tooltip.
        public var title: String?
        /// The font family list written on the root element.
        public var fontFamily: String
        /// Put before every id the document defines (its clip paths): documents inlined in one HTML page share
        /// one id space, so each needs its own prefix there (a clip path found in another figure clips wrongly).
        public var identifierPrefix: String

        /// Apple's system font where it exists, else Liberation Sans (Debian's `fonts-liberation`, metric-compatible
        /// with Arial), with Noto Color Emoji (`fonts-noto-color-emoji`) for emoji; `.ci/run` installs both.
        public static let systemFontFamily =
            "-apple-system, 'SF Pro Text', 'Helvetica Neue', Helvetica, Arial, 'Liberation Sans', 'DejaVu Sans', "
            + "'Noto Color Emoji', sans-serif"

        /// Creates options: no overlay, no title, the system font stack, ids without a prefix.
        public init(
            showsDebugOverlay: Bool = false, title: String? = nil,
            fontFamily: String = Self.systemFontFamily,
            identifierPrefix: String = ""
        ) {
            self.showsDebugOverlay = showsDebugOverlay
            self.title = title
            self.fontFamily = fontFamily
            self.identifierPrefix = identifierPrefix
        }
    }

    /// The options this renderer draws with.
    public var options: Options

    /// A renderer with `options`.
    public init(options: Options = Options()) {
        self.options = options
    }

    /// The SVG document of `scene`, sized in points (one user unit per point).
    /// - Complexity: O(elements + nodes).
    public func render(_ scene: RenderScene) -> String {
        var svg = SVGWriter()
        svg.identifierPrefix = options.identifierPrefix
        let canvas = scene.canvas
        svg.open(
            "svg",
            [
                ("xmlns", "http://www.w3.org/2000/svg"), ("width", SVGWriter.number(canvas.width)),
                ("height", SVGWriter.number(canvas.height)),
                ("viewBox", [canvas.minX, canvas.minY, canvas.width, canvas.height].map(SVGWriter.number).joined(separator: " ")),
                ("font-family", options.fontFamily),
                ("direction", scene.layoutDirection == .rightToLeft ? "rtl" : nil),
            ])
        if let title = options.title { svg.element("title", [], text: title) }
        // Symbol names drawn as placeholders are listed once, so that a snapshot's diff shows them (RD22).
        let unknown = scene.unknownSymbolNames
        if !unknown.isEmpty {
            let names = unknown.joined(separator: ", ").replacingOccurrences(of: "--", with: "- -")
            svg.line("<!-- unknown SF Symbols, drawn as placeholders: \(SVGWriter.escaped(names)) -->")
        }
        writeClipPaths(scene, into: &svg)
        svg.empty("rect", [("class", "background")] + SVGWriter.rect(canvas) + SVGWriter.fill(scene.backgroundColor))
        let regions = Self.clipRegions(scene)
        for element in scene.elements where !element.isHidden {
            let clip = element.clipRect.flatMap { regions.firstIndex(of: $0) }
            ElementDrawing(element: element, clipIndex: clip).draw(into: &svg)
        }
        if options.showsDebugOverlay { DebugOverlay(scene: scene).draw(into: &svg) }
        svg.close("svg")
        return svg.text
    }

    /// One `<clipPath>` per distinct orthogonal scrolling region, numbered in order of first use.
    private func writeClipPaths(_ scene: RenderScene, into svg: inout SVGWriter) {
        let regions = Self.clipRegions(scene)
        guard !regions.isEmpty else { return }
        svg.open("defs")
        for (index, region) in regions.enumerated() {
            svg.open("clipPath", [("id", "\(svg.identifierPrefix)clip-\(index)")])
            svg.empty("rect", SVGWriter.rect(region))
            svg.close("clipPath")
        }
        svg.close("defs")
    }

    /// The distinct clip regions of a scene's elements, in order of first use.
    static func clipRegions(_ scene: RenderScene) -> [CGRect] {
        var regions: [CGRect] = []
        for element in scene.elements {
            if let clip = element.clipRect, !regions.contains(clip) { regions.append(clip) }
        }
        return regions
    }
}
