import Foundation

extension View {
    /// The view with `change` applied to the environment of its content.
    func environmentChange(_ change: @escaping (inout ViewEnvironment) -> Void) -> ModifiedView<Self> {
        modified(.environment(change))
    }

    /// The view's text set in `font` (unless a text sets its own).
    public func font(_ font: Font?) -> ModifiedView<Self> {
        environmentChange { if let font { $0.font = font } }
    }

    /// The view's foreground (text, symbols, shapes without a style) drawn with `style`.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> ModifiedView<Self> {
        environmentChange { environment in
            if !(style is HierarchicalShapeStyle) { environment.foregroundIsDefault = false }
            environment.foregroundColor = style.resolvedColor(in: environment)
        }
    }

    /// The view's foreground drawn in `color`.
    public func foregroundColor(_ color: Color?) -> ModifiedView<Self> {
        environmentChange { environment in
            guard let color else { return }
            environment.foregroundColor = color
            environment.foregroundIsDefault = false
        }
    }

    /// The view's tint (what `.tint` styles resolve to).
    public func tint(_ tint: Color?) -> ModifiedView<Self> {
        environmentChange { if let tint { $0.tint = tint } }
    }

    /// The most lines the view's text takes; `nil` for no limit.
    public func lineLimit(_ number: Int?) -> ModifiedView<Self> {
        environmentChange { $0.lineLimit = number.map { max(1, $0) } }
    }

    /// How the view's multiline text is aligned.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> ModifiedView<Self> {
        environmentChange { $0.multilineTextAlignment = alignment }
    }

    /// The scale of the view's symbols relative to their font.
    public func imageScale(_ scale: ImageScale) -> ModifiedView<Self> {
        environmentChange { $0.imageScale = scale }
    }

    /// How the view's symbols are coloured.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> ModifiedView<Self> {
        environmentChange { if let mode { $0.symbolRenderingMode = mode } }
    }

    /// The view's text in bold (the environment's font at bold weight).
    public func bold(_ isActive: Bool = true) -> ModifiedView<Self> {
        environmentChange { if isActive { $0.font = $0.font.bold() } }
    }

    /// The view's text at `weight`.
    public func fontWeight(_ weight: Font.Weight?) -> ModifiedView<Self> {
        environmentChange { if let weight { $0.font = $0.font.weight(weight) } }
    }
}
