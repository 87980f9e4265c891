// OpenCollectionView: Apple's collection-view API, translated onto the Swift-native layers.
//
// UIKit re-exports Foundation, so code written against UIKit uses `CGRect`, `IndexPath` and friends without importing
// Foundation itself. This module does the same, so that
//
//     #if canImport(UIKit)
//     import UIKit
//     #else
//     import OpenCollectionView
//     #endif
//
// is the whole migration.
@_exported import Foundation
// The view system (views, scroll view, layers, Auto Layout, controls, view controllers) is UIKit too.
@_exported import ViewSystem
// SwiftUI's views and layout model: a file's `import SwiftUI` becomes this import too (hosted in cells by
// `UIHostingConfiguration`).
@_exported import DeclarativeUI
