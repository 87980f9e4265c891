import Foundation
import HeadlessCollectionView

/// What is wrong with a custom layout's answer: the view cannot show it (semantics CL16, CL17).
enum CustomLayoutAnswerError: Error, Equatable {
    /// A cell at an index path the data source does not have.
    case cellDoesNotExist(IndexPath)
    /// An element whose centre or size has a NaN or infinite coordinate.
    case nonFiniteFrame(category: UICollectionView.ElementCategory, kind: String?, indexPath: IndexPath, frame: CGRect)
    /// A `collectionViewContentSize` with a NaN or infinite side.
    case nonFiniteContentSize(CGSize)
}

/// Checks a custom layout's answers before the view uses them. Each check is O(1) per answered element, so a query
/// costs what it did (CL1): the view never checks elements it was not given.
enum CustomLayoutAnswerCheck {
    /// The answer of `layoutAttributesForElements(in:)` with one object per element, the first the layout gave
    /// (the view shows one view per element, CL17).
    /// - Throws: the first element that cannot be shown.
    static func checked(
        _ answer: [UICollectionViewLayoutAttributes], itemCounts: [Int]
    ) throws(CustomLayoutAnswerError) -> [UICollectionViewLayoutAttributes] {
        var seen = Set<ElementKey>(minimumCapacity: answer.count)
        var kept: [UICollectionViewLayoutAttributes] = []
        kept.reserveCapacity(answer.count)
        for attributes in answer {
            try check(attributes, itemCounts: itemCounts)
            if seen.insert(key(of: attributes)).inserted { kept.append(attributes) }
        }
        return kept
    }

    /// Checks one answered object: a cell must exist (UIKit raises, CL16) and every frame must be finite (CL17).
    static func check(_ attributes: UICollectionViewLayoutAttributes, itemCounts: [Int]) throws(CustomLayoutAnswerError) {
        if attributes.representedElementCategory == .cell, !exists(attributes.indexPath, itemCounts: itemCounts) {
            throw .cellDoesNotExist(attributes.indexPath)
        }
        try checkFrame(of: attributes)
    }

    /// Checks that the object's centre and size are finite (CL17).
    static func checkFrame(of attributes: UICollectionViewLayoutAttributes) throws(CustomLayoutAnswerError) {
        let frame = attributes.untransformedFrame
        guard frame.origin.x.isFinite, frame.origin.y.isFinite, frame.width.isFinite, frame.height.isFinite else {
            throw .nonFiniteFrame(
                category: attributes.representedElementCategory, kind: attributes.representedElementKind,
                indexPath: attributes.indexPath, frame: frame)
        }
    }

    /// Checks `collectionViewContentSize` (CL17).
    static func check(contentSize: CGSize) throws(CustomLayoutAnswerError) {
        guard contentSize.width.isFinite, contentSize.height.isFinite else { throw .nonFiniteContentSize(contentSize) }
    }

    static func exists(_ indexPath: IndexPath, itemCounts: [Int]) -> Bool {
        indexPath.count == 2 && itemCounts.indices.contains(indexPath[0]) && indexPath[1] >= 0
            && indexPath[1] < itemCounts[indexPath[0]]
    }

    static func key(of attributes: UICollectionViewLayoutAttributes) -> ElementKey {
        let kind = attributes.representedElementKind ?? ""
        switch attributes.representedElementCategory {
        case .cell: return .cell(attributes.indexPath)
        case .supplementaryView: return .supplementary(kind, attributes.indexPath)
        case .decorationView: return .decoration(kind, attributes.indexPath)
        }
    }
}

extension UIKitTraps {
    /// The trap for a custom layout's answer the view cannot show: UIKit's text where UIKit raises, naming the layout.
    static func customLayoutAnswer(_ error: CustomLayoutAnswerError, layout: Any.Type) -> String {
        switch error {
        case .cellDoesNotExist(let indexPath):
            "UICollectionView received layout attributes for a cell with an index path that does not exist: "
                + "\(describe(indexPath)) (answered by \(layout))"
        case .nonFiniteFrame(let category, let kind, let indexPath, let frame):
            "\(layout) answered a frame that is not finite for the \(describe(category, kind: kind)) at "
                + "\(describe(indexPath)): \(frame). A view cannot be placed there (UIKit raises: CALayer position "
                + "contains NaN)"
        case .nonFiniteContentSize(let size):
            "\(layout).collectionViewContentSize is not finite: \(size). Return a finite size"
        }
    }

    private static func describe(_ category: UICollectionView.ElementCategory, kind: String?) -> String {
        switch category {
        case .cell: "cell"
        case .supplementaryView: "supplementary view of kind '\(kind ?? "")'"
        case .decorationView: "decoration view of kind '\(kind ?? "")'"
        }
    }
}
