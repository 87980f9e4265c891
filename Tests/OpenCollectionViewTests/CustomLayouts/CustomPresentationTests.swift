#if canImport(UIKit)
    import UIKit
#else
    @testable import OpenCollectionView
#endif
import Testing

/// Attributes with a tint, compared by `isEqual(_:)` as UIKit requires of subclasses with properties of their own.
class TintedAttributes: UICollectionViewLayoutAttributes {
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

/// Attributes whose `isEqual(_:)` forgets `super`: it compares the tint only.
final class ForgetfulAttributes: TintedAttributes {
    override func copy(with zone: NSZone? = nil) -> Any {
        let copy = ForgetfulAttributes(forCellWith: indexPath)
        copy.frame = frame
        copy.tint = tint
        return copy
    }

    override func isEqual(_ object: Any?) -> Bool { (object as? TintedAttributes)?.tint == tint }
}

/// A one-column list of 100-pt rows that builds new attributes objects on every query (as hand-written layouts
/// often do), each carrying the layout's current tint, `inset` points from the left; changing the tint or the inset
/// does not invalidate the layout.
class TintedRowsLayout: UICollectionViewLayout {
    var tint = 0
    var inset: CGFloat = 0
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

    func makeAttributes(_ indexPath: IndexPath) -> TintedAttributes { TintedAttributes(forCellWith: indexPath) }

    private func row(_ indexPath: IndexPath) -> TintedAttributes {
        let attributes = makeAttributes(indexPath)
        let width = (collectionView?.bounds.width ?? 0) - inset
        attributes.frame = CGRect(x: inset, y: CGFloat(indexPath.item) * 100, width: width, height: 100)
        attributes.tint = tint
        return attributes
    }
}

/// The same rows with attributes whose `isEqual(_:)` forgets `super`.
final class ForgetfulRowsLayout: TintedRowsLayout {
    override class var layoutAttributesClass: AnyClass { ForgetfulAttributes.self }
    override func makeAttributes(_ indexPath: IndexPath) -> TintedAttributes { ForgetfulAttributes(forCellWith: indexPath) }
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

    static func screen(_ layout: TintedRowsLayout = TintedRowsLayout()) -> (UICollectionView, TintedRowsLayout, Rows) {
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

    // CL12: an `isEqual(_:)` that forgets `super` does not keep a copy showing an old frame: the frame is compared too
    @Test func aForgetfulIsEqualStillMovesTheCell() throws {
        let (view, layout, rows) = Self.screen(ForgetfulRowsLayout())
        let cell = try #require(view.cellForItem(at: IndexPath(item: 2, section: 0)) as? TintedCell)
        #expect(cell.frame == CGRect(x: 0, y: 200, width: 390, height: 100))
        layout.inset = 20  // no invalidation; the next query answers rows 20 pt in, 370 wide, with the same tint
        view.contentOffset = CGPoint(x: 0, y: 30)
        view.layoutIfNeeded()
        #expect(cell.frame == CGRect(x: 20, y: 200, width: 370, height: 100))
        withExtendedLifetime(rows) {}
    }
}
