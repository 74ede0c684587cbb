import ProjectDescription
import ProjectDescriptionHelpers

let project = Project.app(name: "Notes", widgets: notesWidgets)
