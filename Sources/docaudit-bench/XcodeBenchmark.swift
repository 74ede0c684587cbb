import DocAuditCheck
import Foundation

/// A `project.pbxproj` as Xcode writes one, of `files` Swift files in groups of 20, each built by
/// an app target and every fifth by a framework too, with their build files, file references,
/// groups and build settings.
func syntheticXcodeProject(files: Int) -> [UInt8] {
    func id(_ kind: Int, _ number: Int) -> String { String(format: "%02X%022X", kind, number) }
    var buildFiles = "", references = "", groups = "", app = "", framework = ""
    var groupIDs: [String] = []
    var children = ""
    var buildFile = 0
    for file in 0..<files {
        let name = "File\(file).swift"
        references += "\t\t\(id(1, file)) /* \(name) */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = \(name); sourceTree = \"<group>\"; };\n"
        children += "\t\t\t\t\(id(1, file)) /* \(name) */,\n"
        for target in file % 5 == 0 ? [0, 1] : [0] {
            buildFiles += "\t\t\(id(2, buildFile)) /* \(name) in Sources */ = {isa = PBXBuildFile; fileRef = \(id(1, file)) /* \(name) */; };\n"
            let line = "\t\t\t\t\(id(2, buildFile)) /* \(name) in Sources */,\n"
            if target == 0 { app += line } else { framework += line }
            buildFile += 1
        }
        if file % 20 == 19 || file == files - 1 {
            let group = groupIDs.count
            groupIDs.append(id(3, group))
            groups += "\t\t\(id(3, group)) /* Feature\(group) */ = {\n\t\t\tisa = PBXGroup;\n\t\t\tchildren = (\n\(children)\t\t\t);\n\t\t\tpath = Feature\(group);\n\t\t\tsourceTree = \"<group>\";\n\t\t};\n"
            children = ""
        }
    }
    let main = groupIDs.map { "\t\t\t\t\($0),\n" }.joined()
    let text = """
        // !$*UTF8*$!
        {
        \tarchiveVersion = 1;
        \tclasses = {
        \t};
        \tobjectVersion = 77;
        \tobjects = {

        /* Begin PBXBuildFile section */
        \(buildFiles)/* End PBXBuildFile section */

        /* Begin PBXFileReference section */
        \(references)/* End PBXFileReference section */

        /* Begin PBXGroup section */
        \t\tMAIN /* Main */ = {
        \t\t\tisa = PBXGroup;
        \t\t\tchildren = (
        \(main)\t\t\t);
        \t\t\tsourceTree = "<group>";
        \t\t};
        \(groups)/* End PBXGroup section */

        /* Begin PBXNativeTarget section */
        \t\tAPP /* App */ = {isa = PBXNativeTarget; buildConfigurationList = LISTAPP; buildPhases = (SOURCESAPP, ); name = App; productType = "com.apple.product-type.application"; };
        \t\tKIT /* Kit */ = {isa = PBXNativeTarget; buildConfigurationList = LISTKIT; buildPhases = (SOURCESKIT, ); name = Kit; productType = "com.apple.product-type.framework"; };
        /* End PBXNativeTarget section */

        /* Begin PBXProject section */
        \t\tPROJECT /* Project object */ = {isa = PBXProject; mainGroup = MAIN; projectDirPath = ""; projectRoot = ""; targets = (APP, KIT, ); };
        /* End PBXProject section */

        /* Begin PBXSourcesBuildPhase section */
        \t\tSOURCESAPP /* Sources */ = {
        \t\t\tisa = PBXSourcesBuildPhase;
        \t\t\tfiles = (
        \(app)\t\t\t);
        \t\t};
        \t\tSOURCESKIT /* Sources */ = {
        \t\t\tisa = PBXSourcesBuildPhase;
        \t\t\tfiles = (
        \(framework)\t\t\t);
        \t\t};
        /* End PBXSourcesBuildPhase section */

        /* Begin XCBuildConfiguration section */
        \t\tCONFAPP /* Release */ = {isa = XCBuildConfiguration; buildSettings = {PRODUCT_NAME = "$(TARGET_NAME)"; SWIFT_VERSION = 5.0; }; name = Release; };
        \t\tCONFKIT /* Release */ = {isa = XCBuildConfiguration; buildSettings = {PRODUCT_NAME = "$(TARGET_NAME)"; DEFINES_MODULE = YES; }; name = Release; };
        /* End XCBuildConfiguration section */

        /* Begin XCConfigurationList section */
        \t\tLISTAPP = {isa = XCConfigurationList; buildConfigurations = (CONFAPP, ); defaultConfigurationName = Release; };
        \t\tLISTKIT = {isa = XCConfigurationList; buildConfigurations = (CONFKIT, ); defaultConfigurationName = Release; };
        /* End XCConfigurationList section */
        \t};
        \trootObject = PROJECT /* Project object */;
        }

        """
    return Array(text.utf8)
}

/// The time to read an Xcode project of 5,000 Swift files (best of 5), the model's share of a
/// check of such an app: the bar is 20 ms in a release build.
func reportXcodeProject() {
    let bytes = syntheticXcodeProject(files: 5_000)
    var best = Double.infinity
    var sources = 0
    for _ in 0..<5 {
        best = min(best, seconds {
            sources = (try? XcodeProject.read(bytes))?.targets.reduce(0) { $0 + $1.sources.count } ?? -1
        })
    }
    let name = "Xcode project, 5,000 files, read".padding(toLength: 44, withPad: " ", startingAt: 0)
    print(name + String(format: " %8.2f MB  %9d srcs  %8.1f ms", Double(bytes.count) / 1_048_576, sources, best * 1000))
}
