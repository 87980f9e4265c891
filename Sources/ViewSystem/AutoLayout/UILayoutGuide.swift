import Foundation

/// A rectangle that takes part in Auto Layout without being a view: spacers, and the system's margins, safe area and
/// readable content guides.
@MainActor
open class UILayoutGuide: @MainActor CustomStringConvertible {
    /// What a system guide stands for; `nil` for a guide made by the client.
    enum SystemRole: Hashable {
        case layoutMargins, safeArea, readableContent
        /// A part of a list content view (its image, text or secondary text), at the frame the view lays it out at.
        case listContent(ListContentPart)
        /// A guide a higher layer's view places (``SystemGuideProviding``), named by its identifier.
        case provided(String)
    }

    /// The view the guide was added to.
    public internal(set) weak var owningView: UIView?
    /// A name shown in logs.
    open var identifier: String = ""
    let role: SystemRole?

    public init() { role = nil }

    init(role: SystemRole, owner: UIView) {
        self.role = role
        owningView = owner
        identifier = switch role {
        case .layoutMargins: "UIViewLayoutMarginsGuide"
        case .safeArea: "UIViewSafeAreaLayoutGuide"
        case .readableContent: "UIViewReadableContentGuide"
        case .listContent(let part): part.guideIdentifier
        case .provided(let name): name
        }
    }

    /// The guide's rectangle in its owning view's coordinates, as last solved.
    public var layoutFrame: CGRect {
        guard let owningView else { return .zero }
        if let role { return owningView.systemGuideFrame(role) }
        return owningView.solvedFrame(of: self) ?? .zero
    }

    /// Whether the guide's position or size is not determined by its constraints.
    public var hasAmbiguousLayout: Bool { owningView?.isAmbiguous(self) ?? false }

    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }

    public var description: String {
        "<UILayoutGuide:\(AutoLayoutMessages.address(self)) - \"\(identifier)\">"
    }
}

/// Items of constraints: views and layout guides.
@MainActor
enum AutoLayoutItem {
    /// The view an item lives in: the view itself, or a guide's owning view.
    static func view(of item: AnyObject?) -> UIView? {
        if let view = item as? UIView { return view }
        return (item as? UILayoutGuide)?.owningView
    }
}
