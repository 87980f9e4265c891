import Foundation

/// Reads a Visual Format Language string into constraint descriptions, or throws a ``VisualFormatError`` naming
/// the problem and where it is. The grammar and the order of the results follow UIKit's parser (semantics V26):
///
///     format      ::= (("H" | "V") ":")? ("|" connection)? view (connection view)* (connection "|")?
///     view        ::= "[" name ("(" predicate ("," predicate)* ")")? "]"
///     connection  ::= "" | "-" | "-" predicate "-" | "-(" predicate ("," predicate)* ")-"
///     predicate   ::= ("==" | "<=" | ">=")? (number | metric | view name in a view's predicate) ("@" priority)?
///
/// White space is removed first. A bare `-` is the standard space: 8 points between views, the superview's layout
/// margin at an edge. Results: each connection's constraints, then the widths (or heights) of the view it leads to,
/// and the alignment constraints of `options` last.
public struct VisualFormatParser {
    /// The format as read (white space removed).
    public let format: String
    private let characters: [UInt8]
    private let options: NSLayoutConstraint.FormatOptions
    private let metrics: [String: CGFloat]
    /// Each view's name and whether it has a superview (the format's `|` needs one).
    private let views: [String: Bool]
    private var index = 0
    private var horizontal = true
    private var pending: [Pending] = []
    private var constrainedView: String?
    private var constraints: [VisualFormatConstraint] = []
    private var unflushedSizes: [VisualFormatConstraint] = []
    private var alignments: [VisualFormatConstraint] = []

    /// A predicate read but not yet attached to its items.
    private struct Pending {
        var relation = NSLayoutConstraint.Relation.equal
        var constant: CGFloat = 0
        var priority: Float = 1000
        var isStandardSpace = false
        var sizeOfView: String?
    }

    /// A parser of `format` with `metrics` by name and `views` by name (each saying whether it has a superview).
    public init(
        format: String, options: NSLayoutConstraint.FormatOptions = [], metrics: [String: CGFloat] = [:],
        views: [String: Bool]
    ) {
        self.format = String(format.unicodeScalars.filter { !$0.properties.isWhitespace }.map(Character.init))
        characters = Array(self.format.utf8)
        self.options = options
        self.metrics = metrics
        self.views = views
    }

    /// The constraints the format describes.
    public mutating func parse() throws(VisualFormatError) -> [VisualFormatConstraint] {
        guard !characters.isEmpty else { throw VisualFormatError(reason: .emptyString, format: format, position: 0) }
        guard characters.allSatisfy({ $0 < 128 }) else {
            throw VisualFormatError(reason: .nonASCII, format: format, position: 0)
        }
        try parseOrientation()
        var left: String?
        if peek == UInt8(ascii: "|") {
            index += 1
            guard index < characters.count else { throw failure(.expectedConnectionAfterBar) }
            try parseConnection()
            let right = try parseView()
            try finishConnection(left: nil, right: right)
            left = right
        } else {
            left = try parseView()
        }
        flushSizes()
        while index < characters.count {
            try parseConnection()
            if peek == UInt8(ascii: "[") {
                let right = try parseView()
                try finishConnection(left: left, right: right)
                flushSizes()
                left = right
            } else if peek == UInt8(ascii: "|") {
                index += 1
                try finishConnection(left: left, right: nil)
                break
            } else {
                throw failure(.expectedViewOrBar)
            }
        }
        guard index >= characters.count else { throw failure(.expectedEnd) }
        return constraints + alignments
    }

    // MARK: Productions

    private mutating func parseOrientation() throws(VisualFormatError) {
        guard let first = peek, first == UInt8(ascii: "H") || first == UInt8(ascii: "V") else { return }
        horizontal = first == UInt8(ascii: "H")
        index = 1
        guard characters.count > 1, characters[1] == UInt8(ascii: ":") else {
            throw failure(.expectedColonAfterOrientation(horizontal: horizontal))
        }
        index = 2
    }

    private mutating func parseConnection() throws(VisualFormatError) {
        guard peek == UInt8(ascii: "-") else {
            pending.append(Pending())
            return
        }
        index += 1
        if peek == UInt8(ascii: "|") || peek == UInt8(ascii: "[") {
            pending.append(Pending(isStandardSpace: true))
            return
        }
        try parseConnectionPredicates()
        if peek == UInt8(ascii: ",") { throw failure(.expectedDashBeforeList) }
        guard peek == UInt8(ascii: "-") else { throw failure(.expectedDash) }
        index += 1
    }

    private mutating func parseConnectionPredicates() throws(VisualFormatError) {
        if peek == UInt8(ascii: "-") { throw failure(.ambiguousMinus) }
        guard peek == UInt8(ascii: "(") else { return try parsePredicate() }
        index += 1
        try parsePredicateList()
        guard peek == UInt8(ascii: ")") else { throw failure(.expectedCloseParenthesisInConnection) }
        index += 1
    }

