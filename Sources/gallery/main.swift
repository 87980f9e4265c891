import CollectionTools

// The README's main job: writes the HTML gallery (see `swift run gallery --help`).
GalleryCommand.main()
