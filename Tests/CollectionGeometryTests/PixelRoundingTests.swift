import CollectionGeometry
import Foundation
import Testing

/// Pixel rounding at a display scale (semantics L3), shared by the layout, list-cell, text and view layers.
@Suite struct PixelRoundingTests {
    @Test func roundsToTheNearestPixelHalvesAwayFromZero() {
        #expect(CGFloat(10.5).roundedToPixel(scale: 1) == 11)
        #expect(CGFloat(-10.5).roundedToPixel(scale: 1) == -11)
        #expect(CGFloat(10.1).roundedToPixel(scale: 3) == 30.0 / 3)  // 30.3 px → 30 px
        #expect(CGFloat(10.2).roundedToPixel(scale: 3) == 31.0 / 3)  // 30.6 px → 31 px
        #expect(CGFloat(7.25).roundedToPixel(scale: 0) == 7.25)  // no scale: unchanged
    }

    @Test func ceilsMeasuredLengthsButForFloatingPointNoise() {
        #expect(CGFloat(20.1).ceiledToPixel(scale: 3) == 61.0 / 3)  // 60.3 px → 61 px
        #expect((CGFloat(61) / 3).ceiledToPixel(scale: 3) == 61.0 / 3)  // already whole: stays
        #expect((CGFloat(20) + 1e-12).ceiledToPixel(scale: 1) == 20)  // noise above a pixel costs nothing
    }

    @Test func roundsAndMirrorsRectangles() {
        let rect = CGRect(x: 10.1, y: 0.2, width: 50.49, height: 20)
        #expect(rect.roundedToPixels(scale: 2) == CGRect(x: 10, y: 0, width: 50.5, height: 20))  // 20.2, 0.4, 100.98 px
        // Mirrored in a 100-point container, right to left: x = 100 − (10 + 30) = 60.
        #expect(CGRect(x: 10, y: 5, width: 30, height: 8).mirrored(inWidth: 100, .rightToLeft)
            == CGRect(x: 60, y: 5, width: 30, height: 8))
        #expect(CGRect(x: 10, y: 5, width: 30, height: 8).mirrored(inWidth: 100, .leftToRight)
            == CGRect(x: 10, y: 5, width: 30, height: 8))
        #expect(defaultDisplayScale == 3)
    }
}
