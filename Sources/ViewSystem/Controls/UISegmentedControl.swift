import Foundation

/// A row of segments, one selected: titles or images, each optionally with its own action (iOS 14). A tap is
/// simulated with ``simulateSegmentTap(at:)`` (not UIKit API).
@MainActor
open class UISegmentedControl: UIControl {
    /// The index meaning "no segment selected".
    public static let noSegment = -1

    private struct Segment {
        var title: String?
        var image: UIImage?
        var action: UIAction?
        var isEnabled = true
        var width: CGFloat = 0
    }

    private var segments: [Segment] = []
    /// The selected segment, or ``noSegment``. Setting it sends no actions (as in UIKit).
    open var selectedSegmentIndex = UISegmentedControl.noSegment
    /// Whether a tapped segment shows selected only while touched (stored).
    open var isMomentary = false
    /// Whether segments are as wide as their content instead of equal (stored).
    open var apportionsSegmentWidthsByContent = false
    /// The selected segment's colour (stored).
    open var selectedSegmentTintColor: UIColor?

    /// A control of `items`: strings become titles, images become images.
    public convenience init(items: [Any]?) {
        self.init(frame: .zero)
        segments = (items ?? []).map { item in
            Segment(title: item as? String, image: item as? UIImage)
        }
    }

    /// A control whose segments are `actions`' titles and images, each running its action when chosen (iOS 14).
    public convenience init(frame: CGRect, actions: [UIAction]) {
        self.init(frame: frame)
        segments = actions.map { Segment(title: $0.title, image: $0.image, action: $0) }
    }

    /// The number of segments.
    open var numberOfSegments: Int { segments.count }

    /// Inserts a titled segment at `segment` (clamped to the ends).
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        segments.insert(Segment(title: title), at: clamp(segment))
        invalidateIntrinsicContentSize()
    }
    /// Inserts an image segment at `segment`.
    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        segments.insert(Segment(image: image), at: clamp(segment))
        invalidateIntrinsicContentSize()
    }
    /// Inserts a segment for `action` at `segment` (iOS 14).
    open func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
        segments.insert(Segment(title: action.title, image: action.image, action: action), at: clamp(segment))
        invalidateIntrinsicContentSize()
    }
    /// Removes the segment at `segment`.
    open func removeSegment(at segment: Int, animated: Bool) {
        guard segments.indices.contains(segment) else { return }
        segments.remove(at: segment)
        if selectedSegmentIndex >= segments.count { selectedSegmentIndex = UISegmentedControl.noSegment }
        invalidateIntrinsicContentSize()
    }
    /// Removes every segment.
    open func removeAllSegments() {
        segments.removeAll()
        selectedSegmentIndex = UISegmentedControl.noSegment
        invalidateIntrinsicContentSize()
    }

    /// Sets a segment's title.
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].title = title
        invalidateIntrinsicContentSize()
    }
    /// A segment's title.
    open func titleForSegment(at segment: Int) -> String? {
        segments.indices.contains(segment) ? segments[segment].title : nil
    }
    /// Sets a segment's image.
    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].image = image
    }
    /// A segment's image.
    open func imageForSegment(at segment: Int) -> UIImage? {
        segments.indices.contains(segment) ? segments[segment].image : nil
    }
    /// Enables or disables a segment.
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].isEnabled = enabled
    }
    /// Whether a segment is enabled.
    open func isEnabledForSegment(at segment: Int) -> Bool {
        segments.indices.contains(segment) ? segments[segment].isEnabled : false
    }
    /// Sets a segment's fixed width (0: automatic; stored).
    open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].width = width
    }
    /// A segment's fixed width.
    open func widthForSegment(at segment: Int) -> CGFloat {
        segments.indices.contains(segment) ? segments[segment].width : 0
    }
    /// Sets the action of the segment at `segment` (iOS 14).
    open func setAction(_ action: UIAction, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].action = action
        segments[segment].title = action.title
    }
    /// The action of the segment at `segment` (iOS 14).
    open func actionForSegment(at segment: Int) -> UIAction? {
        segments.indices.contains(segment) ? segments[segment].action : nil
    }

    /// Equal segments as wide as the widest title (13-pt text) plus 24 pt, 32 pt high [inferred].
    open override var intrinsicContentSize: CGSize {
        let label = UILabel()
        label.font = UIFont.systemFont(ofSize: 13, weight: .medium)
        let widest = segments.map { segment -> CGFloat in
            label.text = segment.title ?? " "
            return segment.width > 0 ? segment.width - 24 : label.intrinsicContentSize.width
        }.max() ?? 0
        return CGSize(width: CGFloat(segments.count) * (widest + 24).rounded(.up), height: 32)
    }

    /// A tap on segment `index`: selects it (unless disabled) and sends `.valueChanged` and the segment's action.
    @discardableResult
    public func simulateSegmentTap(at index: Int) -> Bool {
        guard isEnabled, segments.indices.contains(index), segments[index].isEnabled else { return false }
        let changed = selectedSegmentIndex != index
        selectedSegmentIndex = isMomentary ? UISegmentedControl.noSegment : index
        if let action = segments[index].action { sendAction(action) }
        if changed || isMomentary { sendActions(for: .valueChanged) }
        return true
    }

    private func clamp(_ index: Int) -> Int { min(max(0, index), segments.count) }
}

/// A row of page dots. A tap is simulated with ``simulatePageSelection(_:)`` (not UIKit API).
@MainActor
open class UIPageControl: UIControl {
    /// The number of pages.
    open var numberOfPages = 0 {
        didSet {
            currentPage = min(currentPage, max(0, numberOfPages - 1))
            invalidateIntrinsicContentSize()
        }
    }
    /// The current page (clamped to the pages). Setting it sends no actions.
    open var currentPage = 0 {
        didSet { if currentPage != min(max(0, currentPage), max(0, numberOfPages - 1)) { currentPage = oldValue } }
    }
    /// Whether the control hides with a single page.
    open var hidesForSinglePage = false
    /// The dots' colour (stored).
    open var pageIndicatorTintColor: UIColor?
    /// The current dot's colour (stored).
    open var currentPageIndicatorTintColor: UIColor?
    /// The background style (stored).
    open var backgroundStyle: BackgroundStyle = .automatic
    /// Whether taps change the page continuously (stored).
    open var allowsContinuousInteraction = true

    /// The page control's background.
    public enum BackgroundStyle: Int, Sendable { case automatic, prominent, minimal }

    /// The size for `pageCount` dots: 16 pt per dot plus 12 pt of padding each side, 26 pt high [inferred].
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        CGSize(width: pageCount > 0 ? CGFloat(pageCount) * 16 + 24 : 0, height: 26)
    }

    open override var intrinsicContentSize: CGSize {
        hidesForSinglePage && numberOfPages <= 1 ? .zero : size(forNumberOfPages: numberOfPages)
    }

    /// A tap that moves to `page`: sends `.valueChanged`.
    public func simulatePageSelection(_ page: Int) {
        guard isEnabled, page != currentPage, (0..<numberOfPages).contains(page) else { return }
        currentPage = page
        sendActions(for: .valueChanged)
    }
}
