import Foundation

/// Why a layout could not be laid out. Every case names the section and the element.
public struct LayoutError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong with the description.
    public enum Reason: Sendable, Hashable {
        /// The group (or section) has no room for its first subitem.
        case groupTooSmall(available: CGFloat, required: CGFloat)
        /// Insets leave a negative width or height.
        case negativeEffectiveSize(CGSize)
        /// A custom group's provider returned no frames.
        case customGroupReturnedNoFrames
        /// A dimension, inset or spacing is NaN, infinite or negative.
        case invalidValue(name: String, value: CGFloat)
        /// A fractional dimension refers to an axis that has no bound (an unbounded container). A fraction of an
        /// estimated container resolves against its estimate (semantics L2).
        case fractionOfUnboundedAxis(LayoutDimension)
        /// The section provider returned no section for a section that has items.
        case missingSection(itemCount: Int)
        /// A decoration item's kind is not registered on the layout.
        case unregisteredDecorationKind(String)
        /// Two supplementaries of a section share an element kind.
        case duplicateElementKind(String)
        /// A group has no subitems, or a count below 1.
        case invalidGroupDefinition(String)
        /// The container is negative or not finite (an empty container is valid and lays out nothing).
        case invalidContainer(CGSize)
        /// A length is longer than the solver's range: 2^31 pixels (715,827,882 pt at 3x). Lengths are never
        /// clamped silently (semantics R3).
        case lengthTooLarge(name: String, value: CGFloat)
        /// A section with estimated sizes has more items than it can store (``LayoutLimits/estimatedItemCount``).
        case tooManyItems(count: Int, limit: Int)
        /// A section's items reach further along the scroll axis than ``LayoutLimits/contentLengthPixels``.
        case contentTooLong(itemCount: Int)
        /// A section's groups are so short along the scroll axis that more than
        /// ``LayoutLimits/stackedItemsPerPixel`` items share each pixel (for example groups of zero extent, which
        /// put every item at one place); `limit` is the most its length allows.
        case tooManyStackedItems(count: Int, limit: Int)
        /// Groups are nested deeper than ``LayoutLimits/groupNestingDepth``.
        case nestingTooDeep(limit: Int)
        /// A list section (``LayoutSection/list(using:environment:)``) in a horizontally scrolling layout: lists
        /// scroll vertically only (semantics LI9).
        case listSectionInHorizontalLayout
    }

    /// What is wrong.
    public var reason: Reason
    /// The section, or `nil` for whole-layout elements.
    public var section: Int?
    /// Where in the section's description: for example `group › subitem 1 (group) › subitem 0 (item)`.
    public var elementPath: String

    /// Creates an error for `reason` at `elementPath` in `section` (`nil` for whole-layout elements).
    public init(_ reason: Reason, section: Int?, elementPath: String) {
        self.reason = reason
        self.section = section
        self.elementPath = elementPath
    }

    /// A one-line message naming the place and the problem, such as `section 2 › group: …`.
    public var description: String {
        let place = (section.map { "section \($0)" } ?? "layout") + (elementPath.isEmpty ? "" : " › \(elementPath)")
        let what: String
        switch reason {
        case .groupTooSmall(let available, let required):
            what = "there is no room for the first subitem: \(required) pt needed, \(available) pt available"
        case .negativeEffectiveSize(let size):
            what = "content insets leave a negative effective size (\(size.width) × \(size.height))"
        case .customGroupReturnedNoFrames:
            what = "the custom group's item provider returned no frames"
        case .invalidValue(let name, let value):
            what = "\(name) is \(value); it must be finite and not negative"
        case .fractionOfUnboundedAxis(let dimension):
            what = "\(dimension) refers to an axis without a bound (an unbounded container)"
        case .missingSection(let itemCount):
            what = "the section provider returned no section, but the section has \(itemCount) items"
        case .unregisteredDecorationKind(let kind):
            what = "decoration kind \"\(kind)\" is not registered on the layout"
        case .duplicateElementKind(let kind):
            what = "element kind \"\(kind)\" is used by more than one supplementary"
        case .invalidGroupDefinition(let detail):
            what = detail
        case .invalidContainer(let size):
            what = "the container size \(size.width) × \(size.height) is not a finite size of at least zero"
        case .lengthTooLarge(let name, let value):
            what = "\(name) is \(value); lengths are limited to 2^31 pixels at the display scale"
        case .tooManyItems(let count, let limit):
            what = "\(count) items; a section with estimated sizes stores each item and holds at most \(limit)"
        case .contentTooLong(let itemCount):
            what = "\(itemCount) items reach beyond 2^52 pixels along the scroll axis"
        case .tooManyStackedItems(let count, let limit):
            what = "\(count) items are stacked in too short a length along the scroll axis (groups of zero extent put "
                + "them all at one place, and a rectangle there returns them all); this length holds at most \(limit)"
        case .nestingTooDeep(let limit):
            what = "groups are nested more than \(limit) levels deep"
        case .listSectionInHorizontalLayout:
            what = "a list section cannot be laid out in a horizontally scrolling layout; lists scroll vertically"
        }
        return "\(place): \(what)"
    }
}

