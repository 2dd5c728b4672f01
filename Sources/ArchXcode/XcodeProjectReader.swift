import ArchCore
import Foundation

/// Why a project could not be read: its `project.pbxproj` is not a property list, or not one
/// shaped like a project, or is no file at all.
public struct XcodeProjectError: Error, Hashable, Sendable, CustomStringConvertible {
    public var position: TextPosition
    public var message: String

    public init(at position: TextPosition, _ message: String) {
        self.position = position
        self.message = message
    }

    public init(_ error: PropertyListError) {
        self.init(at: error.position, error.message)
    }

    public var description: String { "\(position.line):\(position.column): \(message)" }
}

/// Reads the targets of an Xcode project from its `project.pbxproj`.
public enum XcodeProjectReader {
    /// Reads `Name.xcodeproj/project.pbxproj`, listing synchronized folders on disk that lie
    /// inside `boundary` (the repository; see `DiskFolderListing`). Only a regular file is
    /// read: anything else at its name (a folder, a FIFO, a link) is not a project, and is
    /// refused as one without being opened (`FileBytes.readRegularFile`); a file that cannot
    /// be read throws `FileBytes.ReadError`.
    public static func read(projectAt xcodeproj: URL, confinedTo boundary: URL) throws -> XcodeProject {
        let bytes: [UInt8]
        do {
            bytes = try FileBytes.readRegularFile(xcodeproj.appendingPathComponent("project.pbxproj").path)
        } catch {
            guard let kind = error.notRegular else { throw error }
            throw XcodeProjectError(at: TextPosition(line: 1, column: 1), "`project.pbxproj` is \(kind), not a file")
        }
        return try read(bytes, listing: DiskFolderListing(projectFolder: xcodeproj.deletingLastPathComponent(), boundary: boundary))
    }

    /// Reads the bytes of a `project.pbxproj`; `listing` gives the files of synchronized folders.
    public static func read(_ bytes: [UInt8], listing: some ProjectFolderListing) throws(XcodeProjectError) -> XcodeProject {
        let list: PropertyList
        do {
            list = try PropertyList(parsing: bytes)
        } catch {
            throw XcodeProjectError(error)
        }
        guard list.kind(of: list.root) == .dictionary else {
            throw XcodeProjectError(at: list.position(of: list.root), "a project file holds a dictionary")
        }
        guard let table = list.value(list.root, "objects"), list.kind(of: table) == .dictionary else {
            throw XcodeProjectError(at: list.position(of: list.root), "the project file has no `objects` dictionary")
        }
        let objects = ProjectObjects(list: list, objects: table)
        guard let (_, projectObject) = objects.object(list.value(list.root, "rootObject"), kinds: ["PBXProject"]) else {
            throw XcodeProjectError(at: list.position(of: list.value(list.root, "rootObject") ?? list.root),
                                    "the project file's `rootObject` names no PBXProject")
        }
        var paths = ProjectPaths(objects: objects)
        var folders = SynchronizedFolders(objects: objects, listing: listing)
        let naming = ModuleNaming(list: list, objects: objects)
        var targets: [XcodeTarget] = []
        for id in objects.identifiers(ofKind: "PBXNativeTarget") {
            let target = objects.all[id]!
            let productType = list.string(target, "productType") ?? ""
            var files = Set(sourceFiles(of: target, objects: objects, paths: &paths))
            var resources = Set(resourceFiles(of: target, objects: objects, paths: &paths))
            for file in folders.memberFiles(of: id, paths: &paths) {
                if file.hasSuffix(".swift") { files.insert(file) } else { resources.insert(file) }
            }
            let name = list.string(target, "name") ?? list.string(target, "productName") ?? id
            // A test bundle keeps its target's name: nothing imports it, and CI picks it by that
            // name (`xcodebuild -only-testing:`), as `archkit affected --tests` lists it.
            let kind = XcodeTargetKind(productType: productType)
            let module = kind.isTest ? (name: name, unresolved: nil)
                : naming.moduleName(of: target, named: name, project: projectObject, paths: &paths, listing: listing)
            targets.append(XcodeTarget(
                name: name, kind: kind, productType: productType, position: objects.positions[id]!,
                swiftFiles: files.sorted(), resourceFiles: resources.sorted(), dependencies: dependencies(of: target, objects: objects).sorted(),
                moduleName: module.name, unresolvedModuleName: module.unresolved))
        }
        return XcodeProject(targets: targets.sorted { ($0.name, $0.position) < ($1.name, $1.position) },
                            outsideFolders: folders.outside.sorted { ($0.position, $0.path) < ($1.position, $1.path) })
    }

