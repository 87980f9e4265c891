import Foundation
import Testing

@testable import CompositionalLayout

/// The section provider's environment and answers, and section-level errors (L2, L15).
@Suite struct SectionProviderAndErrorTests {
    static let container = secContainer(
        safeArea: EdgeInsets(left: 44, right: 30), margins: DirectionalEdgeInsets(leading: 60, trailing: 50))

    // semantics L2: container = the bounds, insets = the reference's, effective = the layout container
    @Test func providerReceivesTheEnvironment() {
        let seen = SecRecorder<(Int, LayoutEnvironment)>()
        let layout = CollectionLayout { index, environment in
            seen.append((index, environment))
            return secListSection(height: 50)
        }
        let traits = LayoutTraits(displayScale: 1, horizontalSizeClass: .regular, verticalSizeClass: .compact)
        guard secSolve(layout, [1, 2, 3], container: Self.container, traits: traits) != nil else { return }
        #expect(Set(seen.values.map(\.0)) == [0, 1, 2])
        for (_, environment) in seen.values {
            #expect(environment.container.contentSize == CGSize(width: 390, height: 844))
            #expect(environment.container.contentInsets == DirectionalEdgeInsets(top: 0, leading: 44, bottom: 0, trailing: 30))
            #expect(environment.container.effectiveContentSize == CGSize(width: 316, height: 844))
            #expect(environment.traits == traits)
        }
    }

    // semantics L2: the configuration's reference decides the environment's insets
    @Test(arguments: [
        (ContentInsetsReference.layoutMargins, DirectionalEdgeInsets(leading: 60, trailing: 50), CGFloat(280)),
        (.none, DirectionalEdgeInsets.zero, 390),
        (.automatic, DirectionalEdgeInsets(leading: 44, trailing: 30), 316),
    ])
    func environmentFollowsTheConfigurationsReference(
        reference: ContentInsetsReference, insets: DirectionalEdgeInsets, width: CGFloat
    ) {
        let seen = SecRecorder<LayoutEnvironment>()
        let layout = CollectionLayout(configuration: LayoutConfiguration(contentInsetsReference: reference)) { _, environment in
            seen.append(environment)
            return secListSection(height: 50)
        }
        guard secSolve(layout, [1], container: Self.container) != nil else { return }
        #expect(seen.values.first?.container.contentInsets == insets)
        #expect(seen.values.first?.container.effectiveContentSize.width == width)
    }

    // semantics L2: safe-area insets are named by reading direction in the environment
    @Test func environmentInRightToLeft() {
        let seen = SecRecorder<LayoutEnvironment>()
        let layout = CollectionLayout { _, environment in
            seen.append(environment)
            return secListSection(height: 50)
        }
        guard secSolve(layout, [1], container: Self.container, traits: secTraits(direction: .rightToLeft)) != nil
        else { return }
        #expect(seen.values.first?.container.contentInsets == DirectionalEdgeInsets(top: 0, leading: 30, bottom: 0, trailing: 44))
        #expect(seen.values.first?.traits.layoutDirection == .rightToLeft)
    }

    // An adaptive provider, as Apple's section-provider documentation shows.
    @Test func adaptiveProviderUsesTheEffectiveWidth() {
        let layout = CollectionLayout { _, environment in
            let columns = environment.container.effectiveContentSize.width > 300 ? 2 : 1
            return LayoutSection(
                group: secRow(
                    .fractionalWidth(1), .absolute(60),
                    [secItem(.fractionalWidth(1 / CGFloat(columns)), .fractionalHeight(1))]))
        }
        guard let wide = secSolve(layout, [3], container: Self.container) else { return }
        // 316 > 300: two columns of 158 from x = 44.
        secExpect(wide.secCell(0, 0), secR(44, 0, 158, 60))
        secExpect(wide.secCell(0, 1), secR(202, 0, 158, 60))
        secExpect(wide.secCell(0, 2), secR(44, 60, 158, 60))
        guard let narrow = secSolve(layout, [3], container: secContainer(300, 600)) else { return }
        secExpect(narrow.secCell(0, 1), secR(0, 60, 300, 60))  // one column
    }

    // semantics L15; docs/reference/collection-layout.md §5
    @Test func providerReturningNilForASectionWithItemsIsAnError() {
        let layout = CollectionLayout { index, _ in index == 1 ? nil : secListSection(height: 50) }
        let error = secSolveError(layout, [2, 3, 1])
        #expect(error?.reason == .missingSection(itemCount: 3))
        #expect(error?.section == 1)
        #expect(error?.description.contains("section 1") == true)
    }

