import DocAuditRules
import DocAuditCheck
import DocAuditCore

/// Every word the site's interface shows, in English and Korean: the one table of labels.
///
/// Kinds of declarations are keyed by their English name (`"Instance Method"`), which also
/// orders member groups; everything else is a ``Label``.
enum Vocabulary {
    /// The kind of a declaration, as its English key: a page's eyebrow and a search result
    /// show ``kindName(_:_:)`` of it.
    static func kind(_ declaration: Declaration) -> String {
        switch declaration.kind {
        case .struct: return "Structure"
        case .class: return "Class"
        case .enum: return "Enumeration"
        case .protocol: return "Protocol"
        case .actor: return "Actor"
        case .typealias: return "Type Alias"
        case .associatedtype: return "Associated Type"
        case .extension: return "Extension"
        case .func:
            if isOperator(declaration.name) { return "Operator" }
            if declaration.parent.isEmpty { return "Function" }
            return declaration.isStatic ? "Type Method" : "Instance Method"
        case .`init`: return "Initializer"
        case .deinit: return "Deinitializer"
        case .subscript: return "Subscript"
        case .var, .let:
            if declaration.parent.isEmpty { return "Global Variable" }
            return declaration.isStatic ? "Type Property" : "Instance Property"
        case .case: return "Case"
        case .macro: return "Macro"
        }
    }

    /// Each kind key's name and plural heading, as DocC's English and Korean pages spell them.
    private static let kinds: [String: (one: LocalizedText, many: LocalizedText)] = [
        "Structure": (LocalizedText(en: "Structure", ko: "구조체"), LocalizedText(en: "Structures", ko: "구조체")),
        "Class": (LocalizedText(en: "Class", ko: "클래스"), LocalizedText(en: "Classes", ko: "클래스")),
        "Enumeration": (LocalizedText(en: "Enumeration", ko: "열거형"), LocalizedText(en: "Enumerations", ko: "열거형")),
        "Protocol": (LocalizedText(en: "Protocol", ko: "프로토콜"), LocalizedText(en: "Protocols", ko: "프로토콜")),
        "Actor": (LocalizedText(en: "Actor", ko: "액터"), LocalizedText(en: "Actors", ko: "액터")),
        "Type Alias": (LocalizedText(en: "Type Alias", ko: "타입 별칭"), LocalizedText(en: "Type Aliases", ko: "타입 별칭")),
        "Associated Type": (LocalizedText(en: "Associated Type", ko: "연관 타입"), LocalizedText(en: "Associated Types", ko: "연관 타입")),
        "Extension": (LocalizedText(en: "Extension", ko: "확장"), LocalizedText(en: "Extensions", ko: "확장")),
        "Operator": (LocalizedText(en: "Operator", ko: "연산자"), LocalizedText(en: "Operators", ko: "연산자")),
        "Function": (LocalizedText(en: "Function", ko: "함수"), LocalizedText(en: "Functions", ko: "함수")),
        "Type Method": (LocalizedText(en: "Type Method", ko: "타입 메서드"), LocalizedText(en: "Type Methods", ko: "타입 메서드")),
        "Instance Method": (LocalizedText(en: "Instance Method", ko: "인스턴스 메서드"), LocalizedText(en: "Instance Methods", ko: "인스턴스 메서드")),
        "Initializer": (LocalizedText(en: "Initializer", ko: "이니셜라이저"), LocalizedText(en: "Initializers", ko: "이니셜라이저")),
        "Deinitializer": (LocalizedText(en: "Deinitializer", ko: "디이니셜라이저"), LocalizedText(en: "Deinitializers", ko: "디이니셜라이저")),
        "Subscript": (LocalizedText(en: "Subscript", ko: "서브스크립트"), LocalizedText(en: "Subscripts", ko: "서브스크립트")),
        "Global Variable": (LocalizedText(en: "Global Variable", ko: "전역 변수"), LocalizedText(en: "Global Variables", ko: "전역 변수")),
        "Type Property": (LocalizedText(en: "Type Property", ko: "타입 속성"), LocalizedText(en: "Type Properties", ko: "타입 속성")),
        "Instance Property": (LocalizedText(en: "Instance Property", ko: "인스턴스 속성"), LocalizedText(en: "Instance Properties", ko: "인스턴스 속성")),
        "Case": (LocalizedText(en: "Case", ko: "케이스"), LocalizedText(en: "Enumeration Cases", ko: "케이스")),
        "Macro": (LocalizedText(en: "Macro", ko: "매크로"), LocalizedText(en: "Macros", ko: "매크로")),
    ]

