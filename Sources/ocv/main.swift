import CollectionTools

OCV.runMain()
