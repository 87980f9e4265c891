#if canImport(UIKit)
    import UIKit
#else
    import OpenCollectionView
#endif

// A horizontally paging carousel, written as iOS developers write it: cards in a row, centred one at a time, the
// card nearest the centre full size and the others scaled down while scrolling (so every bounds change
// invalidates), snapping to a card when a fling ends.

public final class CarouselLayout: UICollectionViewLayout {
    public var itemSize = CGSize(width: 250, height: 300)
    public var spacing: CGFloat = 20
    /// How much smaller a card one page away from the centre is.
    public var sideScale: CGFloat = 0.8

    private var cache: [UICollectionViewLayoutAttributes] = []
    private var contentWidth: CGFloat = 0
    public var prepareCount = 0
    public var boundsChanges: [CGRect] = []

    public var pageWidth: CGFloat { itemSize.width + spacing }

    public override func prepare() {
        super.prepare()
        prepareCount += 1
        guard let collectionView else { return }
        cache.removeAll()
        // UIKit raises for a section the view does not have: before the first snapshot there is none.
        let count = collectionView.numberOfSections > 0 ? collectionView.numberOfItems(inSection: 0) : 0
        // The first and last cards can be centred: half the leftover width before and after.
        let insetX = (collectionView.bounds.width - itemSize.width) / 2
        let top = (collectionView.bounds.height - itemSize.height) / 2
        for item in 0..<count {
            let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
            attributes.frame = CGRect(
                x: insetX + CGFloat(item) * pageWidth, y: top, width: itemSize.width, height: itemSize.height)
            cache.append(attributes)
        }
        contentWidth = count == 0 ? 0 : 2 * insetX + CGFloat(count) * itemSize.width + CGFloat(count - 1) * spacing
    }

    public override var collectionViewContentSize: CGSize {
        CGSize(width: contentWidth, height: collectionView?.bounds.height ?? 0)
    }

    public override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        boundsChanges.append(newBounds)
        return true
    }

    public override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let collectionView else { return nil }
        let centerX = collectionView.contentOffset.x + collectionView.bounds.width / 2
        return cache.filter { $0.frame.intersects(rect) }.map { cached in
            let attributes = cached.copy() as! UICollectionViewLayoutAttributes
            let distance = min(abs(attributes.center.x - centerX) / pageWidth, 1)
            let scale = 1 - (1 - sideScale) * distance
            attributes.transform = CGAffineTransform(scaleX: scale, y: scale)
            attributes.zIndex = distance < 0.5 ? 1 : 0
            return attributes
        }
    }

    public override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        indexPath.item < cache.count ? cache[indexPath.item] : nil
    }

    /// One card per fling: the next or previous card from the one nearest the centre, or the nearest card when
    /// the fling has no speed.
    public override func targetContentOffset(
        forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
    ) -> CGPoint {
        guard let collectionView else { return proposedContentOffset }
        let current = (collectionView.contentOffset.x / pageWidth).rounded()
        let page: CGFloat
        if velocity.x > 0 {
            page = current + 1
        } else if velocity.x < 0 {
            page = current - 1
        } else {
            page = (proposedContentOffset.x / pageWidth).rounded()
        }
        let lastPage = CGFloat(max(0, cache.count - 1))
        return CGPoint(x: min(max(page, 0), lastPage) * pageWidth, y: proposedContentOffset.y)
    }
}

/// A screen of cards: a diffable data source of card numbers.
@MainActor
public final class CardCarousel {
    public let layout = CarouselLayout()
    public let collectionView: UICollectionView
    public var dataSource: UICollectionViewDiffableDataSource<Int, Int>!

    public init(cards: Int, size: CGSize = CGSize(width: 390, height: 400)) {
        collectionView = UICollectionView(frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
        collectionView.decelerationRate = .fast
        let cells = UICollectionView.CellRegistration<CardCell, Int> { cell, _, card in cell.label.text = "Card \(card + 1)" }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { view, indexPath, card in
            view.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: card)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(0..<cards))
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    public func cell(_ item: Int) -> UICollectionViewCell? { collectionView.cellForItem(at: IndexPath(item: item, section: 0)) }
}

/// A card: a rounded, coloured box with its title centred by constraints.
public final class CardCell: UICollectionViewCell {
    public let label = UILabel()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = .systemIndigo
        contentView.layer.cornerRadius = 16
        label.translatesAutoresizingMaskIntoConstraints = false
        label.textAlignment = .center
        label.textColor = .white
        label.font = .preferredFont(forTextStyle: .title2)
        contentView.addSubview(label)
        NSLayoutConstraint.activate([
            label.centerXAnchor.constraint(equalTo: contentView.centerXAnchor),
            label.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
        ])
    }

    required init?(coder: NSCoder) { nil }
}
