import CollectionRendering
import Foundation
import HeadlessCollectionView
import LibraryScreen
import OpenCollectionView
import TextLayout

/// Draws the collection view with the renderers' ``TerminalRenderer``: the visible views as a ``RenderScene`` whose
/// nodes are the views' boxes (background, corner radius, border), their labels' text, broken into lines by the text
/// model as the labels break it, and their symbols. During an animated update, elements are drawn part of the way from their initial to their
/// final frames.
@MainActor
public struct RendererPainter: ScreenPainter {
    public init() {}

    public func lines(
        of collectionView: UICollectionView, columns: Int, rows: Int, color: Bool, progress: CGFloat
    ) -> [String] {
        let renderer = TerminalRenderer(
            columns: columns, cellAspectRatio: TerminalMetrics.pointsPerRow / TerminalMetrics.pointsPerColumn,
            usesColor: color)
        return Array(renderer.lines(scene(of: collectionView, progress: progress)).prefix(rows))
    }

    /// The visible views as a scene, with the last update's elements `progress` of the way from where they were to
    /// where they go (1 at rest).
    public func scene(of collectionView: UICollectionView, progress: CGFloat) -> RenderScene {
        collectionView.layoutIfNeeded()
        var scene = RenderScene(collectionView: collectionView.headlessView) { _, view in
            (view as? UIView).map { Self.node(for: $0, isRoot: true) }
        }
        scene.backgroundColor = .white
        if progress < 1, let transaction = Self.transaction(of: collectionView) {
            Self.interpolate(&scene, transaction: transaction, progress: progress)
        }
        return scene
    }

    // MARK: Views as nodes

    /// A view and its subviews as a node; a root node sits at the element's origin. Labels add their text, image
    /// views their symbol (a button is its image view and its label).
    static func node(for view: UIView, isRoot: Bool = false) -> RenderNode {
        let frame = isRoot ? CGRect(origin: .zero, size: view.frame.size) : view.frame
        let children = view.subviews.filter { !$0.isHidden && $0.alpha > 0 }.map { node(for: $0) }
        return RenderNode(
            frame: frame, backgroundColor: renderColor(view.backgroundColor, view), cornerRadius: view.layer.cornerRadius,
            borderWidth: view.layer.borderWidth, borderColor: view.layer.borderWidth > 0 ? .separator : nil,
            alpha: view.alpha, clipsToBounds: view.clipsToBounds, content: content(of: view), children: children)
    }

    /// What a label or an image view draws: its text, broken into lines as the label breaks it, or its symbol.
    static func content(of view: UIView) -> RenderNode.Content? {
        if let label = view as? UILabel { return text(of: label).map(RenderNode.Content.text) }
        if let imageView = view as? UIImageView, let name = imageView.image?.symbolName {
            let tint = renderColor(imageView.tintColor, view) ?? .systemBlue
            if let glyph = symbolGlyphs[name] { return .glyph(glyph, color: tint) }
            return .symbol(name: name, tint: tint)
        }
        return nil
    }

    /// The characters that stand for the app's symbols on a terminal.
    static let symbolGlyphs = ["checkmark.circle.fill": "✓", "arrow.uturn.backward": "↩"]

    /// A label's lines at its width, in its font and colour.
    static func text(of label: UILabel) -> RenderText? {
        guard let string = label.text, !string.isEmpty, let font = label.font else { return nil }
        let layoutFont = Font(pointSize: font.pointSize, weight: weight(of: font))
        guard let measured = try? TextMeasurer.measure(
            string, font: layoutFont, width: max(label.bounds.width, 1), numberOfLines: max(label.numberOfLines, 0),
            lineBreakMode: .truncateTail)
        else { return nil }
        let alignment: RenderText.Alignment =
            switch label.textAlignment {
            case .center: .center
            case .right: .right
            default: .left
            }
        return RenderText(
            lines: measured.lines.map { $0.displayedText(in: string) }, fontSize: font.pointSize,
            lineHeight: font.lineHeight, isBold: layoutFont.weight >= .semibold,
            color: renderColor(label.textColor, label) ?? .black, alignment: alignment)
    }

    /// The text model's weight of a system font (found by name: the face keeps the model's font to itself).
    static func weight(of font: UIFont) -> FontWeight {
        let weights: [(UIFont.Weight, FontWeight)] = [
            (.ultraLight, .ultraLight), (.thin, .thin), (.light, .light), (.regular, .regular), (.medium, .medium),
            (.semibold, .semibold), (.bold, .bold), (.heavy, .heavy), (.black, .black),
        ]
        let match = weights.first { UIFont.systemFont(ofSize: font.pointSize, weight: $0.0).fontName == font.fontName }
        return match?.1 ?? .regular
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
