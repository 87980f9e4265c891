import CollectionRendering
import Foundation
import HeadlessCollectionView
import LibraryScreen
import OpenCollectionView
import OpenCollectionViewRendering

/// Draws the collection view with the renderers' `TerminalRenderer`: the visible views as the scene that
/// `OpenCollectionViewRendering` makes of any UIKit screen (`RenderNode(drawing:)`: the views' boxes, their labels'
/// text broken into lines by the text model, their symbols), on white. During an animated update, elements are
/// drawn part of the way from their initial to their final frames.
///
/// The painter redraws only the rows whose views changed since its last picture (`IncrementalTerminalRenderer`):
/// a take changes a few cards, not the screen. Copies of a painter share that memory.
@MainActor
public struct RendererPainter: ScreenPainter {
    /// The last picture, shared by copies (the host and the session hold the painter as a value).
    private let memory = Memory()
    /// The colours the terminal shows (24-bit, 256 or none); the host reads them from the environment.
    public var colorDepth: TerminalColorDepth

    /// A painter writing colours of `colorDepth` (24-bit by default, as the scripted sessions and tests draw).
    public init(colorDepth: TerminalColorDepth = .trueColor) {
        self.colorDepth = colorDepth
    }

    public func lines(
        of collectionView: UICollectionView, columns: Int, rows: Int, color: Bool, progress: CGFloat
    ) -> [String] {
        var renderer = TerminalRenderer(
            columns: columns, cellAspectRatio: TerminalMetrics.pointsPerRow / TerminalMetrics.pointsPerColumn,
            usesColor: color)
        renderer.colorDepth = colorDepth
        renderer.symbolGlyphs = Self.symbolGlyphs
        let scene = scene(of: collectionView, progress: progress)
        return Array(memory.renderer.lines(scene, with: renderer).prefix(rows))
    }

    /// How many rows the last call drew; the others kept their text.
    public var redrawnRowCount: Int { memory.renderer.redrawnRowCount }

    /// The incremental renderer, in a box so that `lines(of:…)` stays non-mutating as ``ScreenPainter`` asks.
    @MainActor private final class Memory {
        var renderer = IncrementalTerminalRenderer()
    }

    /// The visible views as a scene, with the last update's elements `progress` of the way from where they were to
    /// where they go (1 at rest).
    public func scene(of collectionView: UICollectionView, progress: CGFloat) -> RenderScene {
        var scene = RenderScene(collectionView)
        scene.backgroundColor = .white
        if progress < 1, let transaction = Self.transaction(of: collectionView) {
            Self.interpolate(&scene, transaction: transaction, progress: progress)
        }
        return scene
    }

    /// The characters that stand for the app's symbols that have no glyph of their own in the renderers.
    static let symbolGlyphs = ["arrow.uturn.backward": "↩"]

    // MARK: Animation

    static func transaction(of collectionView: UICollectionView) -> UpdateTransaction? {
        (collectionView.dataSource as? UICollectionViewDiffableDataSource<Section, AnyElement>)?.lastTransaction
    }

    /// Moves each element `progress` of the way from its initial to its final frame and fades inserted ones in.
    static func interpolate(_ scene: inout RenderScene, transaction: UpdateTransaction, progress: CGFloat) {
        var byKey: [ElementKey: UpdateTransaction.Element] = [:]
        for element in transaction.elements { if let key = element.keyAfter { byKey[key] = element } }
        for index in scene.elements.indices {
            let element = scene.elements[index]
            let key = ElementKey(category: element.category, elementKind: element.elementKind, indexPath: element.indexPath)
            guard let change = byKey[key] else { continue }
            let from = change.initial.frame
            let to = change.final.frame
            let offset = CGPoint(x: element.frame.minX - to.minX, y: element.frame.minY - to.minY)
            scene.elements[index].frame = CGRect(
                x: from.minX + (to.minX - from.minX) * progress + offset.x,
                y: from.minY + (to.minY - from.minY) * progress + offset.y,
                width: from.width + (to.width - from.width) * progress,
                height: from.height + (to.height - from.height) * progress)
            scene.elements[index].alpha = change.initial.alpha + (change.final.alpha - change.initial.alpha) * progress
        }
    }
}
