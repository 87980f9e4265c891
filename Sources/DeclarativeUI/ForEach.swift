import Foundation

/// Views made from the elements of a collection, each identified by an identifier that must be unique.
///
/// Two elements with the same identifier make layout throw ``ViewLayoutError/duplicateIdentifier(_:)``: SwiftUI
/// logs that the ID occurs multiple times and gives undefined results.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View, PrimitiveView {
    /// The collection.
    public var data: Data
    /// The view for each element.
    public var content: (Data.Element) -> Content
    let identifier: (Data.Element) -> ID
    let identifiersAreUnique: Bool

    /// Views for the elements of `data`, identified by the property at `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        identifier = { $0[keyPath: id] }
        identifiersAreUnique = false
    }

    public var body: Never { fatalError("a primitive view has no body") }

    func appendNodes(to nodes: inout [LayoutNode], context: ResolveContext) throws(ViewLayoutError) {
        if !identifiersAreUnique {
            var seen = Set<ID>(minimumCapacity: data.count)
            for element in data where !seen.insert(identifier(element)).inserted {
                throw .duplicateIdentifier(String(describing: identifier(element)))
            }
        }
        for element in data { try context.appendNodes(of: content(element), to: &nodes) }
    }
}

extension ForEach where ID == Data.Element.ID, Data.Element: Identifiable {
    /// Views for identifiable elements.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        identifier = { $0.id }
        identifiersAreUnique = false
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// Views for the integers of a constant range (unique by construction).
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.data = data
        self.content = content
        identifier = { $0 }
        identifiersAreUnique = true
    }
}
