import CollectionGeometry
import ConstraintSolver
import Foundation

/// Translates one layout boundary's views, guides and constraints onto a `ConstraintSolver.Solver`, keeps the
/// solver's constants in step with the live values (frames of views that translate their frames, intrinsic sizes,
/// margins, baselines), and hands the solved frames back. No solving happens here: the solver does it.
///
/// Variables are each item's left, top, width and height in the boundary root's coordinates (bounds origins of
/// scroll views are ignored, so content keeps its place as the view scrolls).
@MainActor
final class LayoutEngine {
    struct ItemVariables {
        var left, top, width, height: Variable
    }

    /// A solver constraint whose constant follows a live value.
    struct Synced {
        var id: ConstraintID
        var constant: Double
        var compute: @MainActor () -> Double
        /// A second constraint whose constant is the same value (an intrinsic size's compression resistance beside
        /// its hugging), so the value is computed once.
        var pairedID: ConstraintID? = nil
    }

    unowned let root: UIView
    /// A fitting engine leaves the root's size free (with the fitting constraints) and resizes nothing.
    let isFitting: Bool
    var fittingPriorities: [UILayoutPriority] = []
    var fittingTarget: CGSize = .zero

    var solver = Solver()
    var builtVersion = -1
    var variables: [ObjectIdentifier: ItemVariables] = [:]
    /// Participating views other than the root (retained), grouped by superview.
    var childrenOf: [ObjectIdentifier: [UIView]] = [:]
    var views: [UIView] = []
    var synced: [Synced] = []
    /// Client constraints and their solver constraints (`nil`: broken because unsatisfiable).
    var installed: [(constraint: NSLayoutConstraint, id: ConstraintID?)] = []
    /// System constraints by solver id, described for logs.
    var systemDescriptions: [ConstraintID: String] = [:]
    /// Layout directions the leading/trailing expressions were built for, by view.
    var directions: [ObjectIdentifier: (view: WeakView, rightToLeft: Bool)] = [:]
    /// Frames of views translating their frames, as the engine last saw or set them.
    var translatedFrames: [ObjectIdentifier: CGRect] = [:]
    var translatedParts: [ObjectIdentifier: AutoresizingParts] = [:]
    var stackViews: [WeakView] = []
    var needsRebuild = false

    init(root: UIView, fitting: Bool) {
        self.root = root
        isFitting = fitting
    }

    var scale: CGFloat {
        let scale = root.traitCollection.displayScale
        return scale > 0 ? scale : 3
    }

    // MARK: Update

    /// Rebuilds when the boundary changed shape, then brings constants up to date and re-solves (incrementally).
    func update() {
        refreshStackArrangements()
        if builtVersion != root.autoLayoutBoundary.autoLayout.structureVersion || needsRebuild || directionsChanged() {
            rebuild()
            // A new engine meets its stack views while building: an arranged view hidden since the stack last made
            // its constraints would otherwise be measured as shown (with its spacing) until the next update.
            refreshStackArrangements()
            if builtVersion != root.autoLayoutBoundary.autoLayout.structureVersion { rebuild() }
        }
        // Width-dependent intrinsic heights need the solved width: a few rounds settle them.
        for _ in 0..<4 {
            if !syncConstants() { break }
        }
        if needsRebuild {
            rebuild()
            _ = syncConstants()
        }
        if !isFitting { markViewsWhoseFramesChange() }
    }

    private func refreshStackArrangements() {
        withoutMarkingBoundary {
            for stack in stackViews { (stack.view as? UIStackView)?.refreshArrangementIfNeeded() }
        }
    }

    /// Runs `body`, in which stack views regenerate constraints that this solve takes in, without leaving the
    /// boundary marked for another layout pass (a fitting engine leaves the mark: the boundary's engine must rebuild).
    func withoutMarkingBoundary(_ body: () -> Void) {
        let boundary = root.autoLayoutBoundary
        let wasMarked = boundary.needsLayout
        body()
        if !isFitting && !wasMarked { boundary.needsLayout = false }
    }

    /// Sets every constant that moved; returns whether any did.
    @discardableResult
    func syncConstants() -> Bool {
        var changed = false
        for index in synced.indices {
            let value = synced[index].compute()
            guard value != synced[index].constant, value.isFinite else { continue }
            changed = true
            do {
                try solver.setConstant(value, of: synced[index].id)
                if let paired = synced[index].pairedID { try solver.setConstant(value, of: paired) }
                synced[index].constant = value
            } catch {
                // A required system constraint cannot follow: rebuild, so that the client constraint that conflicts
                // is the one broken (and logged).
                needsRebuild = true
                return false
            }
        }
        return changed
    }

    private func directionsChanged() -> Bool {
        directions.values.contains { $0.view.view?.isRightToLeftForLayout != $0.rightToLeft }
    }

    // MARK: Reading the solution

    func absoluteFrame(of item: AnyObject) -> CGRect? {
        guard let vars = variables[ObjectIdentifier(item)] else { return nil }
        return CGRect(
            x: solver.value(of: vars.left), y: solver.value(of: vars.top), width: solver.value(of: vars.width),
            height: solver.value(of: vars.height))
    }

    /// `view`'s frame in its superview, edges rounded to the display's pixels.
    func solvedFrame(of view: UIView) -> CGRect? {
        guard let frame = absoluteFrame(of: view), let superview = view.superview,
            let parent = absoluteFrame(of: superview)
        else { return nil }
        let minX = round(frame.minX), minY = round(frame.minY)
        return CGRect(
            x: minX - round(parent.minX), y: minY - round(parent.minY), width: round(frame.maxX) - minX,
            height: round(frame.maxY) - minY)
    }

    func round(_ value: CGFloat) -> CGFloat { value.roundedToPixel(scale: scale) }

    func rootSize() -> CGSize {
        guard let frame = absoluteFrame(of: root) else { return .zero }
        return CGSize(width: round(frame.width), height: round(frame.height))
    }

    func isAmbiguous(_ item: AnyObject) -> Bool {
        guard let vars = variables[ObjectIdentifier(item)] else { return false }
        return [vars.left, vars.top, vars.width, vars.height].contains { solver.isAmbiguous($0) }
    }

    // MARK: Applying

    private func markViewsWhoseFramesChange() {
        for view in views where view !== root {
            if let frame = solvedFrame(of: view), frame != view.frame { view.superview?.setNeedsLayout() }
        }
    }

    /// Gives `view`'s participating subviews their solved frames.
    func applyFrames(toSubviewsOf view: UIView) {
        guard !isFitting, let children = childrenOf[ObjectIdentifier(view)] else { return }
        for child in children {
            guard let frame = solvedFrame(of: child) else { continue }
            if frame != child.frame {
                // The child's subviews that translate their masks follow its new size inside its bounds setter.
                if child.transform.isIdentity {
                    child.frame = frame
                } else {
                    child.bounds.size = frame.size
                    child.center = CGPoint(x: frame.midX, y: frame.midY)
                }
            }
            // A frame the engine set is not new input for the autoresizing constraints.
            if child.translatesAutoresizingMaskIntoConstraints { translatedFrames[ObjectIdentifier(child)] = child.frame }
        }
    }
}

/// A reference that does not keep a view alive (engines must not own their boundary's root).
struct WeakView {
    weak var view: UIView?
}

extension UIView {
    /// Whether leading is the right edge.
    var isRightToLeftForLayout: Bool { effectiveUserInterfaceLayoutDirection == .rightToLeft }
}
