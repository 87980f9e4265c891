/// What the rest of a section needs to know of its estimated content (its length, reach and overhangs), kept
/// beside the content in its box (``EstimatedStorage``) and refreshed after every change to it.
///
/// `SectionSolver.layoutAroundContent` runs after every measured size. Reading these values through the box's
/// content with computed properties made Swift copy the whole content first (retaining each of its arrays,
/// twice per measurement: about a fifth of a measurement's cost), since an opaque getter called on a class's
/// stored property might write that property; a stored value of plain integers is read in place.
struct EstimatedSurroundings: Sendable, Equatable {
    var firstGroupSize: PixelSize
    var maxAcross: Int
    /// ``EstimatedContent/groupsLength``.
    var groupsLength: Int
    /// ``EstimatedContent/framesMaxY()``.
    var framesMaxY: Int
    var elementBounds: PixelRect
    var overhangBefore: Int
    var overhangAfter: Int

    /// The values of `content`; `inout` only so that reading them copies nothing (no one else can write an
    /// `inout` argument during the call, so the getters may borrow it in place).
    init(_ content: inout EstimatedContent) {
        firstGroupSize = content.firstGroupSize
        maxAcross = content.maxAcross
        groupsLength = content.groupsLength
        framesMaxY = content.framesMaxY()
        elementBounds = content.elementBounds
        overhangBefore = content.overhangBefore
        overhangAfter = content.overhangAfter
    }
}
