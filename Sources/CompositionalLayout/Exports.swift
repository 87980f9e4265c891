// `IndexPath(item:section:)`, `item`, `row` and `section` come from CollectionIndexPath, re-exported for users of this
// module.
@_exported import CollectionIndexPath
// `DirectionalEdgeInsets` comes from CollectionGeometry (layer 0, shared with ListCellLayout), re-exported likewise.
@_exported import CollectionGeometry
