#if canImport(UIKit)
    import UIKit
#else
    import ViewSystem
#endif
import Testing

// updateConstraints and its pass order, iOS 17 trait registration, target-action on controls, a scroll view's
// initial offset, written as iOS code uses them.

/// Records the update and layout passes it sees, into a shared log.
final class LoggingView: UIView {
    let name: String
    let log: LogBox
    var widthConstraint: NSLayoutConstraint?
    var wantedWidth: CGFloat = 100

    init(_ name: String, log: LogBox) {
        self.name = name
        self.log = log
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func updateConstraints() {
        log.entries.append("update \(name)")
        if let widthConstraint {
            widthConstraint.constant = wantedWidth
        } else if superview != nil, name == "child" {
            translatesAutoresizingMaskIntoConstraints = false
            let width = widthAnchor.constraint(equalToConstant: wantedWidth)
            NSLayoutConstraint.activate([
                width, heightAnchor.constraint(equalToConstant: 20),
                leadingAnchor.constraint(equalTo: superview!.leadingAnchor, constant: 10),
                topAnchor.constraint(equalTo: superview!.topAnchor, constant: 10),
            ])
            widthConstraint = width
        }
        super.updateConstraints()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        log.entries.append("layout \(name)")
    }
}

final class LogBox {
    var entries: [String] = []
}

/// A view that builds its constraints in updateConstraints without being asked.
final class RequiresConstraintsView: UIView {
    var updates = 0
    override class var requiresConstraintBasedLayout: Bool { true }
    override func updateConstraints() {
        updates += 1
        super.updateConstraints()
    }
}

final class ThemedView: UIView {
    var styleChanges: [UIUserInterfaceStyle] = []
    var sizeClassChanges = 0
    var registration: (any UITraitChangeRegistration)?

