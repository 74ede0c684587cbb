public enum MockCakes {
    public static let all: [String] = []
}
