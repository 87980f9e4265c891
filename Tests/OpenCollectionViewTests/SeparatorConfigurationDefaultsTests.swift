#if canImport(UIKit)
    import UIKit
#else
    import OpenCollectionView
#endif
import Testing

/// `UIListSeparatorConfiguration(listAppearance:)`: the defaults are the same for every appearance (everything
/// automatic, the system separator colour); the list resolves "automatic" by its appearance (semantics LI8, LI13).
@MainActor
@Suite struct SeparatorConfigurationDefaultsTests {
    @Test(arguments: [
        UICollectionLayoutListConfiguration.Appearance.plain, .grouped, .insetGrouped, .sidebar, .sidebarPlain,
    ])
    func everyAppearanceStartsAutomatic(appearance: UICollectionLayoutListConfiguration.Appearance) {
        let configuration = UIListSeparatorConfiguration(listAppearance: appearance)
        #expect(configuration.topSeparatorVisibility == .automatic)
        #expect(configuration.bottomSeparatorVisibility == .automatic)
        #expect(configuration.topSeparatorInsets == UIListSeparatorConfiguration.automaticInsets)
        #expect(configuration.bottomSeparatorInsets == UIListSeparatorConfiguration.automaticInsets)
        #expect(configuration.color == .separator)
        #expect(configuration.multipleSelectionColor == .separator)
        #expect(configuration.visualEffect == nil)
    }
}
