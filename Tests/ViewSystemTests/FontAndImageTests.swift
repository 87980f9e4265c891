#if canImport(UIKit)
    import UIKit
#else
    import ViewSystem
#endif
import Testing

@MainActor
@Suite("UIFont, UIFontMetrics, UIImage symbols and text attributes")
struct FontAndImageTests {
    @Test func preferredFontsFollowTheSizeCategory() {
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
        #expect(UIFont.preferredFont(forTextStyle: .footnote).pointSize == 13)
        let extraLarge = UITraitCollection(preferredContentSizeCategory: .extraLarge)
        #expect(UIFont.preferredFont(forTextStyle: .body, compatibleWith: extraLarge).pointSize == 19)
        let ax1 = UITraitCollection(preferredContentSizeCategory: .accessibilityMedium)
        #expect(UIFont.preferredFont(forTextStyle: .headline, compatibleWith: ax1).pointSize == 28)
        #expect(UIFont.preferredFont(forTextStyle: .headline).fontName == UIFont.systemFont(ofSize: 17, weight: .semibold).fontName)
        #expect(UIFont.preferredFont(forTextStyle: .headline).fontName == ".SFUI-Semibold")
    }

    @Test func systemFontsCarryTheTextModelsMetrics() {
        let font = UIFont.systemFont(ofSize: 17)
        #expect(font.lineHeight == 20.287109375)  // 17 × (1950 + 494) / 2048
        #expect(font.ascender == 17 * 1950 / 2048 && font.descender == -(17 * 494 / 2048))
        #expect(UIFont.boldSystemFont(ofSize: 17) != font)
        #expect(UIFont.monospacedDigitSystemFont(ofSize: 17, weight: .regular) != font)
        #expect(font.withSize(20).pointSize == 20)
    }

    @Test func fontMetricsScaleFromTheLargeCategory() {
        let metrics = UIFontMetrics(forTextStyle: .body)
        let base = UIFont.systemFont(ofSize: 20)
        #expect(metrics.scaledFont(for: base).pointSize == 20)
        let ax1 = UITraitCollection(preferredContentSizeCategory: .accessibilityMedium)
        #expect(metrics.scaledFont(for: base, compatibleWith: ax1).pointSize == 33)  // 20 × 28 / 17 = 32.9 → 33
        #expect(metrics.scaledValue(for: 17, compatibleWith: ax1) == 28)
    }

    @Test func symbolImagesHaveANameAndASize() throws {
        let star = try #require(UIImage(systemName: "star.fill"))
        #expect(star.isSymbolImage && star.size == CGSize(width: 20, height: 20))  // 17 pt × 20/17
        let big = try #require(UIImage(systemName: "star", withConfiguration: UIImage.SymbolConfiguration(pointSize: 34)))
        #expect(big.size == CGSize(width: 40, height: 40))
        let large = star.withConfiguration(UIImage.SymbolConfiguration(scale: .large))
        #expect(large.size.width == 77.0 / 3)  // 20 × 1.29 = 25.8 → 77.4 px → 77 px
        #expect(UIImage(systemName: "") == nil && UIImage(named: "photo") == nil)
        let headline = UIImage.SymbolConfiguration(textStyle: .headline).applying(UIImage.SymbolConfiguration(weight: .bold))
        #expect(headline.textStyle == .headline && headline.weight == .bold)
    }

    @Test func attributedStringsCarryFontAndColour() {
        let text = NSAttributedString(
            string: "Hello", attributes: [.font: UIFont.systemFont(ofSize: 20), .foregroundColor: UIColor.systemRed])
        let attributes = text.attributes(at: 0, effectiveRange: nil)
        #expect((attributes[.font] as? UIFont)?.pointSize == 20)
        #expect(attributes[.foregroundColor] as? UIColor == .systemRed)
    }
}