    /// The name of a kind key in `language`: `"Instance Method"` → `인스턴스 메서드`.
    static func kindName(_ kind: String, _ language: Language) -> String {
        kinds[kind]?.one.in(language) ?? kind
    }

    /// The plural heading of a kind key on module and type pages, in `language`.
    static func plural(_ kind: String, _ language: Language) -> String {
        kinds[kind]?.many.in(language) ?? kind
    }

    /// The order member groups appear in on a type page.
    static let memberOrder = [
        "Case", "Initializer", "Instance Property", "Instance Method", "Subscript", "Type Property",
        "Type Method", "Operator", "Associated Type", "Type Alias", "Protocol", "Structure", "Class",
        "Enumeration", "Actor", "Macro",
    ]

    /// The order type groups appear in on a module page.
    static let typeOrder = ["Protocol", "Structure", "Class", "Actor", "Enumeration", "Type Alias"]

    /// Whether a function name is an operator (`==(_:_:)`, `+`).
    static func isOperator(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first else { return false }
        return !(first.properties.isXIDStart || first == "_" || first == "`")
    }

    /// The label DocC shows for a callout tag (lower-cased, spaces removed) in `language`.
    static func aside(_ tag: String, _ language: Language) -> String {
        asides[tag]?.in(language) ?? tag.prefix(1).uppercased() + tag.dropFirst()
    }

    private static let asides: [String: LocalizedText] = [
        "attention": LocalizedText(en: "Attention", ko: "주의"),
        "author": LocalizedText(en: "Author", ko: "작성자"),
        "authors": LocalizedText(en: "Authors", ko: "작성자"),
        "bug": LocalizedText(en: "Bug", ko: "버그"),
        "complexity": LocalizedText(en: "Complexity", ko: "복잡도"),
        "copyright": LocalizedText(en: "Copyright", ko: "저작권"),
        "date": LocalizedText(en: "Date", ko: "날짜"),
        "experiment": LocalizedText(en: "Experiment", ko: "실험"),
        "important": LocalizedText(en: "Important", ko: "중요"),
        "invariant": LocalizedText(en: "Invariant", ko: "불변 조건"),
        "mutatingvariant": LocalizedText(en: "Mutating Variant", ko: "변경 변형"),
        "nonmutatingvariant": LocalizedText(en: "Non-Mutating Variant", ko: "비변경 변형"),
        "note": LocalizedText(en: "Note", ko: "참고"),
        "postcondition": LocalizedText(en: "Postcondition", ko: "사후 조건"),
        "precondition": LocalizedText(en: "Precondition", ko: "사전 조건"),
        "remark": LocalizedText(en: "Remark", ko: "비고"),
        "remarks": LocalizedText(en: "Remarks", ko: "비고"),
        "requires": LocalizedText(en: "Requires", ko: "요구 사항"),
        "seealso": LocalizedText(en: "See Also", ko: "참고 항목"),
        "since": LocalizedText(en: "Since", ko: "도입 버전"),
        "tip": LocalizedText(en: "Tip", ko: "팁"),
        "todo": LocalizedText(en: "To Do", ko: "할 일"),
        "version": LocalizedText(en: "Version", ko: "버전"),
        "warning": LocalizedText(en: "Warning", ko: "경고"),
    ]
}

