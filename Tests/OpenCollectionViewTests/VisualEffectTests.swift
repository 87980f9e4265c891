#if canImport(UIKit)
    import UIKit
#else
    import OpenCollectionView
#endif
import Testing

@MainActor
@Suite("Visual effects on backgrounds and separators")
struct VisualEffectTests {
    @Test func aBackgroundKeepsItsVisualEffectThroughStateUpdates() {
        var background = UIBackgroundConfiguration.listPlainCell()
        #expect(background.visualEffect == nil)
        background.visualEffect = UIBlurEffect(style: .systemMaterial)
        var state = UICellConfigurationState(traitCollection: UITraitCollection())
        state.isSelected = true
        let selected = background.updated(for: state)
        #expect((selected.visualEffect as? UIBlurEffect)?.style == .systemMaterial)
        // Effects compare by value, so configurations with equal effects are equal.
        var same = UIBackgroundConfiguration.listPlainCell()
        same.visualEffect = UIBlurEffect(style: .systemMaterial)
        #expect(same == background)
        same.visualEffect = UIBlurEffect(style: .systemThinMaterial)
        #expect(same != background)
    }

    @Test func aSeparatorKeepsItsVibrancy() {
        var separators = UIListSeparatorConfiguration(listAppearance: .plain)
        separators.visualEffect = UIVibrancyEffect(blurEffect: UIBlurEffect(style: .systemMaterial), style: .separator)
        let effect = separators.visualEffect as? UIVibrancyEffect
        #expect(effect?.style == .separator)
        #expect(effect?.blurEffect.style == .systemMaterial)
    }
}
