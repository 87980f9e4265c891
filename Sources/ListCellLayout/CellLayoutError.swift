import Foundation

/// Why a cell's geometry could not be worked out: the input names what is wrong and where.
public enum CellLayoutError: Error, Hashable, Sendable, CustomStringConvertible {
    /// An indentation level below zero.
    case negativeIndentationLevel(Int)
    /// An indentation width below zero or not finite.
    case invalidIndentationWidth(CGFloat)
    /// A size (of the cell, an accessory, an image or a text) that is negative or not finite.
    case invalidSize(CGSize, element: String)
    /// A margin, padding or spacing that is negative or not finite.
    case invalidLength(CGFloat, name: String)

    public var description: String {
        switch self {
        case .negativeIndentationLevel(let level):
            "indentation level \(level) is negative: a list cell's indentation level must be 0 or more"
        case .invalidIndentationWidth(let width):
            "indentation width \(width) must be a finite number of points, 0 or more"
        case .invalidSize(let size, let element):
            "the size of \(element) (\(size.width) × \(size.height)) must be finite and not negative"
        case .invalidLength(let value, let name):
            "\(name) (\(value)) must be a finite number of points, 0 or more"
        }
    }
}

extension CGSize {
    var isValidLayoutSize: Bool { width.isFinite && height.isFinite && width >= 0 && height >= 0 }
}

func validate(_ size: CGSize, _ element: @autoclosure () -> String) throws(CellLayoutError) {
    guard size.isValidLayoutSize else { throw .invalidSize(size, element: element()) }
}

func validate(_ length: CGFloat, _ name: @autoclosure () -> String) throws(CellLayoutError) {
    guard length.isFinite, length >= 0 else { throw .invalidLength(length, name: name()) }
}
