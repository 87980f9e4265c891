import Foundation

// Mirroring across a vertical axis (`x' = width − x − w`): the rule layer 1 applies to right-to-left layouts (L1),
// offered for frames a layout did not solve itself (custom layouts the collection view flips, CL8).

extension CGRect {
    /// The rectangle mirrored across the vertical centre line of a `width`-wide space.
    public func mirroredHorizontally(acrossWidth width: CGFloat) -> CGRect {
        let standard = standardized
        return CGRect(x: width - standard.maxX, y: standard.minY, width: standard.width, height: standard.height)
    }
}

extension LayoutAttributes {
    /// The attributes with their frame (and orthogonal scroll region) mirrored across a `width`-wide space.
    public func mirroredHorizontally(acrossWidth width: CGFloat) -> LayoutAttributes {
        var result = self
        result.frame = frame.mirroredHorizontally(acrossWidth: width)
        result.orthogonalScrollRegion = orthogonalScrollRegion?.mirroredHorizontally(acrossWidth: width)
        return result
    }
}
