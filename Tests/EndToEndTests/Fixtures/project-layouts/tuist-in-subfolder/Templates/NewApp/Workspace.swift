import ProjectDescription

let workspace = Workspace(name: "{{ name }}", projects: ["Projects/**"])
