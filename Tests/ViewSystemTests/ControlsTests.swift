#if canImport(UIKit)
    import UIKit
#else
    import ViewSystem
#endif
import Testing

@MainActor
@Suite("Controls: UILabel, UIImageView, UIButton, UISwitch, UIActivityIndicatorView")
struct ControlsTests {
    @Test func aLabelsIntrinsicSizeIsItsTextMeasured() {
        let label = UILabel()
        #expect(label.intrinsicContentSize == .zero)
        label.text = "Hello"
        // H 0.65 + e 0.5 + l 0.25 + l 0.25 + o 0.5 = 2.15 em × 17 = 36.55 pt = 109.65 px → 110 px;
        // one line of 17 × 2444 / 2048 = 20.287 pt = 60.86 px → 61 px.
        #expect(label.intrinsicContentSize == CGSize(width: 110.0 / 3, height: 61.0 / 3))
        label.font = .systemFont(ofSize: 34)
        #expect(label.intrinsicContentSize.height == 122.0 / 3)  // 40.57 pt = 121.7 px → 122 px
    }

    @Test func aMultiLineLabelWrapsAtItsPreferredOrCurrentWidth() {
        let label = UILabel()
        label.text = "Hello Hello"
        label.numberOfLines = 0
        // No width yet: one line, 2 × 36.55 + a space of 4.25 = 77.35 pt = 232.05 px → 233 px.
        #expect(label.intrinsicContentSize == CGSize(width: 233.0 / 3, height: 61.0 / 3))
        label.preferredMaxLayoutWidth = 40
        // Two lines of "Hello": 36.55 wide; 2 × 20.287 = 40.57 pt = 121.7 px → 122 px.
        #expect(label.intrinsicContentSize == CGSize(width: 110.0 / 3, height: 122.0 / 3))
        label.preferredMaxLayoutWidth = 0
        label.frame = CGRect(x: 0, y: 0, width: 40, height: 10)
        #expect(label.intrinsicContentSize.height == 122.0 / 3)
        label.numberOfLines = 1
        #expect(label.sizeThatFits(CGSize(width: 40, height: 0)).height == 61.0 / 3)
    }

    @Test func aLabelAdjustingForTheSizeCategoryRescalesItsPreferredFont() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        let label = UILabel()
        label.font = .preferredFont(forTextStyle: .body)
        label.adjustsFontForContentSizeCategory = true
        let fixed = UILabel()
        fixed.font = .preferredFont(forTextStyle: .body)
        window.addSubview(label)
        window.addSubview(fixed)
        window.traitOverrides.preferredContentSizeCategory = .accessibilityMedium
        #expect(label.font.pointSize == 28)  // body at AX1
        #expect(fixed.font.pointSize == 17)
    }

    @Test func anImageViewIsAsBigAsItsImage() throws {
        let imageView = UIImageView(image: UIImage(systemName: "checkmark.circle.fill"))
        #expect(imageView.frame.size == CGSize(width: 20, height: 20))
        #expect(imageView.intrinsicContentSize == CGSize(width: 20, height: 20))
        imageView.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 34)
        #expect(imageView.intrinsicContentSize == CGSize(width: 40, height: 40))
        imageView.image = nil
        #expect(imageView.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        #expect(imageView.isUserInteractionEnabled == false)
    }

    // Face-only: `simulateTap()` stands in for a finger.
    #if !canImport(UIKit)
        @Test func aButtonSendsItsActionsWhenTapped() {
            var taps: [String] = []
            let button = UIButton(type: .system)
            button.setTitle("Return", for: .normal)
            button.setTitle("Returning", for: .highlighted)
            button.addAction(UIAction { _ in taps.append("primary") }, for: .primaryActionTriggered)
            button.addAction(UIAction { action in taps.append("up \((action.sender as? UIButton)?.currentTitle ?? "")") },
                             for: .touchUpInside)
            #expect(button.simulateTap())
            #expect(taps == ["primary", "up Return"])
            button.isHighlighted = true
            #expect(button.currentTitle == "Returning")
            button.isHighlighted = false
            button.isEnabled = false
            #expect(!button.simulateTap() && taps.count == 2)
            button.sendActions(for: .touchUpInside)
            #expect(taps.last == "up Return")
        }
    #endif

    @Test func buttonSizes() {
        let empty = UIButton(type: .custom)
        #expect(empty.intrinsicContentSize == CGSize(width: 30, height: 34))
        let system = UIButton(type: .system)
        system.setTitle("OK", for: .normal)
        // O 0.65 + K 0.65 = 1.3 em × 15 = 19.5 pt = 58.5 px → 59 px; 15 × 2444 / 2048 = 17.9 pt = 53.7 px → 54 px, + 6 + 6.
        #expect(system.intrinsicContentSize == CGSize(width: 59.0 / 3, height: 18 + 12))
        var configuration = UIButton.Configuration.filled()
        configuration.title = "OK"
        let filled = UIButton(configuration: configuration)
        // Body 17: 1.3 × 17 = 22.1 pt = 66.3 px → 67 px; one line 61 px; insets 12 + 12 and 7 + 7.
        #expect(filled.intrinsicContentSize == CGSize(width: 67.0 / 3 + 24, height: 61.0 / 3 + 14))
        #expect(filled.titleLabel?.textColor == .white)
        #expect(filled.backgroundColor == .systemBlue)
    }

    @Test func switchesAndIndicators() {
        let toggle = UISwitch()
        #expect(toggle.intrinsicContentSize == CGSize(width: 51, height: 31) && toggle.bounds.size == CGSize(width: 51, height: 31))
        var values: [Bool] = []
        toggle.addAction(UIAction { [unowned toggle] _ in values.append(toggle.isOn) }, for: .valueChanged)
        toggle.setOn(true, animated: false)
        #expect(values.isEmpty)  // programmatic changes send nothing
        // Face-only: `simulateTap()` stands in for a finger.
        #if !canImport(UIKit)
            toggle.simulateTap()
            #expect(values == [false])
        #endif
        let spinner = UIActivityIndicatorView(style: .large)
        #expect(spinner.intrinsicContentSize == CGSize(width: 37, height: 37) && spinner.isHidden)
        spinner.startAnimating()
        #expect(spinner.isAnimating && !spinner.isHidden)
        spinner.stopAnimating()
        #expect(spinner.isHidden)
    }
}
