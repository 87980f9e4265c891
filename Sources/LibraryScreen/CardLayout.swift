import Foundation
#if canImport(UIKit)
import UIKit
#else
import OpenCollectionView
#endif

/// The padding of the app's cards, and the Auto Layout that pins a card's content inside it.
///
/// A line of body text is about 20 points tall: a padding of 20 points above and below keeps the first and last
/// lines off the card's edges however the card is drawn (on a terminal, a character row is 20 points).
@MainActor
enum CardLayout {
    /// Space between a card's edges and its content.
    static let padding = NSDirectionalEdgeInsets(top: 20, leading: 12, bottom: 20, trailing: 12)

    /// Pins `content` inside `container` at ``padding``; the bottom edge is pinned too, so that the card's
    /// fitting height is its content's (self-sizing).
    static func pin(_ content: UIView, in container: UIView, trailingTo trailing: NSLayoutXAxisAnchor? = nil) {
        content.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(content)
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: container.topAnchor, constant: padding.top),
            content.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: padding.leading),
            content.trailingAnchor.constraint(
                equalTo: trailing ?? container.trailingAnchor, constant: -padding.trailing),
            content.bottomAnchor.constraint(equalTo: container.bottomAnchor, constant: -padding.bottom),
        ])
    }

    /// A label in `style`, in `color`, of at most `lines` lines (0: as many as the text needs).
    static func label(_ style: UIFont.TextStyle, color: UIColor = .label, lines: Int = 1) -> UILabel {
        let label = UILabel()
        label.font = .preferredFont(forTextStyle: style)
        label.adjustsFontForContentSizeCategory = true
        label.textColor = color
        label.numberOfLines = lines
        return label
    }

    /// A vertical stack of `views`, 4 points apart.
    static func column(_ views: [UIView]) -> UIStackView {
        let stack = UIStackView(arrangedSubviews: views)
        stack.axis = .vertical
        stack.alignment = .fill
        stack.spacing = 4
        return stack
    }
}
