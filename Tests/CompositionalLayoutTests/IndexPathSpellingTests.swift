import CompositionalLayout
import Foundation
import Testing

/// UIKit's index-path spelling is public in the Swift-native layers (semantics V8).
@Suite("IndexPath: item, row and section from the layers below")
struct IndexPathSpellingTests {
    @Test func itemRowAndSectionNameTheTwoIndices() {
        var path = IndexPath(item: 3, section: 1)
        #expect(Array(path) == [1, 3])
        #expect(path.item == 3 && path.row == 3 && path.section == 1)
        path.row = 5
        #expect(path == IndexPath(row: 5, section: 1))
        path.section = 0
        #expect(Array(path) == [0, 5])
    }
}
