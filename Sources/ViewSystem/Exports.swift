// ViewSystem: UIKit's view system, translated onto the Swift-native layers.
//
// UIKit re-exports Foundation, so code written against UIKit uses `CGRect`, `NSAttributedString` and friends
// without importing Foundation itself; so does this module (and `OpenCollectionView`, which re-exports it).
@_exported import Foundation