    private mutating func parsePredicateList() throws(VisualFormatError) {
        try parsePredicate()
        while peek == UInt8(ascii: ",") {
            index += 1
            try parsePredicate()
        }
    }

    private mutating func parsePredicate() throws(VisualFormatError) {
        var predicate = Pending()
        predicate.relation = try parseRelation()
        let object = try parseConstant()
        predicate.constant = object.value
        predicate.sizeOfView = object.view
        if peek == UInt8(ascii: "@") {
            index += 1
            let priority = try parseConstant().value
            if priority <= 0 { throw failure(.invalidPriorityTooLow(Double(priority))) }
            if priority > 1000 { throw failure(.invalidPriorityTooHigh(Double(priority))) }
            predicate.priority = Float(priority)
        }
        pending.append(predicate)
    }

    private mutating func parseRelation() throws(VisualFormatError) -> NSLayoutConstraint.Relation {
        guard let character = peek else { throw failure(.expectedMoreInput) }
        let relation: NSLayoutConstraint.Relation
        switch character {
        case UInt8(ascii: "<"): relation = .lessThanOrEqual
        case UInt8(ascii: ">"): relation = .greaterThanOrEqual
        case UInt8(ascii: "="): relation = .equal
        default: return .equal
        }
        index += 1
        guard peek == UInt8(ascii: "=") else { throw failure(.unknownRelation) }
        index += 1
        return relation
    }

    /// A number, a metric, or (in a view's predicate) another view whose size it equals.
    private mutating func parseConstant() throws(VisualFormatError) -> (value: CGFloat, view: String?) {
        guard let character = peek else { throw failure(.expectedNumberOrMetric) }
        if character == UInt8(ascii: "-") || Self.isDigit(character) { return (try parseNumber(), nil) }
        guard Self.startsName(character) else { throw failure(.expectedNumberOrMetric) }
        let name = readName()
        if let value = metrics[name] { return (value, nil) }
        guard views[name] != nil else { throw failure(.unknownName(name)) }
        guard constrainedView != nil else { throw failure(.spaceEqualToView) }
        return (0, name)
    }

    /// A decimal number as C's `strtod` reads it: sign, digits, fraction, exponent.
    private mutating func parseNumber() throws(VisualFormatError) -> CGFloat {
        var end = index
        if characters[end] == UInt8(ascii: "-") { end += 1 }
        let digitsStart = end
        while end < characters.count, Self.isDigit(characters[end]) { end += 1 }
        if end < characters.count, characters[end] == UInt8(ascii: ".") {
            end += 1
            while end < characters.count, Self.isDigit(characters[end]) { end += 1 }
        }
        guard end > digitsStart, end - digitsStart > 1 || characters[digitsStart] != UInt8(ascii: ".") else {
            throw failure(.expectedNumber)
        }
        if end < characters.count, characters[end] == UInt8(ascii: "e") || characters[end] == UInt8(ascii: "E") {
            var exponentEnd = end + 1
            if exponentEnd < characters.count, characters[exponentEnd] == UInt8(ascii: "-") || characters[exponentEnd] == UInt8(ascii: "+") {
                exponentEnd += 1
            }
            let exponentDigits = exponentEnd
            while exponentEnd < characters.count, Self.isDigit(characters[exponentEnd]) { exponentEnd += 1 }
            if exponentEnd > exponentDigits { end = exponentEnd }
        }
        let text = String(decoding: characters[index..<end], as: UTF8.self)
        index = end
        return CGFloat(Double(text) ?? 0)
    }

    private mutating func parseView() throws(VisualFormatError) -> String {
        guard peek == UInt8(ascii: "[") else { throw failure(.expectedView) }
        index += 1
        guard index < characters.count else { throw failure(.expectedView) }
        let name = readName()
        guard !name.isEmpty else { throw failure(.invalidViewName) }
        guard views[name] != nil else { throw failure(.notAView(name)) }
        constrainedView = name
        defer { constrainedView = nil }
        if peek == UInt8(ascii: "]") {
            index += 1
            return name
        }
        guard peek == UInt8(ascii: "(") else { throw failure(.expectedCloseBracket) }
        index += 1
        guard index < characters.count else { throw failure(.ranOutInView) }
        let connection = pending
        pending = []
        try parsePredicateList()
        guard peek == UInt8(ascii: ")") else { throw failure(.unterminatedViewPredicate) }
        index += 1
        guard peek == UInt8(ascii: "]") else { throw failure(.expectedCloseBracketAfterThickness) }
        index += 1
        let size: NSLayoutConstraint.Attribute = horizontal ? .width : .height
        for predicate in pending {
            unflushedSizes.append(VisualFormatConstraint(
                .view(name), size, predicate.relation, predicate.sizeOfView.map { .view($0) }, size,
                constant: predicate.constant, priority: predicate.priority))
        }
        pending = connection
        return name
    }

