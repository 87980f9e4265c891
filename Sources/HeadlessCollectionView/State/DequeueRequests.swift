import CompositionalLayout
import Foundation

/// The requests for views the collection view makes to its data source, numbered so that a returned view can be
/// checked to have been dequeued for its element during the request (misuse detection, semantics R9), and what a
/// dequeue inside a request must do: apply the requested element's attributes, or hand back a reconfigured cell.
///
/// Rules: the request in progress is 0 (none) or one already numbered; views are noted as dequeued only inside a
/// request; outside every request nothing is requested or reconfigured.
@MainActor
struct DequeueRequests {
    /// What an inner request saves of the outer one, to restore when it ends.
    struct Outer {
        fileprivate let request: Int
        fileprivate let dequeued: [ObjectIdentifier]
    }

    /// The number of the last request begun.
    private(set) var serial = 0
    /// The request in progress (0: none).
    private(set) var current = 0
    /// The views dequeued during the request in progress.
    private(set) var dequeuedInCurrent: [ObjectIdentifier] = []
    /// The element whose view the data source is being asked for: dequeuing applies its attributes.
    var requestedElement: LayoutAttributes?
    /// The view whose attributes the last dequeue applied (so they are not applied again over the data source's
    /// configuration).
    var appliedAtDequeue: ObjectIdentifier?
    /// The cell a reconfigure asks the data source to configure again: dequeuing for its item hands it back.
    var reconfigureTarget: (indexPath: IndexPath, view: any CollectionCell)?

    /// Whether no request is in progress and nothing is requested or reconfigured.
    var isIdle: Bool { current == 0 && requestedElement == nil && reconfigureTarget == nil }

    /// Begins a request (maybe inside another); returns its number and what ``end(restoring:)`` restores.
    mutating func begin() -> (request: Int, outer: Outer) {
        serial += 1
        let outer = Outer(request: current, dequeued: dequeuedInCurrent)
        current = serial
        dequeuedInCurrent = []
        return (serial, outer)
    }

    /// Ends the request in progress, going back to the one it was made in.
    mutating func end(restoring outer: Outer) {
        current = outer.request
        dequeuedInCurrent = outer.dequeued
    }

    /// Notes a dequeued view as part of the request in progress, if any.
    mutating func noteDequeued(_ id: ObjectIdentifier) {
        if current != 0 { dequeuedInCurrent.append(id) }
    }

    /// What breaks the rules above (empty when they hold).
    func checkInvariants() -> [String] {
        var problems: [String] = []
        if current < 0 || current > serial { problems.append("request \(current) in progress, \(serial) begun") }
        if current == 0 && !dequeuedInCurrent.isEmpty { problems.append("views noted as dequeued outside any request") }
        if current == 0 && requestedElement != nil { problems.append("an element is requested outside any request") }
        if current == 0 && reconfigureTarget != nil { problems.append("a cell is reconfigured outside any request") }
        return problems
    }
}
