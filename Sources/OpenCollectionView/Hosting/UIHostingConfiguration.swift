import DeclarativeUI
import Foundation
import ViewSystem

/// A content configuration whose content is SwiftUI views (iOS 16): the cell's content view lays the views out
/// with `DeclarativeUI` inside the configuration's margins, and sizes the cell to them when the layout asks
/// (an estimated dimension of a compositional item, any list row).
///
/// ```swift
/// cell.contentConfiguration = UIHostingConfiguration {
///     Text("Hello World!")
/// }
/// ```
public struct UIHostingConfiguration<Content: View, Background: View>: UIContentConfiguration {
    let content: Content
    let backgroundContent: Background
    /// Margins set with `margins(_:_:)`, per edge; the cell's default margins elsewhere (SUI10).
    var explicitMargins: [Edge: CGFloat] = [:]
    var minimumWidth: CGFloat?
    var minimumHeight: CGFloat?
    /// The state of the cell, set by ``updated(for:)``: the content's environment carries it.
    var cellState = CellState()

    /// A configuration showing the views `content` builds.
    public init(@ViewBuilder content: () -> Content) where Background == EmptyView {
        self.content = content()
        backgroundContent = EmptyView()
    }

    init(content: Content, background: Background) {
        self.content = content
        backgroundContent = background
    }

    /// The configuration with `insets` as the margins on `edges`.
    public func margins(_ edges: Edge.Set = .all, _ insets: EdgeInsets) -> Self {
        var configuration = self
        let values: [(Edge, CGFloat)] = [
            (.top, insets.top), (.leading, insets.leading), (.bottom, insets.bottom), (.trailing, insets.trailing),
        ]
        for (edge, value) in values where edges.contains(Edge.Set(edge)) { configuration.explicitMargins[edge] = value }
        return configuration
    }

    /// The configuration with `length` as the margin on `edges`.
    public func margins(_ edges: Edge.Set = .all, _ length: CGFloat) -> Self {
        margins(edges, EdgeInsets(top: length, leading: length, bottom: length, trailing: length))
    }

    /// The configuration with a minimum size for the cell (the default on an axis when `nil`).
    public func minSize(width: CGFloat? = nil, height: CGFloat? = nil) -> Self {
        var configuration = self
        if let width { configuration.minimumWidth = width }
        if let height { configuration.minimumHeight = height }
        return configuration
    }

    /// The configuration with the views `content` builds behind the cell's content, filling the cell edge to edge.
    public func background<NewBackground: View>(
        @ViewBuilder content: () -> NewBackground
    ) -> UIHostingConfiguration<Content, NewBackground> {
        var configuration = UIHostingConfiguration<Content, NewBackground>(content: self.content, background: content())
        configuration.explicitMargins = explicitMargins
        configuration.minimumWidth = minimumWidth
        configuration.minimumHeight = minimumHeight
        configuration.cellState = cellState
        return configuration
    }

    /// The configuration with `style` filling the cell behind its content.
    public func background<S: ShapeStyle>(_ style: S) -> UIHostingConfiguration<Content, ShapeView<Rectangle, S>> {
        background { Rectangle().fill(style) }
    }

    /// Makes the content view that lays the views out.
    public func makeContentView() -> any UIView & UIContentView {
        HostingContentView(configuration: self)
    }

    /// The configuration with the cell's state passed on to its content's environment.
    public func updated(for state: any UIConfigurationState) -> Self {
        guard let cell = state as? UICellConfigurationState else { return self }
        var configuration = self
        configuration.cellState.isSelected = cell.isSelected
        configuration.cellState.isHighlighted = cell.isHighlighted
        configuration.cellState.isFocused = cell.isFocused
        configuration.cellState.isEditing = cell.isEditing
        configuration.cellState.isDisabled = cell.isDisabled
        configuration.cellState.isExpanded = cell.isExpanded
        return configuration
    }
}

/// What the content view needs from any hosting configuration, whatever its view types.
protocol HostingConfigurationContent {
    var explicitMargins: [Edge: CGFloat] { get }
    var minimumWidth: CGFloat? { get }
    var minimumHeight: CGFloat? { get }
    var cellState: CellState { get }
    /// The content and (when it draws anything) the background, resolved in `environment`.
    func resolve(in environment: ViewEnvironment) throws(ViewLayoutError) -> (content: ResolvedView, background: ResolvedView?)
}

extension UIHostingConfiguration: HostingConfigurationContent {
    func resolve(in environment: ViewEnvironment) throws(ViewLayoutError) -> (content: ResolvedView, background: ResolvedView?) {
        var environment = environment
        environment.cellState = cellState
        let resolved = try ResolvedView(content, environment: environment)
        let background = Background.self == EmptyView.self ? nil : try ResolvedView(backgroundContent, environment: environment)
        return (resolved, background)
    }
}
