import Foundation
import Testing
import ViewSystem

/// PNG and JPEG sizes read from headers (semantics V27): sizes in points by scale, and bad input refused with a named
/// error (`ImageHeader.Failure`) or `nil` from UIImage's initialisers, never a crash or an allocation the size of
/// the image. Face-only: `ImageHeader` is the project's.
@Suite struct ImageDecodingFaceOnlyTests {
    /// A PNG's signature and IHDR chunk of `width` × `height` (the rest of a real file does not matter here).
    static func png(width: UInt32, height: UInt32) -> Data {
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
        for value in [width, height] { bytes += [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) } }
        return Data(bytes + [8, 6, 0, 0, 0, 0, 0, 0, 0])
    }

    /// A JPEG: SOI, an APP0 segment of 16 bytes, then SOF0 with `height` and `width`.
    static func jpeg(width: UInt16, height: UInt16) -> Data {
        let app0: [UInt8] = [0xFF, 0xE0, 0, 16] + Array("JFIF".utf8) + [0] + Array(repeating: 0, count: 9)
        let sof: [UInt8] = [0xFF, 0xC0, 0, 17, 8, UInt8(height >> 8), UInt8(height & 0xFF), UInt8(width >> 8), UInt8(width & 0xFF), 3]
        return Data([0xFF, 0xD8] + app0 + sof + Array(repeating: 0, count: 9))
    }

    @Test func pngAndJPEGSizesComeFromTheirHeaders() throws {
        let png = try ImageHeader(Self.png(width: 300, height: 150))
        #expect(png.format == .png && png.pixelWidth == 300 && png.pixelHeight == 150)
        // Past APP0 (2 + 16 bytes after SOI), SOF0 holds height 480 then width 640.
        let jpeg = try ImageHeader(Self.jpeg(width: 640, height: 480))
        #expect(jpeg.format == .jpeg && jpeg.pixelWidth == 640 && jpeg.pixelHeight == 480)
        // 300 × 150 pixels at scale 3: 100 × 50 points.
        let image = try #require(UIImage(data: Self.png(width: 300, height: 150), scale: 3))
        #expect(image.size == CGSize(width: 100, height: 50))
        #expect(UIImage(data: Self.jpeg(width: 640, height: 480))?.size == CGSize(width: 640, height: 480))
    }

    @Test func badInputIsANamedErrorAndNil() {
        let corrupt = Data("not an image at all".utf8)
        #expect(throws: ImageHeader.Failure.unknownFormat) { try ImageHeader(corrupt) }
        #expect(throws: ImageHeader.Failure.truncated) { try ImageHeader(Self.png(width: 1, height: 1).prefix(20)) }
        #expect(throws: ImageHeader.Failure.truncated) { try ImageHeader(Self.jpeg(width: 1, height: 1).prefix(12)) }
        #expect(throws: ImageHeader.Failure.unsupportedSize(width: 100_000, height: 100_000)) {
            try ImageHeader(Self.png(width: 100_000, height: 100_000))
        }
        #expect(throws: ImageHeader.Failure.unsupportedSize(width: 0, height: 10)) { try ImageHeader(Self.png(width: 0, height: 10)) }
        // A JPEG whose segment lengths lead past the end, and one that is all fill bytes.
        #expect(throws: ImageHeader.Failure.truncated) { try ImageHeader(Data([0xFF, 0xD8, 0xFF, 0xE0, 0xFF, 0xFF])) }
        #expect(throws: ImageHeader.Failure.truncated) { try ImageHeader(Data([0xFF, 0xD8] + Array(repeating: 0xFF, count: 1_000))) }
        #expect(UIImage(data: corrupt) == nil)
        #expect(UIImage(data: Self.png(width: 100_000, height: 100_000)) == nil)
        #expect(UIImage(data: Data()) == nil)
    }

    @Test func filesAndBundleResourcesTakeTheirScaleFromTheName() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("ocv-images-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("photo@2x.png")
        try Self.png(width: 200, height: 100).write(to: path)
        #expect(UIImage(contentsOfFile: path.path)?.size == CGSize(width: 100, height: 50))
        #expect(UIImage(contentsOfFile: directory.appendingPathComponent("missing.png").path) == nil)
        let bundle = try #require(Bundle(path: directory.path))
        #expect(UIImage(named: "photo", in: bundle, compatibleWith: nil)?.size == CGSize(width: 100, height: 50))
        #expect(UIImage(named: "absent", in: bundle, compatibleWith: nil) == nil)
    }
}