    // MARK: Building

    private mutating func flushSizes() {
        constraints += unflushedSizes
        unflushedSizes.removeAll()
    }

    /// Attaches the connection's predicates between `left` and `right` (`nil` for the superview).
    private mutating func finishConnection(left: String?, right: String?) throws(VisualFormatError) {
        let direction = options.intersection(.directionMask)
        let baseline = options.contains(.spacingBaselineToBaseline)
        let swapped = horizontal && direction == .directionRightToLeft
        let before = swapped ? right : left
        let after = swapped ? left : right
        var alignedOnce = false
        for predicate in pending {
            if horizontal && baseline { throw failure(.baselineInHorizontalLayout) }
            let standard = predicate.isStandardSpace
            let second: VisualFormatConstraint.Item
            let secondAttribute: NSLayoutConstraint.Attribute
            if let before {
                (second, secondAttribute) = (.view(before), endAttribute(baseline: baseline, direction: direction))
            } else {
                second = try superview(of: left ?? right)
                secondAttribute = superviewStartAttribute(margin: standard, direction: direction)
            }
            let first: VisualFormatConstraint.Item
            let firstAttribute: NSLayoutConstraint.Attribute
            if let after {
                (first, firstAttribute) = (.view(after), startAttribute(baseline: baseline, direction: direction))
            } else {
                first = try superview(of: left ?? right)
                firstAttribute = superviewEndAttribute(margin: standard, direction: direction)
                if before == nil { throw failure(.noView) }
            }
            let touchesSuperview = before == nil || after == nil
            let constant = standard ? (touchesSuperview ? 0 : 8) : predicate.constant
            constraints.append(VisualFormatConstraint(
                first, firstAttribute, predicate.relation, second, secondAttribute, constant: constant,
                priority: predicate.priority))
            if !alignedOnce, let before, let after {
                try appendAlignments(before, after)
                alignedOnce = true
            }
        }
        pending.removeAll()
    }

    private mutating func appendAlignments(_ before: String, _ after: String) throws(VisualFormatError) {
        let bits = options.rawValue & 0xFFFF
        for raw in 1...12 where bits & (1 << UInt(raw)) != 0 {
            guard let attribute = NSLayoutConstraint.Attribute(rawValue: raw) else { continue }
            let alongHorizontal = [1, 2, 5, 6, 7, 9].contains(raw)
            if alongHorizontal == horizontal { throw failure(.alignmentAlongLayoutAxis(horizontal: horizontal)) }
            alignments.append(VisualFormatConstraint(.view(before), attribute, .equal, .view(after), attribute, constant: 0))
        }
    }

    private func superview(of name: String?) throws(VisualFormatError) -> VisualFormatConstraint.Item {
        guard let name, views[name] == true else { throw failure(.noSuperview) }
        return .superview(of: name)
    }

    private func startAttribute(baseline: Bool, direction: NSLayoutConstraint.FormatOptions) -> NSLayoutConstraint.Attribute {
        horizontal ? (direction.isEmpty ? .leading : .left) : (baseline ? .firstBaseline : .top)
    }

    private func endAttribute(baseline: Bool, direction: NSLayoutConstraint.FormatOptions) -> NSLayoutConstraint.Attribute {
        horizontal ? (direction.isEmpty ? .trailing : .right) : (baseline ? .lastBaseline : .bottom)
    }

    private func superviewStartAttribute(margin: Bool, direction: NSLayoutConstraint.FormatOptions) -> NSLayoutConstraint.Attribute {
        guard horizontal else { return margin ? .topMargin : .top }
        if direction.isEmpty { return margin ? .leadingMargin : .leading }
        return margin ? .leftMargin : .left
    }

    private func superviewEndAttribute(margin: Bool, direction: NSLayoutConstraint.FormatOptions) -> NSLayoutConstraint.Attribute {
        guard horizontal else { return margin ? .bottomMargin : .bottom }
        if direction.isEmpty { return margin ? .trailingMargin : .trailing }
        return margin ? .rightMargin : .right
    }

    // MARK: Characters

    private var peek: UInt8? { index < characters.count ? characters[index] : nil }

    private mutating func readName() -> String {
        let start = index
        guard let first = peek, Self.startsName(first) else { return "" }
        index += 1
        while let character = peek, Self.startsName(character) || Self.isDigit(character) { index += 1 }
        return String(decoding: characters[start..<index], as: UTF8.self)
    }

    private static func isDigit(_ character: UInt8) -> Bool { character >= 48 && character <= 57 }

    private static func startsName(_ character: UInt8) -> Bool {
        character == UInt8(ascii: "_") || (character | 0x20 >= 97 && character | 0x20 <= 122)
    }

    private func failure(_ reason: VisualFormatError.Reason) -> VisualFormatError {
        VisualFormatError(reason: reason, format: format, position: index)
    }
}
