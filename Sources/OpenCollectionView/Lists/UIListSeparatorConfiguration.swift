import CompositionalLayout
import Foundation

/// The per-edge sentinel of ``UIListSeparatorConfiguration``'s insets: an edge with this value is "automatic",
/// resolved by the list (leading: the row's text offset; trailing: 0; semantics LI8).
public let UIListSeparatorAutomaticInsets = NSDirectionalEdgeInsets(
    top: .greatestFiniteMagnitude, leading: .greatestFiniteMagnitude, bottom: .greatestFiniteMagnitude,
    trailing: .greatestFiniteMagnitude)

/// The visibility and insets of a list's separators (iOS 14.5). Only the leading and trailing insets are used.
public struct UIListSeparatorConfiguration: Hashable {
    /// Whether a separator shows.
    public enum Visibility: Int, Sendable, Hashable {
        /// The list decides: bottom separators between rows, no top separators (none in sidebars).
        case automatic = 0
        case visible = 1
        case hidden = 2

        var visibility: ListSeparatorConfiguration.Visibility {
            switch self {
            case .automatic: .automatic
            case .visible: .visible
            case .hidden: .hidden
            }
        }

        init(_ visibility: ListSeparatorConfiguration.Visibility) {
            switch visibility {
            case .automatic: self = .automatic
            case .visible: self = .visible
            case .hidden: self = .hidden
            }
        }
    }

    /// The insets value that means "automatic" on every edge.
    public static var automaticInsets: NSDirectionalEdgeInsets { UIListSeparatorAutomaticInsets }

    public var topSeparatorVisibility: Visibility = .automatic
    public var bottomSeparatorVisibility: Visibility = .automatic
    public var topSeparatorInsets: NSDirectionalEdgeInsets = UIListSeparatorAutomaticInsets
    public var bottomSeparatorInsets: NSDirectionalEdgeInsets = UIListSeparatorAutomaticInsets
    /// The separators' colour; the system `separator` colour by default.
    public var color: UIColor = .separator
    /// The colour of separators between rows of a multiple selection; `separator` by default.
    public var multipleSelectionColor: UIColor = .separator
    /// A vibrancy the separators are drawn with (iOS 15); stored for renderers.
    public var visualEffect: UIVisualEffect?

    /// The defaults of `listAppearance`, which are the same for every appearance: both visibilities `.automatic`,
    /// both insets ``automaticInsets``, the `separator` colour for ``color`` and ``multipleSelectionColor``, no
    /// visual effect. The list resolves "automatic" by its appearance (no separators in sidebars, the text's inset:
    /// semantics LI8, LI13), so the appearance decides nothing here.
    public init(listAppearance: UICollectionLayoutListConfiguration.Appearance) {
        // Exhaustive on purpose: a new appearance has to decide whether its defaults differ.
        switch listAppearance {
        case .plain, .grouped, .insetGrouped, .sidebar, .sidebarPlain: break
        }
    }

    /// The face's configuration for a row: `configuration`'s layout values, `colors`' colours.
    init(_ configuration: ListSeparatorConfiguration, colors: UIListSeparatorConfiguration) {
        self.init(configuration)
        color = colors.color
        multipleSelectionColor = colors.multipleSelectionColor
        visualEffect = colors.visualEffect
    }

    init(_ configuration: ListSeparatorConfiguration) {
        topSeparatorVisibility = Visibility(configuration.topSeparatorVisibility)
        bottomSeparatorVisibility = Visibility(configuration.bottomSeparatorVisibility)
        topSeparatorInsets = Self.insets(configuration.topSeparatorInsets)
        bottomSeparatorInsets = Self.insets(configuration.bottomSeparatorInsets)
    }

    func makeDescription() -> ListSeparatorConfiguration {
        ListSeparatorConfiguration(
            topSeparatorVisibility: topSeparatorVisibility.visibility,
            bottomSeparatorVisibility: bottomSeparatorVisibility.visibility,
            topSeparatorInsets: Self.insets(topSeparatorInsets), bottomSeparatorInsets: Self.insets(bottomSeparatorInsets),
            color: Self.separatorColor(color))
    }

    /// The colour as layer 1 carries it to renderers: `nil` for the system colour, else its light components
    /// (semantics RD10).
    private static func separatorColor(_ color: UIColor) -> ListSeparatorColor? {
        guard color != .separator else { return nil }
        var (red, green, blue, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        color.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        return ListSeparatorColor(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
    }

    private static func insets(_ insets: NSDirectionalEdgeInsets) -> ListSeparatorConfiguration.Insets {
        let automatic = CGFloat.greatestFiniteMagnitude
        return ListSeparatorConfiguration.Insets(
            leading: insets.leading == automatic ? nil : insets.leading,
            trailing: insets.trailing == automatic ? nil : insets.trailing)
    }

    private static func insets(_ insets: ListSeparatorConfiguration.Insets) -> NSDirectionalEdgeInsets {
        let automatic = CGFloat.greatestFiniteMagnitude
        return NSDirectionalEdgeInsets(
            top: automatic, leading: insets.leading ?? automatic, bottom: automatic,
            trailing: insets.trailing ?? automatic)
    }
}
