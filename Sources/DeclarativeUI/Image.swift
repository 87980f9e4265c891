import Foundation

/// A view that shows an image: a system symbol drawn at the size of the font, or a bitmap of its own size.
///
/// Symbols have no artwork here: a symbol is a name and a square size, 20/17 of the font's point size times the
/// image scale's factor, rounded to whole pixels at scale 3 (the model UIKit's symbol images follow, semantics V9).
public struct Image: View, PrimitiveView, Sendable {
    let name: String
    let isSymbol: Bool
    /// A bitmap's own size; a symbol's is worked out from the font when the view is resolved.
    let bitmapSize: CGSize
    var isResizable = false
    var renderingMode: SymbolRenderingMode?

    /// A system symbol.
    public init(systemName: String) {
        name = systemName
        isSymbol = true
        bitmapSize = .zero
    }

    /// An image of `naturalSize` points called `name` (how the face brings in its images).
    package init(bitmapNamed name: String, naturalSize: CGSize) {
        self.name = name
        isSymbol = false
        bitmapSize = naturalSize
    }

    public var body: Never { fatalError("a primitive view has no body") }

    /// The image stretched to the size proposed to it (its own size for an unspecified dimension).
    public func resizable() -> Image {
        var image = self
        image.isResizable = true
        return image
    }

    /// The symbol drawn in `mode`.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image {
        var image = self
        image.renderingMode = mode
        return image
    }

    func appendNodes(to nodes: inout [LayoutNode], context: ResolveContext) throws(ViewLayoutError) {
        let environment = context.environment
        var size = bitmapSize
        if isSymbol {
            let side = (environment.font.size * 20 / 17 * environment.imageScale.factor * 3).rounded() / 3
            size = CGSize(width: side, height: side)
        }
        nodes.append(LayoutNode(.image(ImageContent(
            name: name, isSymbol: isSymbol, naturalSize: size, isResizable: isResizable,
            color: isSymbol ? environment.foregroundColor : nil,
            renderingMode: renderingMode ?? environment.symbolRenderingMode))))
    }
}

/// A title with an icon, laid out as an icon then a title, centred vertically, 8 points apart (the model of the
/// default label style in a cell).
public struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon

    /// A label of the views `title` and `icon` build.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    public var body: some View {
        HStack(spacing: 8) {
            icon
            title
        }
    }
}

extension Label where Title == Text, Icon == Image {
    /// A label of a text and a system symbol.
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }
}

/// A flexible space along the axis of its stack (on both axes elsewhere), at least `minLength` long.
public struct Spacer: View, PrimitiveView, Sendable {
    /// The shortest the spacer gets; `nil` for the system spacing (8 points).
    public var minLength: CGFloat?
    /// A spacer at least `minLength` long.
    public init(minLength: CGFloat? = nil) { self.minLength = minLength }
    public var body: Never { fatalError("a primitive view has no body") }
    func appendNodes(to nodes: inout [LayoutNode], context: ResolveContext) throws(ViewLayoutError) {
        if let minLength, minLength.isNaN || minLength < 0 { throw .invalidDimension("Spacer minLength", minLength) }
        nodes.append(LayoutNode(.spacer(minLength: minLength)))
    }
}

/// A thin line across the stack it is in: horizontal in a vertical stack (and outside stacks), vertical in a
/// horizontal one.
public struct Divider: View, PrimitiveView, Sendable {
    /// A divider.
    public init() {}
    public var body: Never { fatalError("a primitive view has no body") }
    func appendNodes(to nodes: inout [LayoutNode], context: ResolveContext) throws(ViewLayoutError) {
        // The separator colour: RGB 60, 60, 67 at 29 % (UIKit's `separator`).
        nodes.append(LayoutNode(.divider(Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.29))))
    }
}

extension Color: View, PrimitiveView {
    public var body: Never { fatalError("a primitive view has no body") }
    func appendNodes(to nodes: inout [LayoutNode], context: ResolveContext) throws(ViewLayoutError) {
        nodes.append(LayoutNode(.shape(ShapeContent(shape: .rectangle, color: self, lineWidth: nil))))
    }
}
