public enum Palette {
    case light, dark
}
