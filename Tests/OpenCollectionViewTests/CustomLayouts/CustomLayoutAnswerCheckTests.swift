// The check of a custom layout's answers (semantics CL16, CL17), tested directly: generated answers with cells that
// do not exist, elements answered twice and frames that are not finite. Linux-only (the check is the face's own).
#if !canImport(UIKit)
    @testable import OpenCollectionView
    import Foundation
    import Testing
    import TestSupport

    @MainActor
    @Suite("Custom layout answers are checked")
    struct CustomLayoutAnswerCheckTests {
        /// What the check must do with an answer, worked out by a plain scan of the answer. A refusal is compared by
        /// its description: a NaN frame is not equal to itself.
        enum Expected: Equatable {
            case kept([Int])  // indices into the answer, in order
            case refused(String)
        }

        @Test("generated answers: the first problem is refused, otherwise every element is kept once, first wins")
        func generatedAnswers() {
            for seed in UInt64(0)..<400 {
                var random = SplitMix64(seed: seed)
                let itemCounts = (0..<Int.random(in: 0...3, using: &random)).map { _ in Int.random(in: 0...4, using: &random) }
                let answer = Self.answer(using: &random)
                let expected = Self.expected(answer, itemCounts: itemCounts)
                do {
                    let kept = try CustomLayoutAnswerCheck.checked(answer, itemCounts: itemCounts)
                    let indices = kept.map { object in answer.firstIndex { $0 === object }! }
                    #expect(Expected.kept(indices) == expected, "seed \(seed)")
                } catch {
                    #expect(Expected.refused("\(error)") == expected, "seed \(seed)")
                }
            }
        }

        @Test("an answer without problems keeps its order; a second answer for an element is dropped")
        func duplicatesAreDropped() throws {
            let first = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
            first.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
            let second = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
            second.frame = CGRect(x: 0, y: 50, width: 10, height: 10)
            let header = UICollectionViewLayoutAttributes(
                forSupplementaryViewOfKind: "header", with: IndexPath(item: 0, section: 0))
            let kept = try CustomLayoutAnswerCheck.checked([first, header, second], itemCounts: [1])
            #expect(kept.count == 2)
            #expect(kept[0] === first)
            #expect(kept[1] === header)
        }

        @Test("a supplementary or decoration view may sit at an index path without an item; a cell may not")
        func onlyCellsMustExist() throws {
            let header = UICollectionViewLayoutAttributes(
                forSupplementaryViewOfKind: "header", with: IndexPath(item: 0, section: 0))
            let decoration = UICollectionViewLayoutAttributes(
                forDecorationViewOfKind: "background", with: IndexPath(item: 0, section: 0))
            #expect(try CustomLayoutAnswerCheck.checked([header, decoration], itemCounts: [0]).count == 2)
            let cell = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
            #expect(throws: CustomLayoutAnswerError.cellDoesNotExist(IndexPath(item: 0, section: 0))) {
                try CustomLayoutAnswerCheck.checked([cell], itemCounts: [0])
            }
        }

        @Test("the trap messages name UIKit's text, the layout, the element and the value")
        func messages() {
            #expect(UIKitTraps.customLayoutAnswer(.cellDoesNotExist(IndexPath(item: 7, section: 0)), layout: Int.self)
                == "UICollectionView received layout attributes for a cell with an index path that does not exist: "
                + "<NSIndexPath> {length = 2, path = 0 - 7} (answered by Int)")
            let frame = CGRect(x: 0, y: CGFloat.nan, width: 10, height: 10)
            let nonFinite = CustomLayoutAnswerError.nonFiniteFrame(
                category: .supplementaryView, kind: "header", indexPath: IndexPath(item: 0, section: 1), frame: frame)
            #expect(UIKitTraps.customLayoutAnswer(nonFinite, layout: Int.self)
                == "Int answered a frame that is not finite for the supplementary view of kind 'header' at "
                + "<NSIndexPath> {length = 2, path = 1 - 0}: \(frame). A view cannot be placed there (UIKit raises: "
                + "CALayer position contains NaN)")
            let size = CGSize(width: 390, height: CGFloat.infinity)
            #expect(UIKitTraps.customLayoutAnswer(.nonFiniteContentSize(size), layout: Int.self)
                == "Int.collectionViewContentSize is not finite: \(size). Return a finite size")
            #expect(throws: CustomLayoutAnswerError.nonFiniteContentSize(size)) {
                try CustomLayoutAnswerCheck.check(contentSize: size)
            }
        }

        // MARK: Generating answers

        static let kinds = ["a", "b"]
        static let lengths: [CGFloat] = [0, 10, 44, .nan, .infinity, -.infinity]

        /// Up to 12 elements at index paths near the counts' range (some of another length), with frames that are
        /// sometimes not finite, and some elements answered twice.
        static func answer(using random: inout SplitMix64) -> [UICollectionViewLayoutAttributes] {
            var answer: [UICollectionViewLayoutAttributes] = []
            for _ in 0..<Int.random(in: 0...12, using: &random) {
                if let earlier = answer.randomElement(using: &random), Bool.random(using: &random) {
                    answer.append(copy(of: earlier, using: &random))
                    continue
                }
                let indexPath =
                    Int.random(in: 0..<10, using: &random) == 0
                    ? IndexPath(index: 0)
                    : IndexPath(item: Int.random(in: -1...5, using: &random), section: Int.random(in: -1...3, using: &random))
                let kind = kinds.randomElement(using: &random)!
                let attributes: UICollectionViewLayoutAttributes
                switch Int.random(in: 0..<3, using: &random) {
                case 0: attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
                case 1: attributes = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: kind, with: indexPath)
                default: attributes = UICollectionViewLayoutAttributes(forDecorationViewOfKind: kind, with: indexPath)
                }
                attributes.frame = frame(using: &random)
                answer.append(attributes)
            }
            return answer
        }

        static func copy(
            of earlier: UICollectionViewLayoutAttributes, using random: inout SplitMix64
        ) -> UICollectionViewLayoutAttributes {
            let copy = earlier.copy() as! UICollectionViewLayoutAttributes
            copy.frame = frame(using: &random)
            return copy
        }

        static func frame(using random: inout SplitMix64) -> CGRect {
            func length() -> CGFloat {
                Int.random(in: 0..<8, using: &random) == 0
                    ? lengths.randomElement(using: &random)! : CGFloat(Int.random(in: 0...500, using: &random))
            }
            return CGRect(x: length(), y: length(), width: length(), height: length())
        }

        // MARK: The model

        static func expected(_ answer: [UICollectionViewLayoutAttributes], itemCounts: [Int]) -> Expected {
            var kept: [Int] = []
            var seen: [String] = []
            for (index, attributes) in answer.enumerated() {
                let path = attributes.indexPath
                let isCell = attributes.representedElementCategory == .cell
                let exists =
                    path.count == 2 && path[0] >= 0 && path[0] < itemCounts.count && path[1] >= 0
                    && path[1] < itemCounts[path[0]]
                if isCell && !exists { return .refused("\(CustomLayoutAnswerError.cellDoesNotExist(path))") }
                let frame = attributes.frame
                if ![frame.minX, frame.minY, frame.width, frame.height].allSatisfy(\.isFinite) {
                    let error = CustomLayoutAnswerError.nonFiniteFrame(
                        category: attributes.representedElementCategory, kind: attributes.representedElementKind,
                        indexPath: path, frame: attributes.untransformedFrame)
                    return .refused("\(error)")
                }
                let name = "\(attributes.representedElementCategory) \(attributes.representedElementKind ?? "") \(path)"
                if !seen.contains(name) {
                    seen.append(name)
                    kept.append(index)
                }
            }
            return .kept(kept)
        }
    }
#endif
