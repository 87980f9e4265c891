import DeclarativeUI
import Foundation
import ListCellLayout
import ViewSystem

extension UICollectionViewCell {
    /// What a cell with a ``UIHostingConfiguration`` shows, laid out at the cell's content size, in the content
    /// view's coordinates; `nil` for other content.
    package var hostedContentLayout: HostedLayout? {
        (contentConfigurationContentView as? HostingContentView)?.hostedLayout
    }

    /// The content view's frame in the cell, when it hosts SwiftUI content.
    package var hostedContentFrame: CGRect? {
        guard let view = contentConfigurationContentView as? HostingContentView else { return nil }
        return view.convert(view.bounds, to: self)
    }
}

extension UICollectionReusableView {
    /// The size a cell hosting SwiftUI content wants on the estimated axes (the content's size with its margins, at
    /// the layout's width when only the height is estimated); `nil` for other views.
    func hostingPreferredSize(_ attributes: UICollectionViewLayoutAttributes) -> CGSize? {
        guard let hosting = (self as? UICollectionViewCell)?.contentConfigurationContentView as? HostingContentView
        else { return nil }
        let axes = attributes.selfSizingAxes
        guard !axes.isEmpty else { return nil }
        let horizontal = axes.contains(.horizontal)
        let fitted = hosting.fittingSize(width: horizontal ? nil : attributes.size.width)
        return CGSize(
            width: horizontal ? fitted.width : attributes.size.width,
            height: axes.contains(.vertical) ? fitted.height : attributes.size.height)
    }
}

extension UICollectionViewListCell {
    /// Gives a hosting content view the list row's margins (11 above and below, the list's side margins, as a list
    /// content view inherits them) and the row's 44-point minimum height (SUI10).
    func applyListMargins(to hosting: HostingContentView, leading: CGFloat, trailing: CGFloat) {
        hosting.defaultMargins = EdgeInsets(
            top: 11, leading: max(16, leading), bottom: 11, trailing: max(16, trailing))
        hosting.defaultMinimumHeight = 44
    }
}

extension UICollectionViewListCell {
    /// The list row's size with SwiftUI content: the layout's width, the height the content needs inside the row's
    /// margins beside its accessories (at least 44 points).
    func hostingPreferredAttributes(
        _ hosting: HostingContentView, _ layoutAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes {
        let arrangement = AccessoryArrangement(accessories, editing: isEditing, outlineHeader: listContext.isFirstItemHeader)
        let size = layoutAttributes.size
        guard let geometry = try? CellGeometry(geometryInput(arrangement, size: size)) else { return layoutAttributes }
        applyListMargins(to: hosting, leading: geometry.inheritedLeadingMargin, trailing: geometry.inheritedTrailingMargin)
        let fitted = hosting.fittingSize(width: geometry.contentFrame.width)
        let accessoryHeight = (geometry.leadingAccessoryFrames + geometry.trailingAccessoryFrames).map(\.height).max() ?? 0
        let attributes = layoutAttributes.copy() as! UICollectionViewLayoutAttributes
        attributes.size = CGSize(width: size.width, height: max(fitted.height, accessoryHeight))
        return attributes
    }
}
