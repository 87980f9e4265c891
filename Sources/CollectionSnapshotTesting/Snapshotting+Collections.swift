import CollectionRendering
import CompositionalLayout
import Foundation
import OpenCollectionView
import OpenCollectionViewRendering
import SnapshotTesting

extension Snapshotting where Value == UICollectionView, Format == String {
    /// The collection view as it shows now, as SVG (reference files end in `.svg`, so a pull request shows the
    /// picture): `assertSnapshot(of: collectionView, as: .svg)`. Call from the main actor.
    public static var svg: Snapshotting { svg(showsDebugOverlay: false) }

    /// SVG with, optionally, the debug overlay of section frames and insets (and of hidden views), in the
    /// appearance given: `.svg(userInterfaceStyle: .dark)` draws the screen in dark mode (every system and dynamic
    /// colour resolved for dark traits); `.unspecified` draws it as its traits say (light by default).
    public static func svg(
        showsDebugOverlay: Bool = false, userInterfaceStyle: UIUserInterfaceStyle = .unspecified
    ) -> Snapshotting {
        var strategy = SimplySnapshotting.lines.pullback { (view: UICollectionView) in
            MainActor.assumeIsolated {
                let scene = RenderScene(view, userInterfaceStyle: userInterfaceStyle)
                return SVGRenderer(options: .init(showsDebugOverlay: showsDebugOverlay)).render(scene)
            }
        }
        strategy.pathExtension = "svg"
        return strategy
    }

    /// The frame table of every element in the whole content: `assertSnapshot(of: collectionView, as: .frames)`.
    /// Call from the main actor.
    public static var frames: Snapshotting {
        SimplySnapshotting.lines.pullback { (view: UICollectionView) in
            MainActor.assumeIsolated {
                let size = view.contentSize
                let everything = CGRect(x: -10_000, y: -10_000, width: size.width + 20_000, height: size.height + 20_000)
                return frameTable(for: RenderScene.layoutAttributes(of: view, in: everything), contentSize: size)
            }
        }
    }
}

extension Snapshotting where Value == LayoutSolution, Format == String {
    /// The whole content of a solved layout as SVG, placeholders for every element.
    public static var svg: Snapshotting {
        var strategy = SimplySnapshotting.lines.pullback { (solution: LayoutSolution) in
            SVGRenderer().render(RenderScene.wholeContent(of: solution))
        }
        strategy.pathExtension = "svg"
        return strategy
    }

    /// The frame table of a solved layout.
    public static var frames: Snapshotting {
        SimplySnapshotting.lines.pullback { (solution: LayoutSolution) in frameTable(for: solution) }
    }
}

extension Snapshotting where Value == RenderScene, Format == String {
    /// Any scene as SVG.
    public static var svg: Snapshotting {
        var strategy = SimplySnapshotting.lines.pullback { (scene: RenderScene) in SVGRenderer().render(scene) }
        strategy.pathExtension = "svg"
        return strategy
    }

    /// Any scene as a plain terminal picture (no colour), 80 columns wide.
    public static var terminal: Snapshotting {
        SimplySnapshotting.lines.pullback { (scene: RenderScene) in
            TerminalRenderer(columns: 80, usesColor: false).render(scene)
        }
    }
}
