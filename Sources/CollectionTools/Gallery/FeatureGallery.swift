import CompositionalLayout
import Foundation
import LayoutData

/// The gallery's feature specs: one per feature of the layout engine, with contents so that they read as
/// screens.
enum FeatureGallery {
    static let group = "Features"

    static var all: [GalleryItem] {
        [showcase, photoGrid, nestedGroups, badges, headersAndFooters, pinnedHeaders, backgrounds]
            + orthogonalBehaviors + [horizontal, rightToLeft, customGroup] + dynamicType
    }

    static func item(_ name: String, _ spec: LayoutSpec, views: [GalleryView] = GalleryItem.phoneAndTablet) -> GalleryItem {
        GalleryItem(name: name, group: group, spec: spec, views: views)
    }

    /// A store-like screen: a paging banner, a grid of apps with symbols and a list with accessories.
    static var showcase: GalleryItem {
        let banner = SectionSpec(
            items: 5,
            group: Build.row(Build.fw(0.92), Build.abs(200), [Build.item(Build.fw(1), Build.fh(1))]),
            contentInsets: Build.insets(vertical: 8, horizontal: 16), interGroupSpacing: 12,
            orthogonalScrollingBehavior: .groupPagingCentered,
            cells: Build.colorful("Featured {item}", symbol: "star.fill", radius: 16))
        let apps = SectionSpec(
            items: 8,
            group: Build.row(
                Build.fw(1), Build.abs(64), [Build.item(Build.fw(0.5), Build.fh(1), inset: 4)]),
            contentInsets: Build.insets(vertical: 8, horizontal: 12),
            boundarySupplementaryItems: [Build.header(44)],
            cells: Build.colors.map {
                CellContentSpec(text: "App {item}", symbol: "app.fill", color: $0 + "22", textColor: "#1C1C1E", cornerRadius: 12)
            },
            supplementaries: Build.headerContent("Top apps"))
        let list = SectionSpec(
            items: 6,
            group: Build.column(Build.fw(1), Build.abs(44), [Build.item(Build.fw(1), Build.abs(44))]),
            contentInsets: InsetsSpec(top: 8, leading: 16, bottom: 16, trailing: 16), interGroupSpacing: 1,
            boundarySupplementaryItems: [Build.header(44)],
            cells: [
                CellContentSpec(text: "Settings row {item}", symbol: "gear", color: "#FFFFFF", accessory: "disclosureIndicator"),
                CellContentSpec(text: "Chosen row {item}", symbol: "checkmark.circle", color: "#FFFFFF", accessory: "checkmark"),
            ],
            supplementaries: Build.headerContent("More"))
        return item(
            "showcase",
            LayoutSpec(
                title: "A whole screen",
                description: "A paging banner (groupPagingCentered), a header and a two-column grid of apps with "
                    + "symbols, then a list of rows with accessories: every picture is drawn from the layout's frames "
                    + "and the cells' contents.",
                sections: [banner, apps, list]))
    }

    static var photoGrid: GalleryItem {
        item(
            "photo-grid",
            LayoutSpec(
                title: "Three-column photo grid",
                description: "Square items a third of the width, with 1-pt insets: the classic photo grid.",
                sections: [
                    SectionSpec(
                        items: 30,
                        group: Build.row(Build.fw(1), Build.fw(1.0 / 3), [Build.item(Build.fw(1.0 / 3), Build.fh(1), inset: 1)]),
                        cells: Build.colors.map { CellContentSpec(symbol: "photo", color: $0) })
                ]))
    }

    static var nestedGroups: GalleryItem {
        let pair = GroupSpec(
            axis: .vertical, size: SizeSpec(width: Build.fw(1.0 / 3), height: Build.fh(1)),
            subitems: [Build.item(Build.fw(1), Build.fh(0.5), inset: 4)])
        let big = Build.item(Build.fw(2.0 / 3), Build.fh(1), inset: 4)
        let rowA = Build.row(Build.fw(1), Build.fw(2.0 / 3), [big, .group(pair)])
        let rowB = Build.row(Build.fw(1), Build.fw(2.0 / 3), [.group(pair), big])
        let outer = GroupSpec(
            axis: .vertical, size: SizeSpec(width: Build.fw(1), height: Build.fw(4.0 / 3)),
            subitems: [.group(rowA), .group(rowB)])
        return item(
            "nested-groups",
            LayoutSpec(
                title: "Nested groups",
                description: "A column of two rows, each a large item beside a column of two: groups inside groups, "
                    + "mirrored on the second row.",
                sections: [SectionSpec(items: 18, group: outer, contentInsets: Build.insets(4), cells: Build.colorful())]))
    }

