import Testing

/// Every stored property of `object`, its class's and its superclasses', as `Class.name` and the value described.
/// Mirror lists stored properties only, so a property added later is listed without changing the caller.
func storedProperties(of object: AnyObject) -> [(name: String, value: String)] {
    var properties: [(name: String, value: String)] = []
    var mirror: Mirror? = Mirror(reflecting: object)
    while let current = mirror {
        for child in current.children {
            properties.append(("\(current.subjectType).\(child.label ?? "_")", String(describing: child.value)))
        }
        mirror = current.superclassMirror
    }
    return properties
}

/// Expects `copy` to have every stored property of `original`, and `original` every property but `fixed` (those
/// its initialiser decides) set away from `fresh`'s, so that a property the test forgets to set fails too.
/// Returns the number of properties compared.
@discardableResult
func expectCompleteCopy(
    of original: AnyObject, copy: AnyObject, fresh: AnyObject, fixed: Set<String> = [],
    sourceLocation: SourceLocation = #_sourceLocation
) -> Int {
    let originals = storedProperties(of: original), copies = storedProperties(of: copy)
    let defaults = Dictionary(storedProperties(of: fresh).map { ($0.name, $0.value) }, uniquingKeysWith: { a, _ in a })
    #expect(copies.map(\.name) == originals.map(\.name), sourceLocation: sourceLocation)
    for (property, copied) in zip(originals, copies) {
        #expect(copied.value == property.value, "the copy forgets \(property.name)", sourceLocation: sourceLocation)
        if !fixed.contains(property.name) {
            #expect(
                defaults[property.name] != property.value, "the test leaves \(property.name) at its default",
                sourceLocation: sourceLocation)
        }
    }
    return originals.count
}
