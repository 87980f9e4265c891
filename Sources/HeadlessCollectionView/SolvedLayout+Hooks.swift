import CompositionalLayout
import DiffableData
import Foundation

/// The defaults of the layout-object hooks: layer 1's layouts are values solved by the view, so they need none of
/// them (semantics CL1).
extension SolvedLayout {
    public var hasCustomPresentation: Bool { false }

    public func viewAttributes(for attributes: LayoutAttributes) -> ViewAttributes { ViewAttributes(attributes) }

    public func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    public mutating func invalidateLayout(forBoundsChange newBounds: CGRect) {}

    public func targetContentOffset(forProposedContentOffset proposed: CGPoint, velocity: CGPoint) -> CGPoint {
        proposed
    }

    public func targetContentOffset(forProposedContentOffset proposed: CGPoint) -> CGPoint { proposed }

    public mutating func prepare(forUpdate update: BatchUpdate) {}

    public func initialAttributes(forAppearing key: ElementKey, final: ViewAttributes) -> ViewAttributes {
        final.with(alpha: 0)
    }

    public func finalAttributes(forDisappearing key: ElementKey, initial: ViewAttributes) -> ViewAttributes {
        initial.with(alpha: 0)
    }

    public mutating func finalizeUpdate() {}
}
