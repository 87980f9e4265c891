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
        // Subtitle: 11 + 61/3 (body) + 3 + 47/3 (footnote) + 11 = 61 points high.
        view.frame = CGRect(x: 0, y: 0, width: 390, height: 61)
        return view
    }

    @Test func guidesSitAtTheTextFrames() throws {
        let view = subtitleView()
        // Margins 16 at the sides: width 390 − 32 = 358; the text at the top margin 11, the secondary text below it
        // after 3 points: 11 + 61/3 + 3 = 103/3.
        let text = try #require(view.textLayoutGuide)
        #expect(text.layoutFrame == CGRect(x: 16, y: 11, width: 358, height: 61.0 / 3))
        let secondary = try #require(view.secondaryTextLayoutGuide)
        #expect(secondary.layoutFrame == CGRect(x: 16, y: 103.0 / 3, width: 358, height: 47.0 / 3))
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
        // The symbol (17 × 20/17 = 20 points square) is centred in the 29 × 22 slot at the margin 16, between the
        // top and bottom margins (11 … 33): x 16 + (29 − 20) / 2 = 20.5 → 61.5 px → 62 px, y 11 + (22 − 20) / 2 = 12.
        let image = try #require(view.imageLayoutGuide)
        #expect(image.layoutFrame == CGRect(x: 62.0 / 3, y: 12, width: 20, height: 20))
        // The text starts after the slot and the 16-point padding: 16 + 29 + 16 = 61; width 390 − 61 − 16 = 313.
        let text = try #require(view.textLayoutGuide)
        #expect(text.layoutFrame.minX == 61)
        #expect(text.layoutFrame.width == 313)
    }

    @Test func viewsCanBeConstrainedToAGuide() throws {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 61))
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
        // Under the text: x 16, width 358, from y 11 + 61/3 = 94/3 to 97/3 (edges on pixels, so the height is
        // 97/3 − 94/3 in floating point).
        #expect(underline.frame == CGRect(x: 16, y: 94.0 / 3, width: 358, height: 97.0 / 3 - 94.0 / 3))
    }
}
