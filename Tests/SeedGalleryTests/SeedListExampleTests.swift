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
        // Headers measure as the face's grouped headers: 17 + one footnote line (47/3) + 6 = 116/3.
        // section 0: padding 17, header at 17, rows of 44 from 17 + 116/3 = 167/3 (x 20, 350 wide); 4 rows end at
        // 167/3 + 176 = 695/3
        #expect(headerFrame(0) == CGRect(x: 20, y: 17, width: 350, height: 116.0 / 3))
        #expect(solution.attributesForItem(at: [0, 0])?.frame == CGRect(x: 20, y: 167.0 / 3, width: 350, height: 44))
        #expect(solution.attributesForItem(at: [0, 3])?.frame == CGRect(x: 20, y: 563.0 / 3, width: 350, height: 44))
        // section 1: header at 695/3 + 17 = 746/3, rows from 746/3 + 116/3 = 862/3; 3 rows end at 1258/3
        #expect(headerFrame(1) == CGRect(x: 20, y: 746.0 / 3, width: 350, height: 116.0 / 3))
        #expect(solution.attributesForItem(at: [1, 0])?.frame == CGRect(x: 20, y: 862.0 / 3, width: 350, height: 44))
        // section 2: header at 1258/3 + 17 = 1309/3, rows from 1425/3 = 475; 5 rows end at 695
        #expect(headerFrame(2) == CGRect(x: 20, y: 1309.0 / 3, width: 350, height: 116.0 / 3))
        #expect(solution.contentSize == CGSize(width: 390, height: 695))
        // rounded first and last rows; separators from x 40 to 370 on each row but a section's last
        #expect(solution.listRowShape(at: [0, 0])?.roundsTopCorners == true)
        #expect(solution.listRowShape(at: [0, 3])?.roundsBottomCorners == true)
        let separators = solution.listSeparators(in: CGRect(x: 0, y: 0, width: 390, height: 695))
        #expect(separators.count == 3 + 2 + 4)
        // the first row's bottom pixel row: 167/3 + 44 − 1/3 = 298/3
        #expect(separators.first?.frame == CGRect(x: 40, y: 298.0 / 3, width: 330, height: 1.0 / 3))
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
