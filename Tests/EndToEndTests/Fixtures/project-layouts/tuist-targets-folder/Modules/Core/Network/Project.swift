import ProjectDescription

// The helpers name the target from here: its folder says Network.
let name = "Networking"

let project = Project(name: name)
