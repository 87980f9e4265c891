// Issue 20, bad input: a screen that constrains a view to one it never added traps with UIKit's message, never lays
// out a silent wrong frame.
#if canImport(UIKit)
    import UIKit
#else
    import OpenCollectionView
#endif
import Foundation
import Testing

/// A banner constrained under a badge that was made but never added to the view (a forgotten `addSubview`).
final class ForgottenSubviewViewController: UIViewController {
    let banner = UIView()
    let badge = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        banner.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(banner)
        NSLayoutConstraint.activate([
            banner.topAnchor.constraint(equalTo: badge.bottomAnchor, constant: 8)
        ])
    }
}

@MainActor
@Suite("App screens: a constraint to a view outside the hierarchy")
struct ConstraintOutsideHierarchyTests {
    #if !canImport(UIKit)
        @Test func activatingItTrapsWithUIKitsMessage() async {
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                await MainActor.run {
                    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
                    window.rootViewController = ForgottenSubviewViewController()
                }
            }
            let text = result.map { String(decoding: $0.standardErrorContent, as: UTF8.self) } ?? ""
            #expect(text.contains("Unable to activate constraint with anchors"))
            #expect(text.contains(
                "because they have no common ancestor.  Does the constraint or its anchors reference items in different view hierarchies?  That's illegal."))
        }
    #endif
}
