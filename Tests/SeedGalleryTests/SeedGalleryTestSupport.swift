import CompositionalLayout
import Foundation
import SeedGallery
import Testing

// Frames at 3x are multiples of 1/3 pt; they are written as pixels / 3.

func rect(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
    CGRect(x: x, y: y, width: width, height: height)
}

/// Solves the named example; a missing example or a layout error is recorded as a failure.
func solved(_ name: String, sourceLocation: SourceLocation = #_sourceLocation) -> LayoutSolution? {
    guard let example = SeedExamples.named(name) else {
        Issue.record("no example named \(name)", sourceLocation: sourceLocation)
        return nil
    }
    do {
        return try example.solve()
    } catch {
        Issue.record("\(name) did not lay out: \(error)", sourceLocation: sourceLocation)
        return nil
    }
}

func close(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) <= 1e-9 }

func expectFrame(
    _ actual: CGRect?, _ expected: CGRect, _ what: String = "frame", sourceLocation: SourceLocation = #_sourceLocation
) {
    guard let actual else {
        Issue.record("\(what): no attributes (expected \(expected))", sourceLocation: sourceLocation)
        return
    }
    #expect(
        close(actual.minX, expected.minX) && close(actual.minY, expected.minY) && close(actual.width, expected.width)
            && close(actual.height, expected.height),
        "\(what): expected \(expected), got \(actual)", sourceLocation: sourceLocation)
}

func expectSize(_ actual: CGSize, _ width: CGFloat, _ height: CGFloat, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(
        close(actual.width, width) && close(actual.height, height),
        "content size: expected \(width) × \(height), got \(actual)", sourceLocation: sourceLocation)
}

extension LayoutSolution {
    func cell(_ section: Int, _ item: Int) -> CGRect? {
        attributesForItem(at: [section, item])?.frame
    }

    func supplementary(_ kind: String, _ section: Int, _ item: Int = 0) -> CGRect? {
        attributesForSupplementaryElement(ofKind: kind, at: [section, item])?.frame
    }
}

let header = "UICollectionElementKindSectionHeader"
let footer = "UICollectionElementKindSectionFooter"
