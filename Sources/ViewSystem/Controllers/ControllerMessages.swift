import Foundation

/// UIKit's exception texts for view controller containers (docs/reference/controllers.md gives the sources).
@MainActor
package enum ControllerMessages {
    /// How UIKit prints an object in an exception: `<ClassName: 0x…>`, the module named for types outside UIKit.
    package static func describe(_ object: AnyObject) -> String {
        let objectType: any AnyObject.Type = type(of: object)
        let name = String(reflecting: objectType)
        let shown = name.hasPrefix("ViewSystem.") || name.hasPrefix("OpenCollectionView.") ? "\(objectType)" : name
        return "<\(shown): \(AutoLayoutMessages.address(object))>"
    }

    /// `pushViewController(_:animated:)` of a view controller already on the stack (NSInvalidArgumentException).
    package static func pushingSameInstance(_ navigation: UINavigationController, _ controller: UIViewController) -> String {
        "\(describe(navigation)) is pushing the same view controller instance (\(describe(controller))) more than once "
            + "which is not supported and is most likely an error in the application"
            + (Bundle.main.bundleIdentifier.map { " : \($0)" } ?? "")
    }

    /// `pushViewController(_:animated:)` of a navigation controller (NSInvalidArgumentException).
    package static let pushingNavigationController = "Pushing a navigation controller is not supported"

    /// `popToViewController(_:animated:)` with a view controller not on the stack (NSInternalInconsistencyException).
    package static let popToAbsent = "Tried to pop to a view controller that doesn't exist."

    /// `present(_:animated:completion:)` of a view controller that is already presented (NSInvalidArgumentException).
    package static func presentingActive(_ presenting: UIViewController, _ controller: UIViewController) -> String {
        "Application tried to present modally a view controller \(describe(controller)) that is already being "
            + "presented by \(describe(presenting))."
    }
}
