public struct OldForecast {}
