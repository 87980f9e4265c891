import CollectionRendering
import CompositionalLayout
import Foundation
import TextLayout

extension LayoutSpec {
    /// Solves the spec in a `width` × `height` container: lays it out, applies its measured sizes, then sizes
    /// the self-sizing cells that show text by the text model (at the spec's Dynamic Type size).
    /// - Throws: ``SpecError`` at the JSON path of the section the layout failed in.
    public func solve(width: CGFloat, height: CGFloat) throws(SpecError) -> LayoutSolution {
        guard width.isFinite, height.isFinite, width > 0, height > 0 else {
            throw SpecError(path: "", message: "the container \(width) × \(height) must be finite and positive")
        }
        var solution: LayoutSolution
        do {
            solution = try LayoutSolution(
                layout: makeLayout(), itemCounts: itemCounts,
                container: CollectionContainer(size: CGSize(width: width, height: height)), traits: layoutTraits)
            try applyMeasuredSizes(to: &solution)
        } catch {
            throw Self.specError(error)
        }
        return solution
    }

    private func applyMeasuredSizes(to solution: inout LayoutSolution) throws(LayoutError) {
        for (section, spec) in sections.enumerated() {
            var measured = Set<Int>()
            for size in spec.measuredSizes ?? [] {
                let value = CGSize(width: size.width, height: size.height)
                if let kind = size.kind {
                    try solution.setMeasuredSize(
                        value, forSupplementaryElementOfKind: Self.elementKind(kind), at: [section, size.item])
                } else {
                    try solution.setMeasuredSize(value, forItemAt: [section, size.item])
                    measured.insert(size.item)
                }
            }
            guard let cells = spec.cells, !cells.isEmpty else { continue }
            for item in 0..<spec.items where !measured.contains(item) {
                guard let attributes = solution.attributesForItem(at: [section, item]),
                    attributes.selfSizingAxes.contains(.vertical)
                else { continue }
                let layout = contentLayout(cells[item % cells.count], at: [section, item])
                let height = layout.preferredHeight(width: attributes.frame.width)
                try solution.setMeasuredSize(CGSize(width: attributes.frame.width, height: height), forItemAt: [section, item])
            }
        }
    }

    static func specError(_ error: LayoutError) -> SpecError {
        SpecError(path: error.section.map { "sections[\($0)]" } ?? "configuration", problem: .layout(error))
    }

    func contentLayout(_ content: CellContentSpec, at indexPath: IndexPath) -> CellContentLayout {
        CellContentLayout(
            content: content, indexPath: indexPath, isRightToLeft: layoutTraits.layoutDirection == .rightToLeft,
            category: contentSizeCategory, scale: layoutTraits.displayScale)
    }

    /// What the element `attributes` describes shows, by the spec's cell, supplementary and decoration
    /// contents; `nil` (a placeholder) where the spec names none.
    public func content(for attributes: LayoutAttributes) -> RenderNode? {
        guard let section = attributes.indexPath.first, sections.indices.contains(section) else { return nil }
        let spec = sections[section]
        let size = attributes.frame.size
        switch attributes.category {
        case .cell:
            guard let cells = spec.cells, !cells.isEmpty, let item = attributes.indexPath.last else { return nil }
            return contentLayout(cells[item % cells.count], at: attributes.indexPath).node(size: size)
        case .supplementaryView:
            guard let kind = attributes.elementKind,
                let content = spec.supplementaries?.first(where: { Self.elementKind($0.key) == kind })?.value
            else { return nil }
            return contentLayout(content, at: attributes.indexPath).node(size: size)
        case .decorationView:
            guard let decoration = spec.decorationItems?.first(where: { $0.kind == attributes.elementKind }),
                let color = decoration.color.flatMap(RenderColor.init(hex:))
            else { return nil }
            return RenderNode(
                frame: CGRect(origin: .zero, size: size), backgroundColor: color,
                cornerRadius: CGFloat(decoration.cornerRadius ?? 0))
        }
    }

    /// The scene of the spec solved in `size`, scrolled to `offset` (the canvas is the viewport), or of its
    /// whole content when `wholeContent` is set.
    public func scene(
        size: CGSize, offset: CGPoint = .zero, wholeContent: Bool = false, orthogonalOffsets: [Int: CGPoint] = [:]
    ) throws(SpecError) -> RenderScene {
        let solution = try solve(width: size.width, height: size.height)
        let canvas = wholeContent ? CGRect(origin: .zero, size: solution.contentSize) : CGRect(origin: offset, size: size)
        return RenderScene(
            layout: solution, canvas: canvas, orthogonalOffsets: orthogonalOffsets, traits: layoutTraits,
            content: content(for:))
    }
}
