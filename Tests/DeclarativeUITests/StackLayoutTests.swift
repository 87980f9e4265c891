import DeclarativeUI
import Foundation
import Testing

/// Lays `view` out in `size` and returns the frames of what it draws, back to front.
func frames<V: View>(_ view: V, in size: CGSize) throws -> [CGRect] {
    try ResolvedView(view).layout(in: size).elements.map(\.frame)
}

@Suite("Stacks share their length by flexibility and priority (SUI3)")
struct StackLayoutTests {
    @Test("A spacer between two fixed views takes what they leave, less the spacing")
    func spacerBetweenFixedViews() throws {
        let row = HStack {
            Color.red.frame(width: 50, height: 20)
            Spacer()
            Color.blue.frame(width: 30, height: 10)
        }
        // 200 − 2 × 8 spacing = 184; the fixed views take 50 and 30, the spacer 104. Height max(20, 0, 10) = 20,
        // centred in 100: y = 40; blue centred on the stack's middle: 40 + (20 − 10) / 2 = 45; x = 50 + 8 + 104 + 8.
        #expect(try frames(row, in: CGSize(width: 200, height: 100)) == [
            CGRect(x: 0, y: 40, width: 50, height: 20), CGRect(x: 170, y: 45, width: 30, height: 10),
        ])
    }

    @Test("Equally flexible views share equally; a higher priority is offered first, less lower minimums")
    func layoutPriority() throws {
        let even = HStack(spacing: 0) {
            Color.red.frame(minWidth: 10, maxWidth: 100)
            Color.blue.frame(minWidth: 10, maxWidth: 100)
        }
        // 150 shared: red offered 150 / 2 = 75, blue the remaining 75.
        #expect(try frames(even, in: CGSize(width: 150, height: 10)) == [
            CGRect(x: 0, y: 0, width: 75, height: 10), CGRect(x: 75, y: 0, width: 75, height: 10),
        ])
        let prioritised = HStack(spacing: 0) {
            Color.red.frame(minWidth: 10, maxWidth: 100)
            Color.blue.frame(minWidth: 10, maxWidth: 100).layoutPriority(1)
        }
        // Blue is offered 150 − red's minimum 10 = 140 and takes its maximum 100; red gets the 50 left.
        #expect(try frames(prioritised, in: CGSize(width: 150, height: 10)) == [
            CGRect(x: 0, y: 0, width: 50, height: 10), CGRect(x: 50, y: 0, width: 100, height: 10),
        ])
    }

    @Test("The least flexible child is offered its share first")
    func leastFlexibleFirst() throws {
        let row = HStack(spacing: 10) {
            Color.red
            Color.green.frame(maxWidth: 40)
            Color.blue
        }
        // 200 − 20 = 180. Green (flexibility 40) first: offered 60, takes 40. Red and blue share 140: 70 each.
        #expect(try frames(row, in: CGSize(width: 200, height: 30)) == [
            CGRect(x: 0, y: 0, width: 70, height: 30), CGRect(x: 80, y: 0, width: 40, height: 30),
            CGRect(x: 130, y: 0, width: 70, height: 30),
        ])
    }

    @Test("A vertical stack aligns its children by its horizontal alignment")
    func verticalAlignment() throws {
        let column = VStack(alignment: .leading, spacing: 4) {
            Color.red.frame(width: 60, height: 10)
            Color.blue.frame(width: 20, height: 10)
        }
        // Stack 60 × 24, centred in 100 × 100: origin (20, 38). Both leading.
        #expect(try frames(column, in: CGSize(width: 100, height: 100)) == [
            CGRect(x: 20, y: 38, width: 60, height: 10), CGRect(x: 20, y: 52, width: 20, height: 10),
        ])
        let trailing = VStack(alignment: .trailing, spacing: 0) {
            Color.red.frame(width: 60, height: 10)
            Color.blue.frame(width: 20, height: 10)
        }
        // Stack 60 × 20 at (20, 40); blue's trailing edge on red's: x = 20 + 60 − 20 = 60, y = 40 + 10.
        #expect(try frames(trailing, in: CGSize(width: 100, height: 100))[1] == CGRect(x: 60, y: 50, width: 20, height: 10))
    }

    @Test("An explicit alignment guide moves a child against its siblings")
    func alignmentGuide() throws {
        let column = VStack(alignment: .leading, spacing: 0) {
            Color.red.frame(width: 40, height: 10)
            Color.blue.frame(width: 40, height: 10).alignmentGuide(.leading) { _ in -20 }
        }
        // Blue's leading guide at −20 puts its leading edge 20 right of the line; the stack is 60 wide, centred in
        // 100: x = 20 for red, 40 for blue.
        #expect(try frames(column, in: CGSize(width: 100, height: 20)) == [
            CGRect(x: 20, y: 0, width: 40, height: 10), CGRect(x: 40, y: 10, width: 40, height: 10),
        ])
    }

    @Test("Text baselines align across a horizontal stack")
    func baselineAlignment() throws {
        let row = HStack(alignment: .firstTextBaseline, spacing: 0) {
            Text("hello").font(.system(size: 34))
            Text("hello")
        }
        // Ascenders: 34 × 1950 / 2048 = 32.373…, 17 × 1950 / 2048 = 16.186…; the small text starts 16.186… lower.
        let layout = try ResolvedView(row).layout(in: CGSize(width: 300, height: 100))
        let big = layout.elements[0].frame
        let small = layout.elements[1].frame
        #expect(abs((small.minY - big.minY) - (34.0 - 17.0) * 1950 / 2048) < 1e-9)
        // Widths: "hello" is 2 em (h, e, o 0.5 each; l 0.25 each): 68 and 34.
        #expect(big.width == 68)
        #expect(small.minX - big.minX == 68 && small.width == 34)
    }

    @Test("A ZStack overlays its children on its alignment")
    func zStackOverlay() throws {
        let badge = ZStack(alignment: .topTrailing) {
            Color.gray.frame(width: 80, height: 60)
            Circle().fill(.red).frame(width: 20, height: 20)
        }
        // The stack is 80 × 60, centred in 100 × 100 at (10, 20); the circle's top-trailing corner on its own.
        #expect(try frames(badge, in: CGSize(width: 100, height: 100)) == [
            CGRect(x: 10, y: 20, width: 80, height: 60), CGRect(x: 70, y: 20, width: 20, height: 20),
        ])
    }
}
