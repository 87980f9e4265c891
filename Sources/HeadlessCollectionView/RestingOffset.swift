import CompositionalLayout
import Foundation

extension CollectionView {
    /// UIKit's scroll views keep content that rests at its leading edge there when the adjusted content inset
    /// changes: an offset of −inset on an axis becomes −(the new inset). This is why a full-screen collection view in
    /// a window starts at (0, −safe area top), its first item below the status bar (semantics V17).
    func keepOffsetAtRestingEdge(insetBefore old: EdgeInsets) {
        let new = adjustedContentInset
        guard new != old else { return }
        var offset = scroll.offset
        if offset.y == -old.top { offset.y = -new.top }
        if offset.x == -old.left { offset.x = -new.left }
        guard offset != scroll.offset else { return }
        scroll.scroll(to: offset)
        setNeedsVisiblePass()
        delegate?.collectionViewDidScroll(self)
    }
}
