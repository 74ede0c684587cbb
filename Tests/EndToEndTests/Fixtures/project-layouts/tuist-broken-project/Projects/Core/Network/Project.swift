import ProjectDescription

// Saved in Latin-1: réseau
let name = "Networking"
