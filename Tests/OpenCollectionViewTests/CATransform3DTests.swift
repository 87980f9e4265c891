#if canImport(UIKit)
    import UIKit
#else
    @testable import OpenCollectionView
    @testable import ViewSystem
#endif
import Foundation
import Testing

/// Core Animation's transform math (semantics CL14): row vectors, `Concat(a, b)` applies `a` first.
@Suite struct CATransform3DTests {
    func isClose(_ a: CATransform3D, _ b: CATransform3D) -> Bool {
        zip(entries(a), entries(b)).allSatisfy { abs($0 - $1) < 1e-12 }
    }

    /// The sixteen entries, row by row, through UIKit's field names.
    func entries(_ t: CATransform3D) -> [CGFloat] {
        [t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24, t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44]
    }

    @Test func translationsScalesAndTheirOrder() {
        let translation = CATransform3DMakeTranslation(10, 20, 30)
        #expect((translation.m41, translation.m42, translation.m43, translation.m44) == (10, 20, 30, 1))
        let scale = CATransform3DMakeScale(2, 3, 4)
        #expect((scale.m11, scale.m22, scale.m33) == (2, 3, 4))
        // (1, 1) scaled (2, 3) then moved (10, 20): (12, 23); moved first then scaled: (22, 63).
        #expect(CATransform3DConcat(scale, translation).project(CGPoint(x: 1, y: 1)) == CGPoint(x: 12, y: 23))
        #expect(CATransform3DConcat(translation, scale).project(CGPoint(x: 1, y: 1)) == CGPoint(x: 22, y: 63))
        // Translate(t, …) moves before t: the same as Concat(translation, t).
        #expect(CATransform3DTranslate(scale, 10, 20, 30) == CATransform3DConcat(translation, scale))
        #expect(CATransform3DScale(translation, 2, 3, 4) == CATransform3DConcat(scale, translation))
        #expect(CATransform3DIsIdentity(CATransform3DIdentity) && !CATransform3DIsIdentity(CATransform3D()))
    }

    @Test func rotations() {
        // A quarter turn about z is the affine quarter turn: (1, 0) goes to (0, 1), clockwise on screen.
        let quarter = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        #expect(isClose(quarter, CATransform3DMakeAffineTransform(CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0))))
        // About y, x turns into −z: the row (1, 0, 0) becomes (0, 0, −1).
        let aboutY = CATransform3DMakeRotation(.pi / 2, 0, 1, 0)
        #expect(abs(aboutY.m11) < 1e-12 && abs(aboutY.m13 + 1) < 1e-12 && abs(aboutY.m31 - 1) < 1e-12)
        // The axis need not be of unit length; a zero axis is no rotation.
        #expect(isClose(CATransform3DMakeRotation(.pi / 2, 0, 0, 5), quarter))
        #expect(CATransform3DMakeRotation(1, 0, 0, 0) == CATransform3DIdentity)
        #expect(isClose(CATransform3DRotate(CATransform3DIdentity, .pi / 2, 0, 0, 1), quarter))
    }

    @Test func inversesAndAffineParts() {
        let t = CATransform3DConcat(CATransform3DMakeRotation(0.3, 1, 2, 3), CATransform3DMakeTranslation(5, -7, 2))
        #expect(isClose(CATransform3DConcat(t, CATransform3DInvert(t)), CATransform3DIdentity))
        let singular = CATransform3DMakeScale(0, 1, 1)
        #expect(CATransform3DInvert(singular) == singular)  // no inverse: Core Animation answers t itself
        #expect(CATransform3DIsAffine(CATransform3DMakeScale(2, 3, 1)))
        #expect(!CATransform3DIsAffine(CATransform3DMakeScale(1, 1, 2)))
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        #expect(!CATransform3DIsAffine(perspective))
        #expect(CATransform3DGetAffineTransform(CATransform3DMakeTranslation(5, 6, 7))
            == CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 5, ty: 6))
        // 100 pt back in a 500-pt perspective: w = 1 + (−100)(−1/500) = 1.2, so x 60 is drawn at 50.
        let back = CATransform3DConcat(CATransform3DMakeTranslation(0, 0, -100), perspective)
        #expect(back.project(CGPoint(x: 60, y: -120)) == CGPoint(x: 50, y: -100))
    }

    /// `transform` and `transform3D` of layout attributes are one value; the frame is the projected box.
    @MainActor @Test func layoutAttributesCarryATransform3D() {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        attributes.frame = CGRect(x: 0, y: 0, width: 120, height: 120)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        let back = CATransform3DConcat(CATransform3DMakeTranslation(0, 0, -100), perspective)
        attributes.transform3D = back
        // Centre (60, 60), corners ±60 drawn at ±50: (10, 10, 100, 100). The affine part is the identity.
        #expect(attributes.frame == CGRect(x: 10, y: 10, width: 100, height: 100))
        #expect(attributes.transform3D == back && attributes.transform == CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0))
        #expect(attributes.center == CGPoint(x: 60, y: 60) && attributes.size == CGSize(width: 120, height: 120))
        let copy = attributes.copy() as! UICollectionViewLayoutAttributes
        #expect(copy.transform3D == back && copy.isEqual(attributes))
        copy.transform3D = CATransform3DIdentity
        #expect(!copy.isEqual(attributes))
        // Setting the affine transform replaces the 3D one: half size about the centre, (30, 30, 60, 60).
        attributes.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        #expect(attributes.transform3D == CATransform3DMakeScale(0.5, 0.5, 1))
        #expect(attributes.frame == CGRect(x: 30, y: 30, width: 60, height: 60))
    }
}

extension CATransform3DTests {
    /// A tiny but invertible scale is inverted (the cut-off is relative to the matrix), and a layer that backs no
    /// view keeps the transform set on it.
    @MainActor @Test func smallScalesAndStandaloneLayers() {
        let tiny = CATransform3DMakeScale(1e-13, 1, 1)
        #expect(CATransform3DInvert(tiny).m11 == 1e13)
        let layer = CALayer()
        layer.transform = CATransform3DMakeTranslation(5, 6, 0)
        #expect(layer.transform == CATransform3DMakeTranslation(5, 6, 0))
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        layer.transform = perspective
        #expect(layer.transform == perspective)
    }
}
