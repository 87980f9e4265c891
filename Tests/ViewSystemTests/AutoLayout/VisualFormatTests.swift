#if canImport(UIKit)
    import UIKit
#else
    import ViewSystem
#endif
import Testing

/// The Visual Format Language as screens use it: a form laid out with `constraints(withVisualFormat:…)`, solved to
/// frames. Everything here is UIKit API.
@MainActor
@Suite("Visual Format Language: constraints and frames")
struct VisualFormatTests {
    @Test func aRowOfTwoViewsBetweenTheMargins() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let icon = UIView()
        let label = UIView()
        for view in [icon, label] {
            view.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(view)
        }
        let views: [String: Any] = ["icon": icon, "label": label]
        let metrics: [String: Any] = ["side": 40, "top": 12.0]
        var constraints = NSLayoutConstraint.constraints(
            withVisualFormat: "H:|-[icon(side)]-[label]-|", options: [.alignAllTop, .alignAllBottom],
            metrics: metrics, views: views)
        constraints += NSLayoutConstraint.constraints(
            withVisualFormat: "V:|-top-[icon(==side)]", options: [], metrics: metrics, views: views)
        #expect(constraints.allSatisfy { !$0.isActive })  // returned inactive, as in UIKit
        NSLayoutConstraint.activate(constraints)
        container.layoutIfNeeded()
        // Margins 8 (a plain view's default): icon at 8, 40 wide; label 8 after it, to 320 − 8 = 312.
        #expect(icon.frame == CGRect(x: 8, y: 12, width: 40, height: 40))
        #expect(label.frame == CGRect(x: 56, y: 12, width: 256, height: 40))  // 8 + 40 + 8 = 56; 312 − 56 = 256
    }

    @Test func verticalStackWithPriorities() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
        let header = UIView()
        let body = UIView()
        for view in [header, body] {
            view.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(view)
        }
        let views = ["header": header, "body": body]
        NSLayoutConstraint.activate(
            NSLayoutConstraint.constraints(withVisualFormat: "H:|[header]|", options: [], metrics: nil, views: views)
                + NSLayoutConstraint.constraints(withVisualFormat: "H:|[body]|", options: [], metrics: nil, views: views)
                + NSLayoutConstraint.constraints(
                    withVisualFormat: "V:|[header(50)]-(10)-[body(>=400@250)]|", options: [], metrics: nil,
                    views: views))
        container.layoutIfNeeded()
        #expect(header.frame == CGRect(x: 0, y: 0, width: 200, height: 50))
        #expect(body.frame == CGRect(x: 0, y: 60, width: 200, height: 240))  // 300 − 60; the 400 wish is optional
    }
}
