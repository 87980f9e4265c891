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

/// How points map to terminal characters: a character is 7 points wide and 20 tall, so that text measured by the
/// text model at body size (about 7 points a character, lines 20.3 points apart) takes about as many columns as it
/// has characters and one row a line.
public enum TerminalMetrics {
    /// Points per column.
    public static let pointsPerColumn: CGFloat = 7
    /// Points per row.
    public static let pointsPerRow: CGFloat = 20

    /// The size in points of a screen area of `columns` × `rows` characters.
    public static func size(columns: Int, rows: Int) -> CGSize {
        CGSize(width: CGFloat(columns) * pointsPerColumn, height: CGFloat(rows) * pointsPerRow)
    }
}
