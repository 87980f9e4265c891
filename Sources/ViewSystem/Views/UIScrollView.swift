import Foundation
import CollectionGeometry

/// Hears about a scroll view's scrolling (every method has a default).
@MainActor
public protocol UIScrollViewDelegate: AnyObject {
    /// The content offset changed (programmatically, by a drag or by deceleration).
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    /// A drag is about to start.
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    /// The finger lifted with `velocity` (points per millisecond); the delegate may rewrite where the scroll stops.
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>)
    /// The drag ended; `decelerate` says whether the content keeps moving.
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    /// Deceleration is about to start.
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
    /// The content came to rest after decelerating.
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    /// An animated `setContentOffset` or `scrollRectToVisible` ended.
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
    /// `adjustedContentInset` changed.
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    /// Does nothing.
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    /// Does nothing.
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    /// Does nothing.
    public func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {}
    /// Does nothing.
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    /// Does nothing.
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    /// Does nothing.
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    /// Does nothing.
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    /// Does nothing.
    public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}

/// A view whose bounds' origin (the content offset) moves over a larger content, with insets, paging and the
/// delegate's callbacks. No touches: tests drive drags with ``simulateDrag(to:velocity:)``.
@MainActor
open class UIScrollView: UIView {
    /// How the safe area adds to the content inset (UIKit's raw values).
    public enum ContentInsetAdjustmentBehavior: Int, Sendable, Hashable {
        /// Like `.scrollableAxes` (there are no navigation controllers here, V10).
        case automatic = 0
        /// The safe area on axes that scroll (content larger than the bounds, or always bouncing).
        case scrollableAxes = 1
        /// No adjustment.
        case never = 2
        /// The whole safe area.
        case always = 3
    }

    /// The scroll view's delegate (not retained). A collection view's delegate is a `UICollectionViewDelegate`.
    open weak var delegate: (any UIScrollViewDelegate)?

