import DeclarativeUI
import Foundation
import Testing

@Suite("Frames, padding, fixed size and decorations (SUI4–SUI8)")
struct ModifierLayoutTests {
    @Test("A flexible frame fills the proposal up to its maximum and aligns its child")
    func flexibleFrame() throws {
        let view = Color.red.frame(width: 40, height: 20).frame(maxWidth: .infinity, alignment: .leading)
        // Width: proposed 300 > child 40 with only a maximum → min(300, ∞) = 300. Height: no bounds → child's 20,
        // centred in 100 → y = 40. The child sits at the leading edge.
        #expect(try frames(view, in: CGSize(width: 300, height: 100)) == [CGRect(x: 0, y: 40, width: 40, height: 20)])
        let bounded = Color.red.frame(minWidth: 50, maxWidth: 120, minHeight: 10, maxHeight: 30)
        // Both bounds on each axis: the proposal clamped, 300 → 120 and 100 → 30.
        #expect(try ResolvedView(bounded).sizeThatFits(ProposedViewSize(width: 300, height: 100)) == CGSize(width: 120, height: 30))
        #expect(try ResolvedView(bounded).sizeThatFits(.zero) == CGSize(width: 50, height: 10))
    }

    @Test("A minimum frame grows a smaller child; a fixed frame ignores the proposal")
    func minimumAndFixedFrames() throws {
        let text = Text("hello").frame(minWidth: 100)
        // "hello" is 34 wide; the minimum makes the frame 100, the text centred: x = 33.
        let layout = try ResolvedView(text).layout(in: CGSize(width: 100, height: 40))
        #expect(layout.size.width == 100)
        #expect(layout.elements[0].frame.minX == 33)
        #expect(try ResolvedView(Color.red.frame(width: 500, height: 5)).sizeThatFits(.zero) == CGSize(width: 500, height: 5))
    }

    @Test("Padding proposes less and adds its insets back")
    func padding() throws {
        let padded = Color.red.padding().padding(.horizontal, 4)
        // 100 − 2 × 4 − 2 × 16 = 60 wide, 50 − 32 = 18 tall, at (20, 16).
        #expect(try frames(padded, in: CGSize(width: 100, height: 50)) == [CGRect(x: 20, y: 16, width: 60, height: 18)])
    }

    @Test("Fixed size gives text its ideal width however narrow the proposal")
    func fixedSize() throws {
        let wrapped = try ResolvedView(Text("hello hello")).sizeThatFits(ProposedViewSize(width: 40, height: nil))
        // At 40 points the two words wrap: two lines of 34, 2 × 20.333 = 40.667 tall.
        #expect(wrapped.width == 34)
        #expect(abs(wrapped.height - 122.0 / 3) < 1e-9)
        let fixed = try ResolvedView(Text("hello hello").fixedSize()).sizeThatFits(ProposedViewSize(width: 40, height: nil))
        // Unwrapped: 2 + 0.25 + 2 em = 4.25 × 17 = 72.25, rounded up to 72.333 (whole pixels at scale 3).
        #expect(abs(fixed.width - 217.0 / 3) < 1e-9)
        #expect(abs(fixed.height - 61.0 / 3) < 1e-9)
    }

    @Test("A background is offered its content's size; an overlay draws on top")
    func backgroundAndOverlay() throws {
        let card = Color.red.frame(width: 40, height: 20)
            .padding(10)
            .background(RoundedRectangle(cornerRadius: 8).fill(.gray))
            .overlay(alignment: .bottomTrailing) { Color.blue.frame(width: 5, height: 5) }
        // Content 60 × 40 centred in 100 × 100 at (20, 30); the background first, then the content, then the overlay
        // at the bottom-trailing corner.
        let layout = try ResolvedView(card).layout(in: CGSize(width: 100, height: 100))
        #expect(layout.elements.map(\.frame) == [
            CGRect(x: 20, y: 30, width: 60, height: 40), CGRect(x: 30, y: 40, width: 40, height: 20),
            CGRect(x: 75, y: 65, width: 5, height: 5),
        ])
        #expect(layout.elements[0].shape?.kind == .roundedRectangle(cornerRadius: 8))
    }

    @Test("Opacity multiplies, offset moves without layout, clip shapes apply to descendants")
    func drawingModifiers() throws {
        let view = HStack(spacing: 0) {
            Color.red.frame(width: 10, height: 10).offset(x: 5, y: -5).opacity(0.5)
            Color.blue.frame(width: 10, height: 10)
        }
        .opacity(0.5)
        .cornerRadius(4)
        let layout = try ResolvedView(view).layout(in: CGSize(width: 20, height: 10))
        #expect(layout.elements.map(\.frame) == [
            CGRect(x: 5, y: -5, width: 10, height: 10), CGRect(x: 10, y: 0, width: 10, height: 10),
        ])
        #expect(layout.elements.map { $0.opacity } == [0.25, 0.5])
        #expect(layout.elements[1].clip == PlacedClip(rect: CGRect(x: 0, y: 0, width: 20, height: 10), shape: .roundedRectangle(cornerRadius: 4)))
    }

    @Test("An aspect ratio fits inside the proposal or fills it")
    func aspectRatio() throws {
        let fit = Color.red.aspectRatio(2, contentMode: .fit)
        // 100 × 100: the widest 2:1 inside is 100 × 50.
        #expect(try ResolvedView(fit).sizeThatFits(ProposedViewSize(width: 100, height: 100)) == CGSize(width: 100, height: 50))
        let fill = Color.red.aspectRatio(2, contentMode: .fill)
        // Covering 100 × 100 at 2:1: 200 × 100.
        #expect(try ResolvedView(fill).sizeThatFits(ProposedViewSize(width: 100, height: 100)) == CGSize(width: 200, height: 100))
    }

    @Test("A symbol is 20/17 of its font's size; resizable images take the proposal")
    func images() throws {
        // Body (17 pt): 20 × 20; large scale: 20 × 1.29 = 25.8 → 25.667 (77 pixels at scale 3).
        #expect(try ResolvedView(Image(systemName: "star")).sizeThatFits(.unspecified) == CGSize(width: 20, height: 20))
        let large = try ResolvedView(Image(systemName: "star").imageScale(.large)).sizeThatFits(.unspecified)
        #expect(abs(large.width - 77.0 / 3) < 1e-9)
        let resized = Image(systemName: "star").resizable().aspectRatio(contentMode: .fit).frame(width: 40, height: 30)
        // The symbol's own ratio 1:1 fitted into 40 × 30: 30 × 30, centred: x = 5.
        #expect(try frames(resized, in: CGSize(width: 40, height: 30)) == [CGRect(x: 5, y: 0, width: 30, height: 30)])
    }
}
