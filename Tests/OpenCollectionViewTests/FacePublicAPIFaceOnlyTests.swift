import Testing

/// The face's public API is UIKit's plus documented additions (docs/architecture.md, section 4): no public or open
/// declaration of OpenCollectionView names a type of layers 1–3a.
@Suite("The face's public API names no type of the layers below it")
struct FacePublicAPIFaceOnlyTests {
    /// The documented exceptions. `NSRectAlignment` is layer 1's value under Apple's name, with Apple's raw values;
    /// the reusable view and the cell conform to layer 3's view protocols because layer 3 makes views from their
    /// classes (the witnesses that name layer-3 types are SPI).
    static let documentedExceptions: Set = [
        "public typealias NSRectAlignment = RectAlignment",
        "open class UICollectionReusableView: UIView, ReusableView",
        "open class UICollectionViewCell: UICollectionReusableView, CollectionCell, ViewSystemObserving",
    ]

    @Test func noPublicDeclarationNamesALowerLayerType() throws {
        let leaks = try PublicAPIScan.faceLeaks()  // `file:line: declaration`
        let undocumented = leaks.filter { leak in !Self.documentedExceptions.contains { leak.hasSuffix(": \($0)") } }
        #expect(undocumented == [])
        #expect(leaks.count == Self.documentedExceptions.count)
    }

    @Test func theForbiddenNamesAreTheLowerLayersTypesButNotTheFacesOwn() throws {
        let forbidden = try PublicAPIScan.forbiddenNames()
        for name in ["CollectionView", "UpdateTransaction", "LayoutSolution", "LayoutAttributes", "Snapshot",
            "BatchUpdate", "ElementKey", "ViewAttributes", "HeadlessCollectionView", "TextMeasurer", "Solver"]
        {
            #expect(forbidden.contains(name), "\(name)")
        }
        // UIKit's nested names that a lower layer happens to share.
        for name in ["ScrollPosition", "ScrollDirection", "ElementCategory", "CellRegistration"] {
            #expect(!forbidden.contains(name), "\(name)")
        }
    }

    @Test func theScanFindsALeakAcrossLinesAndIgnoresBodiesDefaultsAndSPI() {
        let lines = [
            "    public var headlessView: CollectionView { headless }",
            "    public func scroll(",
            "        to solution: LayoutSolution",
            "    ) {",
            "    open var width: CGFloat = Metrics.width",
            "    public init() { snapshot = Snapshot() }",
            "    @_spi(HeadlessViews) public func apply(_ attributes: ViewAttributes) {",
            "    package var transaction: UpdateTransaction?",
            "    public var note: String  // keeps its UpdateTransaction",
        ]
        let forbidden: Set = ["CollectionView", "LayoutSolution", "Metrics", "Snapshot", "ViewAttributes",
            "UpdateTransaction"]
        #expect(
            PublicAPIScan.leaks(in: lines, file: "Example.swift", forbidden: forbidden) == [
                "Example.swift:1: public var headlessView: CollectionView",
                "Example.swift:2: public func scroll( to solution: LayoutSolution )",
            ])
    }
}
