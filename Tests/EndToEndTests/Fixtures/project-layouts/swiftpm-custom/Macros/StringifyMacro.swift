import SwiftSyntaxMacros

public struct StringifyMacro: ExpressionMacro {}
