import CompositionalLayout
import DiffableData
import Foundation

/// How an update is animated: a description for renderers, not a timer.
public struct UpdateAnimation: Sendable, Hashable {
    /// An animation curve, passed through to renderers.
    public enum Curve: Sendable, Hashable {
        /// UIKit's standard curves.
        case easeInOut, easeIn, easeOut, linear
        /// A spring with a damping ratio (0 to 1) and an initial velocity, as in UIKit's spring animations.
        case spring(dampingRatio: CGFloat, initialVelocity: CGFloat)
    }

    /// Seconds; 0 means not animated.
    public var duration: Double
    /// The timing curve. Defaults to `.easeInOut`.
    public var curve: Curve

    /// Creates an animation lasting `duration` seconds.
    public init(duration: Double, curve: Curve = .easeInOut) {
        self.duration = duration
        self.curve = curve
    }

    /// UIKit's default for batch updates: 0.3 s, ease in-out.
    public static let `default` = UpdateAnimation(duration: 0.3, curve: .easeInOut)
    /// No animation: duration 0.
    public static let none = UpdateAnimation(duration: 0, curve: .linear)
    /// Whether the update is animated (its duration is above 0).
    public var isAnimated: Bool { duration > 0 }
}

/// What an update did to every element shown before or after it: where each starts and ends.
public struct UpdateTransaction: Sendable {
    /// How an element takes part in an update.
    public enum Change: Sendable, Hashable {
        /// New in the update (inserted, or arriving from a new section): fades in at its final frame.
        case appearing
        /// Gone (deleted): fades out at its old frame.
        case disappearing
        /// Still there, maybe elsewhere; same view.
        case moving
        /// Replaced by a new view (reloaded item or section).
        case reloaded
        /// Same view, configured again and measured again.
        case reconfigured
    }

    /// One element shown before or after the update, and how its view animates.
    public struct Element: Sendable {
        /// How the element takes part in the update.
        public var change: Change
        /// The element's key before the update (`nil` for appearing elements).
        public var keyBefore: ElementKey?
        /// The element's key after the update (`nil` for disappearing elements).
        public var keyAfter: ElementKey?
        /// The element as displayed before the update (`nil` for appearing elements).
        public var before: ViewAttributes?
        /// The element as displayed after the update (`nil` for disappearing elements).
        public var after: ViewAttributes?
        /// Where the animation of ``view`` starts.
        public var initial: ViewAttributes
        /// Where it ends.
        public var final: ViewAttributes
        /// The view showing the element after the update (for disappearing elements: the view that showed it).
        public var view: (any ReusableView)?
        /// For reloads: the view that is replaced, animating from ``before`` to ``previousViewFinal``.
        public var previousView: (any ReusableView)?
        /// For reloads: where the previous view ends (the new frame, alpha 0).
        public var previousViewFinal: ViewAttributes?

        /// Whether the element's frame changes.
        public var isMoved: Bool { before.map { $0.frame != after?.frame } ?? false }
    }

    /// The update that was performed, in `BatchUpdate`'s indices.
    public var update: BatchUpdate
    /// Whether the collection view reloaded its data instead of animating a batch update.
    public var isReload: Bool
    /// How the update is animated (`.none` for a reload).
    public var animation: UpdateAnimation
    /// Every element prepared before or after the update.
    public var elements: [Element]
    /// The content offset before the update, in points.
    public var contentOffsetBefore: CGPoint
    /// The content offset after the update (kept and clamped, as UIKit does).
    public var contentOffsetAfter: CGPoint
    /// The content size before the update.
    public var contentSizeBefore: CGSize
    /// The content size after the update.
    public var contentSizeAfter: CGSize

    /// The element shown after the update under `key`.
    public func element(after key: ElementKey) -> Element? { elements.first { $0.keyAfter == key } }
    /// The element shown before the update under `key`.
    public func element(before key: ElementKey) -> Element? { elements.first { $0.keyBefore == key } }
    /// The elements that take part in the update as `change`, in transaction order.
    public func elements(_ change: Change) -> [Element] { elements.filter { $0.change == change } }
}

extension ViewAttributes {
    /// The same attributes with another opacity.
    public func with(alpha: CGFloat) -> ViewAttributes {
        var copy = self
        copy.alpha = alpha
        return copy
    }
}

extension CollectionView {
    // MARK: Batch updates

