import Foundation

/// The key of a custom state in a configuration state (UIKit's `UIConfigurationStateCustomKey`): reverse-DNS
/// strings, such as `"com.example.isArchived"`.
public struct UIConfigurationStateCustomKey: Hashable, Sendable, RawRepresentable {
    /// The key's string.
    public let rawValue: String
    /// A key from its string.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A key from its string.
    public init(_ rawValue: String) { self.rawValue = rawValue }
}

/// The state a configuration is updated for: traits, flags and custom states.
public protocol UIConfigurationState {
    /// A state with the given traits and every flag off.
    init(traitCollection: UITraitCollection)
    /// The traits of the view the state is for.
    var traitCollection: UITraitCollection { get set }
    /// The value of a custom state; `nil` when not set.
    subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? { get set }
}

/// The state of a view for configurations: traits, disabled, highlighted, selected, focused, and custom states.
public struct UIViewConfigurationState: UIConfigurationState, Hashable, @unchecked Sendable {
    public var traitCollection: UITraitCollection
    /// Whether the view is disabled.
    public var isDisabled = false
    /// Whether the view is highlighted (between touch-down and touch-up).
    public var isHighlighted = false
    /// Whether the view is selected.
    public var isSelected = false
    /// Whether the view has the keyboard focus.
    public var isFocused = false
    /// Whether the view is a pinned header or footer (iOS 18).
    public var isPinned = false
    var customStates: [UIConfigurationStateCustomKey: AnyHashable] = [:]

    public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }

    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { customStates[key] }
        set { customStates[key] = newValue }
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.flags == rhs.flags && lhs.customStates == rhs.customStates
            && TraitKey(lhs.traitCollection) == TraitKey(rhs.traitCollection)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(flags)
        hasher.combine(customStates)
        hasher.combine(TraitKey(traitCollection))
    }

    private var flags: [Bool] { [isDisabled, isHighlighted, isSelected, isFocused, isPinned] }
}

/// The state of a cell for configurations: a view's state plus editing, swiped, expanded, reordering and drag and
/// drop states.
public struct UICellConfigurationState: UIConfigurationState, Hashable, @unchecked Sendable {
    /// The drag state of a cell.
    public enum DragState: Int, Hashable, Sendable {
        /// Not being dragged.
        case none
        /// Lifting for a drag.
        case lifting
        /// Being dragged.
        case dragging
    }

    /// The drop state of a cell.
    public enum DropState: Int, Hashable, Sendable {
        /// Not a drop target.
        case none
        /// A drop target that does not accept the drop.
        case notTargeted
        /// The drop target.
        case targeted
    }

    public var traitCollection: UITraitCollection
    /// Whether the cell is disabled.
    public var isDisabled = false
    /// Whether the cell is highlighted (between touch-down and touch-up).
    public var isHighlighted = false
    /// Whether the cell is selected.
    public var isSelected = false
    /// Whether the cell has the keyboard focus.
    public var isFocused = false
    /// Whether the cell is in editing mode.
    public var isEditing = false
    /// Whether the cell's swipe actions are showing.
    public var isSwiped = false
    /// Whether the cell's item is expanded in an outline.
    public var isExpanded = false
    /// Whether the cell is being reordered.
    public var isReordering = false
    /// The cell's drag state.
    public var cellDragState: DragState = .none
    /// The cell's drop state.
    public var cellDropState: DropState = .none
    var customStates: [UIConfigurationStateCustomKey: AnyHashable] = [:]

    /// A state with default traits and every flag off.
    public init() { traitCollection = UITraitCollection() }

    public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }

    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { customStates[key] }
        set { customStates[key] = newValue }
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.flags == rhs.flags && lhs.cellDragState == rhs.cellDragState && lhs.cellDropState == rhs.cellDropState
            && lhs.customStates == rhs.customStates && TraitKey(lhs.traitCollection) == TraitKey(rhs.traitCollection)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(flags)
        hasher.combine(cellDragState)
        hasher.combine(cellDropState)
        hasher.combine(customStates)
        hasher.combine(TraitKey(traitCollection))
    }

    private var flags: [Bool] {
        [isDisabled, isHighlighted, isSelected, isFocused, isEditing, isSwiped, isExpanded, isReordering]
    }
}

/// The traits a configuration state compares by (a trait collection is a class compared by value, as UIKit's).
private struct TraitKey: Hashable {
    var scale: CGFloat
    var horizontal: Int
    var vertical: Int
    var direction: Int
    var listEnvironment: Int

    init(_ traits: UITraitCollection) {
        scale = traits.displayScale
        horizontal = traits.horizontalSizeClass.rawValue
        vertical = traits.verticalSizeClass.rawValue
        direction = traits.layoutDirection.rawValue
        listEnvironment = traits.listEnvironment.rawValue
    }
}
