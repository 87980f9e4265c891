import CompositionalLayout
import Foundation
import SeedGallery
import Testing

/// The seed articles' list layouts (semantics LI1–LI8), frame by frame at 390 × 844, scale 3.
@Suite struct SeedListExampleTests {
    @Test func paletteListIsInsetGroupedWithHeaders() throws {
        let solution = try #require(SeedExamples.named("palette-list")).solve()
        let header = "UICollectionElementKindSectionHeader"
        func headerFrame(_ section: Int) -> CGRect? {
            solution.attributesForSupplementaryElement(ofKind: header, at: [section, 0])?.frame
        }
        // section 0: padding 17, header 38 at 17, rows of 44 from 55 (x 20, 350 wide); 4 rows end at 231
        #expect(headerFrame(0) == CGRect(x: 20, y: 17, width: 350, height: 38))
        #expect(solution.attributesForItem(at: [0, 0])?.frame == CGRect(x: 20, y: 55, width: 350, height: 44))
        #expect(solution.attributesForItem(at: [0, 3])?.frame == CGRect(x: 20, y: 187, width: 350, height: 44))
        // section 1 from 231: header at 248, rows from 286
        #expect(headerFrame(1) == CGRect(x: 20, y: 248, width: 350, height: 38))
        #expect(solution.attributesForItem(at: [1, 0])?.frame == CGRect(x: 20, y: 286, width: 350, height: 44))
        // section 2 from 231 + 17 + 38 + 3 × 44 = 418: header at 435, rows from 473; 5 rows end at 693
        #expect(headerFrame(2) == CGRect(x: 20, y: 435, width: 350, height: 38))
        #expect(solution.contentSize == CGSize(width: 390, height: 693))
        // rounded first and last rows; separators from x 40 to 370 on each row but a section's last
        #expect(solution.listRowShape(at: [0, 0])?.roundsTopCorners == true)
        #expect(solution.listRowShape(at: [0, 3])?.roundsBottomCorners == true)
        let separators = solution.listSeparators(in: CGRect(x: 0, y: 0, width: 390, height: 693))
        #expect(separators.count == 3 + 2 + 4)
        #expect(separators.first?.frame == CGRect(x: 40, y: 99 - 1.0 / 3, width: 330, height: 1.0 / 3))
    }

    @Test func aachenListProviderIsPlain() throws {
        let solution = try #require(SeedExamples.named("aachen-list-provider")).solve()
        // the measured first row (61) pushes the others: 61, 105; section 1 follows at 149 with no spacing
        #expect(solution.attributesForItem(at: [0, 0])?.frame == CGRect(x: 0, y: 0, width: 390, height: 61))
        #expect(solution.attributesForItem(at: [0, 2])?.frame == CGRect(x: 0, y: 105, width: 390, height: 44))
        #expect(solution.attributesForItem(at: [1, 0])?.frame == CGRect(x: 0, y: 149, width: 390, height: 44))
        #expect(solution.listSeparators(forItemAt: [0, 0]).map(\.frame) == [
            CGRect(x: 20, y: 61 - 1.0 / 3, width: 370, height: 1.0 / 3)
        ])
        #expect(try frameTable(for: #require(SeedExamples.named("aachen-list-provider"))).contains("separator bottom [0, 0]"))
    }
}