/// Something the solver tolerated but the author probably did not mean, such as content insets on an
/// estimated axis (which are ignored).
public struct LayoutDiagnostic: Sendable, Hashable, CustomStringConvertible {
    /// The section, or `nil` for whole-layout elements.
    public var section: Int?
    /// Where in the section's description, in the same form as ``LayoutError/elementPath``.
    public var elementPath: String
    /// What the solver tolerated, in words.
    public var message: String

    /// Creates a diagnostic.
    public init(section: Int?, elementPath: String, message: String) {
        self.section = section
        self.elementPath = elementPath
        self.message = message
    }

    /// The message prefixed by its section and element path.
    public var description: String {
        (section.map { "section \($0)" } ?? "layout") + (elementPath.isEmpty ? "" : " › \(elementPath)") + ": " + message
    }
}

/// The largest inputs the solver accepts (`docs/reliability.md`). Past them it throws a ``LayoutError``; it
/// never clamps, wraps or traps.
public enum LayoutLimits {
    /// The longest single length, in pixels: 2^31 (715,827,882 pt at 3x). Past it: ``LayoutError/Reason/lengthTooLarge(name:value:)``.
    public static let lengthPixels = pixelMagnitudeLimit
    /// The longest section along the scroll axis, and the longest content, in pixels: 2^52 (about 1.5e15 pt
    /// at 3x), so that every position is exact as a `Double`. Past it: ``LayoutError/Reason/contentTooLong(itemCount:)``.
    public static let contentLengthPixels = 1 << 52
    /// The most items of a section with estimated sizes (which stores a measured size per item):
    /// 2^24 = 16,777,216. Past it: ``LayoutError/Reason/tooManyItems(count:limit:)``. Sections without
    /// estimated sizes store nothing per item and are limited by ``contentLengthPixels`` only.
    public static let estimatedItemCount = 1 << 24
    /// The most items a section may stack on each pixel of its groups' length along the scroll axis (a length
    /// of zero counting as one pixel): 2^20 = 1,048,576. Every rectangle that meets a place returns all the items
    /// there, so a section of zero-extent groups holds at most this many items. Past it:
    /// ``LayoutError/Reason/tooManyStackedItems(count:limit:)``.
    public static let stackedItemsPerPixel = 1 << 20
    /// The deepest nesting of groups in groups: 16 levels below the section's group (Apple's samples nest 3).
    /// Resolving and placing groups recurses once per level, so the bound also keeps the stack small on the
    /// 512 KB stacks of secondary threads. Past it: ``LayoutError/Reason/nestingTooDeep(limit:)``.
    public static let groupNestingDepth = 10_000
    /// The most groups and items one section's group may expand to (subgroups listed twice count twice):
    /// 2^18 = 262,144. Past it: ``LayoutError/Reason/invalidGroupDefinition(_:)``.
    public static let groupTreeElements = 1 << 18
}

extension LayoutError {
    /// Checks a measured (preferred) size, as every layout receiving one does: both lengths finite and not negative.
    /// - Throws: `invalidValue` naming the measured width or height, the section and the element.
    @inline(__always)
    public static func checkMeasuredSize(
        _ size: CGSize, section: Int?, elementPath: @autoclosure () -> String
    ) throws(LayoutError) {
        // Checked one by one: this runs for every measured cell, so it builds no array and no string.
        if !size.width.isFinite || size.width < 0 {
            throw LayoutError(
                .invalidValue(name: "measured width", value: size.width), section: section, elementPath: elementPath())
        }
        if !size.height.isFinite || size.height < 0 {
            throw LayoutError(
                .invalidValue(name: "measured height", value: size.height), section: section, elementPath: elementPath())
        }
    }
}
