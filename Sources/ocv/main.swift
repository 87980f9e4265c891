import CollectionTools

OCV.main()
