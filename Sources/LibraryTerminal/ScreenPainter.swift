import Foundation
import OpenCollectionView

/// Draws a collection view's visible area as lines of characters. The host owns input, state and the diffed
/// redraw; the drawing itself is the renderers' (``RendererPainter``).
@MainActor
public protocol ScreenPainter {
    /// The visible area of `collectionView` as `rows` lines of `columns` characters (ANSI-coloured when `color`),
    /// with the last update's elements `progress` of the way from where they were to where they go (1 at rest).
    func lines(of collectionView: UICollectionView, columns: Int, rows: Int, color: Bool, progress: CGFloat) -> [String]
}

/// How points map to terminal characters: a character is 8 points wide and 16 tall, so a label's text, measured by
/// the text model at body size, takes about as many columns as it has characters.
public enum TerminalMetrics {
    /// Points per column.
    public static let pointsPerColumn: CGFloat = 8
    /// Points per row.
    public static let pointsPerRow: CGFloat = 16

    /// The size in points of a screen area of `columns` × `rows` characters.
    public static func size(columns: Int, rows: Int) -> CGSize {
        CGSize(width: CGFloat(columns) * pointsPerColumn, height: CGFloat(rows) * pointsPerRow)
    }
}
