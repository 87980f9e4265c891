#if canImport(UIKit)
    import UIKit
#else
    @testable import OpenCollectionView
#endif
import Testing

/// Attributes with a tint, compared by `isEqual(_:)` as UIKit requires of subclasses with properties of their own.
final class TintedAttributes: UICollectionViewLayoutAttributes {
    var tint = 0

    override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! TintedAttributes
        copy.tint = tint
        return copy
    }

    override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? TintedAttributes, other.tint == tint else { return false }
        return super.isEqual(object)
    }
}

/// A one-column list of 100-pt rows that builds new attributes objects on every query (as hand-written layouts
/// often do), each carrying the layout's current tint; changing the tint does not invalidate the layout.
final class TintedRowsLayout: UICollectionViewLayout {
    var tint = 0
    var queries = 0

    override class var layoutAttributesClass: AnyClass { TintedAttributes.self }

    override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: CGFloat(collectionView?.numberOfItems(inSection: 0) ?? 0) * 100)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        queries += 1
        let count = collectionView?.numberOfItems(inSection: 0) ?? 0
        let first = max(0, Int(rect.minY / 100))
        let end = min(count, Int((rect.maxY / 100).rounded(.up)))
        return first < end ? (first..<end).map { row(IndexPath(item: $0, section: 0)) } : []
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { row(indexPath) }

    private func row(_ indexPath: IndexPath) -> TintedAttributes {
        let attributes = TintedAttributes(forCellWith: indexPath)
        attributes.frame = CGRect(x: 0, y: CGFloat(indexPath.item) * 100, width: collectionView?.bounds.width ?? 0, height: 100)
        attributes.tint = tint
        return attributes
    }
}

final class TintedCell: UICollectionViewCell {
    var tint = -1
    var applied = 0

    override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        applied += 1
        tint = (layoutAttributes as? TintedAttributes)?.tint ?? -1
    }
}

@MainActor
@Suite("Custom layouts: the attributes objects a view is given")
struct CustomPresentationTests {
    final class Rows: NSObject, UICollectionViewDataSource {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 50 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
        }
    }

    static func screen() -> (UICollectionView, TintedRowsLayout, Rows) {
        let layout = TintedRowsLayout()
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
        view.register(TintedCell.self, forCellWithReuseIdentifier: "row")
        let rows = Rows()
        view.dataSource = rows
        view.layoutIfNeeded()
        return (view, layout, rows)
    }

    // CL12: a layout answering equal objects again (new objects, `isEqual`) does not make the view apply them again
    @Test func equalAnswersAreNotAppliedAgain() throws {
        let (view, layout, rows) = Self.screen()
        let cell = try #require(view.cellForItem(at: IndexPath(item: 2, section: 0)) as? TintedCell)
        let applied = cell.applied
        let queries = layout.queries
        view.contentOffset = CGPoint(x: 0, y: 30)  // row 2 (200…300) stays on screen
        view.layoutIfNeeded()
        #expect(layout.queries > queries)  // the layout was asked again, and answered new objects
        #expect(cell.applied == applied)
        #expect(cell.tint == 0)
        withExtendedLifetime(rows) {}
    }

    // CL12: an object that is not equal to the one shown (its own property changed) is applied, with that property
    @Test func aChangedPropertyIsApplied() throws {
        let (view, layout, rows) = Self.screen()
        let cell = try #require(view.cellForItem(at: IndexPath(item: 2, section: 0)) as? TintedCell)
        let applied = cell.applied
        layout.tint = 7  // no invalidation: the next query answers tint 7 for the same frames
        view.contentOffset = CGPoint(x: 0, y: 30)
        view.layoutIfNeeded()
        #expect(cell.tint == 7)
        #expect(cell.applied == applied + 1)
        // Equal again on the next pass: not applied once more.
        view.contentOffset = CGPoint(x: 0, y: 60)
        view.layoutIfNeeded()
        #expect(cell.applied == applied + 1)
        withExtendedLifetime(rows) {}
    }
}
