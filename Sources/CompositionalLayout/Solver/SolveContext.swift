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
    /// The layout container has no area (a zero-sized collection view, or insets that fill it): nothing is
    /// laid out until the container grows (semantics R1).
    var isEmpty: Bool { layoutContainer.across <= 0 || layoutContainer.along <= 0 }

    init(layout: CollectionLayout, container: CollectionContainer, traits: LayoutTraits) throws(LayoutError) {
        let scaleValue = traits.displayScale
        guard scaleValue.isFinite, scaleValue > 0 else {
            throw LayoutError(.invalidValue(name: "displayScale", value: scaleValue), section: nil, elementPath: "")
        }
        let size = container.size
        // An empty container is a valid state (a view created with `.zero` that gets its size later, R1); a
        // negative or non-finite one is not.
        try container.validate()
        scale = PixelScale(scaleValue)
        self.traits = traits
        isTransposed = layout.configuration.scrollDirection == .horizontal
        isRightToLeft = traits.layoutDirection == .rightToLeft
        collectionContainer = container
        let canonicalSize = isTransposed ? size.transposed : size
        _ = try scale.checkedPixels(size.width, name: "container width")
        _ = try scale.checkedPixels(size.height, name: "container height")
        bounds = PixelSize(width: scale.pixels(canonicalSize.width), height: scale.pixels(canonicalSize.height))
        let reference = layout.configuration.contentInsetsReference
        layoutReference = reference == .automatic ? .safeArea : reference
        registeredDecorationKinds = layout.registeredDecorationKinds
        let spacing = layout.configuration.interSectionSpacing
        guard spacing.isFinite, spacing >= 0 else {
            throw LayoutError(.invalidValue(name: "interSectionSpacing", value: spacing), section: nil, elementPath: "")
        }
        interSectionSpacing = try scale.checkedPixels(spacing, name: "interSectionSpacing")
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

    /// The canonical container of a reference: the bounds less the reference's insets on all four edges, no
    /// less than empty (an empty container lays out nothing, R1).
    func container(for reference: ContentInsetsReference, section: Int?) throws(LayoutError) -> PixelContainer {
        let resolved = reference == .automatic ? layoutReference : reference
        let physical = physicalInsets(for: resolved)
        let insets = isTransposed ? physical.transposed : physical
        for (name, value) in [
            ("top", insets.top), ("leading", insets.leading), ("bottom", insets.bottom), ("trailing", insets.trailing),
        ] {
            guard value.isFinite, value >= 0 else {
                throw LayoutError(
                    .invalidValue(name: "container inset \(name)", value: value), section: section, elementPath: "")
            }
            _ = try scale.checkedPixels(value, name: "container inset \(name)", section: section)
        }
        let leading = scale.pixels(insets.leading)
        let across = bounds.width - leading - scale.pixels(insets.trailing)
        let along = bounds.height - scale.pixels(insets.top) - scale.pixels(insets.bottom)
        return PixelContainer(acrossStart: leading, across: max(0, across), along: max(0, along))
    }

    /// The environment handed to section providers: the bounds and the configuration reference's insets (L2).
    var providerEnvironment: LayoutEnvironment {
        LayoutEnvironment(
            container: LayoutContainer(
                contentSize: collectionContainer.size, pointInsets: physicalInsets(for: layoutReference)),
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
        let swaps = [
            "width": "height", "height": "width", "top": "leading", "leading": "top",
            "bottom": "trailing", "trailing": "bottom",
        ]
        return swaps[canonicalName] ?? canonicalName
    }
}
