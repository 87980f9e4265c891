import Foundation

/// Whole-layout settings: scroll direction, spacing between sections, global headers and footers.
public struct LayoutConfiguration: Sendable {
    public var scrollDirection: ScrollDirection
    /// Space between consecutive sections along the scroll axis.
    public var interSectionSpacing: CGFloat
    /// Headers and footers of the whole layout.
    public var boundarySupplementaryItems: [BoundarySupplementaryItem]
    /// The reference that sections with `.automatic` follow; `.automatic` here means `.safeArea`.
    public var contentInsetsReference: ContentInsetsReference

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

    public var sections: Sections
    public var configuration: LayoutConfiguration
    /// The decoration kinds registered on the layout; a decoration item of another kind is an error.
    public var registeredDecorationKinds: Set<String>

    public init(
        section: LayoutSection, configuration: LayoutConfiguration = LayoutConfiguration(),
        registeredDecorationKinds: Set<String> = []
    ) {
        self.sections = .uniform(section)
        self.configuration = configuration
        self.registeredDecorationKinds = registeredDecorationKinds
    }

    public init(
        configuration: LayoutConfiguration = LayoutConfiguration(), registeredDecorationKinds: Set<String> = [],
        sectionProvider: @escaping SectionProvider
    ) {
        self.sections = .provider(sectionProvider)
        self.configuration = configuration
        self.registeredDecorationKinds = registeredDecorationKinds
    }
}
