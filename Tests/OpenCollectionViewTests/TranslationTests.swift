// Every class of the face translates to the layout layer's value; checked field by field. Linux-only: it reads the
// internal `makeDescription()` functions.
#if !canImport(UIKit)
    @testable import OpenCollectionView
    import CompositionalLayout
    import Testing

    @MainActor
    @Suite("Translation of the layout classes to the layout layer")
    struct TranslationTests {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(44))

        @Test func dimensions() {
            #expect(NSCollectionLayoutDimension.fractionalWidth(0.2).value == .fractionalWidth(0.2))
            #expect(NSCollectionLayoutDimension.fractionalHeight(0.3).value == .fractionalHeight(0.3))
            #expect(NSCollectionLayoutDimension.absolute(44).value == .absolute(44))
            #expect(NSCollectionLayoutDimension.estimated(40).value == .estimated(40))
            let estimated = NSCollectionLayoutDimension.estimated(40)
            #expect(estimated.isEstimated && !estimated.isAbsolute && !estimated.isFractionalWidth && !estimated.isFractionalHeight)
            #expect(estimated.dimension == 40)
            #expect(NSCollectionLayoutDimension.fractionalHeight(0.3).isFractionalHeight)
            #expect(size.makeDescription() == LayoutSize(width: .fractionalWidth(0.5), height: .absolute(44)))
            #expect(size.widthDimension.isFractionalWidth && size.heightDimension.isAbsolute)
        }

        @Test func spacing() {
            #expect(NSCollectionLayoutSpacing.fixed(8).value == .fixed(8))
            #expect(NSCollectionLayoutSpacing.flexible(4).value == .flexible(4))
            #expect(NSCollectionLayoutSpacing.fixed(8).isFixedSpacing)
            #expect(NSCollectionLayoutSpacing.flexible(4).isFlexibleSpacing && NSCollectionLayoutSpacing.flexible(4).spacing == 4)
            let edges = NSCollectionLayoutEdgeSpacing(leading: .flexible(1), top: .fixed(2), trailing: nil, bottom: .fixed(4))
            #expect(edges.makeDescription() == EdgeSpacing(leading: .flexible(1), top: .fixed(2), trailing: nil, bottom: .fixed(4)))
        }

        @Test func item() {
            let badge = NSCollectionLayoutSupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(15), heightDimension: .absolute(15)),
                elementKind: "badge",
                containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.5, y: -0.5)))
            let item = NSCollectionLayoutItem(layoutSize: size, supplementaryItems: [badge])
            item.contentInsets = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
            item.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: nil, top: .flexible(0), trailing: nil, bottom: nil)
            let description = item.makeItemDescription()
            #expect(description.size == size.makeDescription())
            #expect(description.contentInsets == DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
            #expect(description.edgeSpacing == EdgeSpacing(top: .flexible(0)))
            #expect(description.supplementaryItems == [
                SupplementaryItem(
                    size: LayoutSize(width: .absolute(15), height: .absolute(15)), elementKind: "badge",
                    containerAnchor: LayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.5, y: -0.5)))
            ])
            #expect(badge.zIndex == 1)
        }

        @Test func anchors() {
            let absolute = NSCollectionLayoutAnchor(edges: [.top, .leading], absoluteOffset: CGPoint(x: 10, y: -10))
            #expect(absolute.isAbsoluteOffset && !absolute.isFractionalOffset)
            #expect(absolute.offset == CGPoint(x: 10, y: -10))
            #expect(absolute.edges == [.top, .leading])
            #expect(absolute.value == LayoutAnchor(edges: [.top, .leading], offset: .absolute(CGPoint(x: 10, y: -10))))
            let fractional = NSCollectionLayoutAnchor(edges: .bottom, fractionalOffset: CGPoint(x: 0.3, y: 0.3))
            #expect(fractional.isFractionalOffset && fractional.value.offset == .fractional(CGPoint(x: 0.3, y: 0.3)))
            #expect(NSCollectionLayoutAnchor(edges: .all).value == LayoutAnchor(edges: .all))
        }

        func stack(_ group: NSCollectionLayoutGroup) -> (LayoutGroup.Axis, LayoutGroup.Repetition)? {
            if case .stack(let axis, let repetition) = group.makeGroupDescription().arrangement { return (axis, repetition) }
            return nil
        }

        @Test func groupFactories() {
            let item = NSCollectionLayoutItem(layoutSize: size)
            #expect(stack(.horizontal(layoutSize: size, subitems: [item]))! == (.horizontal, .fillingAvailableSpace))
            #expect(stack(.vertical(layoutSize: size, subitems: [item]))! == (.vertical, .fillingAvailableSpace))
            #expect(stack(.horizontal(layoutSize: size, subitem: item, count: 3))! == (.horizontal, .equalSizeCount(3)))
            #expect(stack(.vertical(layoutSize: size, subitem: item, count: 2))! == (.vertical, .equalSizeCount(2)))
            #expect(stack(.horizontal(layoutSize: size, repeatingSubitem: item, count: 4))! == (.horizontal, .repeatingCount(4)))
            #expect(stack(.vertical(layoutSize: size, repeatingSubitem: item, count: 5))! == (.vertical, .repeatingCount(5)))
        }

        @Test("subitem:count: forces the subitem's length along the axis to 1/count (Apple's header)")
        func countGroupSubitem() {
            let item = NSCollectionLayoutItem(layoutSize: size)
            let row = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitem: item, count: 4)
            #expect(row.subitems.count == 1)
            #expect(row.subitems[0].layoutSize.makeDescription() == LayoutSize(width: .fractionalWidth(0.25), height: .absolute(44)))
            let column = NSCollectionLayoutGroup.vertical(layoutSize: size, subitem: item, count: 2)
            #expect(column.subitems[0].layoutSize.makeDescription() == LayoutSize(width: .fractionalWidth(0.5), height: .fractionalHeight(0.5)))
            // repeatingSubitem:count: keeps the subitem's own size.
            let repeating = NSCollectionLayoutGroup.horizontal(layoutSize: size, repeatingSubitem: item, count: 4)
            #expect(repeating.subitems[0].layoutSize.makeDescription() == size.makeDescription())
        }

        @Test("subitem:count: hands layer 1 the subitem unchanged; .equalSizeCount does the division")
        func countGroupSubitemIsTranslatedUnchanged() {
            let item = NSCollectionLayoutItem(layoutSize: size)
            let row = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitem: item, count: 4)
            let description = row.makeGroupDescription()
            guard case .item(let subitem) = description.subitems[0] else {
                Issue.record("expected an item subitem")
                return
            }
            #expect(subitem.size == size.makeDescription())
        }

        @Test func groupProperties() {
            let item = NSCollectionLayoutItem(layoutSize: size)
            let inner = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [item, item])
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [inner, item])
            group.interItemSpacing = .fixed(10)
            group.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 4, bottom: 0, trailing: 4)
            group.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: .fixed(1), top: nil, trailing: nil, bottom: nil)
            group.supplementaryItems = [
                NSCollectionLayoutSupplementaryItem(
                    layoutSize: size, elementKind: "check", containerAnchor: NSCollectionLayoutAnchor(edges: .top),
                    itemAnchor: NSCollectionLayoutAnchor(edges: .bottom))
            ]
            let description = group.makeGroupDescription()
            #expect(description.interItemSpacing == .fixed(10))
            #expect(description.contentInsets.leading == 4)
            #expect(description.edgeSpacing == EdgeSpacing(leading: .fixed(1)))
            #expect(description.supplementaryItems.map(\.elementKind) == ["check"])
            #expect(description.supplementaryItems[0].itemAnchor == LayoutAnchor(edges: .bottom))
            #expect(description.subitems.count == 2)
            guard case .group(let nested) = description.subitems[0], case .item = description.subitems[1] else {
                Issue.record("expected a nested group then an item")
                return
            }
            #expect(nested.subitems.count == 2)
            if case .stack(let axis, _) = nested.arrangement { #expect(axis == .vertical) } else { Issue.record("stack") }
            #expect(group.subitems.count == 2 && group.subitems[0] is NSCollectionLayoutGroup)
        }

        @Test("a custom group's provider is bridged: the layout layer's closure calls it with Apple's environment")
        func customGroup() {
            var seenSize: CGSize?
            let group = NSCollectionLayoutGroup.custom(layoutSize: size) { environment in
                seenSize = environment.container.effectiveContentSize
                return [
                    NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 0, y: 0, width: 10, height: 10)),
                    NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 10, y: 0, width: 10, height: 10), zIndex: 3),
                ]
            }
            guard case .custom(let provider) = group.makeGroupDescription().arrangement else {
                Issue.record("expected a custom arrangement")
                return
            }
            let frames = provider(LayoutEnvironment(container: LayoutContainer(contentSize: CGSize(width: 100, height: 50))))
            #expect(frames == [
                CustomGroupItem(frame: CGRect(x: 0, y: 0, width: 10, height: 10)),
                CustomGroupItem(frame: CGRect(x: 10, y: 0, width: 10, height: 10), zIndex: 3),
            ])
            #expect(seenSize == CGSize(width: 100, height: 50))
        }

        @Test func boundaryAndDecorationItems() {
            let header = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: size, elementKind: UICollectionView.elementKindSectionHeader, alignment: .topLeading,
                absoluteOffset: CGPoint(x: 0, y: -4))
            header.pinToVisibleBounds = true
            header.extendsBoundary = false
            header.zIndex = 7
            header.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
            #expect(header.makeBoundaryDescription() == BoundarySupplementaryItem(
                size: size.makeDescription(), elementKind: "UICollectionElementKindSectionHeader", alignment: .topLeading,
                offset: CGPoint(x: 0, y: -4), extendsBoundary: false, pinToVisibleBounds: true, zIndex: 7,
                contentInsets: DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)))
            let plain = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size, elementKind: "f", alignment: .bottom)
            #expect(plain.extendsBoundary && !plain.pinToVisibleBounds && plain.offset == .zero && plain.zIndex == 1)

            let background = NSCollectionLayoutDecorationItem.background(elementKind: "bg")
            background.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
            #expect(background.zIndex == 0)
            #expect(background.makeDecorationDescription() == DecorationItem(
                elementKind: "bg", zIndex: 0, contentInsets: DirectionalEdgeInsets(all: 2)))
        }

        @Test func section() {
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
            let section = NSCollectionLayoutSection(group: group)
            #expect(section.interGroupSpacing == 0 && section.contentInsets == .zero)
            #expect(section.contentInsetsReference == .automatic && section.supplementaryContentInsetsReference == .automatic)
            #expect(section.orthogonalScrollingBehavior == .none)
            section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
            section.interGroupSpacing = 15
            section.contentInsetsReference = .layoutMargins
            section.supplementaryContentInsetsReference = .none
            section.supplementariesFollowContentInsets = false
            section.orthogonalScrollingBehavior = .groupPagingCentered
            section.boundarySupplementaryItems = [
                NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size, elementKind: "h", alignment: .top)
            ]
            section.decorationItems = [.background(elementKind: "bg")]
            let description = section.makeDescription()
            #expect(description.contentInsets == DirectionalEdgeInsets(all: 8))
            #expect(description.interGroupSpacing == 15)
            #expect(description.contentInsetsReference == .layoutMargins)
            #expect(description.supplementaryContentInsetsReference == ContentInsetsReference.none)
            #expect(description.supplementariesFollowContentInsets == false)
            #expect(description.orthogonalScrollingBehavior == .groupPagingCentered)
            #expect(description.boundarySupplementaryItems.map(\.elementKind) == ["h"])
            #expect(description.decorationItems == [DecorationItem(elementKind: "bg")])
            #expect(description.visibleItemsInvalidationHandler == nil)
        }

        @Test("behaviour and reference enums map case by case, with Apple's raw values")
        func enums() {
            let behaviors: [(UICollectionLayoutSectionOrthogonalScrollingBehavior, OrthogonalScrollingBehavior, Int)] = [
                (.none, .none, 0), (.continuous, .continuous, 1),
                (.continuousGroupLeadingBoundary, .continuousGroupLeadingBoundary, 2), (.paging, .paging, 3),
                (.groupPaging, .groupPaging, 4), (.groupPagingCentered, .groupPagingCentered, 5),
            ]
            for (apple, layer, raw) in behaviors {
                #expect(apple.behavior == layer && apple.rawValue == raw)
            }
            let references: [(UIContentInsetsReference, ContentInsetsReference, Int)] = [
                (.automatic, .automatic, 0), (.none, .none, 1), (.safeArea, .safeArea, 2),
                (.layoutMargins, .layoutMargins, 3), (.readableContent, .readableContent, 4),
            ]
            for (apple, layer, raw) in references {
                #expect(apple.reference == layer && apple.rawValue == raw && UIContentInsetsReference(layer) == apple)
            }
            #expect(UICollectionView.ScrollDirection.horizontal.scrollDirection == .horizontal)
            #expect(UICollectionView.ScrollDirection.vertical.rawValue == 0)
            #expect(UICollectionView.ElementCategory(.decorationView) == .decorationView)
            #expect(UICollectionView.ElementCategory.supplementaryView.rawValue == 1)
        }

        @Test("the visible-items handler is bridged: Apple's objects are changed, the layer's values come back")
        func visibleItemsHandler() {
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
            let section = NSCollectionLayoutSection(group: group)
            var seen: (count: Int, offset: CGPoint, width: CGFloat, kind: String?)?
            section.visibleItemsInvalidationHandler = { items, offset, environment in
                seen = (items.count, offset, environment.container.contentSize.width, items[1].representedElementKind)
                for item in items {
                    item.alpha = 0.25
                    item.zIndex = 9
                    item.transform = CGAffineTransform(scaleX: 2, y: 2)
                }
                items[0].isHidden = true
                items[0].center = CGPoint(x: 1, y: 2)
            }
            guard let handler = section.makeDescription().visibleItemsInvalidationHandler else {
                Issue.record("no handler")
                return
            }
            var items = [
                VisibleItem(indexPath: IndexPath(item: 0, section: 0), category: .cell, elementKind: nil,
                            frame: CGRect(x: 0, y: 0, width: 10, height: 10)),
                VisibleItem(indexPath: IndexPath(item: 0, section: 0), category: .supplementaryView, elementKind: "h",
                            frame: CGRect(x: 0, y: 0, width: 10, height: 10)),
            ]
            handler(&items, CGPoint(x: 30, y: 0), LayoutEnvironment(container: LayoutContainer(contentSize: CGSize(width: 428, height: 926))))
            #expect(seen?.count == 2 && seen?.offset == CGPoint(x: 30, y: 0) && seen?.width == 428 && seen?.kind == "h")
            #expect(items.allSatisfy { $0.alpha == 0.25 && $0.zIndex == 9 && $0.transform == AffineTransform2D(scaleX: 2, y: 2) })
            #expect(items[0].isHidden && !items[1].isHidden)
            #expect(items[0].center == CGPoint(x: 1, y: 2))
        }

        @Test("the layout: one section for all, configuration and registered decoration kinds")
        func uniformLayout() {
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
            let section = NSCollectionLayoutSection(group: group)
            section.interGroupSpacing = 3
            let configuration = UICollectionViewCompositionalLayoutConfiguration()
            #expect(configuration.scrollDirection == .vertical && configuration.interSectionSpacing == 0)
            #expect(configuration.contentInsetsReference == .safeArea)
            configuration.scrollDirection = .horizontal
            configuration.interSectionSpacing = 20
            configuration.contentInsetsReference = .none
            configuration.boundarySupplementaryItems = [
                NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size, elementKind: "global", alignment: .top)
            ]
            let layout = UICollectionViewCompositionalLayout(section: section, configuration: configuration)
            layout.register(UICollectionReusableView.self, forDecorationViewOfKind: "bg")
            let description = (layout.makeDescription() as! CollectionLayout)
            guard case .uniform(let uniform) = description.sections else {
                Issue.record("expected a uniform layout")
                return
            }
            #expect(uniform.interGroupSpacing == 3)
            #expect(description.configuration.scrollDirection == .horizontal)
            #expect(description.configuration.interSectionSpacing == 20)
            #expect(description.configuration.contentInsetsReference == ContentInsetsReference.none)
            #expect(description.configuration.boundarySupplementaryItems.map(\.elementKind) == ["global"])
            #expect(description.registeredDecorationKinds == ["bg"])
        }

        @Test("the section provider is bridged: called with Apple's environment, nil stays nil")
        func providerLayout() {
            var calls: [(Int, CGSize, CGFloat)] = []
            let layout = UICollectionViewCompositionalLayout { index, environment in
                calls.append((index, environment.container.effectiveContentSize, environment.traitCollection.displayScale))
                guard index == 0 else { return nil }
                let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)))
                let group = NSCollectionLayoutGroup.vertical(layoutSize: item.layoutSize, subitems: [item])
                let section = NSCollectionLayoutSection(group: group)
                section.interGroupSpacing = 5
                return section
            }
            guard case .provider(let provider) = (layout.makeDescription() as! CollectionLayout).sections else {
                Issue.record("expected a provider layout")
                return
            }
            let environment = LayoutEnvironment(
                container: LayoutContainer(contentSize: CGSize(width: 428, height: 926),
                                           contentInsets: DirectionalEdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0)),
                traits: LayoutTraits(displayScale: 3))
            #expect(provider(0, environment)?.interGroupSpacing == 5)
            #expect(provider(1, environment) == nil)
            #expect(calls.count == 2)
            #expect(calls[0].0 == 0 && calls[0].1 == CGSize(width: 428, height: 845) && calls[0].2 == 3)
        }

        @Test func traits() {
            let traits = UITraitCollection()
            #expect(traits.displayScale == 3 && traits.horizontalSizeClass == .compact && traits.verticalSizeClass == .regular)
            #expect(traits.layoutDirection == .leftToRight)
            #expect(traits.layoutTraits == LayoutTraits())
            let rtl = UITraitCollection(layoutDirection: .rightToLeft)
            #expect(rtl.layoutTraits.layoutDirection == .rightToLeft)
            #expect(UITraitCollection(displayScale: 2).layoutTraits.displayScale == 2)
            #expect(UITraitCollection(horizontalSizeClass: .regular).layoutTraits.horizontalSizeClass == .regular)
            // The other traits are unspecified, as in UIKit; the layout gets the defaults where it needs a value.
            let regular = UITraitCollection(horizontalSizeClass: .regular)
            #expect(regular.verticalSizeClass == .unspecified)
            #expect(regular.layoutDirection == .unspecified)
            #expect(regular.displayScale == 0)
            #expect(regular.layoutTraits.displayScale == 3)
            #expect(regular.layoutTraits.layoutDirection == .leftToRight)
            #expect(UITraitCollection(displayScale: 2).horizontalSizeClass == .unspecified)
            #expect(UIUserInterfaceLayoutDirection(.rightToLeft) == .rightToLeft)
        }

        @Test func layoutAttributes() {
            let attributes = UICollectionViewLayoutAttributes(LayoutAttributes(
                category: .supplementaryView, elementKind: "h", indexPath: IndexPath(item: 0, section: 2),
                frame: CGRect(x: 1, y: 2, width: 30, height: 40), zIndex: 5))
            #expect(attributes.representedElementCategory == .supplementaryView)
            #expect(attributes.representedElementKind == "h")
            #expect(attributes.indexPath == IndexPath(item: 0, section: 2))
            #expect(attributes.frame == CGRect(x: 1, y: 2, width: 30, height: 40))
            #expect(attributes.center == CGPoint(x: 16, y: 22) && attributes.size == CGSize(width: 30, height: 40))
            #expect(attributes.zIndex == 5 && attributes.alpha == 1 && !attributes.isHidden)
            let copy = attributes.copy() as! UICollectionViewLayoutAttributes
            attributes.alpha = 0
            #expect(copy.alpha == 1 && copy.frame == attributes.frame)
            let cell = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 3, section: 0))
            #expect(cell.representedElementCategory == .cell && cell.representedElementKind == nil)
        }
    }
#endif