    /// The size of the content. Default zero.
    open var contentSize: CGSize = .zero {
        didSet { if contentSize != oldValue { setNeedsLayout() } }
    }
    /// Extra space around the content. Default zero.
    open var contentInset: UIEdgeInsets = .zero {
        didSet { if contentInset != oldValue { adjustedContentInsetMayHaveChanged() } }
    }
    /// How the safe area adds to ``contentInset``. Default `.automatic`.
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
        didSet { adjustedContentInsetMayHaveChanged() }
    }
    /// Whether the content stops on multiples of the bounds after a drag. Default `false`.
    open var isPagingEnabled = false
    /// Whether the content bounces past its edges. Default `true`.
    open var bounces = true
    /// Whether a vertical drag bounces even when the content is not taller than the bounds. Default `false`.
    open var alwaysBounceVertical = false
    /// Whether a horizontal drag bounces even when the content is not wider than the bounds. Default `false`.
    open var alwaysBounceHorizontal = false
    /// Whether the user can scroll. Default `true`.
    open var isScrollEnabled = true
    /// Whether the vertical indicator shows while scrolling (stored only). Default `true`.
    open var showsVerticalScrollIndicator = true
    /// Whether the horizontal indicator shows while scrolling (stored only). Default `true`.
    open var showsHorizontalScrollIndicator = true
    /// Whether scrolling locks to one axis (stored only). Default `false`.
    open var isDirectionalLockEnabled = false
    /// Whether a status-bar tap scrolls to the top (stored only). Default `true`.
    open var scrollsToTop = true
    /// How fast a fling slows down: the fraction of velocity kept per millisecond. Default `.normal` (0.998).
    open var decelerationRate: DecelerationRate = .normal
    /// Whether a drag is in progress (during ``simulateDrag(to:velocity:)``).
    public private(set) var isDragging = false
    /// Whether the content is decelerating (during ``simulateDrag(to:velocity:)``).
    public private(set) var isDecelerating = false
    private var lastAdjustedContentInset: UIEdgeInsets = .zero

    /// UIScrollView's deceleration rates.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        /// The fraction of velocity kept per millisecond.
        public let rawValue: CGFloat
        /// A rate of `rawValue`.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// 0.998.
        public static let normal = DecelerationRate(rawValue: CollectionGeometry.DecelerationRate.normal)
        /// 0.99.
        public static let fast = DecelerationRate(rawValue: CollectionGeometry.DecelerationRate.fast)
    }

    // MARK: Offset

    /// The point of the content at the bounds' top-left: the bounds' origin. A programmatic offset is not clamped
    /// to the content (UIKit's behaviour); every change tells the delegate.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set { bounds.origin = newValue }
    }

    /// Sets the content offset. Animated in a window (with animations enabled), the offset moves frame by frame on
    /// the animation clock and the delegate hears `scrollViewDidEndScrollingAnimation` at the end (semantics AN12);
    /// otherwise the change is immediate and no animation ends.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        guard animated, animatesContentOffsetChanges else {
            AnimationEngine.shared.cancelFrameAnimation(of: self)
            self.contentOffset = contentOffset
            return
        }
        animateContentOffset(to: contentOffset)
    }

    /// The safe area may have changed since the last pass (the view moved, or its window's changed).
    override func prepareForLayoutSubviews() {
        super.prepareForLayoutSubviews()
        adjustedContentInsetMayHaveChanged()
    }

    package override func boundsDidChange(from old: CGRect) {
        super.boundsDidChange(from: old)
        if old.size != bounds.size { adjustedContentInsetMayHaveChanged() }
        if old.origin != bounds.origin { delegate?.scrollViewDidScroll(self) }
    }

    // MARK: Insets

    /// ``contentInset`` plus the safe area as ``contentInsetAdjustmentBehavior`` allows.
    open var adjustedContentInset: UIEdgeInsets {
        var inset = contentInset
        let safe = safeAreaInsets
        let vertical: Bool, horizontal: Bool
        switch contentInsetAdjustmentBehavior {
        case .never: return inset
        case .always: (vertical, horizontal) = (true, true)
        case .automatic, .scrollableAxes:
            vertical = contentSize.height > bounds.height || alwaysBounceVertical
            horizontal = contentSize.width > bounds.width || alwaysBounceHorizontal
        }
        if vertical {
            inset.top += safe.top
            inset.bottom += safe.bottom
        }
        if horizontal {
            inset.left += safe.left
            inset.right += safe.right
        }
        return inset
    }

    /// The part of the safe area on each edge that ``adjustedContentInset`` already adds (the scrolling axis under
    /// the automatic behaviours): the scroll view's subviews do not see the safe area on those edges (V21), while
    /// the other axis's (the sides in landscape) stays theirs.
    var safeAreaInContentInset: UIEdgeInsets {
        let safe = safeAreaInsets
        guard safe != .zero else { return .zero }
        let adjusted = adjustedContentInset
        let own = contentInset
        func added(_ safe: CGFloat, _ adjusted: CGFloat, _ own: CGFloat) -> CGFloat { min(safe, max(0, adjusted - own)) }
        return UIEdgeInsets(
            top: added(safe.top, adjusted.top, own.top), left: added(safe.left, adjusted.left, own.left),
            bottom: added(safe.bottom, adjusted.bottom, own.bottom), right: added(safe.right, adjusted.right, own.right))
    }

    /// Called when ``adjustedContentInset`` changes.
    open func adjustedContentInsetDidChange() {}

    func adjustedContentInsetMayHaveChanged() {
        let current = adjustedContentInset
        guard current != lastAdjustedContentInset else { return }
        let old = lastAdjustedContentInset
        lastAdjustedContentInset = current
        // Content resting at its leading edge stays there (V17): a scroll view filling a window starts at
        // (0, −safe area top). A collection view's headless view has already moved its own offset.
        if !isDragging, !isDecelerating {
            var offset = contentOffset
            if offset.y == -old.top { offset.y = -current.top }
            if offset.x == -old.left { offset.x = -current.left }
            if offset != contentOffset { contentOffset = offset }
        }
        adjustedContentInsetDidChange()
        delegate?.scrollViewDidChangeAdjustedContentInset(self)
    }

    /// The smallest and largest offsets a drag can rest at: −inset to content + inset − bounds.
    var restingOffsetRange: (min: CGPoint, max: CGPoint) {
        let inset = adjustedContentInset
        let minimum = CGPoint(x: -inset.left, y: -inset.top)
        let maximum = CGPoint(
            x: max(minimum.x, contentSize.width + inset.right - bounds.width),
            y: max(minimum.y, contentSize.height + inset.bottom - bounds.height))
        return (minimum, maximum)
    }

    // MARK: Drags (there are no touches: tests and hosts call this)

    /// Where a drag released with `velocity` (points per millisecond) at the current offset comes to rest: the
    /// deceleration's projection clamped to the content or, when paging, one page in the direction of a fling and
    /// the nearest page otherwise (`Paging`, the rule the headless collection view follows too; semantics H5).
    open func targetContentOffset(forVelocity velocity: CGPoint) -> CGPoint {
        let range = restingOffsetRange
        let velocity = CGPoint(x: velocity.x.isNaN ? 0 : velocity.x, y: velocity.y.isNaN ? 0 : velocity.y)
        func project(_ start: CGFloat, _ speed: CGFloat, _ low: CGFloat, _ high: CGFloat, _ page: CGFloat) -> CGFloat {
            let target = isPagingEnabled
                ? Paging.restingOffset(from: start, velocity: speed, pageLength: page)
                : DecelerationSimulation(startOffset: start, velocity: speed, rate: decelerationRate.rawValue)
                    .projectedOffset
            return min(max(target, low), high)
        }
        return CGPoint(
            x: project(contentOffset.x, velocity.x, range.min.x, range.max.x, bounds.width),
            y: project(contentOffset.y, velocity.y, range.min.y, range.max.y, bounds.height))
    }

    /// A user's drag: moves the content to `offset` as the finger does, releases it with `velocity` (points per
    /// millisecond) and lets it decelerate to rest, calling the delegate in UIKit's order — will-begin-dragging,
    /// did-scroll, will-end-dragging (which may rewrite the target), did-end-dragging, and when the content moves
    /// on, will-begin-decelerating, did-scroll and did-end-decelerating. Returns where it came to rest.
    @discardableResult
    open func simulateDrag(to offset: CGPoint, velocity: CGPoint = .zero) -> CGPoint {
        isDragging = true
        delegate?.scrollViewWillBeginDragging(self)
        contentOffset = offset
        var target = targetContentOffset(forVelocity: velocity)
        delegate?.scrollViewWillEndDragging(self, withVelocity: velocity, targetContentOffset: &target)
        let decelerates = target != contentOffset
        delegate?.scrollViewDidEndDragging(self, willDecelerate: decelerates)
        if decelerates {
            isDecelerating = true
            delegate?.scrollViewWillBeginDecelerating(self)
            contentOffset = target
            isDragging = false
            isDecelerating = false
            delegate?.scrollViewDidEndDecelerating(self)
        }
        isDragging = false
        return contentOffset
    }

    /// Scrolls the least distance that shows `rect` (content coordinates); nothing when it is visible.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        var offset = contentOffset
        let visible = bounds
        if rect.minX < visible.minX { offset.x = rect.minX } else if rect.maxX > visible.maxX { offset.x = rect.maxX - visible.width }
        if rect.minY < visible.minY { offset.y = rect.minY } else if rect.maxY > visible.maxY { offset.y = rect.maxY - visible.height }
        let range = restingOffsetRange
        offset.x = min(max(offset.x, range.min.x), range.max.x)
        offset.y = min(max(offset.y, range.min.y), range.max.y)
        contentOffset = offset
    }
}
