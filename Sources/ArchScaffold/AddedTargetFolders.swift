import ArchCore
import ArchManifest

/// Where the targets an `add-target` edit made really live, read from the edited manifest.
///
/// A template writes a new target's files at SwiftPM's default place,
/// `PACKAGE/Sources/NAME`; a manifest that computes its targets' paths (an enum-style one
/// with `path: "Sources/Domain/\(rawValue)"`) puts them elsewhere, and the files follow. A
/// test target the edit made by following a sibling, and for which the template has no
/// files, gets one test file, so that SwiftPM finds its folder.
struct AddedTargetFolders: Sendable, Equatable {
    struct TestTarget: Sendable, Equatable {
        var name: String
        var folder: String
        /// The module the test imports: the new target it depends on.
        var tested: String
    }

    /// SwiftPM's default folder of the added target, and where the manifest puts it.
    var moves: [(from: String, to: String)] = []
    var testTargets: [TestTarget] = []
    /// The folder of every regular target added, where its files end up.
    var targetFolders: [String] = []

    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.moves.map { [$0.from, $0.to] } == rhs.moves.map { [$0.from, $0.to] } && lhs.testTargets == rhs.testTargets
            && lhs.targetFolders == rhs.targetFolders
    }

    /// Records the targets that `edited` declares and `before` did not; the template wrote the
    /// added target's files in `templateFolders` (one per line that made it).
    mutating func record(added target: String, packageFolder: String, templateFolders: [String], before: PackageManifest?, edited: PackageManifest?) {
        guard let edited else { return }
        let known = Set(before?.targets.map(\.name) ?? [])
        let added = edited.targets.filter { !known.contains($0.name) }
        let newNames = Set(added.map(\.name))
        for declaration in added {
            let defaultFolder = declaration.kind == .test ? "Tests/\(declaration.name)" : "Sources/\(declaration.name)"
            let folder = RelativePath.join(packageFolder, declaration.path ?? defaultFolder)
            if declaration.name == target {
                targetFolders.append(folder)
                for from in templateFolders where from != folder { moves.append((from, folder)) }
            } else if declaration.kind == .test {
                let tested = declaration.dependencies.map(\.name).first(where: newNames.contains) ?? target
                testTargets.append(TestTarget(name: declaration.name, folder: folder, tested: tested))
            }
        }
    }

    /// The files moved into the folders the manifest names, and a test file for each new
    /// test target that has none.
    func applied(to files: [ScaffoldPlan.File]) -> [ScaffoldPlan.File] {
        var result = files.map { file -> ScaffoldPlan.File in
            var file = file
            for move in moves where file.path.hasPrefix(move.from + "/") {
                file.path = move.to + file.path.dropFirst(move.from.count)
            }
            return file
        }
        for test in testTargets where !result.contains(where: { $0.path.hasPrefix(test.folder + "/") }) {
            result.append(ScaffoldPlan.File(path: RelativePath.join(test.folder, "\(test.name).swift"), contents: Array(testFile(test).utf8)))
        }
        return result
    }

    private func testFile(_ test: TestTarget) -> String {
        """
        import XCTest
        @testable import \(test.tested)

        final class \(test.name): XCTestCase {
            func test\(test.tested)Builds() {
                // The manifest gives every module of this package a test target; pin down
                // \(test.tested)'s first behaviour here.
            }
        }

        """
    }
}
