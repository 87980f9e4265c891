#if canImport(UIKit)
    import UIKit
#else
    import OpenCollectionView
#endif
import Testing

/// A card cell as iOS code draws one: rounded corners, and a shadow whose path is set in `layoutSubviews` so the
/// shadow need not be computed from the content.
final class ShadowCardCell: UICollectionViewCell {
    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = .secondarySystemBackground
        contentView.layer.cornerRadius = 12
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOpacity = 0.2
        layer.shadowRadius = 6
        layer.shadowOffset = CGSize(width: 0, height: 2)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func layoutSubviews() {
        super.layoutSubviews()
        layer.shadowPath = UIBezierPath(roundedRect: bounds, cornerRadius: 12).cgPath
    }
}

@MainActor
@Suite("Layer shadows: shadowPath from UIBezierPath")
struct LayerShadowPathTests {
    @Test func aCardsShadowPathFollowsItsBounds() throws {
        let cell = ShadowCardCell(frame: CGRect(x: 0, y: 0, width: 358, height: 120))
        cell.layoutIfNeeded()
        let path = try #require(cell.layer.shadowPath)
        #expect(path.boundingBox == CGRect(x: 0, y: 0, width: 358, height: 120))
        cell.frame.size.height = 80
        cell.layoutIfNeeded()
        #expect(cell.layer.shadowPath?.boundingBox == CGRect(x: 0, y: 0, width: 358, height: 80))
        #expect(cell.layer.shadowOpacity == 0.2 && cell.layer.shadowRadius == 6)
    }

    @Test func pathsOfTheCommonShapes() {
        let square = CGRect(x: 0, y: 0, width: 40, height: 40)
        #expect(UIBezierPath(ovalIn: square).bounds == square)
        #expect(UIBezierPath(rect: square).cgPath.boundingBox == square)
        #expect(UIBezierPath(roundedRect: square, cornerRadius: 8).cgPath == UIBezierPath(roundedRect: square, cornerRadius: 8).cgPath)
        #expect(UIBezierPath(roundedRect: square, cornerRadius: 8).cgPath != UIBezierPath(rect: square).cgPath)
    }
}
