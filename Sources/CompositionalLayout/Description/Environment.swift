import Foundation

/// The traits the layout depends on besides geometry.
public struct LayoutTraits: Sendable, Hashable {
    /// The reading direction; right-to-left layouts are mirrored. Defaults to `.leftToRight`.
    public var layoutDirection: LayoutDirection
    /// Pixels per point; frames are aligned to whole pixels at this scale. A current iPhone is 3.
    public var displayScale: CGFloat
    /// The horizontal size class. Defaults to `.compact`.
    public var horizontalSizeClass: SizeClass
    /// The vertical size class. Defaults to `.regular`.
    public var verticalSizeClass: SizeClass
    /// The width that list margins follow (16 or 20 points, semantics LI6): UIKit takes them from the screen, so a
    /// collection view narrower than its window still gets the window's margins. `nil` (the default) follows the
    /// container's own width.
    public var marginReferenceWidth: CGFloat?

    /// Creates traits; the defaults describe a portrait iPhone at 3x, left to right.
    public init(
        layoutDirection: LayoutDirection = .leftToRight, displayScale: CGFloat = defaultDisplayScale,
        horizontalSizeClass: SizeClass = .compact, verticalSizeClass: SizeClass = .regular,
        marginReferenceWidth: CGFloat? = nil
    ) {
        self.layoutDirection = layoutDirection
        self.displayScale = displayScale
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.marginReferenceWidth = marginReferenceWidth
    }
}

/// The geometry of the collection view the layout fills: its bounds size and its insets.
public struct CollectionContainer: Sendable, Hashable {
    /// The size of the collection view's bounds.
    public var size: CGSize
    /// The safe area insets (used by the `.safeArea` reference).
    public var safeAreaInsets: EdgeInsets
    /// The layout margins, including the safe area (used by the `.layoutMargins` reference).
    public var layoutMargins: DirectionalEdgeInsets
    /// The insets of the readable content guide (used by the `.readableContent` reference);
    /// `nil` means the layout margins.
    public var readableContentInsets: DirectionalEdgeInsets?
    /// The scroll view's adjusted content inset. A flow layout lays its lines out in the bounds less this inset
    /// across the scroll axis, as UIKit's flow layout does (semantics F4); the compositional solver ignores it.
    public var contentInset: EdgeInsets

    /// Creates a container; the insets default to zero and the readable content insets to the layout margins.
    public init(
        size: CGSize, safeAreaInsets: EdgeInsets = .zero, layoutMargins: DirectionalEdgeInsets = .zero,
        readableContentInsets: DirectionalEdgeInsets? = nil, contentInset: EdgeInsets = .zero
    ) {
        self.size = size
        self.safeAreaInsets = safeAreaInsets
        self.layoutMargins = layoutMargins
        self.readableContentInsets = readableContentInsets
        self.contentInset = contentInset
    }
}

/// A container as the layout describes it to section providers and custom groups.
public struct LayoutContainer: Sendable, Hashable {
    /// The size before insets.
    public var contentSize: CGSize
    /// Insets as given; unless ``insetsArePoints``, values below 1 are fractions of the size (0.15 leading =
    /// 15 % of the width), as Apple documents for `NSCollectionLayoutContainer`.
    public var contentInsets: DirectionalEdgeInsets
    /// The insets are points whatever their value: true for the containers the solver hands to section
    /// providers, whose insets are the collection view's safe area or margins (0.5 pt is half a point, not
    /// half the width; semantics R6).
    public var insetsArePoints: Bool

    /// Creates a container of `contentSize` points with `contentInsets` (values below 1 are fractions).
    public init(contentSize: CGSize, contentInsets: DirectionalEdgeInsets = .zero) {
        self.contentSize = contentSize
        self.contentInsets = contentInsets
        insetsArePoints = false
    }

    /// Creates a container of `contentSize` points whose insets are points, however small.
    public init(contentSize: CGSize, pointInsets: DirectionalEdgeInsets) {
        self.contentSize = contentSize
        contentInsets = pointInsets
        insetsArePoints = true
    }

    /// The insets in points, with fractional values (below 1, unless ``insetsArePoints``) resolved against
    /// the size.
    public var effectiveContentInsets: DirectionalEdgeInsets {
        let fractions = !insetsArePoints
        func resolve(_ value: CGFloat, _ length: CGFloat) -> CGFloat {
            fractions && value > 0 && value < 1 ? value * length : value
        }
        return DirectionalEdgeInsets(
            top: resolve(contentInsets.top, contentSize.height),
            leading: resolve(contentInsets.leading, contentSize.width),
            bottom: resolve(contentInsets.bottom, contentSize.height),
            trailing: resolve(contentInsets.trailing, contentSize.width)
        )
    }

    /// The size after insets.
    public var effectiveContentSize: CGSize {
        let insets = effectiveContentInsets
        return CGSize(
            width: contentSize.width - insets.leading - insets.trailing,
            height: contentSize.height - insets.top - insets.bottom
        )
    }
}

/// What a section provider or a custom group sees of its surroundings.
public struct LayoutEnvironment: Sendable, Hashable {
    /// The container: for a section provider, the bounds size with the reference insets; for a custom group,
    /// the group's resolved size without insets.
    public var container: LayoutContainer
    /// The layout direction, display scale and size classes.
    public var traits: LayoutTraits

    /// Creates an environment; the traits default to ``LayoutTraits/init(layoutDirection:displayScale:horizontalSizeClass:verticalSizeClass:marginReferenceWidth:)``'s defaults.
    public init(container: LayoutContainer, traits: LayoutTraits = LayoutTraits()) {
        self.container = container
        self.traits = traits
    }
}

extension CollectionContainer {
    /// Checks what a solver cannot work with: a negative or non-finite size (an empty one is valid, R1) and a NaN
    /// or infinite safe-area, margin or readable-content inset (before: it made the scroll range or a section's
    /// frame NaN without a word; semantics R12).
    /// - Throws: ``LayoutError`` (`invalidContainer` or `invalidValue`, naming the inset).
    public func validate() throws(LayoutError) {
        guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else {
            throw LayoutError(.invalidContainer(size), section: nil, elementPath: "")
        }
        let sides: [(String, CGFloat)] = [
            ("safeAreaInsets.top", safeAreaInsets.top), ("safeAreaInsets.left", safeAreaInsets.left),
            ("safeAreaInsets.bottom", safeAreaInsets.bottom), ("safeAreaInsets.right", safeAreaInsets.right),
            ("layoutMargins.top", layoutMargins.top), ("layoutMargins.leading", layoutMargins.leading),
            ("layoutMargins.bottom", layoutMargins.bottom), ("layoutMargins.trailing", layoutMargins.trailing),
        ]
        let readable = readableContentInsets.map { insets -> [(String, CGFloat)] in
            [
                ("readableContentInsets.top", insets.top), ("readableContentInsets.leading", insets.leading),
                ("readableContentInsets.bottom", insets.bottom), ("readableContentInsets.trailing", insets.trailing),
            ]
        } ?? []
        for (name, value) in sides + readable where !value.isFinite {
            throw LayoutError(.invalidValue(name: "container " + name, value: value), section: nil, elementPath: "")
        }
    }
}