    /// Performs a batch update against the data source's new counts (UIKit's `performBatchUpdates`): the
    /// data source must already answer with the data after the update.
    /// - Throws: ``CollectionViewError`` with UIKit's "Invalid update: …" message when the update and the
    ///   counts do not add up, or when the new layout or a view cannot be made.
    @discardableResult
    public func performBatchUpdates(_ update: BatchUpdate, animation: UpdateAnimation? = nil)
        throws(CollectionViewError) -> UpdateTransaction
    {
        try layoutIfNeeded()
        let newCounts = try fetchCounts()
        return try perform(update, newCounts: newCounts, animation: animation ?? defaultUpdateAnimation)
    }

    /// Performs a batch update whose item counts after the update are given (they must also be what the
    /// data source now reports).
    @discardableResult
    public func performBatchUpdates(_ update: BatchUpdate, newItemCounts: [Int], animation: UpdateAnimation? = nil)
        throws(CollectionViewError) -> UpdateTransaction
    {
        try layoutIfNeeded()
        let reported = try fetchCounts()
        guard reported == newItemCounts else {
            throw CollectionViewError(.invalidUpdate(
                "Invalid update: the data source reports item counts \(reported) after the update, but the update "
                    + "was given \(newItemCounts)."))
        }
        return try perform(update, newCounts: newItemCounts, animation: animation ?? defaultUpdateAnimation)
    }

