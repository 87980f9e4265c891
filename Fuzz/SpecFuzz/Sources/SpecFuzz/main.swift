// Arbitrary bytes through the layout-spec decoder, the solver and both renderers: nothing may trap, hang or
// exhaust memory. A SpecError is the named way to refuse input. Seeded with the gallery's specs
// (Fuzz/Corpus/SpecFuzz, as `swift run gallery -o DIR` writes them to DIR/specs).
//
// SwiftPM links an executable's own `main`, so this one hands control to libFuzzer's driver explicitly
// (`-sanitize=fuzzer` links libFuzzer, which provides `LLVMFuzzerRunDriver`).
import CollectionRendering
import Foundation
import LayoutData

func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
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

@_silgen_name("LLVMFuzzerRunDriver")
func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

var argc = CommandLine.argc
var argv = CommandLine.unsafeArgv
exit(runFuzzerDriver(&argc, &argv) { data, size in fuzzOne(data, size) })
