import Foundation

/// A description of a view's content, which makes the view that shows it.
public protocol UIContentConfiguration {
    /// Makes a view that shows this configuration.
    @MainActor func makeContentView() -> any UIView & UIContentView
    /// Returns the configuration updated for `state`.
    func updated(for state: any UIConfigurationState) -> Self
}

extension UIContentConfiguration {
    /// Returns `self` unchanged.
    public func updated(for state: any UIConfigurationState) -> Self { self }
}

/// A view that shows a content configuration.
@MainActor
public protocol UIContentView: AnyObject {
    /// The configuration the view shows.
    var configuration: any UIContentConfiguration { get set }
    /// Whether the view can show `configuration` (iOS 16). A cell given a new content configuration applies it to
    /// its current content view when this says yes, and makes a new view otherwise.
    func supports(_ configuration: any UIContentConfiguration) -> Bool
}

extension UIContentView {
    /// Yes when `configuration` is of the same type as the one shown (UIKit's default).
    public func supports(_ configuration: any UIContentConfiguration) -> Bool {
        type(of: configuration) == type(of: self.configuration)
    }
}