/// The site's interface texts other than kinds and asides. Texts marked HTML are inserted as
/// they are; the others are escaped where they are used.
enum Label {
    case declaration, parameters, returnValue, throwsSection, discussion, noDocumentation
    case noDeclarations, module, extendedType, extendedTypes
    case coverageTitle, coverageShort, coverageCaption, moduleColumn, groupColumn, documentedColumn, shareColumn
    case allModules, coverageExplanation, findings, noFindings
    case lineColumn, severityColumn, messageColumn, ruleColumn, severityError, severityWarning
    case search, searchField, searchNeedsScript
    case searchPrompt, searchNoResults, searchOneResult, searchResults, searchFirst
    case skipLink, searchLabel, searchPlaceholder, breadcrumbLabel, builtBy
    case article, articles, sampleCode, guide, guides
    case relationships, inheritsFrom, inheritedBy, conformsTo, conformingTypes
    case required, requiredWithDefault, defaultImplementations, deprecated
    case navigator, navigatorFilter, topics

    /// The text in both languages.
    var text: LocalizedText {
        switch self {
        case .declaration: return LocalizedText(en: "Declaration", ko: "선언")
        case .parameters: return LocalizedText(en: "Parameters", ko: "매개변수")
        case .returnValue: return LocalizedText(en: "Return Value", ko: "반환 값")
        case .throwsSection: return LocalizedText(en: "Throws", ko: "오류")
        case .discussion: return LocalizedText(en: "Discussion", ko: "논의")
        case .noDocumentation: return LocalizedText(en: "No documentation.", ko: "문서가 없습니다.")
        case .noDeclarations: return LocalizedText(en: "No documented declarations were found.", ko: "문서화된 선언을 찾지 못했습니다.")
        case .module: return LocalizedText(en: "Module", ko: "모듈")
        case .extendedType: return LocalizedText(en: "Extended Type", ko: "확장된 타입")
        case .extendedTypes: return LocalizedText(en: "Extended Types", ko: "확장된 타입")
        case .coverageTitle: return LocalizedText(en: "Documentation coverage", ko: "문서화 커버리지")
        case .coverageShort: return LocalizedText(en: "Coverage", ko: "커버리지")
        case .coverageCaption: return LocalizedText(en: "Documented share per module", ko: "모듈별 문서화 비율")
        case .moduleColumn: return LocalizedText(en: "Module", ko: "모듈")
        case .groupColumn: return LocalizedText(en: "Group", ko: "그룹")
        case .documentedColumn: return LocalizedText(en: "Documented", ko: "문서화됨")
        case .shareColumn: return LocalizedText(en: "Share", ko: "비율")
        case .allModules: return LocalizedText(en: "All modules", ko: "모든 모듈")
        case .coverageExplanation: return LocalizedText(  // HTML
            en: "Counted as <code>docaudit check --coverage</code> counts: the visible types and functions that <code>missing-type-doc</code> and <code>missing-function-doc</code> audit under the configuration (not enum cases or properties, which the rules forbid documenting, nor overrides); a doc comment that still holds a template placeholder does not count. All modules: every audited module, also those this site does not list. The figure is also in <code>coverage.svg</code>, a badge for a README.",
            ko: "<code>docaudit check --coverage</code>와 같은 방식으로 셉니다. 설정에 따라 <code>missing-type-doc</code>와 <code>missing-function-doc</code>가 검사하는 공개 타입과 함수가 대상이며, 규칙이 문서화를 금지하는 열거형 케이스와 속성, 그리고 재정의는 제외합니다. 템플릿 자리 표시자가 남아 있는 문서 주석은 세지 않습니다. 모든 모듈: 이 사이트에 나오지 않는 모듈을 포함해 검사한 모든 모듈입니다. 이 수치는 README에 넣을 수 있는 배지인 <code>coverage.svg</code>에도 있습니다.")
        case .findings: return LocalizedText(en: "Findings", ko: "발견된 문제")
        case .noFindings: return LocalizedText(en: "None.", ko: "없습니다.")
        case .lineColumn: return LocalizedText(en: "Line", ko: "줄")
        case .severityColumn: return LocalizedText(en: "Severity", ko: "심각도")
        case .messageColumn: return LocalizedText(en: "Message", ko: "메시지")
        case .ruleColumn: return LocalizedText(en: "Rule", ko: "규칙")
        case .severityError: return LocalizedText(en: "error", ko: "오류")
        case .severityWarning: return LocalizedText(en: "warning", ko: "경고")
        case .search: return LocalizedText(en: "Search", ko: "검색")
        case .searchField: return LocalizedText(en: "Names or words", ko: "이름 또는 단어")
        case .searchNeedsScript: return LocalizedText(  // HTML
            en: "Search needs JavaScript. Every module is listed on the <a href=\"index.html\">home page</a>.",
            ko: "검색에는 JavaScript가 필요합니다. 모든 모듈은 <a href=\"index.html\">홈 페이지</a>에 있습니다.")
        // The search script's texts: `{n}` is a count, `{q}` the query, `{first}` the limit note.
        case .searchPrompt: return LocalizedText(en: "Type names or words to search.", ko: "검색할 이름이나 단어를 입력하세요.")
        case .searchNoResults: return LocalizedText(en: "No results for “{q}”.", ko: "“{q}”에 대한 결과가 없습니다.")
        case .searchOneResult: return LocalizedText(en: "{n} result{first}.", ko: "결과 {n}개{first}.")
        case .searchResults: return LocalizedText(en: "{n} results{first}.", ko: "결과 {n}개{first}.")
        case .searchFirst: return LocalizedText(en: " (first {n})", ko: " (처음 {n}개)")
        case .skipLink: return LocalizedText(en: "Skip to content", ko: "본문으로 건너뛰기")
        case .searchLabel: return LocalizedText(en: "Search the documentation", ko: "문서 검색")
        case .searchPlaceholder: return LocalizedText(en: "Search · press /", ko: "검색 · / 키")
        case .breadcrumbLabel: return LocalizedText(en: "Breadcrumb", ko: "이동 경로")
        case .builtBy: return LocalizedText(en: "Built from source by docaudit", ko: "docaudit가 소스에서 생성함")
        case .article: return LocalizedText(en: "Article", ko: "아티클")
        case .articles: return LocalizedText(en: "Articles", ko: "아티클")
        case .topics: return LocalizedText(en: "Topics", ko: "주제")
        case .sampleCode: return LocalizedText(en: "Sample Code", ko: "샘플 코드")
        case .guide: return LocalizedText(en: "Guide", ko: "가이드")
        case .guides: return LocalizedText(en: "Guides", ko: "가이드")
        case .relationships: return LocalizedText(en: "Relationships", ko: "관계")
        case .inheritsFrom: return LocalizedText(en: "Inherits From", ko: "상속 대상")
        case .inheritedBy: return LocalizedText(en: "Inherited By", ko: "상속하는 타입")
        case .conformsTo: return LocalizedText(en: "Conforms To", ko: "준수하는 프로토콜")
        case .conformingTypes: return LocalizedText(en: "Conforming Types", ko: "준수하는 타입")
        case .required: return LocalizedText(en: "Required.", ko: "필수.")
        case .requiredWithDefault: return LocalizedText(en: "Required. Default implementation provided.", ko: "필수. 기본 구현이 제공됩니다.")
        case .defaultImplementations: return LocalizedText(en: "Default Implementations", ko: "기본 구현")
        case .deprecated: return LocalizedText(en: "Deprecated", ko: "지원 중단")
        case .navigator: return LocalizedText(en: "Navigator", ko: "탐색")
        case .navigatorFilter: return LocalizedText(en: "Filter", ko: "필터")
        }
    }

