import CompositionalLayout
import Foundation

/// The view classes registered by reuse identifier or kind, and the check that registrations are made up front:
/// while a provider runs, a registration newer than the provider call is reported once.
///
/// Rules: supplementary classes are filed under supplementary pool keys; a provider call is in progress exactly
/// when the registration serial at its entry is known (not `Int.max`), and provider calls nest (depth ≥ 0).
struct Registrations {
    /// Cell classes by reuse identifier.
    var cellClasses: [String: any CollectionCell.Type] = [:]
    /// Supplementary classes by `.supplementary(kind:reuseIdentifier:)`.
    var supplementaryClasses: [PoolKey: any ReusableView.Type] = [:]
    /// Decoration classes by kind.
    var decorationClasses: [String: any ReusableView.Type] = [:]
    /// How many provider calls are in progress (a provider may ask the collection view for views itself).
    private(set) var providerDepth = 0
    /// The registration serial when the outermost provider call began; `Int.max` outside provider calls.
    private(set) var serialAtProviderEntry = Int.max
    /// The registrations already reported as created inside a provider.
    private(set) var reportedSerials: Set<Int> = []

    /// Enters a provider call; the outermost one notes the registration serial `serial`.
    mutating func enterProvider(registrationSerial serial: Int) {
        if providerDepth == 0 { serialAtProviderEntry = serial }
        providerDepth += 1
    }

    /// Leaves a provider call.
    mutating func leaveProvider() {
        providerDepth -= 1
        if providerDepth == 0 { serialAtProviderEntry = Int.max }
    }

    /// Whether a dequeue with the registration numbered `serial` must be reported (made inside the provider call
    /// in progress, and not reported before); it is noted as reported.
    mutating func shouldReport(registrationSerial serial: Int) -> Bool {
        guard providerDepth > 0, serial > serialAtProviderEntry else { return false }
        return reportedSerials.insert(serial).inserted
    }

    /// What breaks the rules above (empty when they hold).
    func checkInvariants() -> [String] {
        var problems: [String] = []
        for key in supplementaryClasses.keys {
            if case .supplementary = key { continue }
            problems.append("a supplementary class is filed under \(key)")
        }
        if providerDepth < 0 { problems.append("provider depth \(providerDepth)") }
        if (providerDepth == 0) != (serialAtProviderEntry == Int.max) {
            problems.append("provider depth \(providerDepth) with entry serial \(serialAtProviderEntry)")
        }
        return problems
    }
}
