import CollectionGeometry
import Foundation

/// How a symbol image is scaled relative to its font.
public enum ImageScale: Hashable, Sendable, CaseIterable {
    case small, medium, large

    /// The factor of the symbol size model (semantics V9 of UIKit's symbol configurations: 0.78, 1, 1.29).
    var factor: CGFloat {
        switch self {
        case .small: 0.78
        case .medium: 1
        case .large: 1.29
        }
    }
}

/// How a symbol's layers are coloured.
public enum SymbolRenderingMode: Hashable, Sendable, CaseIterable {
    case monochrome, hierarchical, palette, multicolor
}

/// The state of the cell a view is shown in, as the hosting configuration passes it on (its configuration state).
public struct CellState: Hashable, Sendable {
    public var isSelected = false
    public var isHighlighted = false
    public var isFocused = false
    public var isEditing = false
    public var isDisabled = false
    public var isExpanded = false
    /// A state with no flag set.
    public init() {}
}

/// The values views inherit from their ancestors: font, colours, text and symbol options, the cell's state.
public struct ViewEnvironment: Sendable {
    /// The font of text that sets none (body by default, as in a cell).
    public var font: Font = .body
    /// The foreground colour (primary label colour by default).
    public var foregroundColor: Color = .primary
    /// Whether the foreground colour is the default (so `.secondary` is the system's secondary label colour).
    var foregroundIsDefault = true
    /// The tint (the accent colour by default).
    public var tint: Color = .accentColor
    /// The most lines text takes; `nil` for no limit.
    public var lineLimit: Int?
    /// How multiline text is aligned.
    public var multilineTextAlignment: TextAlignment = .leading
    /// How symbols are scaled relative to the font.
    public var imageScale: ImageScale = .medium
    /// How symbols are coloured.
    public var symbolRenderingMode: SymbolRenderingMode = .monochrome
    /// Pixels per point: text sizes are rounded up to whole pixels.
    public var displayScale: CGFloat = defaultDisplayScale
    /// The state of the cell the content is shown in.
    public var cellState = CellState()

    /// The default environment: body font, primary colour, system blue tint, scale 3.
    public init() {}
}

/// A view built from the state of the cell it is shown in (what `UIHostingConfiguration.updated(for:)` passes on):
/// content that restyles itself when the cell is selected or highlighted, as iOS content reads the cell's
/// configuration state.
public struct CellStateReader<Content: View>: View, PrimitiveView {
    let content: (CellState) -> Content

    /// A view whose content `content` builds from the cell's state.
    public init(@ViewBuilder content: @escaping (CellState) -> Content) { self.content = content }

    public var body: Never { fatalError("a primitive view has no body") }

    func appendNodes(to nodes: inout [LayoutNode], context: ResolveContext) throws(ViewLayoutError) {
        try context.appendNodes(of: content(context.environment.cellState), to: &nodes)
    }
}
