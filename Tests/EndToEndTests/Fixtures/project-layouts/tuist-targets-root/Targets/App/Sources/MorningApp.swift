import Kit

struct MorningApp {}
