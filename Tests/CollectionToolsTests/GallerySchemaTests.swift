import CollectionTools
import Foundation
import LayoutData
import Testing

/// Every spec the gallery shows (and writes beside its pictures) is valid against the schema and decodes to itself.
@Suite struct GallerySchemaTests {
    @Test func everyGallerySpecValidatesAgainstTheSchemaAndDecodes() throws {
        let items = try Gallery.items()
        #expect(items.count > 40)
        for item in items {
            let data = item.spec.encoded()
            let document = try #require(JSONValue.parse(data), "\(item.name) is not JSON")
            #expect(LayoutSpec.schemaValidator.issues(of: document).map(\.description) == [], "\(item.name)")
            #expect(try LayoutSpec.decode(data) == item.spec, "\(item.name)")
        }
    }
}
