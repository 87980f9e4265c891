print("library")
