import Foundation

/// A container across and along the scroll axis, in canonical pixels: `acrossStart` is its leading edge in
/// content coordinates, `along` its length along the scroll axis (semantics L2).
struct PixelContainer: Sendable, Hashable {
    var acrossStart: Int
    var across: Int
    var along: Int
}

/// Everything one solve needs besides the sections: the scale, the directions, the containers.
struct SolveContext: Sendable {
    let scale: PixelScale
    let traits: LayoutTraits
    /// The layout scrolls horizontally, so the description is transposed (L1).
    let isTransposed: Bool
    /// Frames are mirrored at the end (L1).
    let isRightToLeft: Bool
    /// The collection view's bounds in canonical pixels: `width` across the scroll axis.
    let bounds: PixelSize
    /// The physical bounds and insets, for section providers and reference containers.
    let collectionContainer: CollectionContainer
    /// The configuration's reference (`.automatic` resolved to `.safeArea`).
    let layoutReference: ContentInsetsReference
    /// The layout container: the bounds less the configuration reference's insets.
    private(set) var layoutContainer: PixelContainer
    let registeredDecorationKinds: Set<String>
    let interSectionSpacing: Int

    init(layout: CollectionLayout, container: CollectionContainer, traits: LayoutTraits) throws(LayoutError) {
        let scaleValue = traits.displayScale
        guard scaleValue.isFinite, scaleValue > 0 else {
            throw LayoutError(.invalidValue(name: "displayScale", value: scaleValue), section: nil, elementPath: "")
        }
        let size = container.size
        guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else {
            throw LayoutError(.invalidContainer(size), section: nil, elementPath: "")
        }
        scale = PixelScale(scaleValue)
        self.traits = traits
        isTransposed = layout.configuration.scrollDirection == .horizontal
        isRightToLeft = traits.layoutDirection == .rightToLeft
        collectionContainer = container
        let canonicalSize = isTransposed ? size.transposed : size
        bounds = PixelSize(width: scale.pixels(canonicalSize.width), height: scale.pixels(canonicalSize.height))
        guard bounds.width > 0, bounds.height > 0 else {
            throw LayoutError(.invalidContainer(size), section: nil, elementPath: "")
        }
        let reference = layout.configuration.contentInsetsReference
        layoutReference = reference == .automatic ? .safeArea : reference
        registeredDecorationKinds = layout.registeredDecorationKinds
        let spacing = layout.configuration.interSectionSpacing
        guard spacing.isFinite, spacing >= 0 else {
            throw LayoutError(.invalidValue(name: "interSectionSpacing", value: spacing), section: nil, elementPath: "")
        }
        interSectionSpacing = scale.pixels(spacing)
        // Placeholder so that `container(for:)` can be called; replaced just below.
        layoutContainer = PixelContainer(acrossStart: 0, across: bounds.width, along: bounds.height)
        layoutContainer = try self.container(for: layoutReference, section: nil)
    }

    /// The directional insets of a reference, as given (physical directions, leading by reading direction).
    func physicalInsets(for reference: ContentInsetsReference) -> DirectionalEdgeInsets {
        let container = collectionContainer
        switch reference {
        case .none: return .zero
        case .automatic, .safeArea: return container.safeAreaInsets.directional(traits.layoutDirection)
        case .layoutMargins: return container.layoutMargins
        case .readableContent: return container.readableContentInsets ?? container.layoutMargins
        }
    }

    /// The canonical container of a reference: the bounds less the reference's insets on all four edges.
    func container(for reference: ContentInsetsReference, section: Int?) throws(LayoutError) -> PixelContainer {
        let resolved = reference == .automatic ? layoutReference : reference
        let physical = physicalInsets(for: resolved)
        let insets = isTransposed ? physical.transposed : physical
        for (name, value) in [
            ("top", insets.top), ("leading", insets.leading), ("bottom", insets.bottom), ("trailing", insets.trailing),
        ] where !value.isFinite || value < 0 {
            throw LayoutError(.invalidValue(name: "container inset \(name)", value: value), section: section, elementPath: "")
        }
        let leading = scale.pixels(insets.leading)
        let across = bounds.width - leading - scale.pixels(insets.trailing)
        let along = bounds.height - scale.pixels(insets.top) - scale.pixels(insets.bottom)
        guard across > 0, along > 0 else {
            let size = CGSize(width: scale.points(across), height: scale.points(along))
            throw LayoutError(.invalidContainer(isTransposed ? size.transposed : size), section: section, elementPath: "")
        }
        return PixelContainer(acrossStart: leading, across: across, along: along)
    }

    /// The environment handed to section providers: the bounds and the configuration reference's insets (L2).
    var providerEnvironment: LayoutEnvironment {
        LayoutEnvironment(
            container: LayoutContainer(
                contentSize: collectionContainer.size, contentInsets: physicalInsets(for: layoutReference)),
            traits: traits)
    }

    /// A length in canonical pixels as points along a physical axis, for error messages.
    func physicalSize(_ size: PixelSize) -> CGSize {
        let canonical = CGSize(width: scale.points(size.width), height: scale.points(size.height))
        return isTransposed ? canonical.transposed : canonical
    }

    /// The physical name of a canonical dimension or edge, so that errors in a horizontal layout use the
    /// names the author wrote.
    func physicalName(_ canonicalName: String) -> String {
        guard isTransposed else { return canonicalName }
        let swaps = ["width": "height", "height": "width", "top": "leading", "leading": "top",
                     "bottom": "trailing", "trailing": "bottom"]
        return swaps[canonicalName] ?? canonicalName
    }
}
