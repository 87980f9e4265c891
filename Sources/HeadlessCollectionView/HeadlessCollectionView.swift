// HeadlessCollectionView: what UICollectionView does, without a screen.
