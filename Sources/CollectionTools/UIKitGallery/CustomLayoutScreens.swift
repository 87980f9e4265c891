import Foundation
import OpenCollectionView
import SampleLayouts

/// Custom `UICollectionViewLayout` subclasses written as iOS developers write them (`SampleLayouts`, which the
/// face's tests run too): a Pinterest-style waterfall and a paging carousel. The code beside each picture is the
/// sample's own source file.
enum CustomLayoutScreens {
    /// Photo heights in turn: a wall of twenty photos of five heights.
    static let photoHeights: [CGFloat] = (0..<20).map { [100, 150, 80, 120, 60][$0 % 5] * 1.5 }

    static var all: [UIKitScreen] { [waterfall, carousel] }

    static var waterfall: UIKitScreen {
        UIKitScreen(
            name: "uikit-custom-waterfall", title: "Custom layout: a waterfall (UICollectionViewLayout subclass)",
            description: "A Pinterest-style layout subclassing UICollectionViewLayout: prepare() places each photo in "
                + "the shortest of two columns with the height its delegate gives, caches custom attributes "
                + "(PinterestLayoutAttributes) and answers rect queries from the cache; the content is as tall as "
                + "the tallest column.",
            code: code(.waterfall),
            make: { size in
                let wall = PhotoWall(photos: photoHeights, size: size)
                return ScreenHost(wall.collectionView, retaining: [wall])
            })
    }

    static var carousel: UIKitScreen {
        UIKitScreen(
            name: "uikit-custom-carousel", title: "Custom layout: a paging carousel (UICollectionViewLayout subclass)",
            description: "Cards in a row, the first centred; layoutAttributesForElements(in:) scales each card by its "
                + "distance from the centre (the side cards at 80 %), shouldInvalidateLayout(forBoundsChange:) is "
                + "true so the scale follows scrolling, and targetContentOffset snaps one card per fling.",
            code: code(.carousel),
            // A strip 400 pt high across the phone's and the tablet's width.
            devices: [
                GalleryDevice(name: "iPhone, a 400-pt strip", size: CGSize(width: 390, height: 400)),
                GalleryDevice(name: "iPad, a 400-pt strip", size: CGSize(width: 820, height: 400)),
            ],
            make: { size in
                let carousel = CardCarousel(cards: 8, size: size)
                return ScreenHost(carousel.collectionView, retaining: [carousel])
            })
    }

    /// The sample's source, or where to find it when the checkout is gone.
    static func code(_ file: SampleSource.File) -> String {
        SampleSource.text(of: file) ?? "// The layout's code: \(file.repositoryPath) in the OpenCollectionView repository."
    }
}
