import CollectionRendering
import Foundation

extension Gallery {
    /// The README's pictures: (gallery item, view index, file name).
    static let readmePictures: [(item: String, view: Int, file: String)] = [
        ("showcase", 0, "showcase-phone.svg"),
        ("orthogonal-groupPagingCentered", 1, "orthogonal-scrolled.svg"),
        ("pinned-headers", 1, "pinned-headers.svg"),
        ("akhtar-five-column-grid", 0, "five-column-grid.svg"),
    ]

    /// The README's pictures as SVG, named as they are stored under `docs/images/`.
    public static func readmeImages() throws -> [(fileName: String, svg: String)] {
        let items = try Gallery.items()
        return try readmePictures.map { picture in
            guard let item = items.first(where: { $0.name == picture.item }), item.views.indices.contains(picture.view)
            else { preconditionFailure("the README picture \(picture.item) is not in the gallery") }
            let view = item.views[picture.view]
            let scene = try item.scene(view)
            let title = "\(item.spec.title ?? item.name) — \(GalleryItem.caption(view))"
            return (picture.file, SVGRenderer(options: .init(title: title)).render(scene))
        }
    }

    /// The README's pictures of UIKit screens: (screen, device, file name).
    static let readmeScreens: [(screen: String, device: GalleryDevice, file: String)] = [
        ("uikit-list-insetGrouped", .phone, "uikit-inset-grouped-list.svg")
    ]

    /// The README's pictures of UIKit screens drawn through the face, named as stored under `docs/images/`.
    @MainActor
    public static func readmeScreenImages() -> [(fileName: String, svg: String)] {
        readmeScreens.map { picture in
            guard let screen = UIKitGallery.all.first(where: { $0.name == picture.screen }) else {
                preconditionFailure("the README picture \(picture.screen) is not in the gallery")
            }
            let title = "\(screen.title) — \(GalleryItem.caption(GalleryView(device: picture.device)))"
            return (picture.file, SVGRenderer(options: .init(title: title)).render(screen.scene(on: picture.device)))
        }
    }
}