    /// Inserts items at their index paths after the update.
    /// - Throws: ``CollectionViewError`` when the update and the counts do not add up, or the new layout or a view cannot be made.
    @discardableResult
    public func insertItems(at indexPaths: [IndexPath]) throws(CollectionViewError) -> UpdateTransaction {
        try performBatchUpdates(BatchUpdate(itemInserts: indexPaths.sorted()))
    }
    /// Deletes items at their index paths before the update.
    /// - Throws: ``CollectionViewError`` when the update and the counts do not add up, or the new layout or a view cannot be made.
    @discardableResult
    public func deleteItems(at indexPaths: [IndexPath]) throws(CollectionViewError) -> UpdateTransaction {
        try performBatchUpdates(BatchUpdate(itemDeletes: indexPaths.sorted()))
    }
    /// Moves an item from `indexPath` (before the update) to `newIndexPath` (after it); its view is kept.
    /// - Throws: ``CollectionViewError`` when the update and the counts do not add up, or the new layout or a view cannot be made.
    @discardableResult
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) throws(CollectionViewError) -> UpdateTransaction {
        try performBatchUpdates(BatchUpdate(itemMoves: [.init(source: indexPath, destination: newIndexPath)]))
    }
    /// Reloads items: each gets a new cell from the data source and is measured again.
    /// - Throws: ``CollectionViewError`` when the update and the counts do not add up, or the new layout or a view cannot be made.
    @discardableResult
    public func reloadItems(at indexPaths: [IndexPath]) throws(CollectionViewError) -> UpdateTransaction {
        try performBatchUpdates(BatchUpdate(itemReloads: indexPaths.sorted()))
    }
    /// Runs the data source again for the items' existing cells and measures them again (iOS 15).
    /// - Throws: ``CollectionViewError`` when the update and the counts do not add up, or the new layout or a view cannot be made.
    @discardableResult
    public func reconfigureItems(at indexPaths: [IndexPath]) throws(CollectionViewError) -> UpdateTransaction {
        try performBatchUpdates(BatchUpdate(itemReconfigures: indexPaths.sorted()))
    }
    /// Inserts sections at their indices after the update.
    /// - Throws: ``CollectionViewError`` when the update and the counts do not add up, or the new layout or a view cannot be made.
    @discardableResult
    public func insertSections(_ sections: [Int]) throws(CollectionViewError) -> UpdateTransaction {
        try performBatchUpdates(BatchUpdate(sectionInserts: sections.sorted()))
    }
    /// Deletes sections at their indices before the update.
    /// - Throws: ``CollectionViewError`` when the update and the counts do not add up, or the new layout or a view cannot be made.
    @discardableResult
    public func deleteSections(_ sections: [Int]) throws(CollectionViewError) -> UpdateTransaction {
        try performBatchUpdates(BatchUpdate(sectionDeletes: sections.sorted()))
    }
    /// Moves a section from `section` (before the update) to `newSection` (after it).
    /// - Throws: ``CollectionViewError`` when the update and the counts do not add up, or the new layout or a view cannot be made.
    @discardableResult
    public func moveSection(_ section: Int, toSection newSection: Int) throws(CollectionViewError) -> UpdateTransaction {
        try performBatchUpdates(BatchUpdate(sectionMoves: [.init(source: section, destination: newSection)]))
    }
    /// Reloads sections: their elements get new views from the data source.
    /// - Throws: ``CollectionViewError`` when the update and the counts do not add up, or the new layout or a view cannot be made.
    @discardableResult
    public func reloadSections(_ sections: [Int]) throws(CollectionViewError) -> UpdateTransaction {
        try performBatchUpdates(BatchUpdate(sectionReloads: sections.sorted()))
    }

    /// The transaction of a reload: everything shown appears, nothing animates.
    func reloadTransaction(update: BatchUpdate, offsetBefore: CGPoint, sizeBefore: CGSize) throws(CollectionViewError)
        -> UpdateTransaction
    {
        reloadData()
        try layoutIfNeeded()
        let elements = viewStore.displayedAttributes.compactMap { attributes -> UpdateTransaction.Element? in
            guard let view = viewStore.views[ElementKey(attributes)], let after = viewAttributes(of: view) else { return nil }
            return UpdateTransaction.Element(
                change: .appearing, keyBefore: nil, keyAfter: ElementKey(attributes), before: nil, after: after,
                initial: after, final: after, view: view)
        }
        return UpdateTransaction(
            update: update, isReload: true, animation: .none, elements: elements, contentOffsetBefore: offsetBefore,
            contentOffsetAfter: scroll.offset, contentSizeBefore: sizeBefore,
            contentSizeAfter: solution?.contentSize ?? .zero)
    }

    /// Where an element of `solution` is displayed at `position`: pinned, and moved by its orthogonal offset
    /// (both by the layout).
    static func displayed(
        _ key: ElementKey, in solution: any SolvedLayout, position: ScrollPosition
    ) -> LayoutAttributes? {
        switch key.category {
        case .cell:
            return solution.attributesForItem(at: key.indexPath, scrollPosition: position)
        case .supplementaryView:
            return solution.attributesForSupplementaryElement(
                ofKind: key.elementKind ?? "", at: key.indexPath, scrollPosition: position)
        case .decorationView:
            return solution.attributesForDecorationElement(
                ofKind: key.elementKind ?? "", at: key.indexPath, scrollPosition: position)
        }
    }

    /// The update in the layout's terms: which old section each new one continues (reloaded sections start
    /// afresh), per section the items deleted and inserted (moves are both, their measured sizes carried along),
    /// and the reloaded and reconfigured items, which are measured again.
    /// - Complexity: O(sections + operations · log operations).
    static func layoutUpdate(_ update: BatchUpdate, map: UpdateMap, newCounts: [Int]) -> LayoutUpdate {
        var oldOfNew = map.oldSectionOfNew
        for (new, old) in oldOfNew.enumerated() where old.map(map.reloadedSections.contains) ?? false {
            oldOfNew[new] = nil
        }
        var changes: [Int: SectionItemChanges] = [:]
        func newSection(ofOld section: Int) -> Int? {
            section >= 0 && section < map.newSectionOfOld.count ? map.newSectionOfOld[section] : nil
        }
        for path in update.itemDeletes {
            if let section = newSection(ofOld: path[0]) { changes[section, default: .init()].deleted.append(path[1]) }
        }
        for path in update.itemInserts { changes[path[0], default: .init()].inserted.append(path[1]) }
        for move in update.itemMoves {
            if let section = newSection(ofOld: move.source[0]) {
                changes[section, default: .init()].deleted.append(move.source[1])
            }
            changes[move.destination[0], default: .init()].inserted.append(move.destination[1])
            changes[move.destination[0], default: .init()].carried.append(
                CarriedSize(oldSection: move.source[0], oldItem: move.source[1], newItem: move.destination[1]))
        }
        for path in update.itemReloads + update.itemReconfigures {
            changes[path[0], default: .init()].remeasured.append(path[1])
        }
        for section in Array(changes.keys) {
            guard section >= 0, section < oldOfNew.count, oldOfNew[section] != nil else {
                changes[section] = nil
                continue
            }
            changes[section]!.deleted.sort()
            changes[section]!.inserted.sort()
        }
        return LayoutUpdate(itemCounts: newCounts, oldSectionOfNew: oldOfNew, changes: changes)
    }
}
