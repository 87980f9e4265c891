import Foundation

// Foundation on Linux has no `IndexPath(item:section:)`, `item`, `row` or `section` (UIKit's overlay adds them on
// Apple platforms). They are declared once, here, public, and re-exported by the modules that use index paths, so
// that code written against UIKit's spelling compiles against any layer (semantics V8).
#if !canImport(UIKit)
    extension IndexPath {
        /// An index path for an item of a section: `[section, item]`. Appending to a one-element path keeps
        /// IndexPath's inline two-index storage, so no array is allocated.
        @inlinable
        public init(item: Int, section: Int) {
            self.init(index: section)
            append(item)
        }

        /// An index path for a row of a section: `[section, row]` (the table-view spelling of the same path).
        @inlinable
        public init(row: Int, section: Int) {
            self.init(item: row, section: section)
        }

        /// The section: the first index.
        @inlinable
        public var section: Int {
            get { self[0] }
            set { self[0] = newValue }
        }

        /// The item: the second index.
        @inlinable
        public var item: Int {
            get { self[1] }
            set { self[1] = newValue }
        }

        /// The row: the second index (the same as ``item``; UIKit's table-view spelling).
        @inlinable
        public var row: Int {
            get { self[1] }
            set { self[1] = newValue }
        }
    }
#endif
