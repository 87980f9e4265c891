// Conformance: group-level errors (semantics L4, L7, L15). Each error names the section, its reason and the
// element path, e.g. `group › subitem 1 (group) › subitem 0 (item)`.

import Foundation
import Testing
@testable import CompositionalLayout

struct ConformanceInvalidDimensionCase: Sendable, CustomTestStringConvertible {
    let name: String
    let width: LayoutDimension
    let height: LayoutDimension
    /// The offending value; NaN matches NaN.
    let value: CGFloat
    var testDescription: String { name }
}

@Suite("Conformance: group errors")
struct ConformanceErrorTests: ConformanceSuite {
    static let invalidDimensions: [ConformanceInvalidDimensionCase] = [
        ConformanceInvalidDimensionCase(name: "NaN absolute width", width: .absolute(.nan), height: .absolute(50), value: .nan),
        ConformanceInvalidDimensionCase(name: "infinite absolute height", width: .absolute(50), height: .absolute(.infinity), value: .infinity),
        ConformanceInvalidDimensionCase(name: "negative absolute width", width: .absolute(-10), height: .absolute(50), value: -10),
        ConformanceInvalidDimensionCase(name: "negative fractional width", width: .fractionalWidth(-0.5), height: .absolute(50), value: -0.5),
        ConformanceInvalidDimensionCase(name: "infinite fractional height", width: .absolute(50), height: .fractionalHeight(.infinity), value: .infinity),
        ConformanceInvalidDimensionCase(name: "negative estimate", width: .absolute(50), height: .estimated(-1), value: -1),
        ConformanceInvalidDimensionCase(name: "NaN fractional height", width: .absolute(50), height: .fractionalHeight(.nan), value: .nan),
    ]

    /// Checks that `reason` is `.invalidValue` carrying `value` (NaN matches NaN).
    func expectInvalidValue(_ error: LayoutError, _ value: CGFloat, sourceLocation: SourceLocation = #_sourceLocation) {
        guard case .invalidValue(let name, let actual) = error.reason else {
            Issue.record("expected invalidValue(\(value)), got \(error.reason)", sourceLocation: sourceLocation)
            return
        }
        #expect(!name.isEmpty, "the value should be named", sourceLocation: sourceLocation)
        #expect(value.isNaN ? actual.isNaN : actual == value, "value \(actual), expected \(value)", sourceLocation: sourceLocation)
    }

    var validItem: GroupSubitem { item(.absolute(100), .fractionalHeight(1)) }

    // MARK: No room

    @Test("a group with no room for its first subitem: a 150-pt item in a 100-pt row")
    func groupTooSmall() throws {
        let error = try #require(solveError(row(.absolute(100), .absolute(50), [item(.absolute(150), .fractionalHeight(1))])))
        #expect(error.section == 0)
        #expect(error.reason == .groupTooSmall(available: 100, required: 150))
        #expect(error.elementPath.hasPrefix("group"), "\(error.elementPath)")
    }

    @Test("a column with no room: a 120-pt item in a 100-pt column")
    func columnTooSmall() throws {
        let error = try #require(solveError(column(.fractionalWidth(1), .absolute(100), [item(.fractionalWidth(1), .absolute(120))])))
        #expect(error.section == 0)
        #expect(error.reason == .groupTooSmall(available: 100, required: 120))
    }

    @Test("a fixed leading edge can leave no room: 10 + 95 > 100")
    func edgeSpacingLeavesNoRoom() throws {
        let group = row(.absolute(100), .absolute(50),
            [item(.absolute(95), .fractionalHeight(1), edgeSpacing: EdgeSpacing(leading: .fixed(10)))])
        let error = try #require(solveError(group))
        guard case .groupTooSmall = error.reason else {
            Issue.record("expected groupTooSmall, got \(error.reason)")
            return
        }
        #expect(error.section == 0)
    }

    @Test("a nested group with no room is named by its path: group › subitem 1 (group)")
    func nestedGroupTooSmall() throws {
        let inner = row(.absolute(50), .fractionalHeight(1), [item(.absolute(80), .fractionalHeight(1))])
        let group = row(.fractionalWidth(1), .absolute(100), [validItem, .group(inner)])
        let error = try #require(solveError(group, items: 3))
        #expect(error.reason == .groupTooSmall(available: 50, required: 80))
        #expect(error.elementPath.hasPrefix("group › subitem 1 (group)"), "\(error.elementPath)")
    }

    @Test("content insets that leave a negative width: 100 − 60 − 60 = −20")
    func negativeEffectiveWidth() throws {
        let group = row(.absolute(100), .absolute(50), [item(.absolute(10), .absolute(10))],
            contentInsets: DirectionalEdgeInsets(top: 0, leading: 60, bottom: 0, trailing: 60))
        let error = try #require(solveError(group))
        #expect(error.section == 0)
        #expect(error.reason == .negativeEffectiveSize(CGSize(width: -20, height: 50)))
        #expect(error.elementPath.hasPrefix("group"), "\(error.elementPath)")
    }

