public enum Palette {
    case cream
}
