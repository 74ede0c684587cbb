// What `tuist init` wrote before the projects moved to Projects/.
public struct ContentView {}
