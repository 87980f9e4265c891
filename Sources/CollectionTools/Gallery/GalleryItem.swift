import CollectionRendering
import CompositionalLayout
import Foundation
import LayoutData

/// A screen size a gallery item is drawn at.
public struct GalleryDevice: Sendable, Hashable {
    public var name: String
    public var size: CGSize

    /// An iPhone 12–14 in portrait: 390 × 844 pt.
    public static let phone = GalleryDevice(name: "iPhone", size: CGSize(width: 390, height: 844))
    /// An iPad Air in portrait: 820 × 1180 pt.
    public static let tablet = GalleryDevice(name: "iPad", size: CGSize(width: 820, height: 1180))
}

/// One view of a gallery item: a device, a scroll offset and the offsets of orthogonal sections.
public struct GalleryView: Sendable, Hashable {
    public var device: GalleryDevice
    public var offset: CGPoint
    public var orthogonalOffsets: [Int: CGPoint]
    /// Words for the caption, such as `scrolled to y = 300`.
    public var note: String?

    /// A view of `device` at `offset`.
    public init(device: GalleryDevice, offset: CGPoint = .zero, orthogonalOffsets: [Int: CGPoint] = [:], note: String? = nil) {
        self.device = device
        self.offset = offset
        self.orthogonalOffsets = orthogonalOffsets
        self.note = note
    }
}

/// One entry of the gallery: a spec and the views it is drawn in.
public struct GalleryItem: Sendable {
    /// A short unique name (the figure ids and file names use it).
    public var name: String
    /// The section of the gallery: `Seed articles`, `Features`, ….
    public var group: String
    public var spec: LayoutSpec
    /// How it is drawn; by default at the top of a phone and of a tablet.
    public var views: [GalleryView]
    /// Where the example comes from, when it is from an article.
    public var source: String?

    /// Creates an item drawn in `views`.
    public init(
        name: String, group: String, spec: LayoutSpec, views: [GalleryView] = GalleryItem.phoneAndTablet,
        source: String? = nil
    ) {
        self.name = name
        self.group = group
        self.spec = spec
        self.views = views
        self.source = source
    }

    /// At the top of a phone and of a tablet.
    public static let phoneAndTablet = [GalleryView(device: .phone), GalleryView(device: .tablet)]

    /// The scene of `view`: the device's screen at the view's offset, cut to the content where it is shorter.
    public func scene(_ view: GalleryView) throws(SpecError) -> RenderScene {
        let size = view.device.size
        let solution = try spec.solve(width: size.width, height: size.height)
        let content = solution.contentSize
        let isHorizontal = spec.configuration?.scrollDirection == .horizontal
        let canvas = CGRect(
            x: view.offset.x, y: view.offset.y,
            width: isHorizontal ? min(size.width, max(content.width - view.offset.x, 1)) : size.width,
            height: isHorizontal ? size.height : min(size.height, max(content.height - view.offset.y, 1)))
        return RenderScene(
            layout: solution, canvas: canvas, orthogonalOffsets: view.orthogonalOffsets, traits: spec.layoutTraits,
            content: spec.content(for:))
    }

    /// `iPhone · 390 × 844 pt · scrolled to y = 300`.
    public static func caption(_ view: GalleryView) -> String {
        let size = view.device.size
        return ["\(view.device.name) · \(Int(size.width)) × \(Int(size.height)) pt", view.note].compactMap { $0 }
            .joined(separator: " · ")
    }
}
