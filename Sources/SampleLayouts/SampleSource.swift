import Foundation

/// The sample layouts' own source files, so that a gallery can show the code beside its picture without a copy of
/// it. Read from the checkout the module was built from; `nil` where that is gone (a binary moved elsewhere).
public enum SampleSource {
    /// A sample file, by its path in the module.
    public enum File: String, CaseIterable, Sendable {
        case waterfall = "Waterfall/PinterestLayout.swift"
        case carousel = "Carousel/CarouselLayout.swift"

        /// The file's path in the repository.
        public var repositoryPath: String { "Sources/SampleLayouts/" + rawValue }
    }

    /// The text of `file`, or `nil` when the checkout is not there.
    public static func text(of file: File) -> String? {
        let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        return try? String(contentsOf: directory.appendingPathComponent(file.rawValue), encoding: .utf8)
    }
}