    // semantics L15: a section with no items may have no description
    @Test func providerMayReturnNilForAnEmptySection() {
        let layout = CollectionLayout(configuration: LayoutConfiguration(interSectionSpacing: 20)) { index, _ in
            index == 1 ? nil : secListSection(height: 50)
        }
        guard let solution = secSolve(layout, [2, 0, 1]) else { return }
        // decision: a section without a description is laid out like an empty section: no extent, but the
        // inter-section spacing still follows it (L8): 100 + 20 + 0 + 20.
        secExpect(solution.secCell(2, 0), secR(0, 140, 390, 50))
        secExpect(solution.contentSize, CGSize(width: 390, height: 190))
    }

    @Test func sectionDescriptionIsTheProvidersAnswer() {
        let layout = CollectionLayout { index, _ in
            secListSection(height: 50, interGroupSpacing: CGFloat(index) * 7)
        }
        guard let solution = secSolve(layout, [2, 2]) else { return }
        #expect(solution.sectionDescription(1).interGroupSpacing == 7)
        secExpect(solution.secCell(1, 1), secR(0, 157, 390, 50))  // section 1 at 100; 100 + 50 + 7
    }

    // semantics L15: element kinds are unique per section
    @Test func duplicateBoundaryKindsAreAnError() {
        let section = secListSection(
            height: 50,
            boundary: [
                secBoundary("dup", .top, .fractionalWidth(1), .absolute(40)),
                secBoundary("dup", .bottom, .fractionalWidth(1), .absolute(40)),
            ])
        let layout = CollectionLayout { index, _ in index == 0 ? secListSection(height: 50) : section }
        let error = secSolveError(layout, [1, 1])
        #expect(error?.reason == .duplicateElementKind("dup"))
        #expect(error?.section == 1)
    }

    @Test func boundaryAndItemSupplementaryKindsCollide() {
        let badge = SupplementaryItem(
            size: secSize(.absolute(20), .absolute(20)), elementKind: "badge",
            containerAnchor: LayoutAnchor(edges: [.top, .trailing]))
        let section = LayoutSection(
            group: secRow(.fractionalWidth(1), .absolute(50), [secItem(.fractionalWidth(1), .fractionalHeight(1), supplementaries: [badge])]),
            boundarySupplementaryItems: [secBoundary("badge", .top, .fractionalWidth(1), .absolute(40))])
        let error = secSolveError(CollectionLayout(section: section), [2])
        #expect(error?.reason == .duplicateElementKind("badge"))
        #expect(error?.section == 0)
    }

    @Test func duplicateGlobalKindsAreAnError() {
        let configuration = LayoutConfiguration(boundarySupplementaryItems: [
            secBoundary("global", .top, .fractionalWidth(1), .absolute(40)),
            secBoundary("global", .bottom, .fractionalWidth(1), .absolute(40)),
        ])
        let error = secSolveError(CollectionLayout(section: secListSection(height: 50), configuration: configuration), [1])
        #expect(error?.reason == .duplicateElementKind("global"))
        #expect(error?.section == nil)
    }

    // semantics L15: values that cannot be laid out (a negative inter-group spacing can: L21)
    @Test func nonFiniteInterSectionSpacingIsAnError() {
        let layout = CollectionLayout(
            section: secListSection(height: 50), configuration: LayoutConfiguration(interSectionSpacing: .infinity))
        let error = secSolveError(layout, [1, 1])
        #expect(Self.isInvalidValue(error))
        #expect(error?.section == nil)
    }

    @Test func insetsWiderThanTheContainerAreAnError() {
        let section = secListSection(height: 50, insets: DirectionalEdgeInsets(top: 0, leading: 200, bottom: 0, trailing: 200))
        let error = secSolveError(CollectionLayout(section: section), [1])
        #expect(error?.section == 0)
        if case .negativeEffectiveSize(let size) = error?.reason {
            #expect(size.width == -10)  // 390 − 400
        } else {
            Issue.record("expected negativeEffectiveSize, got \(String(describing: error))")
        }
    }

    @Test func negativeContainerIsAnError() {
        let error = secSolveError(
            CollectionLayout(section: secListSection(height: 50)), [1], container: secContainer(-1, 844))
        #expect(error?.reason == .invalidContainer(CGSize(width: -1, height: 844)))
    }

    static func isInvalidValue(_ error: LayoutError?) -> Bool {
        if case .invalidValue = error?.reason { true } else { false }
    }
}
