import Foundation

extension LayoutSpec {
    /// The most items a section may have, so that a spec cannot ask for unbounded work.
    public static let maximumItemsPerSection = 1_000_000
    /// The deepest nesting of groups a spec may use: 40 levels (the section's group is level 1). Far below the
    /// layout's own limit (`LayoutLimits.groupNestingDepth`, 10,000), so every spec that validates lays out; and
    /// within the JSON parser's 100 levels of arrays and objects (a group costs 2: its object and its `subitems`
    /// array; level 40's item and its size end at 86), so that a spec nested too deep gets this error, which says so,
    /// before the parser's general one. Past it (issue 26): `groups nest deeper than 40`.
    public static let maximumGroupDepth = 40

    /// Checks what the JSON types cannot: counts, finiteness, nesting depth, colours and references.
    /// - Throws: ``SpecError`` at the JSON path of the first problem.
    ///
    /// Paths are passed as autoclosures: a spec of a million cells is checked without building a million paths.
    public func validate() throws(SpecError) {
        let root = SpecPath()
        if let scale = traits?.displayScale, !(scale.isFinite && scale > 0 && scale <= 16) {
            throw root.key("traits").key("displayScale").error("must be finite, > 0 and ≤ 16")
        }
        if let configuration {
            try Self.check(configuration.interSectionSpacing, at: root.key("configuration").key("interSectionSpacing"))
            for (index, item) in (configuration.boundarySupplementaryItems ?? []).enumerated() {
                try Self.validate(item, at: root.key("configuration").key("boundarySupplementaryItems").index(index))
            }
        }
        for (index, section) in sections.enumerated() {
            try Self.validate(section, at: root.key("sections").index(index))
        }
    }

    static func validate(_ section: SectionSpec, at path: @autoclosure () -> SpecPath) throws(SpecError) {
        guard (0...maximumItemsPerSection).contains(section.items) else {
            throw path().key("items").error("must be between 0 and \(maximumItemsPerSection)")
        }
        try validate(section.group, at: path().key("group"), depth: 1)
        try check(section.contentInsets, at: path().key("contentInsets"))
        try check(section.interGroupSpacing, at: path().key("interGroupSpacing"))
        try check(section.headerTopPadding, at: path().key("headerTopPadding"))
        for (index, item) in (section.boundarySupplementaryItems ?? []).enumerated() {
            try validate(item, at: path().key("boundarySupplementaryItems").index(index))
        }
        for (index, decoration) in (section.decorationItems ?? []).enumerated() {
            func here() -> SpecPath { path().key("decorationItems").index(index) }
            try check(decoration.contentInsets, at: here().key("contentInsets"))
            try checkColor(decoration.color, at: here().key("color"))
        }
        for (index, measured) in (section.measuredSizes ?? []).enumerated() {
            func here() -> SpecPath { path().key("measuredSizes").index(index) }
            guard (0..<section.items).contains(measured.item) else {
                throw here().key("item").error("must name an item of the section (0..<\(section.items))")
            }
            guard measured.width.isFinite, measured.width >= 0, measured.height.isFinite, measured.height >= 0 else {
                throw here().error("width and height must be finite and ≥ 0")
            }
        }
        for (index, cell) in (section.cells ?? []).enumerated() {
            try validate(cell, at: path().key("cells").index(index))
        }
        for (kind, content) in (section.supplementaries ?? [:]).sorted(by: { $0.key < $1.key }) {
            try validate(content, at: path().key("supplementaries").key(kind))
        }
    }

    static func validate(_ group: GroupSpec, at path: @autoclosure () -> SpecPath, depth: Int) throws(SpecError) {
        guard depth <= maximumGroupDepth else { throw path().error("groups nest deeper than \(maximumGroupDepth)") }
        try check(group.contentInsets, at: path().key("contentInsets"))
        for (index, item) in (group.supplementaryItems ?? []).enumerated() {
            try validate(item, at: path().key("supplementaryItems").index(index))
        }
        if group.axis == .custom {
            guard let frames = group.frames, !frames.isEmpty else {
                throw path().key("frames").error("a custom group needs at least one frame")
            }
            for (index, frame) in frames.enumerated()
            where ![frame.x, frame.y, frame.width, frame.height].allSatisfy(\.isFinite) || frame.width < 0
                || frame.height < 0
            {
                throw path().key("frames").index(index).error("must be finite, with width and height ≥ 0")
            }
            return
        }
        guard let subitems = group.subitems, !subitems.isEmpty else {
            throw path().key("subitems").error("a \(group.axis.rawValue) group needs at least one subitem")
        }
        if let count = group.count, !(1...10_000).contains(count) {
            throw path().key("count").error("must be between 1 and 10000")
        }
        if let count = group.repeatingCount, !(1...10_000).contains(count) {
            throw path().key("repeatingCount").error("must be between 1 and 10000")
        }
        if group.count != nil, group.repeatingCount != nil {
            throw path().error("give count or repeatingCount, not both")
        }
        for (index, subitem) in subitems.enumerated() {
            func here() -> SpecPath { path().key("subitems").index(index) }
            switch subitem {
            case .group(let nested): try validate(nested, at: here(), depth: depth + 1)
            case .item(let item):
                try check(item.contentInsets, at: here().key("contentInsets"))
                for (offset, supplementary) in (item.supplementaryItems ?? []).enumerated() {
                    try validate(supplementary, at: here().key("supplementaryItems").index(offset))
                }
            }
        }
    }

    static func validate(_ item: SupplementarySpec, at path: @autoclosure () -> SpecPath) throws(SpecError) {
        for (name, anchor) in [("containerAnchor", item.containerAnchor), ("itemAnchor", item.itemAnchor)] {
            guard let anchor else { continue }
            if anchor.absoluteOffset != nil, anchor.fractionalOffset != nil {
                throw path().key(name).error("give absoluteOffset or fractionalOffset, not both")
            }
            for point in [anchor.absoluteOffset, anchor.fractionalOffset].compactMap({ $0 })
            where !(point.x.isFinite && point.y.isFinite) {
                throw path().key(name).error("offsets must be finite")
            }
        }
    }

    static func validate(_ item: BoundarySupplementarySpec, at path: @autoclosure () -> SpecPath) throws(SpecError) {
        try check(item.contentInsets, at: path().key("contentInsets"))
        if let offset = item.offset, !(offset.x.isFinite && offset.y.isFinite) {
            throw path().key("offset").error("must be finite")
        }
    }

    static func validate(_ content: CellContentSpec, at path: @autoclosure () -> SpecPath) throws(SpecError) {
        try checkColor(content.color, at: path().key("color"))
        try checkColor(content.textColor, at: path().key("textColor"))
        if let radius = content.cornerRadius, !(radius.isFinite && radius >= 0) {
            throw path().key("cornerRadius").error("must be finite and ≥ 0")
        }
    }

    static func check(_ value: Double?, at path: @autoclosure () -> SpecPath) throws(SpecError) {
        if let value, !value.isFinite { throw path().error("must be finite") }
    }

    static func check(_ insets: InsetsSpec?, at path: @autoclosure () -> SpecPath) throws(SpecError) {
        guard let insets else { return }
        for (name, value) in [("top", insets.top), ("leading", insets.leading), ("bottom", insets.bottom),
            ("trailing", insets.trailing)]
        {
            try check(value, at: path().key(name))
        }
    }

    static func checkColor(_ color: String?, at path: @autoclosure () -> SpecPath) throws(SpecError) {
        if let color, parseColor(color) == nil {
            throw path().error("\"\(color)\" is not a colour: use #rgb, #rrggbb or #rrggbbaa")
        }
    }
}
