import ProjectDescription

let tuist = Tuist(project: .tuist())