    @Test("content insets that leave a negative height in a nested column: 100 − 70 − 40 = −10")
    func negativeEffectiveHeightNested() throws {
        let inner = column(.absolute(100), .fractionalHeight(1), [item(.fractionalWidth(1), .absolute(10))],
            contentInsets: DirectionalEdgeInsets(top: 70, leading: 0, bottom: 40, trailing: 0))
        let error = try #require(solveError(row(.fractionalWidth(1), .absolute(100), [.group(inner)])))
        #expect(error.reason == .negativeEffectiveSize(CGSize(width: 100, height: -10)))
        #expect(error.elementPath.hasPrefix("group › subitem 0 (group)"), "\(error.elementPath)")
    }

    // MARK: Custom groups

    @Test("a custom group whose provider returns no frames (L7)")
    func customGroupNoFrames() throws {
        let group = LayoutGroup.custom(size: size(.fractionalWidth(1), .absolute(100))) { _ in [] }
        let error = try #require(solveError(group, items: 2))
        #expect(error.section == 0)
        #expect(error.reason == .customGroupReturnedNoFrames)
        #expect(error.elementPath.hasPrefix("group"), "\(error.elementPath)")
    }

    @Test("a nested custom group with no frames is named: group › subitem 0 (group)")
    func nestedCustomGroupNoFrames() throws {
        let inner = LayoutGroup.custom(size: size(.fractionalWidth(0.5), .fractionalHeight(1))) { _ in [] }
        let error = try #require(solveError(row(.fractionalWidth(1), .absolute(100), [.group(inner)]), items: 2))
        #expect(error.reason == .customGroupReturnedNoFrames)
        #expect(error.elementPath == "group › subitem 0 (group)")
    }

    // MARK: Invalid values

    @Test("invalid item dimensions name the item: group › subitem 0 (item)", arguments: invalidDimensions)
    func invalidItemDimension(testCase: ConformanceInvalidDimensionCase) throws {
        let group = row(.fractionalWidth(1), .absolute(100), [item(testCase.width, testCase.height)])
        let error = try #require(solveError(group))
        #expect(error.section == 0)
        expectInvalidValue(error, testCase.value)
        #expect(error.elementPath == "group › subitem 0 (item)")
    }

    @Test("an invalid group dimension names the group", arguments: invalidDimensions)
    func invalidGroupDimension(testCase: ConformanceInvalidDimensionCase) throws {
        let group = row(testCase.width, testCase.height, [item(.absolute(10), .absolute(10))])
        let error = try #require(solveError(group))
        #expect(error.section == 0)
        expectInvalidValue(error, testCase.value)
        #expect(error.elementPath == "group")
    }

    @Test("the path goes down to the offending element: group › subitem 1 (group) › subitem 0 (item)")
    func deepElementPath() throws {
        let inner = column(.absolute(100), .fractionalHeight(1), [item(.fractionalWidth(1), .absolute(.nan))])
        let group = row(.fractionalWidth(1), .absolute(100), [validItem, .group(inner)])
        let error = try #require(solveError(group, items: 3))
        #expect(error.section == 0)
        expectInvalidValue(error, .nan)
        #expect(error.elementPath == "group › subitem 1 (group) › subitem 0 (item)")
    }

    @Test("NaN flexible inter-item spacing")
    func nanFlexibleSpacing() throws {
        let error = try #require(solveError(row(.fractionalWidth(1), .absolute(100), [validItem], spacing: .flexible(.nan))))
        expectInvalidValue(error, .nan)
        #expect(error.elementPath == "group")
    }

    @Test("an infinite group content inset")
    func infiniteGroupInset() throws {
        let group = row(.fractionalWidth(1), .absolute(100), [validItem],
            contentInsets: DirectionalEdgeInsets(top: 0, leading: 0, bottom: .infinity, trailing: 0))
        let error = try #require(solveError(group))
        expectInvalidValue(error, .infinity)
        #expect(error.elementPath == "group")
    }

    @Test("an invalid supplementary size is an error of its section")
    func invalidSupplementarySize() throws {
        let badge = supplementary("badge", .absolute(-1), .absolute(10), edges: [.top])
        let group = row(.fractionalWidth(1), .absolute(100), [item(.absolute(100), .fractionalHeight(1), supplementaries: [badge])])
        let error = try #require(solveError(group))
        #expect(error.section == 0)
        expectInvalidValue(error, -1)
        #expect(error.elementPath.hasPrefix("group › subitem 0 (item)"), "\(error.elementPath)")
    }

    // MARK: Definitions

