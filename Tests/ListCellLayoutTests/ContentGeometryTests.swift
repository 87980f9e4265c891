import Foundation
import Testing

@testable import ListCellLayout

/// A body line as the text model measures it: 17 pt, line height 20.287 rounded up to the pixel at @3x (61/3);
/// width as given (capped at the available width).
private func body(_ width: CGFloat) -> TextMeasure {
    { available in CGSize(width: min(width, available), height: 61.0 / 3) }
}

/// A subheadline line: 15 pt, line height 17.9 → 18 at @3x.
private func subheadline(_ width: CGFloat) -> TextMeasure {
    { available in CGSize(width: min(width, available), height: 18) }
}

/// The `cell()` style's margins (LC4): 11 top and bottom, 16 leading and trailing.
private let cellMargins = ContentInsets(top: 11, leading: 16, bottom: 11, trailing: 16)

@Suite struct ContentGeometryTests {
    @Test func aOneLineCellIsTheMinimumRowHeightAndInheritsTheListMargin() throws {
        // Width 362: a compact (390) cell with a disclosure indicator; inherited leading margin 20.
        let geometry = try ContentGeometry(
            ContentGeometryInput(
                width: 362, margins: cellMargins, inheritedMargins: ContentInsets(leading: 20), text: body(120),
                minimumHeight: 44))
        // 11 + 61/3 + 11 = 42.33 < 44: the row is 44.
        #expect(geometry.fittingHeight == 44)
        // Text at max(16, 20) = 20; width 362 − 20 − 16 = 326; centred: 11 + (22 − 61/3) / 2 = 11.833 → 35.5 px → 36 px = 12.
        #expect(geometry.textFrame == CGRect(x: 20, y: 12, width: 326, height: 61.0 / 3))
        #expect(geometry.secondaryTextFrame == nil && geometry.imageFrame == nil)
        #expect(geometry.effectiveMargins == ContentInsets(top: 11, leading: 20, bottom: 11, trailing: 16))
    }

    @Test func rightToLeftMirrorsTheText() throws {
        let geometry = try ContentGeometry(
            ContentGeometryInput(
                width: 362, direction: .rightToLeft, margins: cellMargins, inheritedMargins: ContentInsets(leading: 20),
                text: body(120), minimumHeight: 44))
        // x' = 362 − (20 + 326) = 16.
        #expect(geometry.textFrame == CGRect(x: 16, y: 12, width: 326, height: 61.0 / 3))
    }

    @Test func aSubtitleStacksTheSecondaryTextBelow() throws {
        let geometry = try ContentGeometry(
            ContentGeometryInput(
                width: 820, margins: cellMargins, inheritedMargins: ContentInsets(leading: 20, trailing: 20),
                textToSecondaryTextVerticalPadding: 3, text: body(200), secondaryText: subheadline(150),
                minimumHeight: 44))
        // 11 + 61/3 + 3 + 18 + 11 = 63.333 (190 px).
        #expect(geometry.fittingHeight == 190.0 / 3)
        // Width 820 − 20 − 20 = 780; text at y 11; secondary at 11 + 61/3 + 3 = 34.333 (103 px).
        #expect(geometry.textFrame == CGRect(x: 20, y: 11, width: 780, height: 61.0 / 3))
        #expect(geometry.secondaryTextFrame == CGRect(x: 20, y: 103.0 / 3, width: 780, height: 18))
        #expect(!geometry.isSideBySide)
    }

    @Test func aValueCellPutsTheSecondaryTextAtTheTrailingEdgeWhenBothFit() throws {
        let input = ContentGeometryInput(
            width: 390, margins: cellMargins, inheritedMargins: ContentInsets(leading: 20, trailing: 20),
            textToSecondaryTextHorizontalPadding: 8, prefersSideBySideTextAndSecondaryText: true, text: body(60),
            secondaryText: body(40), minimumHeight: 44)
        let geometry = try ContentGeometry(input)
        // Available 390 − 40 = 350 ≥ 60 + 8 + 40: side by side. Secondary at 20 + 350 − 40 = 330.
        #expect(geometry.isSideBySide)
        #expect(geometry.textFrame == CGRect(x: 20, y: 12, width: 60, height: 61.0 / 3))
        #expect(geometry.secondaryTextFrame == CGRect(x: 330, y: 12, width: 40, height: 61.0 / 3))
        var rtl = input
        rtl.direction = .rightToLeft
        let mirrored = try ContentGeometry(rtl)
        // x' = 390 − 80 = 310 and 390 − 370 = 20.
        #expect(mirrored.textFrame == CGRect(x: 310, y: 12, width: 60, height: 61.0 / 3))
        #expect(mirrored.secondaryTextFrame == CGRect(x: 20, y: 12, width: 40, height: 61.0 / 3))
    }

    @Test func aValueCellStacksWhenTheTextsDoNotFitSideBySide() throws {
        let geometry = try ContentGeometry(
            ContentGeometryInput(
                width: 390, margins: cellMargins, inheritedMargins: ContentInsets(leading: 20, trailing: 20),
                textToSecondaryTextHorizontalPadding: 8, prefersSideBySideTextAndSecondaryText: true,
                text: body(300), secondaryText: body(60), minimumHeight: 44))
        // 300 + 8 + 60 > 350: stacked, no vertical padding: 11 + 2 × 61/3 + 11 = 62.667 (188 px).
        #expect(!geometry.isSideBySide)
        #expect(geometry.fittingHeight == 188.0 / 3)
        #expect(geometry.secondaryTextFrame == CGRect(x: 20, y: 11 + 61.0 / 3, width: 350, height: 61.0 / 3))
    }

    @Test func theImageIsCentredInItsReservedSlot() throws {
        let geometry = try ContentGeometry(
            ContentGeometryInput(
                width: 390, margins: cellMargins, inheritedMargins: ContentInsets(leading: 20, trailing: 20),
                imageSize: CGSize(width: 20, height: 18), reservedImageSize: CGSize(width: 28, height: 28),
                imageToTextPadding: 16, text: body(100), minimumHeight: 44))
        // Slot 28 × 28 at x 20: content height max(28, 20.333) = 28; 11 + 28 + 11 = 50.
        #expect(geometry.fittingHeight == 50)
        // Image centred in the slot: x 20 + 4 = 24, y 11 + 5 = 16.
        #expect(geometry.imageFrame == CGRect(x: 24, y: 16, width: 20, height: 18))
        // Text after slot and padding: 20 + 28 + 16 = 64, width 390 − 20 − 64 = 306; y 11 + (28 − 61/3)/2 =
        // 14.833 → 44.5 px → 45 px = 15.
        #expect(geometry.textFrame == CGRect(x: 64, y: 15, width: 306, height: 61.0 / 3))
    }

    @Test func aGivenHeightCentresTheContent() throws {
        let geometry = try ContentGeometry(
            ContentGeometryInput(width: 390, height: 100, margins: cellMargins, text: body(50), minimumHeight: 44))
        // Inner height 100 − 22 = 78: y = 11 + (78 − 61/3) / 2 = 39.833 → 119.5 px → 120 px = 40.
        #expect(geometry.size == CGSize(width: 390, height: 100))
        #expect(geometry.textFrame == CGRect(x: 16, y: 40, width: 358, height: 61.0 / 3))
    }

    @Test func negativePaddingIsAnError() {
        #expect(throws: CellLayoutError.invalidLength(-3, name: "imageToTextPadding")) {
            try ContentGeometry(ContentGeometryInput(width: 390, imageToTextPadding: -3))
        }
    }
}
