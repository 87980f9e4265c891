import DeclarativeUI
import ListCellLayout
import Foundation
import ViewSystem

extension Image {
    /// An image showing `uiImage`: a symbol image keeps its symbol (drawn at the font's size, as SwiftUI draws a
    /// symbol `UIImage`), any other image its own size.
    public init(uiImage: UIImage) {
        if let name = uiImage.symbolName {
            self.init(systemName: name)
        } else {
            self.init(bitmapNamed: "UIImage", naturalSize: uiImage.size)
        }
    }
}

extension Color {
    /// The colour of `uiColor`'s components.
    public init(uiColor: UIColor) {
        var red: CGFloat = 0
        var green: CGFloat = 0
        var blue: CGFloat = 0
        var alpha: CGFloat = 0
        _ = uiColor.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        self.init(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
    }
}
