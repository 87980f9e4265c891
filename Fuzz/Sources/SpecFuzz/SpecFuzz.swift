// Arbitrary bytes through the layout-spec decoder, the solver and both renderers: nothing may trap, hang or
// exhaust memory. A SpecError is the named way to refuse input. Seeded with the gallery's specs
// (Fuzz/Corpus/SpecFuzz, written by `swift run gallery -o DIR`, which puts them in DIR/specs).
import CollectionRendering
import Foundation
import LayoutData

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Data(bytes: data, count: size)
    guard let spec = try? LayoutSpec.decode(bytes) else { return 0 }
    _ = spec.encoded()
    for (width, height) in [(390.0, 844.0), (1.0, 1.0)] {
        guard let scene = try? spec.scene(size: CGSize(width: width, height: height), offset: CGPoint(x: 0, y: 120))
        else { continue }
        _ = SVGRenderer(options: .init(showsDebugOverlay: true)).render(scene)
        _ = TerminalRenderer(columns: 40).render(scene)
    }
    return 0
}
