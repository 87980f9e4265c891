import Foundation

/// Whole-layout settings: scroll direction, spacing between sections, global headers and footers.
public struct LayoutConfiguration: Sendable {
    /// The axis the layout scrolls along. Defaults to `.vertical`.
    public var scrollDirection: ScrollDirection
    /// Space between consecutive sections along the scroll axis.
    public var interSectionSpacing: CGFloat
    /// Headers and footers of the whole layout.
    public var boundarySupplementaryItems: [BoundarySupplementaryItem]
    /// The reference that sections with `.automatic` follow; `.automatic` here means `.safeArea`.
    public var contentInsetsReference: ContentInsetsReference

    /// Creates a configuration; the defaults are a vertical layout, no spacing, no global supplementaries, and `.safeArea`.
    public init(
        scrollDirection: ScrollDirection = .vertical, interSectionSpacing: CGFloat = 0,
        boundarySupplementaryItems: [BoundarySupplementaryItem] = [],
        contentInsetsReference: ContentInsetsReference = .safeArea
    ) {
        self.scrollDirection = scrollDirection
        self.interSectionSpacing = interSectionSpacing
        self.boundarySupplementaryItems = boundarySupplementaryItems
        self.contentInsetsReference = contentInsetsReference
    }
}

/// Returns the layout of a section, or `nil` for a section that has no items to show.
public typealias SectionProvider = @Sendable (_ sectionIndex: Int, _ environment: LayoutEnvironment) -> LayoutSection?

/// A complete compositional layout description: one section for all, or a provider per section.
public struct CollectionLayout: Sendable {
    /// Where sections come from.
    public enum Sections: Sendable {
        /// Every section uses this one.
        case uniform(LayoutSection)
        /// The provider is called for each section on every solve.
        case provider(SectionProvider)
    }

    /// The section description: one shared by all sections, or a provider.
    public var sections: Sections
    /// The whole-layout settings.
    public var configuration: LayoutConfiguration
    /// The decoration kinds registered on the layout; a decoration item of another kind is an error.
    public var registeredDecorationKinds: Set<String>

    /// Creates a layout in which every section uses `section`.
    public init(
        section: LayoutSection, configuration: LayoutConfiguration = LayoutConfiguration(),
        registeredDecorationKinds: Set<String> = []
    ) {
        self.sections = .uniform(section)
        self.configuration = configuration
        self.registeredDecorationKinds = registeredDecorationKinds
    }

    /// Creates a layout that asks `sectionProvider` for each section's description on every solve.
    public init(
        configuration: LayoutConfiguration = LayoutConfiguration(), registeredDecorationKinds: Set<String> = [],
        sectionProvider: @escaping SectionProvider
    ) {
        self.sections = .provider(sectionProvider)
        self.configuration = configuration
        self.registeredDecorationKinds = registeredDecorationKinds
    }
}