    static var badges: GalleryItem {
        let badge = SupplementarySpec(
            kind: "badge", size: SizeSpec(width: Build.abs(24), height: Build.abs(24)),
            containerAnchor: AnchorSpec(edges: [.top, .trailing], fractionalOffset: PointSpec(x: 0.3, y: -0.3)))
        return item(
            "badges",
            LayoutSpec(
                title: "Badges",
                description: "Item supplementaries anchored to each cell's top-trailing corner, pushed 30 % of their "
                    + "size outward (fractional offset), drawn above the cells.",
                sections: [
                    SectionSpec(
                        items: 12,
                        group: Build.row(
                            Build.fw(1), Build.abs(90),
                            [Build.item(Build.fw(0.25), Build.fh(1), inset: 8, supplementaries: [badge])]),
                        contentInsets: Build.insets(12), interGroupSpacing: 8,
                        cells: Build.colors.map {
                            CellContentSpec(text: "{item}", color: $0 + "40", textColor: "#1C1C1E", cornerRadius: 12)
                        },
                        supplementaries: ["badge": CellContentSpec(text: "!", color: "#FF3B30", cornerRadius: 12)])
                ]))
    }

    static var headersAndFooters: GalleryItem {
        let sections = (0..<3).map { _ in
            SectionSpec(
                items: 6,
                group: Build.row(Build.fw(1), Build.abs(60), [Build.item(Build.fw(1.0 / 3), Build.fh(1), inset: 4)]),
                contentInsets: Build.insets(vertical: 4, horizontal: 12),
                boundarySupplementaryItems: [Build.header(40), Build.header(30, kind: "footer")],
                cells: Build.colorful(),
                supplementaries: [
                    "header": CellContentSpec(text: "Section {section}", color: "#E5E5EA"),
                    "footer": CellContentSpec(text: "Footer of section {section}", color: "#F2F2F7", textColor: "#6C6C70"),
                ])
        }
        return item(
            "headers-footers",
            LayoutSpec(
                title: "Headers and footers",
                description: "Boundary supplementaries at the top and the bottom of each section; they extend the "
                    + "section, so the cells start below the header.",
                sections: sections))
    }

    static var pinnedHeaders: GalleryItem {
        let sections = (0..<5).map { _ in
            SectionSpec(
                items: 8,
                group: Build.row(Build.fw(1), Build.abs(56), [Build.item(Build.fw(0.5), Build.fh(1), inset: 3)]),
                contentInsets: Build.insets(vertical: 4, horizontal: 12),
                boundarySupplementaryItems: [Build.header(44, pinned: true)],
                cells: Build.colorful("{section}·{item}", radius: 8),
                supplementaries: ["header": CellContentSpec(text: "Pinned header {section}", color: "#E5E5EAF0")])
        }
        let offsets: [CGFloat] = [0, 180, 420]
        let views = offsets.map {
            GalleryView(device: .phone, offset: CGPoint(x: 0, y: $0), note: "scrolled to y = \(Int($0))")
        } + [GalleryView(device: .tablet, offset: CGPoint(x: 0, y: 420), note: "scrolled to y = 420")]
        return item(
            "pinned-headers",
            LayoutSpec(
                title: "Pinned headers at several offsets",
                description: "Section headers with pinToVisibleBounds ride the top of the screen while their section "
                    + "is visible, and are pushed up by the end of their section.",
                sections: sections),
            views: views)
    }

    static var backgrounds: GalleryItem {
        let sections = (0..<3).map { index in
            SectionSpec(
                items: 4 + index * 2,
                group: Build.row(Build.fw(1), Build.abs(70), [Build.item(Build.fw(0.5), Build.fh(1), inset: 6)]),
                contentInsets: Build.insets(22),
                decorationItems: [
                    DecorationSpec(
                        kind: "background", contentInsets: Build.insets(10), color: ["#FFE5E5", "#E5F6EA", "#E5EEFF"][index],
                        cornerRadius: 16)
                ],
                cells: Build.colorful("{item}", radius: 10))
        }
        return item(
            "backgrounds",
            LayoutSpec(
                title: "Section backgrounds",
                description: "A decoration item behind each section, inset 10 pt inside the section's frame, drawn "
                    + "with its own colour and corner radius.",
                sections: sections))
    }

