import Foundation

/// How the flow layout learns whether a delegate implements an optional method of
/// ``UICollectionViewDelegateFlowLayout`` — what UIKit learns from `respondsToSelector:` (semantics LY4).
///
/// Swift calls the protocol extension's default when the delegate has no implementation of its own. While the
/// layout probes a delegate, the default records that it answered for that very delegate; a default answering for
/// another object (a delegate forwarding to an inner one) does not count, so such a delegate counts as implementing
/// the method and is asked for every item, as before.
@MainActor
enum FlowDelegateProbe {
    /// The delegate being probed, if any.
    private static var probed: ObjectIdentifier?
    /// Whether a default implementation answered for ``probed``.
    private static var defaultAnswered = false

    /// Whether `delegate` answers `question` with an implementation of its own rather than the protocol's default.
    /// `question` is asked once; probes may nest (a delegate whose answer solves a layout).
    static func implements(
        _ delegate: any UICollectionViewDelegateFlowLayout, _ question: (any UICollectionViewDelegateFlowLayout) -> Void
    ) -> Bool {
        let saved = (probed, defaultAnswered)
        defer { (probed, defaultAnswered) = saved }
        probed = ObjectIdentifier(delegate)
        defaultAnswered = false
        question(delegate)
        return !defaultAnswered
    }

    /// Called by the protocol's default implementations: records that the default answered for `delegate`.
    static func defaultAnswer(for delegate: any UICollectionViewDelegateFlowLayout) {
        if probed == ObjectIdentifier(delegate) { defaultAnswered = true }
    }
}
