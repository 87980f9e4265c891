import Testing
import ViewSystem

/// The Visual Format Language parser, production by production, with its named errors. Face-only: the parser and
/// its descriptions are this project's Swift-native form (UIKit's parser is private).
@MainActor
@Suite("Visual Format Language: the parser")
struct VisualFormatParserFaceOnlyTests {
    /// Views `a`, `b`, `c` in a superview, `loose` in none.
    let views = ["a": true, "b": true, "c": true, "loose": false]

    func parse(_ format: String, options: NSLayoutConstraint.FormatOptions = [], metrics: [String: CGFloat] = [:])
        throws(VisualFormatError) -> [VisualFormatConstraint]
    {
        var parser = VisualFormatParser(format: format, options: options, metrics: metrics, views: views)
        return try parser.parse()
    }

    func reason(_ format: String, options: NSLayoutConstraint.FormatOptions = []) -> VisualFormatError.Reason? {
        do {
            _ = try parse(format, options: options)
            return nil
        } catch { return error.reason }
    }

    @Test func orientationDefaultsToHorizontal() throws {
        let horizontal = try parse("[a]-[b]")
        #expect(horizontal == [VisualFormatConstraint(.view("b"), .leading, .equal, .view("a"), .trailing, constant: 8)])
        #expect(try parse("H:[a]-[b]") == horizontal)
        #expect(try parse("V:[a]-[b]") == [VisualFormatConstraint(.view("b"), .top, .equal, .view("a"), .bottom, constant: 8)])
    }

