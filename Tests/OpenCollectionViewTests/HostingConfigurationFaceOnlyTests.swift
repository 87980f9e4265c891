import OpenCollectionView
import Testing

@MainActor
@Suite("UIHostingConfiguration: margins, minimum size, background, cell state (SUI10)")
struct HostingConfigurationFaceOnlyTests {
    @Test func marginsMinimumSizeAndBackground() throws {
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        cell.contentConfiguration = UIHostingConfiguration {
            Color.red.frame(width: 20, height: 10)
        }
        .margins(.horizontal, 4)
        .minSize(height: 30)
        .background(.blue)
        cell.layoutIfNeeded()
        let layout = try #require(cell.hostedContentLayout)
        // The background fills the cell; the content is centred in 100 − 2 × 4 by 50 − 2 × 8 (the default
        // vertical margins): x = 4 + (92 − 20) / 2 = 40, y = 8 + (34 − 10) / 2 = 20.
        #expect(layout.elements.map(\.frame) == [
            CGRect(x: 0, y: 0, width: 100, height: 50), CGRect(x: 40, y: 20, width: 20, height: 10),
        ])
        // Content 10 + 2 × 8 = 26, raised to the minimum 30.
        // The configuration's content view is the cell's content view (LC15).
        let view = cell.contentView
        #expect(view.sizeThatFits(CGSize(width: 100, height: 0)) == CGSize(width: 100, height: 30))
    }

    @Test func theCellsStateReachesTheContent() throws {
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        cell.contentConfiguration = UIHostingConfiguration {
            CellStateReader { state in
                Text(state.isSelected ? "on" : "off")
            }
        }
        cell.isSelected = true
        cell.updateConfigurationIfNeeded()
        cell.layoutIfNeeded()
        let text = try #require(cell.hostedContentLayout?.elements.first?.text)
        #expect(text.string == "on")
    }

    @Test func contentThatCannotBeLaidOutShowsNothing() throws {
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        cell.contentConfiguration = UIHostingConfiguration {
            VStack { ForEach(["a", "a"], id: \.self) { Text($0) } }
        }
        cell.layoutIfNeeded()
        #expect(cell.hostedContentLayout?.elements.isEmpty == true)
    }
}
