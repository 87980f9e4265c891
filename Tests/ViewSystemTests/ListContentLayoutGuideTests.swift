#if canImport(UIKit)
    import UIKit
#else
    import ViewSystem
#endif
import Testing

/// `UIListContentView`'s layout guides sit at the frames it lays its image, text and secondary text out at, and
/// are `nil` for a part the configuration does not have, as in UIKit.
@MainActor
@Suite("List content view: layout guides")
struct ListContentLayoutGuideTests {
    private func subtitleView() -> UIListContentView {
        var configuration = UIListContentConfiguration.subtitleCell()
        configuration.text = "Title"
        configuration.secondaryText = "Detail"
        let view = UIListContentView(configuration: configuration)
        // Subtitle (LC4, measured): 61/3 (body) + 43/3 (caption 1) with no padding, 4 above and below = 42.67,
        // raised to the 44-point row.
        view.frame = CGRect(x: 0, y: 0, width: 390, height: 44)
        return view
    }

    @Test func guidesSitAtTheTextFrames() throws {
        let view = subtitleView()
        // Margins 16 at the sides: width 390 − 32 = 358; the 104/3-point block centred between the margins (4 … 40):
        // 4 + (36 − 104/3) / 2 = 14/3; the secondary text right below the text at 14/3 + 61/3 = 25.
        let text = try #require(view.textLayoutGuide)
        #expect(text.layoutFrame == CGRect(x: 16, y: 14.0 / 3, width: 358, height: 61.0 / 3))
        let secondary = try #require(view.secondaryTextLayoutGuide)
        #expect(secondary.layoutFrame == CGRect(x: 16, y: 25, width: 358, height: 43.0 / 3))
        #expect(text.owningView === view)
        #expect(view.textLayoutGuide === text)
        // No image: no image guide.
        #expect(view.imageLayoutGuide == nil)
    }

    @Test func aGuideGoesWhenItsPartGoes() {
        let view = subtitleView()
        view.configuration = UIListContentConfiguration.cell()
        #expect(view.textLayoutGuide == nil)
        #expect(view.secondaryTextLayoutGuide == nil)
    }

    @Test func theImageGuideFollowsTheImage() throws {
        var configuration = UIListContentConfiguration.cell()
        configuration.image = UIImage(systemName: "star")
        configuration.text = "Favourites"
        let view = UIListContentView(configuration: configuration)
        view.frame = CGRect(x: 0, y: 0, width: 390, height: 44)
        // The symbol (17 × 20/17 = 20 points square) is centred in the 24 × 22 slot at the margin 16 (measured:
        // centred 12 after the margin), between the top and bottom margins (11 … 33): x 16 + (24 − 20) / 2 = 18,
        // y 11 + (22 − 20) / 2 = 12.
        let image = try #require(view.imageLayoutGuide)
        #expect(image.layoutFrame == CGRect(x: 18, y: 12, width: 20, height: 20))
        // The text starts after the slot and the 16-point padding: 16 + 24 + 16 = 56 (measured: margin + 40); width
        // 390 − 56 − 16 = 318.
        let text = try #require(view.textLayoutGuide)
        #expect(text.layoutFrame.minX == 56)
        #expect(text.layoutFrame.width == 318)
    }

    @Test func viewsCanBeConstrainedToAGuide() throws {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        let content = subtitleView()
        container.addSubview(content)
        let underline = UIView()
        underline.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(underline)
        let text = try #require(content.textLayoutGuide)
        NSLayoutConstraint.activate([
            underline.leadingAnchor.constraint(equalTo: text.leadingAnchor),
            underline.trailingAnchor.constraint(equalTo: text.trailingAnchor),
            underline.topAnchor.constraint(equalTo: text.bottomAnchor),
            underline.heightAnchor.constraint(equalToConstant: 1),
        ])
        container.layoutIfNeeded()
        // Under the text: x 16, width 358, from y 14/3 + 61/3 = 25 to 26.
        #expect(underline.frame == CGRect(x: 16, y: 25, width: 358, height: 1))
    }
}
