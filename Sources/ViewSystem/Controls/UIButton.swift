import Foundation

/// A button: titles, images and colours per state or a ``Configuration``; it sends its actions when tapped
/// (``UIControl/simulateTap()`` on Linux). Sizes follow semantics V12.
@MainActor
open class UIButton: UIControl {
    /// The kind of a button.
    public enum ButtonType: Int, Sendable, Hashable {
        /// No styling of its own.
        case custom = 0
        /// The system's tinted text button.
        case system = 1
        /// A detail disclosure button.
        case detailDisclosure = 2
        /// An info button (light).
        case infoLight = 3
        /// An info button (dark).
        case infoDark = 4
        /// A contact-add button.
        case contactAdd = 5
        /// A close button.
        case close = 7
    }

    /// The button's type.
    public let buttonType: ButtonType
    private var titles: [UInt: String] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    private var images: [UInt: UIImage] = [:]
    private let label = UILabel()
    private let image = UIImageView()

    /// Creates a button of `buttonType`.
    public init(type buttonType: ButtonType) {
        self.buttonType = buttonType
        super.init(frame: .zero)
        label.font = .systemFont(ofSize: 15)
        label.textColor = buttonType == .custom ? .white : tintColor
        addSubview(image)
        addSubview(label)
    }

    /// Creates a custom button with `frame`.
    public override convenience init(frame: CGRect) {
        self.init(type: .custom)
        self.frame = frame
    }

    /// Creates a system button showing `configuration`, with a primary action.
    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .system)
        self.configuration = configuration
        contentDidChange()  // observers do not run for the class's own properties during its initialisers
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    /// Creates a system button whose primary action is `primaryAction` (its title and image become the button's).
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        if let primaryAction {
            addAction(primaryAction, for: .primaryActionTriggered)
            setTitle(primaryAction.title, for: .normal)
            if let image = primaryAction.image { setImage(image, for: .normal) }
        }
    }

    /// A system button running `primaryAction` (UIKit's `systemButton(with:target:action:)` is selector-based).
    public static func systemButton(with image: UIImage, primaryAction: UIAction?) -> UIButton {
        let button = UIButton(type: .system, primaryAction: primaryAction)
        button.setImage(image, for: .normal)
        return button
    }

    /// Decoding is not supported: always returns `nil`.
    public required init?(coder: NSCoder) { nil }

    // MARK: Per-state content

    /// Sets the title for `state` (`.normal` is the fallback of other states).
    open func setTitle(_ title: String?, for state: State) {
        titles[state.rawValue] = title
        contentDidChange()
    }
    /// The title for `state`, falling back to `.normal`'s.
    open func title(for state: State) -> String? { titles[state.rawValue] ?? titles[State.normal.rawValue] }
    /// Sets the title colour for `state`.
    open func setTitleColor(_ color: UIColor?, for state: State) {
        titleColors[state.rawValue] = color
        contentDidChange()
    }
    /// The title colour for `state`, falling back to `.normal`'s.
    open func titleColor(for state: State) -> UIColor? {
        titleColors[state.rawValue] ?? titleColors[State.normal.rawValue]
    }
    /// Sets the image for `state`.
    open func setImage(_ image: UIImage?, for state: State) {
        images[state.rawValue] = image
        contentDidChange()
    }
    /// The image for `state`, falling back to `.normal`'s.
    open func image(for state: State) -> UIImage? { images[state.rawValue] ?? images[State.normal.rawValue] }

    /// The title shown now: the configuration's, else the current state's.
    open var currentTitle: String? { configuration?.title ?? title(for: state) }
    /// The image shown now: the configuration's, else the current state's.
    open var currentImage: UIImage? { configuration?.image ?? image(for: state) }
    /// The label showing the title.
    open var titleLabel: UILabel? { label }
    /// The view showing the image.
    open var imageView: UIImageView? { image }

    // MARK: Configuration

    /// The button's configuration; `nil` for a button styled by its per-state values.
    open var configuration: Configuration? {
        didSet { contentDidChange() }
    }
    /// Called to update ``configuration`` when the state changes.
    open var configurationUpdateHandler: ((UIButton) -> Void)?

    /// Runs ``configurationUpdateHandler`` (here at once) and shows the result.
    open func setNeedsUpdateConfiguration() {
        configurationUpdateHandler?(self)
        contentDidChange()
    }

    override func stateDidChange() {
        if configurationUpdateHandler != nil { setNeedsUpdateConfiguration() } else { contentDidChange() }
    }

    func contentDidChange() {
        let title = currentTitle
        label.text = title
        label.isHidden = title == nil
        if let configuration {
            label.font = configuration.titleFont
            label.textColor = configuration.resolvedForegroundColor(tint: tintColor)
            backgroundColor = configuration.resolvedBackgroundColor(tint: tintColor)
            layer.cornerRadius = configuration.cornerRadius
        } else {
            label.textColor = titleColor(for: state) ?? (buttonType == .custom ? .white : tintColor)
        }
        image.image = currentImage
        image.isHidden = currentImage == nil
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    // MARK: Size and layout

    /// The insets around the content: the configuration's, else 6 points above and below (V12).
    var contentInsets: NSDirectionalEdgeInsets {
        configuration?.contentInsets ?? NSDirectionalEdgeInsets(top: 6, leading: 0, bottom: 6, trailing: 0)
    }

    /// The image and title side by side, plus the content insets; an empty legacy button is 30 × 34.
    open override var intrinsicContentSize: CGSize {
        let title = currentTitle.map { _ in label.intrinsicContentSize } ?? .zero
        let imageSize = currentImage?.size ?? .zero
        let padding = currentTitle != nil && currentImage != nil ? (configuration?.imagePadding ?? 0) : 0
        let insets = contentInsets
        if configuration == nil, currentTitle == nil, currentImage == nil { return CGSize(width: 30, height: 34) }
        return CGSize(
            width: insets.leading + imageSize.width + padding + title.width + insets.trailing,
            height: insets.top + max(imageSize.height, title.height) + insets.bottom)
    }

    /// The intrinsic size.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// Centres the image and title in the bounds, the image leading.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let titleSize = currentTitle == nil ? .zero : label.intrinsicContentSize
        let imageSize = currentImage?.size ?? .zero
        let padding = currentTitle != nil && currentImage != nil ? (configuration?.imagePadding ?? 0) : 0
        let total = imageSize.width + padding + titleSize.width
        var x = (bounds.width - total) / 2
        image.frame = CGRect(x: x, y: (bounds.height - imageSize.height) / 2, width: imageSize.width, height: imageSize.height)
        x += imageSize.width + padding
        label.frame = CGRect(x: x, y: (bounds.height - titleSize.height) / 2, width: titleSize.width, height: titleSize.height)
    }
}

