import ArchXcode

/// The property-list parser and the Xcode project reader.
enum ProjectScenarios {
    struct Listing: ProjectFolderListing {
        func contents(of folder: String) -> ProjectFolderContents { .files(["Main.swift", "Shared/Model.swift"]) }
    }

    static func project(_ objects: String, targets: String) -> [UInt8] {
        Array("// !$*UTF8*$!\n{\n\tobjects = {\n\t\tP = { isa = PBXProject; mainGroup = M; targets = (\(targets)); };\n\(objects)\t};\n\trootObject = P;\n}\n".utf8)
    }

    static func reads(_ bytes: [UInt8]) -> Bool {
        (try? XcodeProjectReader.read(bytes, listing: Listing())) != nil
    }

    static let all: [GrowthScenario] = [
        // Lists nested to any depth are read without recursion.
        GrowthScenario("Xcode projects", "deeply nested lists", startingAt: 10_000, make: { depth in
            [UInt8](repeating: UInt8(ascii: "("), count: depth) + [UInt8](repeating: UInt8(ascii: ")"), count: depth)
        }, work: { bytes in (try? PropertyList(parsing: bytes)) != nil }),
        // Targets that each synchronize a folder and take a file of the next one's.
        GrowthScenario("Xcode projects", "many targets and synchronized folders", startingAt: 200, make: { count in
            var objects = "\t\tM = { isa = PBXGroup; children = (\((0..<count).map { "G\($0)" }.joined(separator: ", "))); sourceTree = \"<group>\"; };\n"
            for index in 0..<count {
                objects += "\t\tG\(index) = { isa = PBXFileSystemSynchronizedRootGroup; exceptions = (E\(index)); path = F\(index); sourceTree = \"<group>\"; };\n"
                objects += "\t\tE\(index) = { isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Shared); target = T\((index + 1) % count); };\n"
                objects += "\t\tT\(index) = { isa = PBXNativeTarget; name = T\(index); fileSystemSynchronizedGroups = (G\(index)); productType = \"com.apple.product-type.framework\"; };\n"
            }
            return project(objects, targets: (0..<count).map { "T\($0)" }.joined(separator: ", "))
        }, work: reads),
        // Each file's group is resolved once, not walked again for every file.
        GrowthScenario("Xcode projects", "files under a long chain of groups", startingAt: 200, make: { count in
            var objects = "\t\tM = { isa = PBXGroup; children = (G0); sourceTree = \"<group>\"; };\n"
            for index in 0..<count {
                let children = index + 1 < count ? "G\(index + 1)" : (0..<count).map { "F\($0)" }.joined(separator: ", ")
                objects += "\t\tG\(index) = { isa = PBXGroup; children = (\(children)); name = G\(index); sourceTree = \"<group>\"; };\n"
                objects += "\t\tF\(index) = { isa = PBXFileReference; path = F\(index).swift; sourceTree = \"<group>\"; };\n"
                objects += "\t\tB\(index) = { isa = PBXBuildFile; fileRef = F\(index); };\n"
            }
            objects += "\t\tS = { isa = PBXSourcesBuildPhase; files = (\((0..<count).map { "B\($0)" }.joined(separator: ", "))); };\n"
            objects += "\t\tT = { isa = PBXNativeTarget; name = T; buildPhases = (S); productType = \"com.apple.product-type.application\"; };\n"
            return project(objects, targets: "T")
        }, work: reads),
    ]
}
