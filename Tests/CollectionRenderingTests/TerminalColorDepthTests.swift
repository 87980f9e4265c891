import CollectionRendering
import Foundation
import Testing

/// Terminal pictures follow the terminal's colours: 24-bit, the 256-colour palette, or none.
@Suite struct TerminalColorDepthTests {
    @Test func theEnvironmentSaysWhichColoursTheTerminalHas() {
        #expect(TerminalColorDepth.detect(environment: ["COLORTERM": "truecolor", "TERM": "xterm"]) == .trueColor)
        #expect(TerminalColorDepth.detect(environment: ["COLORTERM": "24bit"]) == .trueColor)
        #expect(TerminalColorDepth.detect(environment: ["TERM": "xterm-256color"]) == .palette256)
        #expect(TerminalColorDepth.detect(environment: ["TERM": "xterm-direct"]) == .trueColor)
        #expect(TerminalColorDepth.detect(environment: ["TERM": "dumb"]) == TerminalColorDepth.none)
        #expect(TerminalColorDepth.detect(environment: [:]) == TerminalColorDepth.none)
    }

    @Test func eachDepthWritesItsEscapes() {
        let frame = CGRect(x: 0, y: 0, width: 40, height: 20)
        let scene = RenderScene(
            canvas: frame, contentSize: frame.size,
            elements: [RenderElement(category: .cell, indexPath: [0, 0], frame: frame)])
        var renderer = TerminalRenderer(columns: 4, usesColor: true)
        // Section 0's placeholder is system blue #007AFF: 24-bit 0;122;255; in the palette, the cube's nearest
        // levels are 0, 135 (122 → level 2) and 255 (level 5): 16 + 36 × 0 + 6 × 2 + 5 = 33.
        #expect(renderer.render(scene).contains("48;2;0;122;255"))
        renderer.colorDepth = .palette256
        let palette = renderer.render(scene)
        #expect(palette.contains("48;5;33"))
        #expect(!palette.contains(";2;"))
        renderer.colorDepth = .none
        #expect(!renderer.render(scene).contains("\u{1B}"))
    }
}
