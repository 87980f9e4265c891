import DeclarativeUI
import Foundation
import Testing

/// A layout written as iOS 16 code writes one: subviews in a row at their ideal sizes, wrapping to a new row when
/// the width runs out.
struct FlowLayout: Layout {
    var spacing: CGFloat = 4

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        rows(in: proposal.width ?? .infinity, subviews).size
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for (index, origin) in rows(in: bounds.width, subviews).origins.enumerated() {
            subviews[index].place(
                at: CGPoint(x: bounds.minX + origin.x, y: bounds.minY + origin.y), anchor: .topLeading,
                proposal: .unspecified)
        }
    }

    private func rows(in width: CGFloat, _ subviews: Subviews) -> (size: CGSize, origins: [CGPoint]) {
        var origins: [CGPoint] = []
        var x: CGFloat = 0
        var y: CGFloat = 0
        var rowHeight: CGFloat = 0
        var widest: CGFloat = 0
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            if x > 0, x + size.width > width {
                x = 0
                y += rowHeight + spacing
                rowHeight = 0
            }
            origins.append(CGPoint(x: x, y: y))
            x += size.width + spacing
            widest = max(widest, x - spacing)
            rowHeight = max(rowHeight, size.height)
        }
        return (CGSize(width: widest, height: y + rowHeight), origins)
    }
}

/// A view whose body contains itself.
struct Forever: View {
    var body: some View {
        VStack { Forever() }
    }
}

@Suite("View builders, custom layouts and bad input (SUI1, SUI12)")
struct BuilderAndLayoutProtocolTests {
    @Test("A custom Layout measures and places its subviews")
    func customLayout() throws {
        let tags = FlowLayout {
            ForEach(0..<5) { _ in Color.blue.frame(width: 30, height: 10) }
        }
        // 100 wide: three tags per row (30 + 4 + 30 + 4 + 30 = 98), the other two on a second row 14 lower.
        // The layout is 98 × 24, centred in 100 × 24 at x = 1.
        #expect(try frames(tags, in: CGSize(width: 100, height: 24)) == [
            CGRect(x: 1, y: 0, width: 30, height: 10), CGRect(x: 35, y: 0, width: 30, height: 10),
            CGRect(x: 69, y: 0, width: 30, height: 10), CGRect(x: 1, y: 14, width: 30, height: 10),
            CGRect(x: 35, y: 14, width: 30, height: 10),
        ])
    }

    @Test("Conditionals, optionals, groups and ForEach build the views they say")
    func builders() throws {
        let showsBadge = false
        let subtitle: String? = "b"
        let view = VStack(spacing: 0) {
            if showsBadge { Color.red.frame(width: 10, height: 10) } else { Color.green.frame(width: 20, height: 10) }
            if let subtitle { Text(subtitle) }
            Group {
                Color.blue
                Color.blue
            }
            .frame(width: 5, height: 5)
            ForEach(["x", "y"], id: \.self) { _ in EmptyView() }
        }
        let layout = try ResolvedView(view).layout(in: CGSize(width: 100, height: 100))
        // The else branch, the text, and each view of the group framed on its own (a modifier on a group applies to
        // each of its views).
        #expect(layout.elements.count == 4)
        #expect(layout.elements[0].frame.size == CGSize(width: 20, height: 10))
        #expect(layout.elements[1].text?.string == "b")
        #expect(layout.elements[2].frame.size == CGSize(width: 5, height: 5))
        #expect(abs(layout.elements[3].frame.minY - layout.elements[2].frame.maxY) < 1e-9)
    }

    @Test("A body that contains itself stops at the depth limit with a named error")
    func infiniteBody() {
        #expect(throws: ViewLayoutError.bodyRecursionLimit(depth: 200, viewType: "Forever")) {
            _ = try ResolvedView(Forever())
        }
    }

    @Test("NaN and negative frames, and duplicate ForEach identifiers, are named errors")
    func badDimensions() {
        #expect(throws: ViewLayoutError.invalidDimension("frame width", -1)) {
            _ = try ResolvedView(Color.red.frame(width: -1))
        }
        #expect(throws: ViewLayoutError.self) { _ = try ResolvedView(Color.red.frame(height: .nan)) }
        #expect(throws: ViewLayoutError.self) { _ = try ResolvedView(Color.red.frame(minWidth: 20, maxWidth: 10)) }
        #expect(throws: ViewLayoutError.self) { _ = try ResolvedView(Color.red.padding(.infinity)) }
        #expect(throws: ViewLayoutError.duplicateIdentifier("a")) {
            _ = try ResolvedView(VStack { ForEach(["a", "b", "a"], id: \.self) { Text($0) } })
        }
        #expect(throws: ViewLayoutError.self) {
            _ = try ResolvedView(Color.red).sizeThatFits(ProposedViewSize(width: .nan, height: 10))
        }
        #expect(throws: ViewLayoutError.self) { _ = try ResolvedView(Color.red).layout(in: CGSize(width: -5, height: 10)) }
    }

    @Test("State keeps its value across copies of the view; a binding writes through")
    func stateAndBinding() {
        struct Counter: View {
            @State var count = 0
            var body: some View { Text("\(count)") }
        }
        let counter = Counter()
        let copy = counter
        let binding = counter.$count
        binding.wrappedValue = 3
        #expect(copy.count == 3)
    }

    @Test("Foreground styles, fonts and line limits reach the text")
    func environment() throws {
        let view = VStack {
            Text("hello hello hello").lineLimit(1)
            Text("tinted").foregroundStyle(.tint)
        }
        .font(.caption)
        .tint(.orange)
        let layout = try ResolvedView(view).layout(in: CGSize(width: 60, height: 100))
        let first = try #require(layout.elements[0].text)
        // Caption is 12 pt; one line, truncated at 60 points.
        #expect(first.font.pointSize == 12)
        #expect(first.lines.count == 1)
        #expect(first.displayedLines[0].hasSuffix("…"))
        #expect(layout.elements[1].text?.color == Color.orange)
    }
}
