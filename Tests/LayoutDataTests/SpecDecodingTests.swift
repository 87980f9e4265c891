import CollectionRendering
import CompositionalLayout
import Foundation
import LayoutData
import Testing

@Suite struct SpecDecodingTests {
    static let grid = """
        {
          "title": "Grid",
          "sections": [
            {
              "items": 5,
              "contentInsets": { "top": 10, "leading": 10, "bottom": 10, "trailing": 10 },
              "group": {
                "axis": "horizontal",
                "size": { "width": { "fractionalWidth": 1 }, "height": { "absolute": 50 } },
                "subitems": [ { "size": { "width": { "absolute": 90 }, "height": { "fractionalHeight": 1 } } } ],
                "interItemSpacing": { "fixed": 10 }
              },
              "interGroupSpacing": 5,
              "boundarySupplementaryItems": [
                { "kind": "header", "size": { "width": { "fractionalWidth": 1 }, "height": { "absolute": 30 } },
                  "alignment": "top", "pinToVisibleBounds": true }
              ],
              "cells": [ { "text": "Item {item}", "color": "#34C759" } ]
            }
          ]
        }
        """

    @Test func gridSpecSolvesToHandWorkedFrames() throws {
        let spec = try LayoutSpec.decode(Data(Self.grid.utf8))
        let solution = try spec.solve(width: 210, height: 400)
        // Header 30 pt on top; then the 10-pt inset; rows of two 90-pt items (90 + 10 + 90 = 210 − 2 × 10), 50 pt tall,
        // rows 5 pt apart: row 0 at y 40, row 1 at 95, row 2 at 150.
        #expect(solution.attributesForItem(at: [0, 0])?.frame == CGRect(x: 10, y: 40, width: 90, height: 50))
        #expect(solution.attributesForItem(at: [0, 1])?.frame == CGRect(x: 110, y: 40, width: 90, height: 50))
        #expect(solution.attributesForItem(at: [0, 4])?.frame == CGRect(x: 10, y: 150, width: 90, height: 50))
        #expect(solution.attributesForSupplementaryElement(
            ofKind: LayoutSpec.headerKind, at: [0, 0], scrollPosition: nil)?.frame
            == CGRect(x: 10, y: 0, width: 190, height: 30))
        // 30 + 10 + 3 × 50 + 2 × 5 + 10 = 210.
        #expect(solution.contentSize == CGSize(width: 210, height: 210))
    }

    @Test func cellsShowTheirTextAndColour() throws {
        let spec = try LayoutSpec.decode(Data(Self.grid.utf8))
        let scene = try spec.scene(size: CGSize(width: 210, height: 400))
        let cell = try #require(scene.elements.first { $0.category == .cell && $0.indexPath == [0, 3] })
        let content = try #require(cell.content)
        #expect(content.backgroundColor == RenderColor(hex: "#34C759"))
        guard case .text(let text) = try #require(content.children.first?.content) else {
            Issue.record("the cell has no text")
            return
        }
        #expect(text.lines == ["Item 3"])
        // The header has no content in the spec: a placeholder.
        #expect(scene.elements.first { $0.category == .supplementaryView }?.content == nil)
    }

    @Test(arguments: [
        (
            #"{"sections":[{"items":1,"group":{"axis":"horizontal","size":{"width":{"fractionalWidth":1},"height":{"absolute":1}},"subitems":[{"size":{"width":{"fractionalWidth":1},"height":{"absolute":1}}}]}},{"items":1,"group":{"axis":"horizontal","size":{"width":{"fractionalWidth":1},"height":{"absolute":1}},"subitems":[{"size":{"width":{"fractionalWidth":1},"height":{"absolute":1}}}]}},{"items":1,"group":{"axis":"horizontal","size":{"width":{"fractionalWidth":1},"height":{"absolute":1}},"subitems":[{"size":{"width":{"fractionalWidth":0},"height":{"absolute":1}}}]}}]}"#,
            "sections[2].group.subitems[0].size.width.fractionalWidth: fraction must be finite and > 0"
        ),
        (#"{"sections":[{"group":{}}]}"#, "sections[0].items: is required but missing"),
        (#"{"sections":[{"items":"many"}]}"#, "sections[0].items: expected an integer"),
        (#"{"sections":[{"items":1,"group":{"axis":"diagonal"}}]}"#, "sections[0].group.axis: unknown value"),
        (#"{"sections":[{"items":-1,"group":{"axis":"custom","size":{"width":{"absolute":1},"height":{"absolute":1}},"frames":[{"x":0,"y":0,"width":1,"height":1}]}}]}"#,
            "sections[0].items: must be between 0 and 1000000"),
        (#"{"sections":[{"items":1,"group":{"axis":"custom","size":{"width":{"absolute":1},"height":{"absolute":1}}}}]}"#,
            "sections[0].group.frames: a custom group needs at least one frame"),
        (#"{"sections":[{"items":1,"group":{"axis":"vertical","size":{"width":{"absolute":1},"height":{"absolute":1}},"subitems":[]}}]}"#,
            "sections[0].group.subitems: a vertical group needs at least one subitem"),
        (#"{"sections":[{"items":1,"cells":[{"color":"blue"}],"group":{"axis":"vertical","size":{"width":{"absolute":1},"height":{"absolute":1}},"subitems":[{"size":{"width":{"absolute":1},"height":{"absolute":1}}}]}}]}"#,
            "sections[0].cells[0].color: \"blue\" is not a colour: use #rgb, #rrggbb or #rrggbbaa"),
        (#"{"sections":[{"items":1,"group":{"axis":"vertical","size":{"width":{"absolute":1,"estimated":2},"height":{"absolute":1}},"subitems":[{"size":{"width":{"absolute":1},"height":{"absolute":1}}}]}}]}"#,
            "sections[0].group.size.width: a dimension is an object with exactly one of the keys fractionalWidth, fractionalHeight, absolute, estimated"),
        (#"{"sections": ["#, "sections[0]: not valid JSON: the document ends where a value was expected (line 1, column 15)"),
    ])
    func badSpecsAreReportedAtTheirJSONPath(json: String, expected: String) {
        #expect {
            _ = try LayoutSpec.decode(Data(json.utf8))
        } throws: { error in
            "\(error)".hasPrefix(expected)
        }
    }

    @Test func layoutErrorsNameTheSection() throws {
        // A 300-pt item in a 100-pt container does not fit: the solver's error, at the section's JSON path.
        let json = #"{"sections":[{"items":1,"group":{"axis":"horizontal","size":{"width":{"fractionalWidth":1},"height":{"absolute":10}},"subitems":[{"size":{"width":{"absolute":300},"height":{"absolute":10}}}]}}]}"#
        let spec = try LayoutSpec.decode(Data(json.utf8))
        #expect {
            _ = try spec.solve(width: 100, height: 100)
        } throws: { error in
            "\(error)".hasPrefix("sections[0]: group")
        }
    }

    @Test func encodingIsStableAndDecodesToTheSameSpec() throws {
        let spec = try LayoutSpec.decode(Data(Self.grid.utf8))
        let data = spec.encoded()
        #expect(try LayoutSpec.decode(data) == spec)
        #expect(spec.encoded() == data)
    }

    @Test func textCellsSelfSizeByDynamicTypeSize() throws {
        func height(_ category: String) throws -> CGFloat {
            let json = """
                {"traits":{"contentSizeCategory":"\(category)"},"sections":[{"items":1,
                 "cells":[{"text":"A list row whose text is long enough to wrap onto a second line at the larger sizes"}],
                 "group":{"axis":"vertical","size":{"width":{"fractionalWidth":1},"height":{"estimated":44}},
                 "subitems":[{"size":{"width":{"fractionalWidth":1},"height":{"estimated":44}}}]}}]}
                """
            let solution = try LayoutSpec.decode(Data(json.utf8)).solve(width: 390, height: 844)
            return try #require(solution.attributesForItem(at: [0, 0])).frame.height
        }
        let large = try height("large")
        let huge = try height("accessibilityExtraExtraExtraLarge")
        #expect(large >= 44)
        #expect(huge > large * 2)
    }

    @Test func rightToLeftMirrorsTheCellContent() throws {
        let json = """
            {"traits":{"layoutDirection":"rightToLeft"},"sections":[{"items":1,
             "cells":[{"text":"Hi","symbol":"star","accessory":"disclosureIndicator"}],
             "group":{"axis":"vertical","size":{"width":{"fractionalWidth":1},"height":{"absolute":44}},
             "subitems":[{"size":{"width":{"fractionalWidth":1},"height":{"absolute":44}}}]}}]}
            """
        let scene = try LayoutSpec.decode(Data(json.utf8)).scene(size: CGSize(width: 300, height: 100))
        let children = try #require(scene.elements.first?.content?.children)
        // Symbol: 22 pt square (44 − 2 × 11) at the leading margin 16 → mirrored to x = 300 − 16 − 22 = 262.
        #expect(children[0].frame == CGRect(x: 262, y: 11, width: 22, height: 22))
        // Accessory: 14 pt wide at the trailing margin (x = 300 − 16 − 14 = 270) → mirrored to x = 16.
        #expect(children[2].frame.minX == 16)
        guard case .text(let text) = children[1].content else { Issue.record("no text"); return }
        #expect(text.alignment == .right)
    }
}
