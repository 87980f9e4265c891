import Foundation

extension View {
    func modified(_ modification: Modification) -> ModifiedView<Self> {
        ModifiedView(content: self, modification: modification)
    }

    /// The view inset by `length` on `edges` (16 points, iOS's default padding, when `nil`).
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> ModifiedView<Self> {
        modified(.wrap(.padding(EdgeInsets(edges, length ?? defaultPadding))))
    }

    /// The view inset by `length` on every edge.
    public func padding(_ length: CGFloat) -> ModifiedView<Self> { padding(.all, length) }

    /// The view inset by `insets`.
    public func padding(_ insets: EdgeInsets) -> ModifiedView<Self> { modified(.wrap(.padding(insets))) }

    /// The view in a frame of fixed dimensions (the view's own on a `nil` dimension), placed by `alignment`.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> ModifiedView<Self> {
        modified(.wrap(.fixedFrame(width: width, height: height, alignment: alignment)))
    }

    /// The view in a frame whose size follows the proposal within the given bounds (see <doc:LayoutModel>).
    public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
        idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center
    ) -> ModifiedView<Self> {
        modified(.wrap(.flexibleFrame(FlexibleFrame(
            minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth, minHeight: minHeight,
            idealHeight: idealHeight, maxHeight: maxHeight, alignment: alignment))))
    }

    /// The view at its ideal size on both axes, whatever is proposed.
    public func fixedSize() -> ModifiedView<Self> { fixedSize(horizontal: true, vertical: true) }

    /// The view at its ideal size on the chosen axes.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> ModifiedView<Self> {
        modified(.wrap(.fixedSize(horizontal: horizontal, vertical: vertical)))
    }

    /// The view's priority when its stack shares out space: higher priorities are offered space first.
    public func layoutPriority(_ value: Double) -> ModifiedView<Self> { modified(.priority(value)) }

    /// The view constrained to an aspect ratio (width over height; the view's own when `nil`), fitting or filling the
    /// proposal.
    public func aspectRatio(_ ratio: CGFloat? = nil, contentMode: ContentMode) -> ModifiedView<Self> {
        modified(.wrap(.aspectRatio(ratio, contentMode)))
    }

    /// The view constrained to the aspect ratio of `size`.
    public func aspectRatio(_ size: CGSize, contentMode: ContentMode) -> ModifiedView<Self> {
        aspectRatio(size.height > 0 ? size.width / size.height : nil, contentMode: contentMode)
    }

    /// The view scaled to fit the proposal, keeping its aspect ratio.
    public func scaledToFit() -> ModifiedView<Self> { aspectRatio(contentMode: .fit) }
    /// The view scaled to fill the proposal, keeping its aspect ratio.
    public func scaledToFill() -> ModifiedView<Self> { aspectRatio(contentMode: .fill) }

    /// The view drawn moved by `offset`, without changing its layout.
    public func offset(_ offset: CGSize) -> ModifiedView<Self> { modified(.wrap(.offset(offset))) }
    /// The view drawn moved by `x` and `y`, without changing its layout.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> ModifiedView<Self> { offset(CGSize(width: x, height: y)) }

    /// The view drawn at `opacity` (0 to 1) times its own.
    public func opacity(_ opacity: Double) -> ModifiedView<Self> { modified(.wrap(.opacity(opacity))) }

    /// The view clipped to `shape` in its frame.
    public func clipShape<S: Shape>(_ shape: S) -> ModifiedView<Self> {
        modified(.wrap(.clip((shape as? any KnownShape)?.kind ?? .rectangle)))
    }

    /// The view clipped to its frame.
    public func clipped() -> ModifiedView<Self> { modified(.wrap(.clip(.rectangle))) }

    /// The view clipped to its frame with corners of `radius`.
    public func cornerRadius(_ radius: CGFloat) -> ModifiedView<Self> {
        modified(.wrap(.clip(.roundedRectangle(cornerRadius: radius))))
    }

    /// The view with an explicit horizontal alignment guide, computed from its dimensions.
    public func alignmentGuide(
        _ guide: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat
    ) -> ModifiedView<Self> {
        modified(.wrap(.alignmentGuide(AlignmentGuideOverride(horizontal: guide, vertical: nil, compute: computeValue))))
    }

    /// The view with an explicit vertical alignment guide, computed from its dimensions.
    public func alignmentGuide(
        _ guide: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat
    ) -> ModifiedView<Self> {
        modified(.wrap(.alignmentGuide(AlignmentGuideOverride(horizontal: nil, vertical: guide, compute: computeValue))))
    }

    /// The view with `content` behind it, offered the view's size and placed by `alignment`.
    public func background<Background: View>(
        alignment: Alignment = .center, @ViewBuilder content: () -> Background
    ) -> ModifiedView<Self> {
        let background = content()
        return modified(.decoration(background: true, alignment: alignment) { (context: ResolveContext) throws(ViewLayoutError) in
            try context.nodes(of: background)
        })
    }

    /// The view with `background` behind it, offered the view's size and placed by `alignment`.
    @_disfavoredOverload
    public func background<Background: View>(_ background: Background, alignment: Alignment = .center) -> ModifiedView<Self> {
        self.background(alignment: alignment) { background }
    }

    /// The view with `overlay` in front of it, offered the view's size and placed by `alignment`.
    @_disfavoredOverload
    public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> ModifiedView<Self> {
        self.overlay(alignment: alignment) { overlay }
    }

    /// The view with `style` filling its frame behind it.
    public func background<S: ShapeStyle>(_ style: S) -> ModifiedView<Self> {
        background { Rectangle().fill(style) }
    }

    /// The view with `style` filling `shape` in its frame behind it.
    public func background<S: ShapeStyle, Outline: Shape>(_ style: S, in shape: Outline) -> ModifiedView<Self> {
        background { shape.fill(style) }
    }

    /// The view with `content` in front of it, offered the view's size and placed by `alignment`.
    public func overlay<Overlay: View>(
        alignment: Alignment = .center, @ViewBuilder content: () -> Overlay
    ) -> ModifiedView<Self> {
        let overlay = content()
        return modified(.decoration(background: false, alignment: alignment) { (context: ResolveContext) throws(ViewLayoutError) in
            try context.nodes(of: overlay)
        })
    }

    /// The view with `style` filling its frame in front of it.
    public func overlay<S: ShapeStyle>(_ style: S) -> ModifiedView<Self> {
        overlay { Rectangle().fill(style) }
    }
}

/// iOS's default padding (`padding()` with no length).
let defaultPadding: CGFloat = 16