    /// The text in `language`.
    func `in`(_ language: Language) -> String { text.in(language) }

    /// `3 symbols · 75 % documented` on the home page; `3 symbols · nothing to document` when
    /// the rules ask for no documentation there (`percent` nil), which no share would mean.
    static func moduleSummary(symbols: Int, percent: String?, _ language: Language) -> String {
        guard let percent else {
            return LocalizedText(en: "\(symbols) " + (symbols == 1 ? "symbol" : "symbols") + " · nothing to document",
                                 ko: "심볼 \(symbols)개 · 문서화할 것 없음").in(language)
        }
        return LocalizedText(en: "\(symbols) " + (symbols == 1 ? "symbol" : "symbols") + " · " + percent + " documented",
                             ko: "심볼 \(symbols)개 · " + percent + " 문서화됨").in(language)
    }

    /// `3 of 4 declarations documented (75 %).` on a module page; with none to document, that
    /// the rules ask for none.
    static func moduleCoverage(documented: Int, of total: Int, percent: String, _ language: Language) -> String {
        guard total > 0 else {
            return LocalizedText(en: "No declaration here needs documentation under the rules.", ko: "규칙상 문서화해야 할 선언이 없습니다.").in(language)
        }
        return LocalizedText(en: "\(documented) of \(total) declarations documented (" + percent + ").",
                             ko: "선언 \(total)개 중 \(documented)개 문서화됨 (" + percent + ").").in(language)
    }

