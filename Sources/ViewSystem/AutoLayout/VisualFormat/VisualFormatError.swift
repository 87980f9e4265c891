import Foundation

/// Why a Visual Format Language string could not be read, with where: the named error of the parser. The face
/// traps with ``message``, UIKit's exception text (docs/reference/controllers.md gives the sources).
public struct VisualFormatError: Error, Equatable, Sendable {
    /// What went wrong.
    public enum Reason: Equatable, Sendable {
        case emptyString
        case nonASCII
        case expectedColonAfterOrientation(horizontal: Bool)
        case expectedConnectionAfterBar
        case expectedViewOrBar
        case expectedEnd
        case expectedDash
        case expectedDashBeforeList
        case ambiguousMinus
        case expectedCloseParenthesisInConnection
        case expectedMoreInput
        case unknownRelation
        case expectedNumberOrMetric
        case expectedNumber
        case unknownName(String)
        case spaceEqualToView
        case invalidPriorityTooLow(Double)
        case invalidPriorityTooHigh(Double)
        case expectedView
        case invalidViewName
        case notAView(String)
        case ranOutInView
        case expectedCloseBracketAfterThickness
        case unterminatedViewPredicate
        case expectedCloseBracket
        case noSuperview
        case noView
        case baselineInHorizontalLayout
        case alignmentAlongLayoutAxis(horizontal: Bool)
    }

    /// What went wrong.
    public let reason: Reason
    /// The format as read (white space removed).
    public let format: String
    /// The offset in `format` the parser had reached.
    public let position: Int

    /// UIKit's exception reason: `Unable to parse constraint format: ` and the description, the format and a caret
    /// under the position on their own lines.
    public var message: String {
        switch reason {
        case .emptyString: return "Unable to parse constraint format: It's an empty string."
        case .nonASCII: return "Unable to parse constraint format: It contains non-ASCII characters."
        default:
            let caret = String(repeating: " ", count: position) + "^"
            return "Unable to parse constraint format: \n\(reason.description) \n\(format) \n\(caret)"
        }
    }
}

extension VisualFormatError.Reason: CustomStringConvertible {
    /// Apple's description of the problem.
    public var description: String {
        switch self {
        case .emptyString: "It's an empty string."
        case .nonASCII: "It contains non-ASCII characters."
        case .expectedColonAfterOrientation(let horizontal):
            horizontal
                ? "Expected ':' after 'H' to specify horizontal arrangement"
                : "Expected ':' after 'V' to specify vertical arrangement"
        case .expectedConnectionAfterBar: "Expected a connection after the '|' character"
        case .expectedViewOrBar: "Expected a view or '|'"
        case .expectedEnd: "Expected the end of the format string"
        case .expectedDash: "Expected a '-' here"
        case .expectedDashBeforeList:
            "Expected a '-' here. To specify a list of constraints, you must use parentheses around the list of constraints"
        case .ambiguousMinus:
            "Cannot tell if this - is a minus sign or an accidental extra bar in the connection. Use parentheses around negative numbers."
        case .expectedCloseParenthesisInConnection:
            "Expected a ')' at the end of a constraint modifier, or a ',' before another constraint modifier"
        case .expectedMoreInput: "Expected more input"
        case .unknownRelation: "Unknown relation. Must be ==, >=, or <="
        case .expectedNumberOrMetric: "Expected a number or key from the metrics dictionary, but encountered something else"
        case .expectedNumber: "Expected a number or a key from the metrics dictionary, but encountered something else"
        case .unknownName(let name):
            "Encountered metric with name \"\(name)\", but value was not specified in metrics or views dictionaries"
        case .spaceEqualToView:
            "It's not possible to set a space equal to the width or height of a view.  Perhaps you want to use a view as a spacer? [view1][spacer(==view1)][view2]"
        case .invalidPriorityTooLow(let value):
            "Invalid priority specified: \(Self.format(value)). Priority must be greater than 0"
        case .invalidPriorityTooHigh(let value):
            "Invalid priority specified: \(Self.format(value)). Priority cannot be higher than NSLayoutPriorityRequired, which is 1000."
        case .expectedView: "Expected a view"
        case .invalidViewName:
            "Expected a view. View names must start with a letter or an underscore, then contain letters, numbers, and underscores."
        case .notAView(let name): "\(name) is not a key in the views dictionary."
        case .ranOutInView: "Unexpectedly ran out of character fodder in the middle of parsing a view"
        case .expectedCloseBracketAfterThickness: "Expected ']' after specifying thickness."
        case .unterminatedViewPredicate:
            "A predicate on a view's thickness must end with ')' and the view must end with ']'"
        case .expectedCloseBracket: "Expected a ']' here. That is how you give the end of a view."
        case .noSuperview: "Unable to interpret '|' character, because the related view doesn't have a superview"
        case .noView: "No view was specified for this constraint"
        case .baselineInHorizontalLayout: "BaselineToBaseline format option not valid for horizontal layout"
        case .alignmentAlongLayoutAxis(let horizontal):
            horizontal
                ? "Options mask required views to be aligned on a horizontal edge, which is not allowed for layout that is also horizontal."
                : "Options mask required views to be aligned on a vertical edge, which is not allowed for layout that is also vertical."
        }
    }

    /// A number as C's `%g` prints it (six significant digits, no trailing zeros).
    static func format(_ value: Double) -> String { String(format: "%g", value) }
}
