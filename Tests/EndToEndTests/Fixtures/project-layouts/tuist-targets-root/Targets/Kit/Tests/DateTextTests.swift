import Kit

final class DateTextTests {}