    /// `2 members` under an extended type on a module page.
    static func articleCount(_ count: Int, _ language: Language) -> String {
        LocalizedText(en: "\(count) " + (count == 1 ? "article" : "articles"), ko: "아티클 \(count)개").in(language)
    }

    static func memberCount(_ count: Int, _ language: Language) -> String {
        LocalizedText(en: "\(count) " + (count == 1 ? "member" : "members"), ko: "멤버 \(count)개").in(language)
    }

    /// The introduction of an extended type's page; `module` and `type` are HTML already.
    static func extensionIntro(module: String, type: String, _ language: Language) -> String {
        LocalizedText(en: "Members " + module + " adds to <code>" + type + "</code>, a type declared outside the module.",
                      ko: module + " 모듈이 모듈 밖에서 선언된 타입 <code>" + type + "</code>에 추가하는 멤버입니다.").in(language)
    }

    /// `ExpressibleByArgument Implementations`: the members of a type that implement a
    /// protocol's requirements, as DocC groups them.
    /// `Inherited from <code>Equatable.!=(_:_:)</code>.`, `name` already HTML.
    static func inherited(from name: String, _ language: Language) -> String {
        LocalizedText(en: "Inherited from " + name + ".", ko: name + "에서 물려받았습니다.").in(language)
    }

    static func implementations(of protocolName: String, _ language: Language) -> String {
        LocalizedText(en: protocolName + " Implementations", ko: protocolName + " 구현").in(language)
    }

    /// `Available when Value conforms to ExpressibleByArgument.`: a constrained extension's
    /// requirements, each already HTML (`Value` conforms to `P`, `T` is `Int`).
    static func availableWhen(_ requirements: [String], _ language: Language) -> String {
        let joined: String
        switch requirements.count {
        case 0, 1: joined = requirements.first ?? ""
        case 2: joined = requirements[0] + LocalizedText(en: " and ", ko: ", ").in(language) + requirements[1]
        default: joined = requirements.dropLast().joined(separator: ", ") + LocalizedText(en: ", and ", ko: ", ").in(language) + requirements[requirements.count - 1]
        }
        return LocalizedText(en: "Available when " + joined + ".", ko: joined + " 때 사용할 수 있습니다.").in(language)
    }

    /// One requirement of a `where` clause, its two sides HTML already: `A: B` conforms, `A == B` is.
    static func constraint(_ left: String, conformsTo right: String, _ language: Language) -> String {
        LocalizedText(en: left + " conforms to " + right, ko: left + "이(가) " + right + "을(를) 준수할").in(language)
    }

    /// `A == B` read as a requirement, its two sides HTML already.
    static func constraint(_ left: String, is right: String, _ language: Language) -> String {
        LocalizedText(en: left + " is " + right, ko: left + "이(가) " + right + "일").in(language)
    }

    /// `Renamed: helpMessage(for:includeHidden:columns:).` in a deprecation notice; `code` is HTML.
    static func renamed(code: String, _ language: Language) -> String {
        LocalizedText(en: "Renamed: " + code + ".", ko: "새 이름: " + code + ".").in(language)
    }
}