extension UIButton {
    /// A button's look: title, image, colours, insets and corner style (iOS 15's `UIButton.Configuration`).
    public struct Configuration: Hashable, Sendable {
        /// The family of looks.
        public enum Style: Hashable, Sendable { case plain, tinted, gray, filled, borderless, bordered, borderedTinted, borderedProminent }
        /// The button's size.
        public enum Size: Int, Hashable, Sendable { case mini, small, medium, large }
        /// How the corners are rounded.
        public enum CornerStyle: Int, Hashable, Sendable { case dynamic, fixed, small, medium, large, capsule }

        /// The family of looks.
        public let style: Style
        /// The title.
        public var title: String?
        /// The subtitle (stored; not measured).
        public var subtitle: String?
        /// The image.
        public var image: UIImage?
        /// The space between image and title. Default 0.
        public var imagePadding: CGFloat = 0
        /// The colour of the title and image; `nil` for the style's.
        public var baseForegroundColor: UIColor?
        /// The colour of the background; `nil` for the style's.
        public var baseBackgroundColor: UIColor?
        /// The insets around the content (V12: 7 above and below, 12 at the sides for medium and the default).
        public var contentInsets = NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
        /// The button's size. Default `.medium`.
        public var buttonSize: Size = .medium {
            didSet {
                switch buttonSize {
                case .mini, .small: contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
                case .medium: contentInsets = NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
                case .large: contentInsets = NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
                }
            }
        }
        /// How the corners are rounded. Default `.dynamic`.
        public var cornerStyle: CornerStyle = .dynamic
        /// Whether the title shows an activity indicator (stored). Default `false`.
        public var showsActivityIndicator = false

        init(style: Style) { self.style = style }

        /// No background; tinted title.
        public static func plain() -> Configuration { Configuration(style: .plain) }
        /// A tinted translucent background.
        public static func tinted() -> Configuration { Configuration(style: .tinted) }
        /// A gray background.
        public static func gray() -> Configuration { Configuration(style: .gray) }
        /// A filled tint background with a white title.
        public static func filled() -> Configuration { Configuration(style: .filled) }
        /// No border.
        public static func borderless() -> Configuration { Configuration(style: .borderless) }
        /// A gray bordered look.
        public static func bordered() -> Configuration { Configuration(style: .bordered) }
        /// A tinted bordered look.
        public static func borderedTinted() -> Configuration { Configuration(style: .borderedTinted) }
        /// A prominent filled look.
        public static func borderedProminent() -> Configuration { Configuration(style: .borderedProminent) }

        /// The title font: the body style at `.large` (footnote-sized for small buttons).
        var titleFont: UIFont {
            buttonSize == .mini || buttonSize == .small
                ? .preferredFont(forTextStyle: .subheadline) : .preferredFont(forTextStyle: .body)
        }

        var cornerRadius: CGFloat {
            switch cornerStyle {
            case .fixed, .dynamic, .medium: 6
            case .small: 4
            case .large: 10
            case .capsule: 1_000
            }
        }

        func resolvedForegroundColor(tint: UIColor) -> UIColor {
            if let baseForegroundColor { return baseForegroundColor }
            switch style {
            case .filled, .borderedProminent: return .white
            default: return tint
            }
        }

        func resolvedBackgroundColor(tint: UIColor) -> UIColor? {
            if let baseBackgroundColor { return baseBackgroundColor }
            switch style {
            case .plain, .borderless: return nil
            case .filled, .borderedProminent: return tint
            case .tinted, .borderedTinted: return tint.withAlphaComponent(0.15)
            case .gray, .bordered: return .tertiarySystemFill
            }
        }
    }
}
