/// Rings, from a local package the app depends on: no project of the workspace, but built.
public struct Chime {}
