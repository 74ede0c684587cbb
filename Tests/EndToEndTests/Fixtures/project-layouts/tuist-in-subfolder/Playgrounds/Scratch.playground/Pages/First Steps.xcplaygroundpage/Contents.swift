import Foundation

public struct Draft {}
