import Foundation

/// `[section, item]`: the index path of `item` in `section`, short enough for tables of expected values.
public func ip(_ section: Int, _ item: Int) -> IndexPath { IndexPath(indexes: [section, item]) }
