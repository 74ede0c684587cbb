import ProjectDescription
import ProjectDescriptionHelpers

// Onboarding은 App이 직접 Path를 관리하는 예외 Feature라 Interface 타깃이 없습니다.
let project = Project.module(
    name: "Onboarding",
    layer: .feature,
    targets: [.sources, .example],
    dependencies: [
        .composableArchitecture,
        .module("Auth", layer: .domain),
        .module("Profile", layer: .domain),
        .module("DesignSystem", layer: .shared, interface: false),
        .module("Util", layer: .shared, interface: false),
    ]
)
