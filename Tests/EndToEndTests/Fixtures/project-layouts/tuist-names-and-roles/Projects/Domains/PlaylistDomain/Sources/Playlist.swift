public struct Playlist {}
