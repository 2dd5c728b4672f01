import ArchXcode

/// Small projects written in a test: the objects of a `project.pbxproj`, whose root object is
/// `P`, and the files of its synchronized folders given in memory.
enum SmallProjects {
    struct Folders: ProjectFolderListing {
        var files: [String: [String]]
        func contents(of folder: String) -> ProjectFolderContents { .files(files[folder] ?? []) }
    }

    /// Reads a project file made of these objects; they start on line 5.
    static func read(_ objects: String, folders: [String: [String]] = [:]) throws -> XcodeProject {
        let text = "// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tobjects = {\n\(objects)\n\t};\n\trootObject = P;\n}\n"
        return try XcodeProjectReader.read(Array(text.utf8), listing: Folders(files: folders))
    }
}
