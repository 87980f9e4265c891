import Foundation

// Foundation on Linux has no UIKit `section`/`item` accessors. This extension is internal on purpose: the module must
// not add public members to a Foundation type that other modules (or UIKit itself) may also extend.
extension IndexPath {
    /// Creates a two-element `[section, item]` index path.
    @inlinable
    init(item: Int, section: Int) {
        // Appending to a one-element path keeps IndexPath's inline two-index storage (no array allocation).
        self.init(index: section)
        self.append(item)
    }

    /// The first index.
    @inlinable
    var section: Int { self[0] }

    /// The second index.
    @inlinable
    var item: Int { self[1] }
}
