import CompositionalLayout
import TextLayout

// Each spec enum and its layout value, mapped by exhaustive switches in both directions (never by printed
// names), so that a case added to either enum does not compile until it is mapped here.

extension GroupAxisSpec: LayoutValueSpec {
    /// The axis of a row or column; `nil` for a custom group, which has none.
    public var layoutValue: LayoutGroup.Axis? {
        switch self {
        case .horizontal: .horizontal
        case .vertical: .vertical
        case .custom: nil
        }
    }

    /// A row or column for a stack axis; `custom` for none.
    public init(_ layoutValue: LayoutGroup.Axis?) {
        switch layoutValue {
        case .horizontal: self = .horizontal
        case .vertical: self = .vertical
        case nil: self = .custom
        }
    }
}

extension ScrollDirectionSpec: LayoutValueSpec {
    public var layoutValue: ScrollDirection {
        switch self {
        case .vertical: .vertical
        case .horizontal: .horizontal
        }
    }

    public init(_ layoutValue: ScrollDirection) {
        switch layoutValue {
        case .vertical: self = .vertical
        case .horizontal: self = .horizontal
        }
    }
}

extension LayoutDirectionSpec: LayoutValueSpec {
    public var layoutValue: LayoutDirection {
        switch self {
        case .leftToRight: .leftToRight
        case .rightToLeft: .rightToLeft
        }
    }

    public init(_ layoutValue: LayoutDirection) {
        switch layoutValue {
        case .leftToRight: self = .leftToRight
        case .rightToLeft: self = .rightToLeft
        }
    }
}

extension ContentInsetsReferenceSpec: LayoutValueSpec {
    public var layoutValue: ContentInsetsReference {
        switch self {
        case .automatic: .automatic
        case .none: .none
        case .safeArea: .safeArea
        case .layoutMargins: .layoutMargins
        case .readableContent: .readableContent
        }
    }

    public init(_ layoutValue: ContentInsetsReference) {
        switch layoutValue {
        case .automatic: self = .automatic
        case .none: self = .none
        case .safeArea: self = .safeArea
        case .layoutMargins: self = .layoutMargins
        case .readableContent: self = .readableContent
        }
    }
}

extension ContentSizeCategorySpec: LayoutValueSpec {
    public var layoutValue: ContentSizeCategory {
        switch self {
        case .extraSmall: .extraSmall
        case .small: .small
        case .medium: .medium
        case .large: .large
        case .extraLarge: .extraLarge
        case .extraExtraLarge: .extraExtraLarge
        case .extraExtraExtraLarge: .extraExtraExtraLarge
        case .accessibilityMedium: .accessibilityMedium
        case .accessibilityLarge: .accessibilityLarge
        case .accessibilityExtraLarge: .accessibilityExtraLarge
        case .accessibilityExtraExtraLarge: .accessibilityExtraExtraLarge
        case .accessibilityExtraExtraExtraLarge: .accessibilityExtraExtraExtraLarge
        }
    }

    public init(_ layoutValue: ContentSizeCategory) {
        switch layoutValue {
        case .extraSmall: self = .extraSmall
        case .small: self = .small
        case .medium: self = .medium
        case .large: self = .large
        case .extraLarge: self = .extraLarge
        case .extraExtraLarge: self = .extraExtraLarge
        case .extraExtraExtraLarge: self = .extraExtraExtraLarge
        case .accessibilityMedium: self = .accessibilityMedium
        case .accessibilityLarge: self = .accessibilityLarge
        case .accessibilityExtraLarge: self = .accessibilityExtraLarge
        case .accessibilityExtraExtraLarge: self = .accessibilityExtraExtraLarge
        case .accessibilityExtraExtraExtraLarge: self = .accessibilityExtraExtraExtraLarge
        }
    }
}

extension OrthogonalBehaviorSpec: LayoutValueSpec {
    public var layoutValue: OrthogonalScrollingBehavior {
        switch self {
        case .none: .none
        case .continuous: .continuous
        case .continuousGroupLeadingBoundary: .continuousGroupLeadingBoundary
        case .paging: .paging
        case .groupPaging: .groupPaging
        case .groupPagingCentered: .groupPagingCentered
        }
    }

    public init(_ layoutValue: OrthogonalScrollingBehavior) {
        switch layoutValue {
        case .none: self = .none
        case .continuous: self = .continuous
        case .continuousGroupLeadingBoundary: self = .continuousGroupLeadingBoundary
        case .paging: self = .paging
        case .groupPaging: self = .groupPaging
        case .groupPagingCentered: self = .groupPagingCentered
        }
    }
}

extension AlignmentSpec: LayoutValueSpec {
    public var layoutValue: RectAlignment {
        switch self {
        case .none: .none
        case .top: .top
        case .topLeading: .topLeading
        case .leading: .leading
        case .bottomLeading: .bottomLeading
        case .bottom: .bottom
        case .bottomTrailing: .bottomTrailing
        case .trailing: .trailing
        case .topTrailing: .topTrailing
        }
    }

    public init(_ layoutValue: RectAlignment) {
        switch layoutValue {
        case .none: self = .none
        case .top: self = .top
        case .topLeading: self = .topLeading
        case .leading: self = .leading
        case .bottomLeading: self = .bottomLeading
        case .bottom: self = .bottom
        case .bottomTrailing: self = .bottomTrailing
        case .trailing: self = .trailing
        case .topTrailing: self = .topTrailing
        }
    }
}

extension EdgeSpec {
    /// The edge as a member of the layout's edge set.
    public var layoutValue: DirectionalRectEdge {
        switch self {
        case .top: .top
        case .leading: .leading
        case .bottom: .bottom
        case .trailing: .trailing
        }
    }

    /// The edges `set` holds, in declaration order: an option set has no cases to switch over, so every
    /// edge is asked in turn.
    public static func edges(in set: DirectionalRectEdge) -> [EdgeSpec] {
        allCases.filter { set.contains($0.layoutValue) }
    }
}
