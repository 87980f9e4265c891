import Foundation

extension FlowSolution {
    /// Solves section `index` for `itemCount` items; `measured` carries measured sizes over (by item index).
    func solveSection(_ index: Int, itemCount: Int, measured: MeasuredSizeStore?) throws(LayoutError) -> FlowSectionModel {
        let metrics = layout.metrics(forSection: index)
        let inset = metrics.inset
        for (name, value) in [
            ("section inset top", inset.top), ("section inset left", inset.left), ("section inset bottom", inset.bottom),
            ("section inset right", inset.right), ("minimum line spacing", metrics.minimumLineSpacing),
            ("minimum interitem spacing", metrics.minimumInteritemSpacing),
            ("header reference width", metrics.headerReferenceSize.width),
            ("header reference height", metrics.headerReferenceSize.height),
            ("footer reference width", metrics.footerReferenceSize.width),
            ("footer reference height", metrics.footerReferenceSize.height),
        ] where !value.isFinite || value < 0 {
            throw LayoutError(.invalidValue(name: name, value: value), section: index, elementPath: "")
        }
        guard itemCount >= 0 else {
            throw LayoutError(.invalidValue(name: "item count", value: CGFloat(itemCount)), section: index, elementPath: "")
        }
        // Canonical insets: `before`/`after` along the scroll axis, `start`/`end` across it (left-to-right terms;
        // right-to-left layouts are mirrored whole, F5).
        let reference = referenceInsets
        let before = isTransposed ? inset.left : inset.top
        let after = isTransposed ? inset.right : inset.bottom
        let start = (isTransposed ? inset.top : inset.left) + reference.start
        let end = (isTransposed ? inset.bottom : inset.right) + reference.end
        let areaStart = scale.pixels(start)
        let areaWidth = max(0, boundsAcross - areaStart - scale.pixels(end))
        let lineSpacing = scale.pixels(metrics.minimumLineSpacing)
        let interitem = scale.pixels(metrics.minimumInteritemSpacing)
        let header = metrics.headerReferenceSize
        let footer = metrics.footerReferenceSize
        let lines = try makeLines(
            section: index, itemCount: itemCount, metrics: metrics, areaWidth: areaWidth, lineSpacing: lineSpacing,
            interitem: interitem, measured: measured)
        var model = FlowSectionModel(
            index: index, itemCount: itemCount, header: scale.pixels(isTransposed ? header.width : header.height),
            footer: scale.pixels(isTransposed ? footer.width : footer.height), insetBefore: scale.pixels(before),
            insetAfter: scale.pixels(after), areaStart: areaStart, areaWidth: areaWidth, lineSpacing: lineSpacing,
            interitemSpacing: interitem, lines: lines, metrics: metrics)
        if case .uniform(let size, _, _) = lines, itemCount > 0, size.width > areaWidth {
            model.diagnostics.append(LayoutDiagnostic(
                section: index, elementPath: "item",
                message: "the item is \(scale.points(size.width)) pt wide, more than the \(scale.points(areaWidth)) pt "
                    + "between the section insets; it overhangs the trailing inset (F2)"))
        }
        return model
    }

    /// What `sectionInsetReference` adds to the insets across the scroll axis (left-to-right terms).
    var referenceInsets: (start: CGFloat, end: CGFloat) {
        switch layout.sectionInsetReference {
        case .contentInset:
            return (0, 0)
        case .safeArea:
            let safe = container.safeAreaInsets
            return isTransposed ? (safe.top, safe.bottom) : (isRightToLeft ? (safe.right, safe.left) : (safe.left, safe.right))
        case .layoutMargins:
            let margins = container.layoutMargins
            return isTransposed ? (margins.top, margins.bottom) : (margins.leading, margins.trailing)
        }
    }

    /// A size in canonical pixels, validated.
    func canonicalPixels(_ size: CGSize, section: Int, path: @autoclosure () -> String) throws(LayoutError) -> PixelSize {
        if !size.width.isFinite || size.width < 0 {
            throw LayoutError(.invalidValue(name: "item width", value: size.width), section: section, elementPath: path())
        }
        if !size.height.isFinite || size.height < 0 {
            throw LayoutError(.invalidValue(name: "item height", value: size.height), section: section, elementPath: path())
        }
        let canonical = isTransposed ? size.transposed : size
        return PixelSize(width: scale.pixels(canonical.width), height: scale.pixels(canonical.height))
    }

    func makeLines(
        section: Int, itemCount: Int, metrics: FlowSectionMetrics, areaWidth: Int, lineSpacing: Int, interitem: Int,
        measured: MeasuredSizeStore?
    ) throws(LayoutError) -> FlowLines {
        let packer = FlowPacker(
            areaWidth: areaWidth, interitemSpacing: interitem, lineSpacing: lineSpacing, itemCount: itemCount)
        switch layout.itemSizing {
        case .fixed:
            return try uniformLines(section: section, itemCount: itemCount, metrics: metrics, areaWidth: areaWidth, interitem: interitem)
        case .perItem where itemCount > 0 && layout.providerSizesItems?(IndexPath(indexes: [section, 0])) == false:
            return try uniformLines(section: section, itemCount: itemCount, metrics: metrics, areaWidth: areaWidth, interitem: interitem)
        case .perItem:
            var sizes: [PixelSize] = []
            sizes.reserveCapacity(itemCount)
            let provider = layout.itemSizeProvider
            for item in 0..<itemCount {
                let given = provider?(IndexPath(indexes: [section, item])) ?? metrics.itemSize ?? layout.itemSize
                sizes.append(try canonicalPixels(given, section: section, path: "item \(item)"))
            }
            var lines = FlowVariableLines(givenSizes: FlowGivenSizes(sizes), packer: packer)
            lines.hasUniformSizes = sizes.allSatisfy { $0 == sizes[0] }
            return .variable(lines)
        case .estimated(let estimate):
            let fallback = try canonicalPixels(estimate, section: section, path: "estimated item size")
            var sizes = measured ?? MeasuredSizeStore(count: itemCount)
            sizes.resize(to: itemCount)
            return .variable(FlowVariableLines(sizes: sizes, fallback: fallback, packer: packer))
        }
    }

    /// The lines of a section whose items all have its `itemSize`: answered by arithmetic.
    func uniformLines(
        section: Int, itemCount: Int, metrics: FlowSectionMetrics, areaWidth: Int, interitem: Int
    ) throws(LayoutError) -> FlowLines {
        let size = try canonicalPixels(metrics.itemSize ?? layout.itemSize, section: section, path: "item size")
        let perLine = size.width >= areaWidth ? 1 : 1 + (areaWidth - size.width) / max(1, size.width + interitem)
        let lineCount = itemCount == 0 ? 0 : (itemCount + perLine - 1) / perLine
        return .uniform(size: size, perLine: perLine, lineCount: lineCount)
    }

    func packer(for section: FlowSectionModel) -> FlowPacker {
        FlowPacker(
            areaWidth: section.areaWidth, interitemSpacing: section.interitemSpacing, lineSpacing: section.lineSpacing,
            itemCount: section.itemCount)
    }
}
