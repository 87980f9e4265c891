import Foundation

// iOS 17's trait registration: a view or view controller names the traits it depends on and gets a callback when one
// of them changes, instead of overriding traitCollectionDidChange(_:) and comparing (semantics V15).

/// A trait that can be registered for changes: `registerForTraitChanges([UITraitUserInterfaceStyle.self]) { … }`.
public protocol UITraitDefinition {
    /// A unique name for the trait.
    static var identifier: String { get }
    /// A readable name for the trait.
    static var name: String { get }
    /// Whether a change of the trait can change how colours resolve.
    static var affectsColorAppearance: Bool { get }
}

/// A trait type, as `registerForTraitChanges(_:handler:)` takes them.
public typealias UITrait = any UITraitDefinition.Type

/// The traits this package models: each knows how to read its value from a trait collection.
protocol ModeledTraitDefinition: UITraitDefinition {
    static func value(in traits: UITraitCollection) -> AnyHashable
}

extension ModeledTraitDefinition {
    public static var identifier: String { "UIKit.\(Self.self)" }
    public static var name: String { "\(Self.self)".replacingOccurrences(of: "UITrait", with: "") }
    public static var affectsColorAppearance: Bool { false }
}

/// The display scale trait.
public enum UITraitDisplayScale: ModeledTraitDefinition {
    static func value(in traits: UITraitCollection) -> AnyHashable { traits.displayScale }
}

/// The horizontal size class trait.
public enum UITraitHorizontalSizeClass: ModeledTraitDefinition {
    static func value(in traits: UITraitCollection) -> AnyHashable { traits.horizontalSizeClass }
}

/// The vertical size class trait.
public enum UITraitVerticalSizeClass: ModeledTraitDefinition {
    static func value(in traits: UITraitCollection) -> AnyHashable { traits.verticalSizeClass }
}

/// The layout direction trait.
public enum UITraitLayoutDirection: ModeledTraitDefinition {
    static func value(in traits: UITraitCollection) -> AnyHashable { traits.layoutDirection }
}

/// The light or dark appearance trait.
public enum UITraitUserInterfaceStyle: ModeledTraitDefinition {
    public static var affectsColorAppearance: Bool { true }
    static func value(in traits: UITraitCollection) -> AnyHashable { traits.userInterfaceStyle }
}

/// The Dynamic Type size trait.
public enum UITraitPreferredContentSizeCategory: ModeledTraitDefinition {
    static func value(in traits: UITraitCollection) -> AnyHashable { traits.preferredContentSizeCategory }
}

/// The device kind trait.
public enum UITraitUserInterfaceIdiom: ModeledTraitDefinition {
    static func value(in traits: UITraitCollection) -> AnyHashable { traits.userInterfaceIdiom }
}

extension UITraitCollection {
    /// The traits whose changes can change how colours resolve (iOS 17).
    public static var systemTraitsAffectingColorAppearance: [UITrait] { [UITraitUserInterfaceStyle.self] }
    /// The traits whose changes can change an image's appearance (iOS 17).
    public static var systemTraitsAffectingImageLookup: [UITrait] {
        [UITraitUserInterfaceStyle.self, UITraitDisplayScale.self, UITraitLayoutDirection.self]
    }
}

/// A token for a trait change registration, to pass to `unregisterForTraitChanges(_:)`.
@MainActor
public protocol UITraitChangeRegistration: AnyObject {}

/// One registration: the traits watched and what to run.
@MainActor
final class TraitChangeRegistration: UITraitChangeRegistration {
    let traits: [UITrait]
    let handler: (AnyObject, UITraitCollection) -> Void

    init(traits: [UITrait], handler: @escaping (AnyObject, UITraitCollection) -> Void) {
        self.traits = traits
        self.handler = handler
    }

    /// Whether a watched trait differs between `previous` and `current`. A trait this package does not model
    /// never changes.
    func isAffected(from previous: UITraitCollection, to current: UITraitCollection) -> Bool {
        traits.contains { trait in
            guard let modeled = trait as? any ModeledTraitDefinition.Type else { return false }
            return modeled.value(in: previous) != modeled.value(in: current)
        }
    }
}

/// The registrations of one view or view controller, run in the order they were made.
struct TraitChangeRegistrations {
    private(set) var all: [TraitChangeRegistration] = []

    mutating func add(_ registration: TraitChangeRegistration) { all.append(registration) }

    mutating func remove(_ registration: any UITraitChangeRegistration) {
        all.removeAll { $0 === registration }
    }

    /// Runs the registrations affected by the change, with `owner` and the previous traits.
    @MainActor
    func notify(_ owner: AnyObject, previous: UITraitCollection?, current: UITraitCollection) {
        guard let previous, !all.isEmpty else { return }
        for registration in all where registration.isAffected(from: previous, to: current) {
            registration.handler(owner, previous)
        }
    }
}

/// What can register for trait changes: `UIView` and `UIViewController`.
@MainActor
public protocol UITraitChangeObservable: AnyObject {
    /// The current traits.
    var traitCollection: UITraitCollection { get }
}

extension UITraitChangeObservable {
    /// The registrations, kept by the view or view controller.
    fileprivate var registrations: TraitChangeRegistrations {
        get {
            if let view = self as? UIView { return view.traitChangeRegistrations }
            if let controller = self as? UIViewController { return controller.traitChangeRegistrations }
            return TraitChangeRegistrations()
        }
        set {
            if let view = self as? UIView {
                view.traitChangeRegistrations = newValue
            } else if let controller = self as? UIViewController {
                controller.traitChangeRegistrations = newValue
            } else {
                UIKitTraps.raise("registerForTraitChanges: only views and view controllers keep registrations")
            }
        }
    }
}

extension UITraitChangeObservable {
    /// Runs `handler` with the object and the previous traits whenever one of `traits` changes.
    @discardableResult
    public func registerForTraitChanges<Environment: UITraitChangeObservable>(
        _ traits: [UITrait], handler: @escaping (Environment, UITraitCollection) -> Void
    ) -> any UITraitChangeRegistration {
        let registration = TraitChangeRegistration(traits: traits) { owner, previous in
            if let owner = owner as? Environment { handler(owner, previous) }
        }
        registrations.add(registration)
        return registration
    }

    /// Calls the method `action` of the object itself whenever one of `traits` changes. There is no Objective-C
    /// runtime here, so the action is a Swift method reference (`Self.updateColors`), not a `#selector`
    /// (semantics V15).
    @discardableResult
    public func registerForTraitChanges<Environment: UITraitChangeObservable>(
        _ traits: [UITrait], action: @escaping (Environment) -> () -> Void
    ) -> any UITraitChangeRegistration {
        registerForTraitChanges(traits) { (owner: Environment, _: UITraitCollection) in action(owner)() }
    }

    /// Calls the method `action` of `target` (not retained) whenever one of `traits` changes.
    @discardableResult
    public func registerForTraitChanges<Target: AnyObject>(
        _ traits: [UITrait], target: Target, action: @escaping (Target) -> () -> Void
    ) -> any UITraitChangeRegistration {
        registerForTraitChanges(traits) { [weak target] (_: Self, _: UITraitCollection) in
            if let target { action(target)() }
        }
    }

    /// Removes a registration made by one of the `registerForTraitChanges` methods.
    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
        registrations.remove(registration)
    }
}
