import ArchCore
import ArchDiscovery
import ArchManifest
import ArchModuleGraph
import ArchTestSupport
import Foundation
import Testing


/// A repository whose file ownership is checked against SwiftPM: a fixture of this repository,
/// or one of the minimal layout packages.
struct OracleSubject: Sendable, CustomTestStringConvertible {
    var name: String
    /// Writes the repository into an empty folder.
    var make: @Sendable (URL) throws -> Void

    var testDescription: String { name }

    /// Every folder under Fixtures that holds a package.
    static let fixtures: [OracleSubject] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: RepositoryPaths.fixtures.path)) ?? []
        return names.sorted().filter { name in
            RepositoryPaths.swiftFiles(under: RepositoryPaths.fixtures.appendingPathComponent(name))
                .contains { $0.lastPathComponent == "Package.swift" }
        }.map { name in
            OracleSubject(name: "Fixtures/\(name)") { destination in
                try FileManager.default.copyItem(at: RepositoryPaths.fixtures.appendingPathComponent(name), to: destination)
            }
        }
    }()

    static let all: [OracleSubject] = fixtures + LayoutCase.all.map { layout in
        OracleSubject(name: layout.name) { destination in
            for (path, contents) in layout.files {
                let file = destination.appendingPathComponent(path)
                try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(contents.utf8).write(to: file)
            }
        }
    }
}

/// The owner of every Swift file ("-" for none), as archkit has it and as SwiftPM has it.
struct OracleAnswer: Sendable {
    var archkit: [String: String]
    var swiftPM: [String: String]

    /// `path: archkit's owner ≠ SwiftPM's owner` for every file where they differ.
    var differences: [String] {
        Set(archkit.keys).union(swiftPM.keys).sorted().compactMap { path in
            let ours = archkit[path] ?? "not read"
            let theirs = swiftPM[path] ?? "-"
            return ours == theirs ? nil : "\(path): archkit \(ours), SwiftPM \(theirs)"
        }
    }
}

/// archkit's file ownership, from discovery, the readers and the graph builder, is what
/// `swift package describe` says each target compiles, on every fixture and on a minimal
/// package for each layout rule. Each repository is copied to a scratch folder first, since
/// SwiftPM may write into the package it reads.
@Suite(.requires(.swift), .slow)
struct SwiftPMOracleTests {
    /// Computed once per run: the describe calls of all subjects run in parallel.
    static let answers: [String: Result<OracleAnswer, PipelineFailure>] = {
        let subjects = OracleSubject.all
        let scratch: TemporaryDirectory
        do { scratch = try TemporaryDirectory(prefix: "archkit-oracle") } catch {
            return Dictionary(uniqueKeysWithValues: subjects.map { ($0.name, .failure(PipelineFailure(description: "\(error)"))) })
        }
        let reader = ManifestReaderFactory(cacheDirectory: scratch.url.appendingPathComponent("cache")).makeReader(for: .automatic)
        let graphs = subjects.enumerated().map { index, subject in
            Result { () throws -> (root: URL, owners: [String: String], manifests: [String]) in
                let root = scratch.url.appendingPathComponent("\(index)").resolvingSymlinksInPath()
                try subject.make(root)
                let graph = try ModelPipeline.graph(of: root, reader: reader)
                return (root, ModelPipeline.owners(graph), try FileDiscovery(root: root).discover().manifests)
            }.mapError { PipelineFailure(description: "\($0)") }
        }
        let packages = graphs.enumerated().flatMap { index, graph in
            ((try? graph.get().manifests) ?? []).map { (subject: index, manifest: $0) }
        }
        let described = (try? concurrentMap(packages.indices) { position -> Result<[String: String], PipelineFailure> in
            let (subject, manifest) = packages[position]
            guard let root = try? graphs[subject].get().root else { return .success([:]) }
            return Result { try describe(package: RelativePath.directory(of: manifest), in: root) }
                .mapError { PipelineFailure(description: "\($0)") }
        }) ?? []
        var answers: [String: Result<OracleAnswer, PipelineFailure>] = [:]
        for (index, subject) in subjects.enumerated() {
            answers[subject.name] = graphs[index].flatMap { graph in
                var swiftPM = graph.owners.mapValues { _ in "-" }
                for (position, package) in packages.enumerated() where package.subject == index {
                    switch described[position] {
                    case .success(let owners): swiftPM.merge(owners) { $1 }
                    case .failure(let failure): return .failure(failure)
                    }
                }
                return .success(OracleAnswer(archkit: graph.owners, swiftPM: swiftPM))
            }
        }
        return answers
    }()

    /// SwiftPM's owner of each Swift source of the package at the root-relative `directory`:
    /// each target's `sources`, relative to its `path`.
    static func describe(package directory: String, in root: URL) throws -> [String: String] {
        let folder = directory.isEmpty ? root : root.appendingPathComponent(directory)
        let result = try Shell.run(["swift", "package", "--package-path", folder.path, "describe", "--type", "json"])
        guard result.status == 0, let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any],
              let targets = json["targets"] as? [[String: Any]] else {
            throw PipelineFailure(description: "describe failed in \(directory): \(result.stderr)")
        }
        var owners: [String: String] = [:]
        for target in targets {
            guard let name = target["name"] as? String, let path = target["path"] as? String else { continue }
            for source in target["sources"] as? [String] ?? [] where source.hasSuffix(".swift") {
                owners[RelativePath.join(RelativePath.join(directory, path), source)] = name
            }
        }
        return owners
    }

    @Test(arguments: OracleSubject.all)
    func archkitOwnsEachFileAsSwiftPMCompilesIt(_ subject: OracleSubject) throws {
        let answer = try #require(Self.answers[subject.name]).get()
        #expect(answer.swiftPM.values.contains { $0 != "-" }, "SwiftPM compiles nothing here")
        #expect(answer.differences.isEmpty, "\(answer.differences.joined(separator: "\n"))")
    }

    @Test(arguments: LayoutCase.all)
    func theLayoutCasesSayWhatSwiftPMSays(_ layout: LayoutCase) throws {
        let answer = try #require(Self.answers[layout.name]).get()
        #expect(answer.swiftPM == layout.owners)
    }
}
