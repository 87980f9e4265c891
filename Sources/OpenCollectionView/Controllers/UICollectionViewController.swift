import Foundation

/// A view controller whose view is a collection view. Made in code, it makes the collection view with the layout it
/// was given; a data source or delegate left unset becomes the controller when it is one.
@MainActor
open class UICollectionViewController: UIViewController {
    private let initialLayout: UICollectionViewLayout
    private var storedCollectionView: UICollectionView?

    /// Whether the selection is cleared when the view is about to appear. Default `true`.
    open var clearsSelectionOnViewWillAppear = true
    /// Whether interactive movement is installed (stored). Default `true`.
    open var installsStandardGestureForInteractiveMovement = true

    /// Creates a controller whose collection view shows `layout`.
    public init(collectionViewLayout layout: UICollectionViewLayout) {
        initialLayout = layout
        super.init(nibName: nil, bundle: nil)
    }

    /// Decoding is not supported: always returns `nil`.
    public required init?(coder: NSCoder) { nil }

    /// The collection view: the controller's view (loaded on first access).
    open var collectionView: UICollectionView! {
        get {
            loadViewIfNeeded()
            return storedCollectionView
        }
        set {
            storedCollectionView = newValue
            view = newValue
        }
    }

    /// The layout of the collection view.
    public var collectionViewLayout: UICollectionViewLayout {
        storedCollectionView?.collectionViewLayout ?? initialLayout
    }

    /// Makes the collection view (the size of the main screen) and connects data source and delegate when the
    /// controller is one.
    open override func loadView() {
        let collectionView = UICollectionView(frame: UIScreen.main.bounds, collectionViewLayout: initialLayout)
        storedCollectionView = collectionView
        view = collectionView
        if collectionView.dataSource == nil, let source = self as? any UICollectionViewDataSource {
            collectionView.dataSource = source
        }
        if collectionView.delegate == nil, let delegate = self as? any UICollectionViewDelegate {
            collectionView.delegate = delegate
        }
    }

    /// Clears the selection when ``clearsSelectionOnViewWillAppear``.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard clearsSelectionOnViewWillAppear, let collectionView = storedCollectionView else { return }
        for path in collectionView.indexPathsForSelectedItems ?? [] { collectionView.deselectItem(at: path, animated: animated) }
    }
}
