print("a plugin tool")
