import CollectionRendering
import Foundation
import HeadlessCollectionView
import LibraryScreen
import OpenCollectionView
import TextLayout

/// Draws the collection view with the renderers' ``TerminalRenderer``: the visible views as a ``RenderScene`` whose
/// nodes are the views' boxes (background, corner radius, border) and their list content's text, broken into lines
/// by the text model. During an animated update, elements are drawn part of the way from their initial to their
/// final frames.
@MainActor
public struct RendererPainter: ScreenPainter {
    public init() {}

    public func lines(
        of collectionView: UICollectionView, columns: Int, rows: Int, color: Bool, progress: CGFloat
    ) -> [String] {
        collectionView.layoutIfNeeded()
        var scene = RenderScene(collectionView: collectionView.headlessView) { _, view in
            (view as? UIView).map { Self.node(for: $0, isRoot: true) }
        }
        scene.backgroundColor = .white
        if progress < 1, let transaction = Self.transaction(of: collectionView) {
            Self.interpolate(&scene, transaction: transaction, progress: progress)
        }
        let renderer = TerminalRenderer(
            columns: columns, cellAspectRatio: TerminalMetrics.pointsPerRow / TerminalMetrics.pointsPerColumn,
            usesColor: color)
        return Array(renderer.lines(scene).prefix(rows))
    }

    // MARK: Views as nodes

    /// A view and its subviews as a node; a root node sits at the element's origin.
    static func node(for view: UIView, isRoot: Bool = false) -> RenderNode {
        let frame = isRoot ? CGRect(origin: .zero, size: view.frame.size) : view.frame
        var children = view.subviews.filter { !$0.isHidden }.map { node(for: $0) }
        if let list = view as? UIListContentView { children += textNodes(of: list.listConfiguration, in: view.bounds) }
        return RenderNode(
            frame: frame, backgroundColor: renderColor(view.backgroundColor, view), cornerRadius: view.layer.cornerRadius,
            borderWidth: view.layer.borderWidth, borderColor: view.layer.borderWidth > 0 ? .separator : nil,
            alpha: view.alpha, clipsToBounds: view.clipsToBounds, children: children)
    }

    /// The text and secondary text of a list content view, stacked inside its margins.
    static func textNodes(of configuration: UIListContentConfiguration, in bounds: CGRect) -> [RenderNode] {
        let margins = configuration.directionalLayoutMargins
        let width = max(bounds.width - margins.leading - margins.trailing, 1)
        var top = margins.top
        var nodes: [RenderNode] = []
        let texts: [(String?, Font, RenderColor)] = [
            (configuration.text, .preferred(.body), .black),
            (configuration.secondaryText, .preferred(.subheadline), .systemGray),
        ]
        for (text, font, color) in texts {
            guard let text, !text.isEmpty,
                let measured = try? TextMeasurer.measure(text, font: font, width: width)
            else { continue }
            let lines = measured.lines.map { line in
                String(Array(text.unicodeScalars)[line.range].map(Character.init))
            }
            nodes.append(RenderNode(
                frame: CGRect(x: margins.leading, y: top, width: width, height: measured.size.height),
                content: .text(RenderText(lines: lines, fontSize: font.pointSize, lineHeight: font.lineHeight, color: color))))
            top += measured.size.height + configuration.textToSecondaryTextVerticalPadding
        }
        return nodes
    }

    static func renderColor(_ color: UIColor?, _ view: UIView) -> RenderColor? {
        guard let color = color?.resolvedColor(with: view.traitCollection) else { return nil }
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        guard color.getRed(&red, green: &green, blue: &blue, alpha: &alpha) else { return nil }
        return RenderColor(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
    }

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
