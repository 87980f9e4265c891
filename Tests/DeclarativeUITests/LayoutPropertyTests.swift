import DeclarativeUI
import Foundation
import PropertyBased
import Testing

/// A random view tree of bounded depth: stacks, frames, padding, spacers, text and shapes.
struct RandomTree {
    var seed: UInt64

    private mutating func next() -> UInt64 {
        seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return seed >> 33
    }

    mutating func view(depth: Int) -> AnyView {
        let choice = depth >= 3 ? Int(next() % 4) : Int(next() % 9)
        switch choice {
        case 0: return AnyView(Text(String(repeating: "word ", count: Int(next() % 6))))
        case 1: return AnyView(Color.red)
        case 2: return AnyView(Spacer(minLength: CGFloat(next() % 20)))
        case 3: return AnyView(Image(systemName: "star"))
        case 4: return AnyView(HStack { view(depth: depth + 1); view(depth: depth + 1); view(depth: depth + 1) })
        case 5: return AnyView(VStack(alignment: .leading) { view(depth: depth + 1); view(depth: depth + 1) })
        case 6: return AnyView(view(depth: depth + 1).padding(CGFloat(next() % 12)))
        case 7:
            return AnyView(view(depth: depth + 1).frame(maxWidth: next() % 2 == 0 ? .infinity : CGFloat(next() % 200)))
        default: return AnyView(ZStack { view(depth: depth + 1); view(depth: depth + 1).layoutPriority(1) })
        }
    }
}

@Suite("Layout of generated view trees")
struct LayoutPropertyTests {
    @Test("Sizes are never negative or NaN, and a tree fits a proposal it can shrink to")
    func generatedTrees() async {
        await propertyCheck(count: 200, input: Gen.uint64(in: 0...UInt64.max), Gen.int(in: 0...400)) { seed, width in
            var generator = RandomTree(seed: seed)
            let tree = generator.view(depth: 0)
            guard let resolved = try? ResolvedView(tree) else { return }
            let size = CGSize(width: CGFloat(width), height: 300)
            guard let layout = try? resolved.layout(in: size) else {
                Issue.record("a valid size was rejected")
                return
            }
            for element in layout.elements {
                let frame = element.frame
                #expect(!frame.width.isNaN && !frame.height.isNaN && frame.width >= 0 && frame.height >= 0)
                #expect(frame.minX.isFinite && frame.minY.isFinite)
            }
            let chosen = layout.size
            #expect(chosen.width >= 0 && chosen.height >= 0 && !chosen.width.isNaN && !chosen.height.isNaN)
            // The same proposal gives the same size (layout is a function of the proposal).
            #expect((try? resolved.sizeThatFits(ProposedViewSize(size))) == chosen)
        }
    }

    @Test("Stacks of flexible children never exceed the width proposed")
    func flexibleChildrenStayInside() async {
        await propertyCheck(input: Gen.int(in: 1...8), Gen.int(in: 0...500)) { count, width in
            let row = HStack(spacing: 0) { ForEach(0..<count) { _ in Color.red } }
            let layout = try? ResolvedView(row).layout(in: CGSize(width: CGFloat(width), height: 20))
            for element in layout?.elements ?? [] {
                #expect(element.frame.minX >= -1e-9 && element.frame.maxX <= CGFloat(width) + 1e-9)
            }
        }
    }
}
