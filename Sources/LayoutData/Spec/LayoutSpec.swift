import Foundation

/// A whole collection-view screen as data: the layout description (everything but closures), the item count
/// of each section, optional measured sizes and optional cell contents. Its JSON form is documented in
/// `docs/layout-spec.md` and `docs/layout-spec.schema.json`.
///
/// Decode one with ``LayoutSpec/decode(_:)``, which reports problems at their JSON path
/// (`sections[2].group.subitems[0].size.width: fraction must be finite and > 0`); turn it into a layout with
/// ``LayoutSpec/makeLayout()``.
public struct LayoutSpec: Codable, Sendable, Hashable {
    /// A title for galleries and reports.
    public var title: String?
    /// What the layout shows, in a sentence or two.
    public var description: String?
    /// The scroll direction and whole-layout supplementaries.
    public var configuration: ConfigurationSpec?
    /// Decoration kinds to register besides the ones the sections use.
    public var decorationKinds: [String]?
    /// The sections, in order.
    public var sections: [SectionSpec]
    /// The layout direction, display scale and Dynamic Type size.
    public var traits: TraitsSpec?

    /// Creates a spec.
    public init(
        title: String? = nil, description: String? = nil, configuration: ConfigurationSpec? = nil,
        decorationKinds: [String]? = nil, sections: [SectionSpec], traits: TraitsSpec? = nil
    ) {
        self.title = title
        self.description = description
        self.configuration = configuration
        self.decorationKinds = decorationKinds
        self.sections = sections
        self.traits = traits
    }
}

/// The layout's configuration (Apple's `UICollectionViewCompositionalLayoutConfiguration`).
public struct ConfigurationSpec: Codable, Sendable, Hashable {
    /// `vertical` (the default) or `horizontal`.
    public var scrollDirection: ScrollDirectionSpec?
    /// Space between sections.
    public var interSectionSpacing: Double?
    /// Supplementaries of the whole layout (global headers and footers).
    public var boundarySupplementaryItems: [BoundarySupplementarySpec]?
    /// Which insets the sections' content insets are added to.
    public var contentInsetsReference: ContentInsetsReferenceSpec?

    /// Creates a configuration.
    public init(
        scrollDirection: ScrollDirectionSpec? = nil, interSectionSpacing: Double? = nil,
        boundarySupplementaryItems: [BoundarySupplementarySpec]? = nil,
        contentInsetsReference: ContentInsetsReferenceSpec? = nil
    ) {
        self.scrollDirection = scrollDirection
        self.interSectionSpacing = interSectionSpacing
        self.boundarySupplementaryItems = boundarySupplementaryItems
        self.contentInsetsReference = contentInsetsReference
    }
}

/// The traits the layout is solved for.
public struct TraitsSpec: Codable, Sendable, Hashable {
    /// `leftToRight` (the default) or `rightToLeft`.
    public var layoutDirection: LayoutDirectionSpec?
    /// Pixels per point; 3 by default.
    public var displayScale: Double?
    /// The Dynamic Type size cells' text is measured at: `large` by default.
    public var contentSizeCategory: ContentSizeCategorySpec?

    /// Creates traits.
    public init(
        layoutDirection: LayoutDirectionSpec? = nil, displayScale: Double? = nil,
        contentSizeCategory: ContentSizeCategorySpec? = nil
    ) {
        self.layoutDirection = layoutDirection
        self.displayScale = displayScale
        self.contentSizeCategory = contentSizeCategory
    }
}

/// A scroll direction.
public enum ScrollDirectionSpec: String, SpecEnum {
    case vertical, horizontal

    /// Decodes the string, refusing an unknown one with the values allowed.
    public init(from decoder: any Decoder) throws { self = try Self.decodeSpecValue(from: decoder) }
}

/// A layout direction.
public enum LayoutDirectionSpec: String, SpecEnum {
    case leftToRight, rightToLeft

    /// Decodes the string, refusing an unknown one with the values allowed.
    public init(from decoder: any Decoder) throws { self = try Self.decodeSpecValue(from: decoder) }
}

/// A content-insets reference.
public enum ContentInsetsReferenceSpec: String, SpecEnum {
    case automatic, none, safeArea, layoutMargins, readableContent

    /// Decodes the string, refusing an unknown one with the values allowed.
    public init(from decoder: any Decoder) throws { self = try Self.decodeSpecValue(from: decoder) }
}

/// A Dynamic Type size category, by UIKit's short names.
public enum ContentSizeCategorySpec: String, SpecEnum {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge
    case accessibilityExtraExtraExtraLarge

    /// Decodes the string, refusing an unknown one with the values allowed.
    public init(from decoder: any Decoder) throws { self = try Self.decodeSpecValue(from: decoder) }
}
