// The LibraryScreen module.