    override init(frame: CGRect) {
        super.init(frame: frame)
        registration = registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (view: ThemedView, previous: UITraitCollection) in
            view.styleChanges.append(previous.userInterfaceStyle)
        }
        registerForTraitChanges([UITraitHorizontalSizeClass.self], action: ThemedView.sizeClassDidChange)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func sizeClassDidChange() { sizeClassChanges += 1 }
}

final class TapCounter {
    var taps = 0
    var senders: [UIButton] = []
    func didTap() { taps += 1 }
    func didTap(_ sender: UIButton) { senders.append(sender) }
}

@MainActor
@Suite("updateConstraints, trait registration, target-action, initial content offset")
struct ViewLifecycleAPITests {
    @Test func updateConstraintsRunsBottomUpBeforeLayout() {
        let log = LogBox()
        let root = LoggingView("root", log: log)
        root.frame = CGRect(x: 0, y: 0, width: 300, height: 200)
        let child = LoggingView("child", log: log)
        root.addSubview(child)
        root.layoutIfNeeded()
        // Nothing was marked: no update pass, only layout (parents first).
        #expect(log.entries == ["layout root", "layout child"])
        #expect(child.frame == .zero)

        log.entries.removeAll()
        child.setNeedsUpdateConstraints()
        root.setNeedsUpdateConstraints()
        #expect(child.needsUpdateConstraints())
        root.layoutIfNeeded()
        // The update pass runs subviews first, then the layout pass top down with the new constraints.
        #expect(log.entries == ["update child", "update root", "layout root", "layout child"])
        #expect(child.frame == CGRect(x: 10, y: 10, width: 100, height: 20))
        #expect(!child.needsUpdateConstraints())

        log.entries.removeAll()
        child.wantedWidth = 150
        child.setNeedsUpdateConstraints()
        child.updateConstraintsIfNeeded()  // the update pass alone: no layout yet
        #expect(log.entries == ["update child"])
        #expect(child.frame.width == 100)
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 10, y: 10, width: 150, height: 20))
        #expect(log.entries == ["update child", "layout root", "layout child"])
    }

    @Test func aClassThatRequiresConstraintBasedLayoutIsUpdatedOnce() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let view = RequiresConstraintsView()
        root.addSubview(view)
        root.layoutIfNeeded()
        root.layoutIfNeeded()
        #expect(view.updates == 1)
    }

    @Test func traitRegistrationsRunWhenTheirTraitChanges() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let view = ThemedView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)
        let before = view.traitCollection.userInterfaceStyle
        #expect(before != .dark)
        window.traitOverrides.userInterfaceStyle = .dark
        #expect(view.styleChanges == [before])
        #expect(view.sizeClassChanges == 0)
        // A change of another trait does not run the style handler.
        window.traitOverrides.horizontalSizeClass = .regular
        #expect(view.styleChanges == [before])
        #expect(view.sizeClassChanges == 1)
        view.unregisterForTraitChanges(view.registration!)
        window.traitOverrides.userInterfaceStyle = .light
        #expect(view.styleChanges == [before])
    }

    @Test func targetActionCallsSwiftMethodReferences() {
        let button = UIButton(type: .system)
        let counter = TapCounter()
        button.addTarget(counter, action: TapCounter.didTap as (TapCounter) -> () -> Void, for: .touchUpInside)
        button.addTarget(counter, action: TapCounter.didTap(_:), for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        #expect(counter.taps == 1)
        #expect(counter.senders.count == 1 && counter.senders.first === button)
        button.sendActions(for: .valueChanged)
        #expect(counter.taps == 1)
        button.removeTarget(counter, action: nil, for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        #expect(counter.taps == 1)
    }

    @Test func targetsAreNotRetained() {
        let button = UIButton(type: .system)
        weak var released: TapCounter?
        do {
            let counter = TapCounter()
            released = counter
            button.addTarget(counter, action: TapCounter.didTap(_:), for: .touchUpInside)
        }
        #expect(released == nil)
        button.sendActions(for: .touchUpInside)  // nothing to call, nothing traps
    }

    @Test func aScrollViewFillingAWindowStartsBelowTheSafeArea() {
        // iPhone 14: 47 on top, 34 at the bottom. A scroll view with content taller than itself adjusts its top
        // and bottom by the safe area (.automatic), and UIKit moves the resting offset to −47.
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let scrollView = UIScrollView(frame: window.bounds)
        scrollView.contentSize = CGSize(width: 390, height: 2000)
        window.addSubview(scrollView)
        window.layoutIfNeeded()
        #expect(scrollView.adjustedContentInset == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: -47))
        // An offset the app chose is kept when the inset changes again.
        scrollView.contentOffset = CGPoint(x: 0, y: 300)
        scrollView.contentInset.top = 10
        window.layoutIfNeeded()
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 300))
        // Content not taller than the view does not adjust (.automatic is .scrollableAxes here): offset stays 0.
        let short = UIScrollView(frame: window.bounds)
        short.contentSize = CGSize(width: 390, height: 100)
        window.addSubview(short)
        window.layoutIfNeeded()
        #expect(short.contentOffset == .zero)
    }

    @Test func aLabelsCachedSizeFollowsEveryTextAttribute() {
        // Each change must give the size a fresh label with the same settings has (the cache is emptied).
        func fresh(_ configure: (UILabel) -> Void) -> CGSize {
            let label = UILabel()
            configure(label)
            return label.intrinsicContentSize
        }
        let label = UILabel()
        label.text = "Hello world, a label long enough to wrap"
        #expect(label.intrinsicContentSize == fresh { $0.text = "Hello world, a label long enough to wrap" })
        label.font = .systemFont(ofSize: 30)
        let big = fresh { $0.text = label.text; $0.font = .systemFont(ofSize: 30) }
        #expect(label.intrinsicContentSize == big)
        label.numberOfLines = 0
        label.preferredMaxLayoutWidth = 120
        let wrapped = fresh {
            $0.text = label.text; $0.font = .systemFont(ofSize: 30); $0.numberOfLines = 0; $0.preferredMaxLayoutWidth = 120
        }
        #expect(label.intrinsicContentSize == wrapped && wrapped.height > big.height)
        label.text = "Hi"
        #expect(label.intrinsicContentSize == fresh { $0.text = "Hi"; $0.font = .systemFont(ofSize: 30) })
        // An attributed string is copied: changing the original later changes nothing.
        let mutable = NSMutableAttributedString(string: "Hi")
        label.attributedText = mutable
        let before = label.intrinsicContentSize
        mutable.append(NSAttributedString(string: " there, and more"))
        #expect(label.intrinsicContentSize == before)
        #expect(label.attributedText?.string == "Hi")
    }
}