    @Test func superviewEdgesUseTheMarginsForTheStandardSpace() throws {
        #expect(try parse("|-[a]-|") == [
            VisualFormatConstraint(.view("a"), .leading, .equal, .superview(of: "a"), .leadingMargin, constant: 0),
            VisualFormatConstraint(.superview(of: "a"), .trailingMargin, .equal, .view("a"), .trailing, constant: 0),
        ])
        #expect(try parse("|[a]|") == [
            VisualFormatConstraint(.view("a"), .leading, .equal, .superview(of: "a"), .leading, constant: 0),
            VisualFormatConstraint(.superview(of: "a"), .trailing, .equal, .view("a"), .trailing, constant: 0),
        ])
        #expect(try parse("V:|-20-[a]") == [
            VisualFormatConstraint(.view("a"), .top, .equal, .superview(of: "a"), .top, constant: 20)
        ])
    }

    @Test func connectionsTakePredicatesRelationsPrioritiesAndMetrics() throws {
        #expect(try parse("[a]-(>=10@750,<=gap)-[b]", metrics: ["gap": 30]) == [
            VisualFormatConstraint(.view("b"), .leading, .greaterThanOrEqual, .view("a"), .trailing, constant: 10, priority: 750),
            VisualFormatConstraint(.view("b"), .leading, .lessThanOrEqual, .view("a"), .trailing, constant: 30),
        ])
        #expect(try parse("[a]-(-5)-[b]").first?.constant == -5)
        #expect(try parse("[a]-2.5-[b]").first?.constant == 2.5)
        #expect(try parse("[a][b]") == [VisualFormatConstraint(.view("b"), .leading, .equal, .view("a"), .trailing, constant: 0)])
    }

    @Test func viewPredicatesSizeTheViewAndFollowItsConnection() throws {
        #expect(try parse("|-[a(100)]-[b(==a@500,>=44)]") == [
            VisualFormatConstraint(.view("a"), .leading, .equal, .superview(of: "a"), .leadingMargin, constant: 0),
            VisualFormatConstraint(.view("a"), .width, .equal, nil, .notAnAttribute, constant: 100),
            VisualFormatConstraint(.view("b"), .leading, .equal, .view("a"), .trailing, constant: 8),
            VisualFormatConstraint(.view("b"), .width, .equal, .view("a"), .width, constant: 0, priority: 500),
            VisualFormatConstraint(.view("b"), .width, .greaterThanOrEqual, nil, .notAnAttribute, constant: 44),
        ])
        #expect(try parse("V:[a(h)]", metrics: ["h": 60]) == [
            VisualFormatConstraint(.view("a"), .height, .equal, nil, .notAnAttribute, constant: 60)
        ])
    }

    @Test func optionsAlignTheViewsAndSetTheDirection() throws {
        let aligned = try parse("[a]-[b]-[c]", options: [.alignAllTop, .alignAllBottom])
        #expect(aligned.count == 6)  // two connections, then two alignments for each
        #expect(aligned[2] == VisualFormatConstraint(.view("a"), .top, .equal, .view("b"), .top, constant: 0))
        #expect(aligned[5] == VisualFormatConstraint(.view("b"), .bottom, .equal, .view("c"), .bottom, constant: 0))
        #expect(try parse("[a]-[b]", options: .directionLeftToRight) == [
            VisualFormatConstraint(.view("b"), .left, .equal, .view("a"), .right, constant: 8)
        ])
        #expect(try parse("[a]-[b]", options: .directionRightToLeft) == [
            VisualFormatConstraint(.view("a"), .left, .equal, .view("b"), .right, constant: 8)
        ])
        #expect(try parse("V:[a]-[b]", options: .spacingBaselineToBaseline) == [
            VisualFormatConstraint(.view("b"), .firstBaseline, .equal, .view("a"), .lastBaseline, constant: 8)
        ])
    }

    @Test func whiteSpaceIsIgnored() throws {
        #expect(try parse(" H: | - [ a ] - | ") == parse("H:|-[a]-|"))
    }

    @Test func syntaxErrorsAreNamedWithTheirPosition() throws {
        #expect(reason("") == .emptyString)
        #expect(reason("[é]") == .nonASCII)
        #expect(reason("Hx[a]") == .expectedColonAfterOrientation(horizontal: true))
        #expect(reason("V[a]") == .expectedColonAfterOrientation(horizontal: false))
        #expect(reason("|") == .expectedConnectionAfterBar)
        #expect(reason("[a]-10") == .expectedDash)
        #expect(reason("[a]-10,20-[b]") == .expectedDashBeforeList)
        #expect(reason("[a]--5-[b]") == .ambiguousMinus)
        #expect(reason("[a]-(10-[b]") == .expectedCloseParenthesisInConnection)
        #expect(reason("[a]-") == .expectedMoreInput)
        #expect(reason("[a]-=10-[b]") == .unknownRelation)
        #expect(reason("[a]-?-[b]") == .expectedNumberOrMetric)
        #expect(reason("[a]-gap-[b]") == .unknownName("gap"))
        #expect(reason("[a]-b-[b]") == .spaceEqualToView)
        #expect(reason("[a(10@0)]") == .invalidPriorityTooLow(0))
        #expect(reason("[a(10@1001)]") == .invalidPriorityTooHigh(1001))
        #expect(reason("|-10-|") == .expectedView)
        #expect(reason("[1a]") == .invalidViewName)
        #expect(reason("[z]") == .notAView("z"))
        #expect(reason("[a(") == .ranOutInView)
        #expect(reason("[a(10)") == .expectedCloseBracketAfterThickness)
        #expect(reason("[a(10]") == .unterminatedViewPredicate)
        #expect(reason("[a") == .expectedCloseBracket)
        #expect(reason("[a]x") == .expectedViewOrBar)
        #expect(reason("|-[loose]") == .noSuperview)
        #expect(reason("[a]|[b]") == .expectedEnd)
        #expect(reason("[a]-[b]", options: .spacingBaselineToBaseline) == .baselineInHorizontalLayout)
        #expect(reason("[a]-[b]", options: .alignAllLeading) == .alignmentAlongLayoutAxis(horizontal: true))
        #expect(reason("V:[a]-[b]", options: .alignAllTop) == .alignmentAlongLayoutAxis(horizontal: false))
    }

    @Test func theMessageIsUIKits() {
        do {
            _ = try parse("H:|-[a]-[zz]")
            Issue.record("expected an error")
        } catch {
            #expect(error.position == 11)  // after "H:|-[a]-[zz": the caret under the ']'
            #expect(error.message == "Unable to parse constraint format: \nzz is not a key in the views dictionary. \nH:|-[a]-[zz] \n           ^")
        }
        do {
            _ = try parse("")
        } catch {
            #expect(error.message == "Unable to parse constraint format: It's an empty string.")
        }
    }
}