    static var orthogonalBehaviors: [GalleryItem] {
        let behaviors: [OrthogonalBehaviorSpec] = [
            .continuous, .continuousGroupLeadingBoundary, .paging, .groupPaging, .groupPagingCentered,
        ]
        return behaviors.map { behavior in
            let carousel = SectionSpec(
                items: 10,
                group: Build.row(Build.fw(0.8), Build.abs(150), [Build.item(Build.fw(1), Build.fh(1), inset: 6)]),
                contentInsets: Build.insets(vertical: 8, horizontal: 10), orthogonalScrollingBehavior: behavior,
                boundarySupplementaryItems: [Build.header(36)],
                cells: Build.colorful("Card {item}", radius: 14),
                supplementaries: Build.headerContent("\(behavior.rawValue)"))
            let grid = SectionSpec(
                items: 8,
                group: Build.row(Build.fw(1), Build.abs(70), [Build.item(Build.fw(0.25), Build.fh(1), inset: 4)]),
                contentInsets: Build.insets(10), cells: Build.colorful())
            return item(
                "orthogonal-\(behavior.rawValue)",
                LayoutSpec(
                    title: "Orthogonal scrolling: \(behavior.rawValue)",
                    description: "A section of cards 80 % of the width that scrolls sideways (\(behavior.rawValue)), "
                        + "above a grid; shown at rest and scrolled by 250 pt, clipped to the section's region.",
                    sections: [carousel, grid]),
                views: [
                    GalleryView(device: .phone, note: "at rest"),
                    GalleryView(device: .phone, orthogonalOffsets: [0: CGPoint(x: 250, y: 0)], note: "scrolled 250 pt"),
                    GalleryView(device: .tablet, orthogonalOffsets: [0: CGPoint(x: 250, y: 0)], note: "scrolled 250 pt"),
                ])
        }
    }

    static var horizontal: GalleryItem {
        item(
            "horizontal",
            LayoutSpec(
                title: "Horizontal scrolling layout",
                description: "The whole layout scrolls sideways: columns of three items, the group's width a fraction "
                    + "of the height, sections side by side.",
                configuration: ConfigurationSpec(scrollDirection: .horizontal, interSectionSpacing: 20),
                sections: (0..<2).map { _ in
                    SectionSpec(
                        items: 12,
                        group: Build.column(Build.abs(140), Build.fh(1), [Build.item(Build.fw(1), Build.fh(1.0 / 3), inset: 4)]),
                        contentInsets: Build.insets(10), cells: Build.colorful("{section}·{item}"))
                }))
    }

    static var rightToLeft: GalleryItem {
        var spec = showcase.spec
        spec.title = "Right-to-left"
        spec.description = "The whole screen in a right-to-left language: the solver mirrors every frame, the "
            + "banner starts at the right, and cell contents put the symbol on the right and the accessory on the left."
        spec.traits = TraitsSpec(layoutDirection: .rightToLeft)
        return item("right-to-left", spec)
    }

    static var customGroup: GalleryItem {
        let frames = [
            FrameSpec(x: 0, y: 0, width: 180, height: 180),
            FrameSpec(x: 190, y: 0, width: 160, height: 85, zIndex: 1),
            FrameSpec(x: 190, y: 95, width: 160, height: 85),
            FrameSpec(x: 120, y: 130, width: 100, height: 60, zIndex: 2),
        ]
        return item(
            "custom-group",
            LayoutSpec(
                title: "Custom group from frames",
                description: "A custom group given as a list of frames (with zIndex): the spec's form of "
                    + "NSCollectionLayoutGroup.custom. Items take the frames in turn, one group per four items.",
                sections: [
                    SectionSpec(
                        items: 8,
                        group: GroupSpec(
                            axis: .custom, size: SizeSpec(width: Build.fw(1), height: Build.abs(200)), frames: frames),
                        contentInsets: Build.insets(16), cells: Build.colorful("{item}", radius: 12))
                ]))
    }

    static var dynamicType: [GalleryItem] {
        let sizes: [ContentSizeCategorySpec] = [.large, .extraExtraExtraLarge, .accessibilityExtraExtraExtraLarge]
        return sizes.map { size in
            item(
                "dynamic-type-\(size.rawValue)",
                LayoutSpec(
                    title: "Dynamic Type: \(size.rawValue)",
                    description: "A list of self-sizing rows (estimated 44 pt) whose text is measured by the text model "
                        + "at the \(size.rawValue) size; rows grow with the text.",
                    sections: [
                        SectionSpec(
                            items: 8,
                            group: Build.column(Build.fw(1), Build.est(44), [Build.item(Build.fw(1), Build.est(44))]),
                            contentInsets: Build.insets(vertical: 12, horizontal: 16), interGroupSpacing: 1,
                            cells: [
                                CellContentSpec(text: "Row {item}", symbol: "textformat.size", color: "#FFFFFF"),
                                CellContentSpec(
                                    text: "Row {item} has a longer text that wraps onto more lines as the text grows",
                                    color: "#FFFFFF", accessory: "disclosureIndicator"),
                            ])
                    ],
                    traits: TraitsSpec(contentSizeCategory: size)))
        }
    }
}
