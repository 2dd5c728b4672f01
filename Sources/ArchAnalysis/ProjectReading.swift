import ArchCore
import ArchModel
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

    /// Reads the root-relative `paths` of `project.pbxproj` files, on all cores.
    static func read(_ paths: [String], root: URL) -> ProjectReading {
        let outcomes = Parallel.map(paths.count) { index -> Outcome in
            let xcodeproj = root.appendingPathComponent(RelativePath.directory(of: paths[index]))
            do {
                return .project(try XcodeProjectReader.read(projectAt: xcodeproj))
            } catch let error as XcodeProjectError {
                return .malformed(error)
            } catch {
                return .unreadable("cannot read this project file: \(error.localizedDescription)")
            }
        }
        var reading = ProjectReading()
        for (path, outcome) in zip(paths, outcomes) {
            switch outcome {
            case .project(let project):
                reading.projects.append(ProjectInput(path: path, project: project))
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
        return reading
    }
}
