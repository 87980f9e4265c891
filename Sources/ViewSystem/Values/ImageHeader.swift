import Foundation

/// The format and pixel size of a PNG or JPEG image, read from its header only (no pixels are decoded, so nothing
/// is allocated in proportion to the image's size).
public struct ImageHeader: Sendable, Hashable {
    /// The encodings read.
    public enum Format: String, Sendable, Hashable {
        case png, jpeg

        /// The MIME type, for a `data:` URL.
        public var mimeType: String { self == .png ? "image/png" : "image/jpeg" }
    }

    /// Why bytes were refused as an image (semantics V27, limits in docs/reliability.md).
    public enum Failure: Error, Sendable, Hashable, CustomStringConvertible {
        /// Neither a PNG nor a JPEG signature.
        case unknownFormat
        /// The header ends before the size, or a segment's length points past the end.
        case truncated
        /// A side of 0 pixels, or over ``ImageHeader/maximumSide``.
        case unsupportedSize(width: Int, height: Int)
        /// More bytes than ``ImageHeader/maximumByteCount``.
        case tooLarge(byteCount: Int)

        public var description: String {
            switch self {
            case .unknownFormat: "UIImage: the data is neither PNG nor JPEG"
            case .truncated: "UIImage: the image header is truncated or corrupt"
            case .unsupportedSize(let width, let height):
                "UIImage: an image of \(width) × \(height) pixels is refused (each side must be 1 to \(ImageHeader.maximumSide))"
            case .tooLarge(let count):
                "UIImage: \(count) bytes is more than the \(ImageHeader.maximumByteCount) an image may have"
            }
        }
    }

    /// The largest side accepted, in pixels (UIKit's own texture limit on current devices is 16,384).
    public static let maximumSide = 16_384
    /// The largest file accepted, in bytes (the image is kept whole to be embedded in drawings).
    public static let maximumByteCount = 32 << 20

    /// The encoding.
    public var format: Format
    /// The width in pixels.
    public var pixelWidth: Int
    /// The height in pixels.
    public var pixelHeight: Int

    /// Reads the header of `data`.
    /// - Throws: ``Failure`` for anything but a well-formed PNG or JPEG header of an accepted size.
    /// - Complexity: O(1) for PNG; for JPEG, O(segments before the frame header).
    public init(_ data: Data) throws(Failure) {
        guard data.count <= Self.maximumByteCount else { throw .tooLarge(byteCount: data.count) }
        let bytes = [UInt8](data.prefix(2))
        let (format, width, height): (Format, Int, Int)
        if bytes == [0x89, 0x50] {
            (width, height) = try Self.pngSize(data)
            format = .png
        } else if bytes == [0xFF, 0xD8] {
            (width, height) = try Self.jpegSize(data)
            format = .jpeg
        } else {
            throw .unknownFormat
        }
        guard (1...Self.maximumSide).contains(width), (1...Self.maximumSide).contains(height) else {
            throw .unsupportedSize(width: width, height: height)
        }
        self.format = format
        pixelWidth = width
        pixelHeight = height
    }

    private static func byte(_ data: Data, _ offset: Int) throws(Failure) -> Int {
        guard offset >= 0, offset < data.count else { throw .truncated }
        return Int(data[data.startIndex + offset])
    }

    private static func bigEndian(_ data: Data, _ offset: Int, count: Int) throws(Failure) -> Int {
        var value = 0
        for index in 0..<count { value = value << 8 | (try byte(data, offset + index)) }
        return value
    }

    /// PNG: the 8-byte signature, then the IHDR chunk whose data starts with the width and height (4 bytes each).
    private static func pngSize(_ data: Data) throws(Failure) -> (Int, Int) {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard data.count >= 24 else { throw .truncated }
        guard [UInt8](data.prefix(8)) == signature, [UInt8](data[data.startIndex + 12..<data.startIndex + 16]) == Array("IHDR".utf8)
        else { throw .unknownFormat }
        return (try bigEndian(data, 16, count: 4), try bigEndian(data, 20, count: 4))
    }

    /// JPEG: segments after the SOI marker, each `FF xx` and a 2-byte length, until a start-of-frame marker (C0–CF
    /// but C4, C8 and CC), whose data holds the precision, then the height and width (2 bytes each).
    private static func jpegSize(_ data: Data) throws(Failure) -> (Int, Int) {
        var offset = 2
        while true {
            guard try byte(data, offset) == 0xFF else { throw .truncated }
            let marker = try byte(data, offset + 1)
            if marker == 0xFF {  // fill bytes before a marker
                offset += 1
                continue
            }
            let length = try bigEndian(data, offset + 2, count: 2)
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                return (try bigEndian(data, offset + 7, count: 2), try bigEndian(data, offset + 5, count: 2))
            }
            guard length >= 2, marker != 0xD9, marker != 0xDA else { throw .truncated }
            offset += 2 + length
        }
    }
}
