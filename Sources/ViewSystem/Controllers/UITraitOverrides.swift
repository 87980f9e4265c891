import Foundation

/// Traits set on a view, view controller or window that replace the inherited ones below it (iOS 17's
/// `traitOverrides`, with the traits this package models).
public struct UITraitOverrides: Sendable, Hashable {
    /// The display scale, or `nil` to inherit.
    public var displayScale: CGFloat?
    /// The horizontal size class, or `nil` to inherit.
    public var horizontalSizeClass: UIUserInterfaceSizeClass?
    /// The vertical size class, or `nil` to inherit.
    public var verticalSizeClass: UIUserInterfaceSizeClass?
    /// The layout direction, or `nil` to inherit.
    public var layoutDirection: UITraitEnvironmentLayoutDirection?
    /// The interface style, or `nil` to inherit.
    public var userInterfaceStyle: UIUserInterfaceStyle?
    /// The Dynamic Type size, or `nil` to inherit.
    public var preferredContentSizeCategory: UIContentSizeCategory?

    /// No overrides.
    public init() {}

    /// Whether any trait is overridden.
    public var isEmpty: Bool {
        displayScale == nil && horizontalSizeClass == nil && verticalSizeClass == nil && layoutDirection == nil
            && userInterfaceStyle == nil && preferredContentSizeCategory == nil
    }

    /// `traits` with the overridden traits replaced.
    func applied(to traits: UITraitCollection) -> UITraitCollection {
        guard !isEmpty else { return traits }
        return UITraitCollection(
            displayScale: displayScale ?? traits.displayScale,
            horizontalSizeClass: horizontalSizeClass ?? traits.horizontalSizeClass,
            verticalSizeClass: verticalSizeClass ?? traits.verticalSizeClass,
            layoutDirection: layoutDirection ?? traits.layoutDirection,
            userInterfaceStyle: userInterfaceStyle ?? traits.userInterfaceStyle,
            preferredContentSizeCategory: preferredContentSizeCategory ?? traits.preferredContentSizeCategory,
            userInterfaceIdiom: traits.userInterfaceIdiom, listEnvironment: traits.listEnvironment)
    }
}