    @Test("a count below 1 is an invalid group definition",
          arguments: [LayoutGroup.Repetition.equalSizeCount(0), .repeatingCount(0), .equalSizeCount(-1), .repeatingCount(-3)])
    func countBelowOne(repetition: LayoutGroup.Repetition) throws {
        let error = try #require(solveError(row(.fractionalWidth(1), .absolute(100), [validItem], repetition: repetition)))
        #expect(error.section == 0)
        guard case .invalidGroupDefinition = error.reason else {
            Issue.record("expected invalidGroupDefinition, got \(error.reason)")
            return
        }
        #expect(error.elementPath == "group")
    }

    @Test("a stack group with no subitems is an invalid group definition")
    func emptySubitems() throws {
        let error = try #require(solveError(row(.fractionalWidth(1), .absolute(100), [])))
        #expect(error.section == 0)
        guard case .invalidGroupDefinition = error.reason else {
            Issue.record("expected invalidGroupDefinition, got \(error.reason)")
            return
        }
        #expect(error.elementPath == "group")
    }

    @Test("a nested group with no subitems is named: group › subitem 1 (group)")
    func emptyNestedSubitems() throws {
        let inner = column(.absolute(100), .fractionalHeight(1), [])
        let error = try #require(solveError(row(.fractionalWidth(1), .absolute(100), [validItem, .group(inner)]), items: 3))
        guard case .invalidGroupDefinition = error.reason else {
            Issue.record("expected invalidGroupDefinition, got \(error.reason)")
            return
        }
        #expect(error.elementPath == "group › subitem 1 (group)")
    }

    @Test("a filling group whose subitems take no room along its axis would never fill: invalid definition (L16)")
    func zeroLengthSubitems() throws {
        let error = try #require(solveError(row(.fractionalWidth(1), .absolute(100), [item(.absolute(0), .fractionalHeight(1))])))
        #expect(error.section == 0)
        guard case .invalidGroupDefinition = error.reason else {
            Issue.record("expected invalidGroupDefinition, got \(error.reason)")
            return
        }
        #expect(error.elementPath.hasPrefix("group"), "\(error.elementPath)")
    }

    @Test("an item supplementary and a group supplementary may not share a kind")
    func duplicateKind() throws {
        // L15: supplementary kinds are unique in a section. Here item 0's badge ([0, 0], L12) and group 0's badge
        // ([0, 0], the first group instance) would answer to the same kind and index path.
        let badge = supplementary("badge", .absolute(10), .absolute(10), edges: [.top])
        let group = row(.fractionalWidth(1), .absolute(100), [item(.absolute(100), .fractionalHeight(1), supplementaries: [badge])],
            supplementaries: [badge])
        let error = try #require(solveError(group))
        #expect(error.section == 0)
        #expect(error.reason == .duplicateElementKind("badge"))
    }

    @Test("two group levels may not share a supplementary kind; one level, or items, may repeat it")
    func duplicateKindAcrossGroupLevels() throws {
        // L12, L15: group supplementaries count the instances of one level, so a kind on two levels would give
        // two elements one index path. Repeating a kind on every item, or on sibling groups, is fine.
        let marker = supplementary("marker", .absolute(10), .absolute(10), edges: [.top])
        let badge = supplementary("badge", .absolute(10), .absolute(10), edges: [.top])
        let badged = item(.absolute(100), .fractionalHeight(1), supplementaries: [badge])
        let inner = column(.absolute(100), .fractionalHeight(1), [badged], supplementaries: [marker])
        let nested = row(.fractionalWidth(1), .absolute(100), [.group(inner)], supplementaries: [marker])
        let error = try #require(solveError(nested, items: 3))
        #expect(error.reason == .duplicateElementKind("marker"))
        let siblings = row(.fractionalWidth(1), .absolute(100), [.group(inner), .group(inner), badged])
        #expect(solveError(siblings, items: 7) == nil)
    }

    // MARK: Sections

    @Test("the error names the section it comes from: section 2 of a provider layout")
    func errorNamesSection() throws {
        let good = LayoutSection(group: row(.fractionalWidth(1), .absolute(50), [item(.absolute(100), .fractionalHeight(1))]))
        let bad = LayoutSection(group: row(.absolute(100), .absolute(50), [item(.absolute(150), .fractionalHeight(1))]))
        let layout = CollectionLayout { index, _ in index == 2 ? bad : good }
        do {
            _ = try LayoutSolution(layout: layout, itemCounts: [3, 3, 3], container: CollectionContainer(size: phone),
                traits: traits(scale: 1, direction: .leftToRight))
            Issue.record("expected an error for section 2")
        } catch {
            #expect(error.section == 2)
            #expect(error.reason == .groupTooSmall(available: 100, required: 150))
            #expect(error.description.contains("section 2"), "\(error.description)")
        }
    }

    @Test("a valid description throws nothing")
    func validDescription() {
        #expect(solveError(row(.fractionalWidth(1), .absolute(100), [validItem]), items: 10) == nil)
    }
}
