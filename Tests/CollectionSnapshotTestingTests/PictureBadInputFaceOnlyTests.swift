import CollectionRendering
import Foundation
import OpenCollectionView
import OpenCollectionViewRendering
import Testing

/// Hostile sizes and names reach the renderer as a documented fallback (docs/reliability.md, "Pictures"), never a
/// crash or an allocation that grows with the input. Face-only: it reads the renderer's nodes.
@MainActor
@Suite struct PictureBadInputFaceOnlyTests {
    func texts(_ node: RenderNode) -> [RenderText] {
        var found: [RenderText] = []
        if case .text(let text) = node.content { found.append(text) }
        for child in node.children { found += texts(child) }
        return found
    }

    @Test func fontSizesOfZeroAndAMillionDrawAtMostOneLine() {
        for size in [CGFloat(0), 1e6] {
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
            label.font = .systemFont(ofSize: size)
            label.numberOfLines = 0
            label.text = String(repeating: "Long text ", count: 100)
            let lines = (RenderNode(drawing: label).map(texts) ?? []).flatMap(\.lines)
            #expect(lines.count <= 1, "font size \(size): \(lines.count) lines")
        }
    }

    @Test func aSymbolNameOfTenThousandCharactersDrawsThePlaceholder() throws {
        let name = String(repeating: "star.", count: 2_000)
        let imageView = UIImageView(image: UIImage(systemName: name))
        imageView.frame = CGRect(x: 0, y: 0, width: 24, height: 24)
        let node = try #require(RenderNode(drawing: imageView))
        #expect(node.content == .symbol(name: name, tint: .systemBlue))
        #expect(!SymbolShapes.isKnown(name))
    }

    @Test func imageViewsDrawTheirBitmapByContentMode() throws {
        let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8) + [0, 0, 0, 40, 0, 0, 0, 20, 8, 6, 0, 0, 0])
        let imageView = UIImageView(image: UIImage(data: png))
        imageView.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        imageView.contentMode = .scaleAspectFit
        guard case .image(let image) = RenderNode(drawing: imageView)?.content else {
            Issue.record("no bitmap drawn")
            return
        }
        #expect(image.size == CGSize(width: 40, height: 20))
        #expect(image.contentMode == .scaleAspectFit)
        #expect(image.mimeType == "image/png")
        #expect(image.rect(in: imageView.bounds) == CGRect(x: 0, y: 25, width: 100, height: 50))
    }
}
