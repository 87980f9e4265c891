import Foundation

/// The shapes the renderers draw for SF Symbol names: the project's own outlines of about 180 base shapes, and the
/// variants composed from them (`.fill`, `.circle`, `.circle.fill`, `.square`, `.square.fill`, `.triangle`,
/// `.slash`), which make several hundred of the most used names (semantics RD22). A name outside them draws a
/// neutral placeholder and is reported by ``RenderScene/unknownSymbolNames``.
public enum SymbolShapes {
    /// Where a composed symbol puts its base shape.
    enum Container: String, CaseIterable, Sendable {
        case circle, square, triangle, slash
    }

    /// A name resolved into its base shape, whether it is filled and its container.
    struct Resolved: Sendable {
        var base: SymbolBaseShape
        var isFilled: Bool
        var container: Container?
    }

    /// Names longer than this are never symbols (Apple's longest are under 60 characters): they are not looked up.
    public static let maximumNameLength = 120

    static let bases: [String: SymbolBaseShape] = SymbolBaseShapes.lines.merging(SymbolBaseShapes.objects) { a, _ in a }

    /// Other names for base shapes or composed symbols, as SF Symbols spells them.
    static let aliases: [String: String] = [
        "chevron.forward": "chevron.right", "chevron.backward": "chevron.left", "arrow.forward": "arrow.right",
        "arrow.backward": "arrow.left", "gear": "gearshape", "person.crop.circle": "person.circle",
        "person.crop.square": "person.square", "bubble.left": "message", "text.bubble": "message",
        "bubble.left.and.bubble.right": "message", "multiply": "xmark", "plus.app": "plus.square", "icloud": "cloud",
        "dot.radiowaves.left.and.right": "antenna.radiowaves.left.and.right", "personalhotspot": "link",
        "textformat.size": "textformat", "textformat.alt": "textformat",
        "line.horizontal.3.decrease": "line.3.horizontal.decrease", "plus.magnifyingglass": "magnifyingglass",
        "square.and.arrow.up.on.square": "square.and.arrow.up", "sun.min": "sun.max", "bell.badge": "bell",
        "envelope.badge": "envelope", "photo.fill.on.rectangle.fill": "photo.on.rectangle.fill",
        "doc.richtext": "doc.text", "doc.plaintext": "doc.text", "note.text": "doc.text", "list.clipboard": "clipboard",
        "calendar.badge.plus": "calendar", "clock.arrow.circlepath": "clock", "location.north": "location",
        "mappin.and.ellipse": "mappin", "cart.badge.plus": "cart", "phone.arrow.up.right": "phone",
        "speaker.wave.3": "speaker.wave.2", "speaker.wave.1": "speaker.wave.2", "lock.shield": "shield",
        "folder.badge.plus": "folder", "arrowshape.turn.up.left": "arrow.uturn.left",
        "arrowshape.turn.up.right": "arrow.uturn.right", "circle.grid.2x2": "square.grid.2x2",
        "rectangle.grid.2x2": "square.grid.2x2",
        "house.lodge": "house", "checkmark.seal": "checkmark.circle",
        "xmark.bin": "trash", "heart.text.square": "heart.square", "star.bubble": "message",
        "tray.full": "tray", "tray.and.arrow.down": "tray", "externaldrive": "archivebox", "photo.stack": "photo.on.rectangle",
        "play.rectangle": "play.square", "music.note.list": "list.bullet", "music.mic": "mic",
       
    ]

    /// The shape `name` stands for; `nil` for a name outside the catalogue.
    static func resolve(_ name: String) -> Resolved? {
        guard !name.isEmpty, name.utf8.count <= maximumNameLength else { return nil }
        var rest = aliases[name] ?? name
        if let base = bases[rest] { return Resolved(base: base, isFilled: false, container: nil) }
        var isFilled = false
        if rest.hasSuffix(".fill") {
            isFilled = true
            rest = String(rest.dropLast(5))
            rest = aliases[rest] ?? rest
            if let base = bases[rest] { return base.fillable ? Resolved(base: base, isFilled: true, container: nil) : nil }
        }
        for container in Container.allCases where rest.hasSuffix("." + container.rawValue) {
            let stem = String(rest.dropLast(container.rawValue.count + 1))
            guard let base = bases[aliases[stem] ?? stem] else { continue }
            return Resolved(base: base, isFilled: isFilled, container: container)
        }
        return nil
    }

    /// Whether `name` draws a shape rather than the placeholder.
    public static func isKnown(_ name: String) -> Bool { resolve(name) != nil }

    /// Every name that draws a shape, sorted: each base, its `.fill` when it has closed outlines, its containers
    /// (`.circle`, `.circle.fill`, `.square`, `.square.fill`) and the aliases.
    public static var knownNames: [String] {
        var names = Set(aliases.keys.filter(isKnown))
        for (name, base) in bases {
            names.insert(name)
            if base.fillable { names.insert(name + ".fill") }
            guard name != "circle", name != "square" else { continue }
            for container in ["circle", "square"] { names.formUnion([name + "." + container, name + "." + container + ".fill"]) }
        }
        return names.sorted()
    }

    /// The stroke width on the 24-point grid for a CSS font weight (100 ultra light … 400 regular … 900 black).
    static func strokeWidth(weight: CGFloat) -> CGFloat {
        let clamped = min(max(weight.isFinite ? weight : 400, 100), 900)
        return 1.1 + (clamped - 100) / 800 * 2
    }
}

extension SymbolShapes {
    /// The names an SVG document drew as placeholders (its `unknown-symbol` groups' `data-symbol`), each once, sorted.
    public static func unknownNames(inSVG svg: String) -> [String] {
        let marker = "class=\"symbol unknown-symbol\" data-symbol=\""
        var names = Set<String>()
        var rest = svg[...]
        while let start = rest.range(of: marker) {
            rest = rest[start.upperBound...]
            guard let end = rest.firstIndex(of: "\"") else { break }
            names.insert(String(rest[..<end]))
            rest = rest[end...]
        }
        return names.sorted()
    }
}

extension RenderScene {
    /// The symbol names of the scene's nodes that draw the placeholder, each once, sorted (names cut to 60
    /// characters): a gallery, the CLI and the snapshot strategy list them so that none passes silently.
    public var unknownSymbolNames: [String] {
        var names = Set<String>()
        func visit(_ node: RenderNode) {
            if case .symbol(let name, _, _) = node.content, !SymbolShapes.isKnown(name) {
                names.insert(name.count > 60 ? String(name.prefix(60)) + "…" : name)
            }
            node.children.forEach(visit)
        }
        for element in elements { element.content.map(visit) }
        return names.sorted()
    }
}
