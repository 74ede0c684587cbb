import ProjectDescription
import ProjectDescriptionHelpers

let project = Project.app(name: Constants.notesName, widgets: notesWidgets)
