#if canImport(UIKit)
    import UIKit
#else
    import ViewSystem
#endif
import Testing

/// `imageProperties.preferredSymbolConfiguration` sizes a list row's symbol image, as settings-style screens set
/// it. Everything here is UIKit API.
@MainActor
@Suite("List content: preferred symbol configuration")
struct ListSymbolConfigurationTests {
    func imageFrame(_ symbolConfiguration: UIImage.SymbolConfiguration?) throws -> CGRect {
        var configuration = UIListContentConfiguration.cell()
        configuration.image = UIImage(systemName: "star")
        configuration.text = "Favourites"
        configuration.imageProperties.preferredSymbolConfiguration = symbolConfiguration
        let view = UIListContentView(configuration: configuration)
        view.frame = CGRect(x: 0, y: 0, width: 390, height: 44)
        return try #require(view.imageLayoutGuide).layoutFrame
    }

    @Test func aPointSizeSizesTheSymbol() throws {
        // 12 pt: 12 × 20/17 = 14.12 → 42 px → 14 points square, centred in the 24 × 22 slot at the 16-pt margin
        // (LC4): x 16 + (24 − 14) / 2 = 21; y 11 + (22 − 14) / 2 = 15.
        let expected = CGRect(x: 21, y: 15, width: 14, height: 14)
        #expect(try imageFrame(UIImage.SymbolConfiguration(pointSize: 12)) == expected)
        // caption1 is 12 pt at the default size category: the same square.
        #expect(try imageFrame(UIImage.SymbolConfiguration(textStyle: .caption1)) == expected)
        // Without a configuration the symbol is the body size's 20 points.
        #expect(try imageFrame(nil).size == CGSize(width: 20, height: 20))
    }

    @Test func theConfigurationIsPartOfTheValue() {
        var first = UIListContentConfiguration.cell()
        var second = first
        first.imageProperties.preferredSymbolConfiguration = UIImage.SymbolConfiguration(weight: .semibold)
        #expect(first.imageProperties != second.imageProperties)
        second.imageProperties.preferredSymbolConfiguration = UIImage.SymbolConfiguration(weight: .semibold)
        #expect(first.imageProperties == second.imageProperties)
    }
}
