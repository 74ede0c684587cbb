/// Shared helpers.
public enum Common {}
