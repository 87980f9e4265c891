// OpenCollectionView: Apple's collection-view API, translated onto the Swift-native layers.
