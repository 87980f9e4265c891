import Foundation

/// The view a ``UICollectionViewListCell`` shows for one of its system accessories: a subview of the cell at the
/// frame the layout layer works out (`ListCellLayout.CellGeometry`), saying what UIKit draws there — the SF Symbol
/// (``image``, ``symbolName``) in ``glyphColor`` on an optional filled circle (its layer's background and corner
/// radius), or a label accessory's ``text`` — so that renderers can draw it and tests can find it.
///
/// UIKit draws accessories with private views; this class is an OpenCollectionView addition standing in for them.
/// A custom-view accessory is its own view, added to the cell as it is.
@MainActor
public final class CellAccessoryView: UIView {
    /// The kind of accessory shown.
    public let accessoryType: UICellAccessory.AccessoryType
    /// The symbol drawn, sized to the view; `nil` for a label accessory.
    public private(set) var image: UIImage?
    /// The colour of the glyph (or of the label's text).
    public private(set) var glyphColor: UIColor = .label
    /// The text of a label accessory; `nil` for the others.
    public private(set) var text: String?
    /// The font of a label accessory's text; `nil` for the others.
    public private(set) var font: UIFont?

    /// The name of the SF Symbol drawn (`chevron.forward`, `checkmark`, …); `nil` for a label accessory.
    public var symbolName: String? { image?.symbolName }

    init(accessoryType: UICellAccessory.AccessoryType) {
        self.accessoryType = accessoryType
        super.init(frame: .zero)
    }

    /// Decoding is not supported: always returns `nil`.
    public required init?(coder: NSCoder) { nil }

    /// Shows `accessory` as it looks in the cell's state, at `frame`.
    func show(_ accessory: UICellAccessory, appearance: AccessoryAppearance, frame: CGRect) {
        self.frame = frame
        isHidden = accessory.isHidden
        glyphColor = appearance.glyphColor
        image = appearance.symbolName.flatMap { name in
            UIImage(systemName: name, withConfiguration: UIImage.SymbolConfiguration(pointSize: frame.height * 17 / 20))
        }
        (text, font) = accessory.labelText.map { ($0.text, $0.font) } ?? (nil, nil)
        backgroundColor = appearance.fillColor
        layer.cornerRadius = appearance.fillColor == nil ? 0 : min(frame.width, frame.height) / 2
    }
}
