// SwiftPM needs one source file to resolve the package.
public struct Placeholder {}
