import DocAuditCore

/// The Korean text of every finding message, as ``English`` has the English: one exhaustive
/// `switch`.
///
/// ```swift
/// Korean.text(of: .unresolvedLink("Loader")) // "심볼 링크 ``Loader``가 검사한 트리의 어떤 선언으로도 해석되지 않습니다"
/// ```
public enum Korean {
    /// The text of `message`.
    ///
    /// ```swift
    /// let text = Korean.text(of: message)
    /// ```
    public static func text(of message: FindingMessage) -> FindingText {
        switch message {
        case .undocumentedType(let declaration): "\(declaration)에 문서화 주석이 없습니다. /// 요약을 추가하세요"
        case .undocumentedFunction(let declaration): "\(declaration)에 문서화 주석이 없습니다. /// 요약과 사용 예시를 추가하세요"
        case .undocumentedRequirement(let declaration): "\(declaration)에 문서화 주석이 없습니다. /// 요약을 추가하세요"
        case .undocumentedImplementation(let symbol, let requirements): "'\(symbol)'에 문서화 주석이 없고, 문서를 물려줄 문서화된 요구사항도 없습니다(찾아본 곳: \(requirements.joined(separator: ", "))). /// 요약을 추가하세요"
        case .missingExample(let declaration): "\(declaration)의 문서에 사용 예시가 없습니다. ```swift 코드 블록을 추가하세요"
        case .missingExampleUnderHeading(let declaration, let heading): "\(declaration)의 문서에 '\(heading)' 제목 아래 사용 예시가 없습니다"
        case .parameterMismatch(let function, let problems): "'\(function)'의 문서: \(problems)"
        case .missingReturns(let function, let type): "'\(function)'의 문서에 반환값 \(type)에 대한 '- Returns:' 필드가 없습니다"
        case .returnsOfNothing(let function): "'\(function)'는 아무것도 반환하지 않는데 문서에 '- Returns:' 필드가 있습니다"
        case .missingThrows(let function): "'\(function)'는 오류를 던지는데 문서에 '- Throws:' 필드가 없습니다"
        case .throwsOfNonThrowing(let function): "'\(function)'는 오류를 던지지 않는데 문서에 '- Throws:' 필드가 있습니다"
        case .documentedCase(let name): "enum case '\(name)'에 문서화 주석이 있습니다. enum case는 문서화하지 않습니다"
        case .documentedProperty(let kind, let name): "\(kind.rawValue) '\(name)'에 문서화 주석이 있습니다. 변수와 프로퍼티는 문서화하지 않습니다"
        case .malformedExample(let name, let problem): "'\(name)'의 사용 예시가 올바른 Swift가 아닙니다: 예시 \(problem)"
        case .unrelatedExample(let name): "'\(name)'의 사용 예시가 이 선언을 사용하지 않습니다"
        case .placeholderLeft(let name, let placeholder): "'\(name)'의 문서화 주석에 플레이스홀더 \(placeholder)가 남아 있습니다. 실제 내용을 쓰세요"
        case .emptyExample(let name): "'\(name)'의 사용 예시가 비어 있습니다. 호출하는 코드를 쓰세요"
        case .commentedOutDoc(let name): "'\(name)'의 문서화 주석은 주석 처리한 코드(////)입니다. 일반 // 주석으로 바꾸세요"
        case .detachedAcrossBlankLine(let name): "'\(name)'의 문서화 주석이 빈 줄을 건너 붙어 있습니다. 선언 바로 위로 옮기세요"
        case .detachedAcrossComment(let name): "'\(name)'의 문서화 주석이 일반 주석을 건너 붙어 있습니다. 선언 바로 위로 옮기세요"
        case .documentsNothing(let reason): "아무것도 문서화하지 않는 문서화 주석입니다: \(reason)"
        case .unneededInApp(let name): "'\(name)'의 문서화 주석은 필요 없습니다: App 파일은 문서화가 필요 없습니다"
        case .unneededInImplementation(let name): "'\(name)'의 문서화 주석은 필요 없습니다: 구현 모듈의 비공개 선언은 문서화가 필요 없습니다"
        case .parametersSharingLines(let function, let count): "'\(function)'의 매개변수가 \(count)개입니다. 매개변수마다 줄을 바꾸세요"
        case .unknownSuppressedRule(let word): "docaudit 주석에 알 수 없는 규칙 id '\(word)'가 있습니다. 'docaudit rules'로 id를 확인하세요"
        case .unknownSuppressionCommand(let word): "알 수 없는 docaudit 명령 '\(word)' (disable-next-line, disable, enable, disable-file 중 하나여야 합니다)"
        case .suppressionWithoutRules(let command): "'docaudit:\(command)'에 규칙이 없어 아무 일도 하지 않습니다. 규칙 id나 'all'을 쓰세요"
        case .enableWithoutDisable(let rule): "'docaudit:enable \(rule)' 앞에 'docaudit:disable \(rule)'가 없습니다"
        case .unresolvedLink(let link): "심볼 링크 ``\(link)``가 검사한 트리의 어떤 선언으로도 해석되지 않습니다"
        case .ambiguousHashLink(let link):
            "심볼 링크 ``\(link)``는 여러 선언 중 하나를 DocC 해시로 가리키며, docaudit은 이 해시를 확인할 수 없습니다. 종류 또는 타입 시그니처 접미사(`-swift.method`, `-(Int)`)를 쓰세요"
        case .linkWithoutPage(let link): "심볼 링크 ``\(link)``가 사이트의 어떤 페이지로도 해석되지 않습니다"
        case .catalog(let problem): "\(problem)"
        }
    }
}

