print("kit")
