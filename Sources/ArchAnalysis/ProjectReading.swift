import ArchCore
import ArchModuleGraph
import ArchXcode
import Foundation

/// The Xcode projects discovery found, each read, or reported as a problem with the input.
/// A project is only ever read: nothing is written into it.
struct ProjectReading {
    /// The projects that could be read, in path order.
    var projects: [ProjectInput] = []
    var diagnostics: [Diagnostic] = []
    var unread: [UnreadInput] = []

    private enum Outcome: Sendable {
        case project(XcodeProject)
        case malformed(XcodeProjectError)
        case unreadable(String)
    }

    /// Reads the root-relative `paths` of `project.pbxproj` files, on all cores, and checks
    /// that each project the `workspaces` list is there.
    static func read(_ paths: [String], workspaces: [String] = [], root: URL) -> ProjectReading {
        let boundary = boundary(of: root)
        let outcomes = Parallel.map(paths.count) { index -> Outcome in
            let xcodeproj = root.appendingPathComponent(RelativePath.directory(of: paths[index]))
            do {
                return .project(try XcodeProjectReader.read(projectAt: xcodeproj, confinedTo: boundary))
            } catch let error as XcodeProjectError {
                return .malformed(error)
            } catch let error as FileBytes.ReadError {
                return .unreadable("cannot read this project file: \(error.reason)")
            } catch {
                return .unreadable("cannot read this project file: \(error.localizedDescription)")
            }
        }
        var reading = ProjectReading()
        for (path, outcome) in zip(paths, outcomes) {
            switch outcome {
            case .project(let project):
                reading.projects.append(ProjectInput(path: path, project: project))
                // The graph holds only the root's files, so it misses nothing that was left
                // unlisted; but a project that reaches outside the repository is worth a word.
                for target in project.targets {
                    guard let unresolved = target.unresolvedModuleName else { continue }
                    reading.diagnostics.append(InputProblem.unresolvedModuleName.diagnostic(
                        "the module name of target '\(target.name)' is left to Xcode (\(unresolved)); archkit takes it to be '\(target.name)'",
                        at: SourceLocation(file: path, line: target.position.line, column: target.position.column), symbol: target.name))
                }
                for folder in project.outsideFolders {
                    reading.diagnostics.append(InputProblem.projectFolderOutside.diagnostic(
                        "this synchronized folder, '\(folder.path.shortenedForMessage)', leads outside the repository, so its files are not listed",
                        at: SourceLocation(file: path, line: folder.position.line, column: folder.position.column)))
                }
            case .malformed(let error):
                let message = "this Xcode project cannot be read, so its targets are left out: \(error.message)"
                reading.diagnostics.append(InputProblem.projectUnreadable.diagnostic(
                    message, at: SourceLocation(file: path, line: error.position.line, column: error.position.column)))
                reading.unread.append(UnreadInput(file: path, problem: InputProblem.projectUnreadable.id, message: error.message))
            case .unreadable(let reason):
                reading.diagnostics.append(InputProblem.unreadableFile.diagnostic(reason, at: SourceLocation(file: path, line: 1, column: 1)))
                reading.unread.append(UnreadInput(file: path, problem: InputProblem.unreadableFile.id, message: reason))
            }
        }
        reading.diagnostics += missingProjects(listedIn: workspaces, root: root)
        return reading
    }

    /// The folder a project's synchronized folders must lie in: the git work tree that holds
    /// the root, which projects of a monorepo reach into with `../`, or else the root. Found
    /// once for all projects, by looking for `.git`, not by running git.
    static func boundary(of root: URL) -> URL {
        WorkTree.top(of: root).map { URL(fileURLWithPath: $0, isDirectory: true) } ?? root
    }

    /// A workspace's projects are those discovery finds on its own, unless they lie outside the
    /// root, or in folders it skips or `.archrules` excludes, where the files are left out too.
    /// So a workspace adds no project to read; what it can tell is that a project it lists
    /// is gone, which Xcode shows in red.
    static func missingProjects(listedIn workspaces: [String], root: URL) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for workspace in workspaces {
            // Nothing is missing from the graph when a workspace cannot be read: discovery
            // finds its projects on its own. So it is reported, but leaves the graph complete.
            let bytes: [UInt8]
            do {
                bytes = try FileBytes.readRegularFile(root.appendingPathComponent(workspace).path)
            } catch {
                diagnostics.append(InputProblem.unreadableFile.diagnostic(
                    "cannot read this workspace file, so the projects it lists are not checked: \(error.reason)",
                    at: SourceLocation(file: workspace, line: 1, column: 1)))
                continue
            }
            let folder = RelativePath.directory(of: RelativePath.directory(of: workspace))
            // CocoaPods makes `Pods/Pods.xcodeproj` on `pod install` beside the Podfile, and
            // most repositories do not commit it: it is not gone, it is not made yet.
            let podsProject = (folder.isEmpty ? "" : folder + "/") + "Pods/Pods.xcodeproj"
            let podfile = root.appendingPathComponent((folder.isEmpty ? "" : folder + "/") + "Podfile").path
            var reported: Set<String> = []
            for reference in XcodeWorkspaceReader.projectReferences(in: String(decoding: bytes, as: UTF8.self)) {
                guard let project = ProjectInput.rootRelative(reference.path, projectFolder: folder, rootPath: root.path),
                      !FileManager.default.fileExists(atPath: root.appendingPathComponent(project + "/project.pbxproj").path),
                      !(project == podsProject && FileManager.default.fileExists(atPath: podfile)),
                      reported.insert(project).inserted else { continue }
                diagnostics.append(InputProblem.missingProject.diagnostic(
                    "this workspace lists '\(reference.path)', but no project is there",
                    at: SourceLocation(file: workspace, line: reference.position.line, column: reference.position.column)))
            }
        }
        return diagnostics
    }
}
