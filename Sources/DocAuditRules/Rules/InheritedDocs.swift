import DocAuditCore

/// Option `inheritedDocs` of `missing-function-doc`: a member without a doc comment that
/// implements a documented requirement of a protocol its type declares counts as documented,
/// as Xcode's Quick Help shows it the requirement's text.
///
/// A protocol declared in the member's own file is read there, exactly; any other is asked of
/// the tree's phase, as the path `Protocol/member` from the member's scope outward. Only the
/// conformances the type declares in the member's file are seen.
enum InheritedDocs {
    static let option = RuleOption(
        name: "inheritedDocs",
        type: .bool,
        defaultValue: .bool(false),
        description: LocalizedText(
            en: "Count a member without a doc comment as documented when it implements a documented requirement of a protocol its type declares in the member's file (the protocol may stand in any file of the tree), as Xcode's Quick Help shows the requirement's text. Off by default: DocC shows \"No overview available.\" on such a member.",
            ko: "문서화 주석이 없는 멤버라도 그 타입이 멤버와 같은 파일에서 채택한 프로토콜의 문서화된 요구사항을 구현하면 문서화된 것으로 봅니다(프로토콜은 트리의 어느 파일에 있어도 됩니다). Xcode Quick Help가 요구사항의 문서를 보여 주는 것과 같습니다. 기본은 꺼짐: DocC는 이런 멤버에 \"No overview available.\"을 보여 줍니다."
        )
    )

    /// What the file tells of the doc the declaration at `index` may inherit.
    enum Lookup: Equatable {
        /// Its type declares no protocol here: it inherits nothing.
        case nothing
        /// A protocol of this file documents the requirement.
        case documented
        /// The protocols it declares stand in this file and none documents the requirement:
        /// the paths looked at.
        case undocumented([String])
        /// Some protocol stands elsewhere: the paths to ask the tree about.
        case askTheTree([String])
    }

    /// What `file` tells of the doc the declaration at `index` inherits from the protocols its
    /// type declares in the file, whose own protocols are `local`.
    static func lookup(at index: Int, in file: RuleContext, local: LocalProtocols) -> Lookup {
        let conformances = file.declaredConformances(ofParentOf: index)
        guard !conformances.isEmpty else { return .nothing }
        let declaration = file.declarations[index]
        var (here, elsewhere): ([String], [String]) = ([], [])
        for conformance in conformances {
            let path = "\(conformance)/\(declaration.name)"
            switch local.requirement(declaration.name, kind: declaration.kind, of: conformance) {
            case nil: elsewhere.append(path)
            case true?: return .documented
            case false?: here.append(path)
            }
        }
        return elsewhere.isEmpty ? .undocumented(here) : .askTheTree(elsewhere)
    }

    /// The protocols a file declares and their members, read once per file that asks: a lookup
    /// per member and conformance then costs no pass over the file.
    struct LocalProtocols {
        /// Each protocol's dotted path, with whether each of its members (by kind and name) is documented.
        private var members: [String: [String: Bool]] = [:]

        init(_ file: RuleContext) {
            let declarations = file.declarations
            for declaration in declarations where declaration.kind == .protocol { members[declaration.symbolPath] = [:] }
            for declaration in declarations where declaration.parentKind == .protocol {
                let (key, documented) = (Self.key(declaration.name, declaration.kind), file.isDocumented(declaration))
                // Several declarations of one name (overloads) document it when one does.
                if documented || members[declaration.parent]?[key] == nil { members[declaration.parent]?[key] = documented }
            }
        }

        /// Whether the protocol `path` of the file documents its requirement `name` of `kind`;
        /// false when it has none such, nil when the file declares no protocol `path`.
        func requirement(_ name: String, kind: DeclarationKind, of path: String) -> Bool? {
            members[path].map { $0[Self.key(name, kind)] ?? false }
        }

        private static func key(_ name: String, _ kind: DeclarationKind) -> String {
            "\(kind.rawValue) \(name)"
        }
    }
}
