#if canImport(UIKit)
    import UIKit
#else
    import OpenCollectionView
#endif

// A Pinterest-style waterfall layout, written as iOS developers write it: columns, photo heights from a delegate,
// attributes cached in prepare(), the content as tall as the tallest column, a custom attributes subclass.

@MainActor
public protocol PinterestLayoutDelegate: AnyObject {
    func collectionView(_ collectionView: UICollectionView, heightForPhotoAtIndexPath indexPath: IndexPath) -> CGFloat
}

public final class PinterestLayoutAttributes: UICollectionViewLayoutAttributes {
    public var photoHeight: CGFloat = 0

    public override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! PinterestLayoutAttributes
        copy.photoHeight = photoHeight
        return copy
    }

    public override func isEqual(_ object: Any?) -> Bool {
        guard let attributes = object as? PinterestLayoutAttributes, attributes.photoHeight == photoHeight else {
            return false
        }
        return super.isEqual(object)
    }
}

public final class PinterestLayout: UICollectionViewLayout {
    public weak var delegate: PinterestLayoutDelegate?

    public var numberOfColumns = 2
    public var cellPadding: CGFloat = 6

    private var cache: [PinterestLayoutAttributes] = []
    private var contentHeight: CGFloat = 0
    private var contentWidth: CGFloat {
        guard let collectionView else { return 0 }
        let insets = collectionView.contentInset
        return collectionView.bounds.width - (insets.left + insets.right)
    }

    /// What the collection view asked, in order (for the tests).
    public var calls: [String] = []
    private var insertedIndexPaths: [IndexPath] = []
    private var deletedIndexPaths: [IndexPath] = []

    public override class var layoutAttributesClass: AnyClass { PinterestLayoutAttributes.self }

    public override var collectionViewContentSize: CGSize {
        CGSize(width: contentWidth, height: contentHeight)
    }

    public override func prepare() {
        calls.append("prepare")
        // UIKit raises for a section the view does not have: before the first snapshot there is none.
        guard cache.isEmpty, let collectionView, collectionView.numberOfSections > 0 else { return }
        let columnWidth = contentWidth / CGFloat(numberOfColumns)
        let xOffset = (0..<numberOfColumns).map { CGFloat($0) * columnWidth }
        var yOffset = [CGFloat](repeating: 0, count: numberOfColumns)
        for item in 0..<collectionView.numberOfItems(inSection: 0) {
            let indexPath = IndexPath(item: item, section: 0)
            // The next photo goes into the shortest column (the leftmost of equals).
            let column = yOffset.indices.min { yOffset[$0] < yOffset[$1] }!
            let photoHeight = delegate?.collectionView(collectionView, heightForPhotoAtIndexPath: indexPath) ?? 180
            let height = cellPadding * 2 + photoHeight
            let frame = CGRect(x: xOffset[column], y: yOffset[column], width: columnWidth, height: height)
            let attributes = PinterestLayoutAttributes(forCellWith: indexPath)
            attributes.frame = frame.insetBy(dx: cellPadding, dy: cellPadding)
            attributes.photoHeight = photoHeight
            cache.append(attributes)
            contentHeight = max(contentHeight, frame.maxY)
            yOffset[column] += height
        }
    }

    public override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        calls.append(
            "invalidate" + (context.invalidateEverything ? " everything" : "")
                + (context.invalidateDataSourceCounts ? " counts" : ""))
        if context.invalidateEverything || context.invalidateDataSourceCounts {
            cache.removeAll()
            contentHeight = 0
        }
        super.invalidateLayout(with: context)
    }

    public override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        cache.filter { $0.frame.intersects(rect) }
    }

    public override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        indexPath.item < cache.count ? cache[indexPath.item] : nil
    }

    // MARK: Updates: inserted photos grow from their centre, deleted ones drop and fade.

    public override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
        calls.append("prepareForUpdates \(updateItems.count)")
        insertedIndexPaths = updateItems.filter { $0.updateAction == .insert }.compactMap(\.indexPathAfterUpdate)
        deletedIndexPaths = updateItems.filter { $0.updateAction == .delete }.compactMap(\.indexPathBeforeUpdate)
    }

    public override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        calls.append("initial \(itemIndexPath.item)")
        guard insertedIndexPaths.contains(itemIndexPath),
            let attributes = layoutAttributesForItem(at: itemIndexPath)?.copy() as? UICollectionViewLayoutAttributes
        else { return super.initialLayoutAttributesForAppearingItem(at: itemIndexPath) }
        attributes.alpha = 0
        attributes.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        return attributes
    }

    public override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        calls.append("final \(itemIndexPath.item)")
        guard deletedIndexPaths.contains(itemIndexPath) else {
            return super.finalLayoutAttributesForDisappearingItem(at: itemIndexPath)
        }
        let attributes = PinterestLayoutAttributes(forCellWith: itemIndexPath)
        attributes.frame = CGRect(x: 0, y: contentHeight, width: 10, height: 10)
        attributes.alpha = 0
        return attributes
    }

    public override func finalizeCollectionViewUpdates() {
        super.finalizeCollectionViewUpdates()
        calls.append("finalize")
        insertedIndexPaths = []
        deletedIndexPaths = []
    }
}

/// A photo cell that shows its photo as tall as the layout says (from the custom attributes), with a caption
/// pinned to its bottom edge.
public final class PhotoCell: UICollectionViewCell {
    public let captionLabel = UILabel()
    public var photoHeight: CGFloat = 0
    public var appliedCount = 0

    public override init(frame: CGRect) {
        super.init(frame: frame)
        captionLabel.translatesAutoresizingMaskIntoConstraints = false
        captionLabel.font = .preferredFont(forTextStyle: .caption1)
        captionLabel.textColor = .white
        contentView.addSubview(captionLabel)
        NSLayoutConstraint.activate([
            captionLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 8),
            captionLabel.trailingAnchor.constraint(lessThanOrEqualTo: contentView.trailingAnchor, constant: -8),
            captionLabel.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -6),
        ])
    }

    required init?(coder: NSCoder) { nil }

    public override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        appliedCount += 1
        if let attributes = layoutAttributes as? PinterestLayoutAttributes {
            photoHeight = attributes.photoHeight
        }
    }
}

/// A photo wall's screen: a diffable data source and the layout's delegate.
@MainActor
public final class PhotoWall: PinterestLayoutDelegate {
    public var heights: [Int: CGFloat]
    public let layout = PinterestLayout()
    public let collectionView: UICollectionView
    public var dataSource: UICollectionViewDiffableDataSource<Int, Int>!

    /// The colours the photos stand in with, in turn.
    public static let colors: [UIColor] = [.systemTeal, .systemOrange, .systemPurple, .systemGreen, .systemPink]

    public init(photos: [CGFloat], size: CGSize = CGSize(width: 390, height: 844)) {
        heights = Dictionary(uniqueKeysWithValues: photos.enumerated().map { ($0.offset, $0.element) })
        collectionView = UICollectionView(frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
        layout.delegate = self
        let cells = UICollectionView.CellRegistration<PhotoCell, Int> { cell, _, photo in
            cell.contentView.backgroundColor = Self.colors[photo % Self.colors.count]
            cell.contentView.layer.cornerRadius = 8
            cell.captionLabel.text = "Photo \(photo + 1)"
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { view, indexPath, photo in
            view.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: photo)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(photos.indices))
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    public func collectionView(_ collectionView: UICollectionView, heightForPhotoAtIndexPath indexPath: IndexPath) -> CGFloat {
        guard let photo = dataSource.itemIdentifier(for: indexPath) else { return 0 }
        return heights[photo] ?? 0
    }
}
