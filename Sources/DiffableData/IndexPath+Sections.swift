// `IndexPath(item:section:)`, `item` and `section` come from CollectionIndexPath, re-exported for users of this module.
@_exported import CollectionIndexPath