/// The parts of messages that Korean words its own way.
extension FindingText.Interpolation {
    /// `public func 'load(from:)'`: the keywords stay Swift's.
    fileprivate mutating func appendInterpolation(_ declaration: DeclarationMention) {
        appendInterpolation(declaration.access.rawValue)
        appendLiteral(" ")
        appendInterpolation(declaration.kind.rawValue)
        appendLiteral(" '")
        appendInterpolation(declaration.name)
        appendLiteral("'")
    }

    /// Each problem, `; ` between two.
    fileprivate mutating func appendInterpolation(_ problems: [ParameterProblem]) {
        for (position, problem) in problems.enumerated() {
            if position > 0 { appendLiteral("; ") }
            switch problem {
            case .undocumented(let name): appendInterpolation("매개변수 '\(name)'가 문서화되지 않았습니다" as FindingText)
            case .notAParameter(let name): appendInterpolation("'\(name)'는 매개변수가 아닌데 문서화되어 있습니다" as FindingText)
            case .documentedTwice(let name): appendInterpolation("매개변수 '\(name)'가 두 번 문서화되어 있습니다" as FindingText)
            }
        }
    }

    fileprivate mutating func appendInterpolation(_ problem: ExampleProblem) {
        switch problem {
        case let .lexical(kind, line): appendInterpolation("\(line)행에 \(kind)이 있습니다" as FindingText)
        case let .unmatched(closer, line): appendInterpolation("\(line)행의 '\(closer)'에 짝이 없습니다" as FindingText)
        case let .mismatched(closer, line, opener, openerLine): appendInterpolation("\(line)행의 '\(closer)'가 \(openerLine)행의 '\(opener)'를 닫지 못합니다" as FindingText)
        case let .unclosed(opener, line): appendInterpolation("\(line)행의 '\(opener)'가 닫히지 않았습니다" as FindingText)
        }
    }

    fileprivate mutating func appendInterpolation(_ kind: LexProblem.Kind) {
        switch kind {
        case .unterminatedString: appendLiteral("닫히지 않은 문자열 리터럴")
        case .unterminatedBlockComment: appendLiteral("닫히지 않은 블록 주석")
        case .unterminatedRegex: appendLiteral("닫히지 않은 정규식 리터럴")
        case .invalidByte: appendLiteral("잘못된 바이트")
        }
    }

    fileprivate mutating func appendInterpolation(_ problem: CatalogProblem) {
        switch problem {
        case .unknownDirective(let name, nil): appendInterpolation("알 수 없는 지시문 '@\(name)'은 빠집니다" as FindingText)
        case .unknownDirective(let name, let inside?): appendInterpolation("'@\(inside)' 안의 알 수 없는 지시문 '@\(name)'은 빠집니다" as FindingText)
        case .unclosedDirective(let name): appendInterpolation("'@\(name)'을 닫는 '}'가 없습니다" as FindingText)
        case .noTitle: appendLiteral("제목이 없습니다: 카탈로그 문서는 '# 제목'이나 '# ``Symbol``'로 시작합니다")
        case .missingSnippet(let path): appendInterpolation("'\(path)'에 스니펫이 없습니다" as FindingText)
        case .missingImage(let name): appendInterpolation("카탈로그에 '\(name)'라는 이미지가 없습니다" as FindingText)
        case .unresolvedDocLink(let target): appendInterpolation("<doc:\(target)>가 가리키는 아티클이나 심볼이 없습니다" as FindingText)
        case .linkToNoArticle(let url): appendInterpolation("'\(url)' 링크가 가리키는 아티클이 없습니다" as FindingText)
        case .unresolvedSymbolLink(let link): appendInterpolation("심볼 링크 ``\(link)``가 검사한 트리의 어떤 선언으로도 해석되지 않습니다" as FindingText)
        case .extensionOfNothing(let link): appendInterpolation("확장 파일의 제목 ``\(link)``가 가리키는 심볼이 없습니다" as FindingText)
        case .secondLanding(let module, let first): appendInterpolation("\(module)의 첫 페이지는 이미 \(first)입니다. 이 파일은 빠집니다" as FindingText)
        case .secondArticle(let name, let first): appendInterpolation("<doc:\(name)> 아티클은 이미 \(first)입니다. 이 파일은 빠집니다" as FindingText)
        }
    }

    fileprivate mutating func appendInterpolation(_ reason: OrphanReason) {
        switch reason {
        case .replaced: appendLiteral("같은 선언 앞의 뒤쪽 문서화 주석이 이를 대신합니다")
        case .beforeConditionalBlock: appendLiteral("#if/#else/#endif 줄 앞에 있습니다")
        case .beforeClosingBrace: appendLiteral("닫는 } 앞에 있습니다")
        case .beforeImport: appendLiteral("import 앞에 있습니다")
        case .beforeStatement: appendLiteral("문장이나 식 앞에 있습니다")
        case .endOfFile: appendLiteral("파일 끝에 있습니다")
        case .insideDeclaration: appendLiteral("선언 안(속성 뒤나 시그니처 안)에 있습니다")
        }
    }
}
