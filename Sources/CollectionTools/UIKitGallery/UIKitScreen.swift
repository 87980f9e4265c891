import CollectionRendering
import Foundation
import OpenCollectionView
import OpenCollectionViewRendering

/// A collection view made by UIKit code, and what keeps its data source alive while it is drawn.
@MainActor
public final class ScreenHost {
    public let collectionView: UICollectionView
    let retained: [AnyObject]

    public init(_ collectionView: UICollectionView, retaining retained: [AnyObject]) {
        self.collectionView = collectionView
        self.retained = retained
    }
}

/// A gallery entry drawn through the UIKit face: a screen written as an iOS developer writes it (layout,
/// registrations, diffable data source), drawn by `OpenCollectionViewRendering` with its views' content.
public struct UIKitScreen: Sendable {
    /// A short unique name (figure ids and anchors).
    public var name: String
    public var title: String
    public var description: String
    /// The Swift code shown beside the picture: the lines the builder runs, written out from the same options.
    public var code: String
    /// The devices the screen is drawn on.
    public var devices: [GalleryDevice]
    /// Makes the screen in a window of the given size.
    public var make: @MainActor @Sendable (CGSize) -> ScreenHost

    public init(
        name: String, title: String, description: String, code: String,
        devices: [GalleryDevice] = [.phone, .tablet], make: @escaping @MainActor @Sendable (CGSize) -> ScreenHost
    ) {
        self.name = name
        self.title = title
        self.description = description
        self.code = code
        self.devices = devices
        self.make = make
    }

    /// The scene the screen shows on `device`, at rest, in `userInterfaceStyle` (light by default).
    @MainActor
    public func scene(on device: GalleryDevice, userInterfaceStyle: UIUserInterfaceStyle = .light) -> RenderScene {
        // The screen without a window: no safe area, as the spec gallery draws layouts (the safe area only pads the
        // top and bottom of a vertically scrolling collection view).
        let host = make(device.size)
        host.collectionView.frame = CGRect(origin: .zero, size: device.size)
        host.collectionView.layoutIfNeeded()
        var scene = RenderScene(host.collectionView, userInterfaceStyle: userInterfaceStyle)
        // Cut the canvas to the content where the content is shorter than the screen.
        let content = host.collectionView.contentSize
        if content.height > 0, content.width <= device.size.width {
            scene.canvas.size.height = min(scene.canvas.height, content.height - scene.canvas.minY)
        }
        return scene
    }

    /// The HTML entry: per device, a light and a dark figure side by side; the code beside them.
    @MainActor
    public func entry(group: String) -> HTMLEntry {
        let styles: [(UIUserInterfaceStyle, String)] = [(.light, "light"), (.dark, "dark")]
        let figures = devices.enumerated().flatMap { index, device in
            styles.map { style, styleName in
                let caption = GalleryItem.caption(GalleryView(device: device)) + " · \(styleName)"
                let identifier = "\(name)-\(index)" + (style == .dark ? "-dark" : "")
                let options = SVGRenderer.Options(title: "\(title) — \(caption)", identifierPrefix: identifier + "-")
                let svg = SVGRenderer(options: options).render(scene(on: device, userInterfaceStyle: style))
                return HTMLFigure(caption: caption, svg: svg, identifier: identifier)
            }
        }
        return HTMLEntry(
            identifier: name, title: title, description: description, group: group, figures: figures, code: code,
            codeLanguage: "swift")
    }
}
