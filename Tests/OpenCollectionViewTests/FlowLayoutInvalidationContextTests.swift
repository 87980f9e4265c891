#if canImport(UIKit)
    import UIKit
#else
    @testable import OpenCollectionView
#endif
import Testing

/// Tags whose widths the app changes (a font change it has not told the layout about yet), answering the flow
/// layout's delegate and counting its questions.
@MainActor
final class ResizableTags: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    var widths: [CGFloat] = [100, 120, 90]
    var sizeQuestions = 0
    let registration = UICollectionView.CellRegistration<NumberCell, Int> { cell, _, number in cell.text = "\(number)" }
    let headers = UICollectionView.SupplementaryRegistration<UICollectionReusableView>(
        elementKind: UICollectionView.elementKindSectionHeader
    ) { _, _, _ in }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { widths.count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: indexPath.item)
    }

    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        collectionView.dequeueConfiguredReusableSupplementary(using: headers, for: indexPath)
    }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        sizeQuestions += 1
        return CGSize(width: widths[indexPath.item], height: 40)
    }
}

/// A flow layout subclass keeping the contexts it is invalidated with (where UIKit apps drop their caches).
final class ContextRecordingFlowLayout: UICollectionViewFlowLayout {
    var contexts: [UICollectionViewLayoutInvalidationContext] = []

    override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        contexts.append(context)
        super.invalidateLayout(with: context)
    }
}

