/// Formats dates.
public struct DateText {}
