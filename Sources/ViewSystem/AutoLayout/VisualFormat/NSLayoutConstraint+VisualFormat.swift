import Foundation

extension NSLayoutConstraint {
    /// The constraints a Visual Format Language string describes between `views` (by name), with `metrics` (numbers
    /// by name). They are returned inactive, as in UIKit. A syntax error traps with UIKit's message
    /// (`Unable to parse constraint format: …`); ``VisualFormatParser`` throws the same problem as a named error.
    public static func constraints(
        withVisualFormat format: String, options opts: FormatOptions = [], metrics: [String: Any]?,
        views: [String: Any]
    ) -> [NSLayoutConstraint] {
        var viewsByName: [String: UIView] = [:]
        for (name, value) in views {
            if let view = value as? UIView { viewsByName[name] = view }
        }
        var parser = VisualFormatParser(
            format: format, options: opts, metrics: numbers(in: metrics ?? [:]),
            views: viewsByName.mapValues { $0.superview != nil })
        let descriptions: [VisualFormatConstraint]
        do {
            descriptions = try parser.parse()
        } catch {
            UIKitTraps.raise(error.message)
        }
        return descriptions.map { description in
            let constraint = NSLayoutConstraint(
                item: item(description.first, viewsByName) as Any, attribute: description.firstAttribute,
                relatedBy: description.relation, toItem: description.second.map { item($0, viewsByName) },
                attribute: description.secondAttribute, multiplier: 1, constant: description.constant)
            constraint.priority = UILayoutPriority(description.priority)
            return constraint
        }
    }

    /// Metric values as numbers: `CGFloat`, `Double`, `Float`, `Int` or `NSNumber`; others are left out (and are
    /// then reported as unknown names, as a non-number metric is in UIKit).
    private static func numbers(in metrics: [String: Any]) -> [String: CGFloat] {
        var result: [String: CGFloat] = [:]
        for (name, value) in metrics {
            switch value {
            case let number as CGFloat: result[name] = number
            case let number as Double: result[name] = CGFloat(number)
            case let number as Float: result[name] = CGFloat(number)
            case let number as Int: result[name] = CGFloat(number)
            case let number as NSNumber: result[name] = CGFloat(number.doubleValue)
            default: break
            }
        }
        return result
    }

    private static func item(_ item: VisualFormatConstraint.Item, _ views: [String: UIView]) -> AnyObject {
        switch item {
        case .view(let name): views[name]!
        case .superview(of: let name): views[name]!.superview!
        }
    }
}