/// `UICollectionViewFlowLayoutInvalidationContext` and how the flow layout honours it (semantics LY3).
@MainActor
@Suite struct FlowLayoutInvalidationContextTests {
    func show(_ layout: UICollectionViewFlowLayout, _ tags: ResizableTags, height: CGFloat = 400) -> UICollectionView {
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: height), collectionViewLayout: layout)
        view.dataSource = tags
        view.delegate = tags
        view.layoutIfNeeded()
        return view
    }

    func context(delegateMetrics: Bool = true, attributes: Bool = true) -> UICollectionViewFlowLayoutInvalidationContext {
        let context = UICollectionViewFlowLayoutInvalidationContext()
        context.invalidateFlowLayoutDelegateMetrics = delegateMetrics
        context.invalidateFlowLayoutAttributes = attributes
        return context
    }

    /// The flow layout's context class, both flags `true` in a new one, and the contexts `invalidateLayout()` makes.
    @Test func theFlowLayoutMakesFlowContexts() throws {
        let flowContext = ObjectIdentifier(UICollectionViewFlowLayoutInvalidationContext.self)
        #expect(ObjectIdentifier(UICollectionViewFlowLayout.invalidationContextClass) == flowContext)
        #expect(ObjectIdentifier(ContextRecordingFlowLayout.invalidationContextClass) == flowContext)
        let fresh = UICollectionViewFlowLayoutInvalidationContext()
        #expect(fresh.invalidateFlowLayoutDelegateMetrics && fresh.invalidateFlowLayoutAttributes)
        let layout = ContextRecordingFlowLayout()
        layout.invalidateLayout()
        let made = try #require(layout.contexts.last as? UICollectionViewFlowLayoutInvalidationContext)
        #expect(made.invalidateEverything && made.invalidateFlowLayoutDelegateMetrics && made.invalidateFlowLayoutAttributes)
    }

    /// Widths 100, 120, 90 in 300, spacing 10: line 0 [0, 1] justified (item 1 at 180), line 1 [2] packed left (sizes
    /// differ, F3) at y 50. Tag 0 becomes 200 wide. Delegate metrics kept: nothing is asked, nothing moves. The
    /// default context asks again: 200 + 10 + 120 = 330 > 300, item 0 alone and centred at (300 − 200) / 2 = 50;
    /// line 1 [1, 2] at x 0 and 130, y 50. Content 300 × 90.
    @Test func keptDelegateMetricsReuseTheSizesAsked() {
        let tags = ResizableTags()
        let layout = UICollectionViewFlowLayout()
        let view = show(layout, tags)
        #expect(frame(view, 1) == CGRect(x: 180, y: 0, width: 120, height: 40))
        let asked = tags.sizeQuestions
        tags.widths[0] = 200
        layout.invalidateLayout(with: context(delegateMetrics: false))
        view.layoutIfNeeded()
        #expect(tags.sizeQuestions == asked)
        #expect(frame(view, 0) == CGRect(x: 0, y: 0, width: 100, height: 40))
        #expect(frame(view, 2) == CGRect(x: 0, y: 50, width: 90, height: 40))
        layout.invalidateLayout(with: context())
        view.layoutIfNeeded()
        #expect(tags.sizeQuestions > asked)
        #expect(frame(view, 0) == CGRect(x: 50, y: 0, width: 200, height: 40))
        #expect(frame(view, 1) == CGRect(x: 0, y: 50, width: 120, height: 40))
        #expect(frame(view, 2) == CGRect(x: 130, y: 50, width: 90, height: 40))
        #expect(view.contentSize == CGSize(width: 300, height: 90))
    }

    /// Attributes kept: the layout stays as it was even though the delegate metrics are invalid (item 0 100 wide at
    /// x 0); `invalidateLayout()` then takes the new width (item 0 centred at 50).
    @Test func keptAttributesKeepTheLayout() {
        let tags = ResizableTags()
        let layout = UICollectionViewFlowLayout()
        let view = show(layout, tags)
        tags.widths[0] = 200
        layout.invalidateLayout(with: context(attributes: false))
        view.layoutIfNeeded()
        #expect(frame(view, 0) == CGRect(x: 0, y: 0, width: 100, height: 40))
        // Lines 40 and 40 high, 10 apart, as before.
        #expect(view.contentSize == CGSize(width: 300, height: 90))
        layout.invalidateLayout()
        view.layoutIfNeeded()
        #expect(frame(view, 0) == CGRect(x: 50, y: 0, width: 200, height: 40))
    }

    /// The same contexts on a subclass, whose `super` answers: kept metrics keep item 0 at 100 wide (item 1 at 180);
    /// the default context takes 200 (item 0 at 50, item 1 at x 0 on line 1).
    @Test func aSubclassHonoursTheFlagsToo() {
        let tags = ResizableTags()
        let layout = ContextRecordingFlowLayout()
        let view = show(layout, tags)
        tags.widths[0] = 200
        layout.invalidateLayout(with: context(delegateMetrics: false))
        view.layoutIfNeeded()
        #expect(frame(view, 0) == CGRect(x: 0, y: 0, width: 100, height: 40))
        #expect(frame(view, 1) == CGRect(x: 180, y: 0, width: 120, height: 40))
        layout.invalidateLayout(with: context(attributes: false))
        view.layoutIfNeeded()
        #expect(frame(view, 0) == CGRect(x: 0, y: 0, width: 100, height: 40))
        layout.invalidateLayout(with: context())
        view.layoutIfNeeded()
        #expect(frame(view, 0) == CGRect(x: 50, y: 0, width: 200, height: 40))
        #expect(frame(view, 1) == CGRect(x: 0, y: 50, width: 120, height: 40))
    }

    /// Bounds changes: scrolling alone invalidates neither the delegate metrics nor the attributes (pinned headers
    /// follow the scroll position in the queries); a new size invalidates both. A subclass's pinned header (40 high,
    /// over six lines of 40, 10 apart: content 40 + 6 · 40 + 5 · 10 = 330 in a 100-high view) rides the top of the
    /// bounds: at y 30 it is at 30, at 200 at 200, though the scroll contexts kept the attributes.
    @Test func boundsChangesMakeFlowContexts() throws {
        let tags = ResizableTags()
        tags.widths = Array(repeating: 200, count: 6)
        let layout = ContextRecordingFlowLayout()
        layout.headerReferenceSize = CGSize(width: 0, height: 40)
        layout.sectionHeadersPinToVisibleBounds = true
        let view = show(layout, tags, height: 100)
        #expect(view.contentSize == CGSize(width: 300, height: 330))
        let scrolled = try #require(
            layout.invalidationContext(forBoundsChange: CGRect(x: 0, y: 30, width: 300, height: 100))
                as? UICollectionViewFlowLayoutInvalidationContext)
        #expect(!scrolled.invalidateFlowLayoutDelegateMetrics && !scrolled.invalidateFlowLayoutAttributes)
        let resized = try #require(
            layout.invalidationContext(forBoundsChange: CGRect(x: 0, y: 0, width: 300, height: 150))
                as? UICollectionViewFlowLayoutInvalidationContext)
        #expect(resized.invalidateFlowLayoutDelegateMetrics && resized.invalidateFlowLayoutAttributes)
        let header = UICollectionView.elementKindSectionHeader
        let path = IndexPath(item: 0, section: 0)
        view.contentOffset = CGPoint(x: 0, y: 30)
        view.layoutIfNeeded()
        #expect(view.layoutAttributesForSupplementaryElement(ofKind: header, at: path)?.frame == CGRect(x: 0, y: 30, width: 300, height: 40))
        let last = try #require(layout.contexts.last as? UICollectionViewFlowLayoutInvalidationContext)
        #expect(!last.invalidateFlowLayoutAttributes)
        view.contentOffset = CGPoint(x: 0, y: 200)
        view.layoutIfNeeded()
        #expect(view.layoutAttributesForSupplementaryElement(ofKind: header, at: path)?.frame == CGRect(x: 0, y: 200, width: 300, height: 40))
    }
}