    /// The build files of the target's phases of one kind, with the position of each in its phase.
    private static func buildFiles(of target: PropertyList.Value, phase: String, objects: ProjectObjects)
        -> [(reference: PropertyList.Value, buildFile: PropertyList.Value)] {
        objects.list.elements(target, "buildPhases").flatMap { phaseReference in
            guard let (_, phaseObject) = objects.object(phaseReference, kinds: [phase]) else { return [(PropertyList.Value, PropertyList.Value)]() }
            return objects.list.elements(phaseObject, "files").compactMap { reference in
                objects.object(reference, kinds: ["PBXBuildFile"]).map { (reference, $0.value) }
            }
        }
    }

    /// Swift files of the classic sources phase: build file → file reference → its path.
    private static func sourceFiles(of target: PropertyList.Value, objects: ProjectObjects, paths: inout ProjectPaths) -> [String] {
        buildFiles(of: target, phase: "PBXSourcesBuildPhase", objects: objects).compactMap { _, buildFile in
            guard let (fileID, _) = objects.object(objects.list.value(buildFile, "fileRef"), kinds: ["PBXFileReference"]),
                  let path = paths.path(of: fileID), path.hasSuffix(".swift") else { return nil }
            return path
        }
    }

    /// Files of the resources phase: build file → file reference, or a localized variant group
    /// and each of its languages' files.
    private static func resourceFiles(of target: PropertyList.Value, objects: ProjectObjects, paths: inout ProjectPaths) -> [String] {
        var files: [String] = []
        for (_, buildFile) in buildFiles(of: target, phase: "PBXResourcesBuildPhase", objects: objects) {
            guard let (id, object) = objects.object(objects.list.value(buildFile, "fileRef"), kinds: ["PBXFileReference", "PBXVariantGroup"]) else {
                continue
            }
            if objects.isa(object) == "PBXVariantGroup" {
                for child in objects.list.elements(object, "children") {
                    if let (childID, _) = objects.object(child, kinds: ["PBXFileReference"]), let path = paths.path(of: childID) { files.append(path) }
                }
            } else if let path = paths.path(of: id) {
                files.append(path)
            }
        }
        return files
    }

    private static func dependencies(of target: PropertyList.Value, objects: ProjectObjects) -> [XcodeDependency] {
        let list = objects.list
        var found: [XcodeDependency] = []
        for reference in list.elements(target, "packageProductDependencies") {
            guard let (_, product) = objects.object(reference, kinds: ["XCSwiftPackageProductDependency"]),
                  let name = list.string(product, "productName") else { continue }
            let package: XcodePackage
            if let (_, local) = objects.object(list.value(product, "package"), kinds: ["XCLocalSwiftPackageReference"]) {
                package = .local(path: RelativePath.join("", list.string(local, "relativePath") ?? ""))
            } else if let (_, remote) = objects.object(list.value(product, "package"), kinds: ["XCRemoteSwiftPackageReference"]) {
                package = .remote(url: list.string(remote, "repositoryURL") ?? "")
            } else {
                package = .unresolved
            }
            found.append(XcodeDependency(kind: .packageProduct(package: package), name: name, position: list.position(of: reference)))
        }
        for reference in list.elements(target, "dependencies") {
            guard let (_, dependency) = objects.object(reference, kinds: ["PBXTargetDependency"]) else { continue }
            // A target of another project is named only by its proxy; a package plugin
            // (`productRef`) is not a dependency of the code.
            let name = objects.object(list.value(dependency, "target"), kinds: ["PBXNativeTarget", "PBXAggregateTarget", "PBXLegacyTarget"])
                .flatMap { list.string($0.value, "name") }
                ?? objects.object(list.value(dependency, "targetProxy"), kinds: ["PBXContainerItemProxy"])
                .flatMap { list.string($0.value, "remoteInfo") }
            if let name {
                found.append(XcodeDependency(kind: .target, name: name, position: list.position(of: reference)))
            }
        }
        for (reference, buildFile) in buildFiles(of: target, phase: "PBXFrameworksBuildPhase", objects: objects) {
            guard let (_, file) = objects.object(list.value(buildFile, "fileRef"), kinds: ["PBXFileReference"]),
                  let path = list.string(file, "path") ?? list.string(file, "name"), path.hasSuffix(".framework") else { continue }
            let name = String(path.split(separator: "/").last ?? "").dropLast(".framework".count)
            found.append(XcodeDependency(kind: .linkedFramework, name: String(name), position: list.position(of: reference)))
        }
        return found
    }
}
