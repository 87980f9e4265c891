// The LibraryTerminal module.
