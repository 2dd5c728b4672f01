import ArchCore
import ArchManifest
import ArchTestSupport
import Foundation
import Testing

/// The static reader and SwiftPM's `dump-package` read the same literal manifests the same
/// way. The cases run in parallel: each evaluation by SwiftPM takes a second or so.
@Suite(.requires(.swift), .slow)
struct SwiftPMAgreementTests {
    @Test(arguments: AgreementCase.all)
    func staticReaderAgreesWithSwiftPM(_ sample: AgreementCase) throws {
        let differences = try AgreementCheck.differences(sample)
        #expect(differences.isEmpty, "\(differences)")
    }
}

/// Reads one manifest both ways and lists where the readers disagree.
enum AgreementCheck {
    static func differences(_ sample: AgreementCase) throws -> [String] {
        let scratch = try TemporaryDirectory(prefix: "archkit-agreement")
        let package = try PackageOnDisk(sample.manifest, targets: sample.targets, in: scratch)
        for sibling in sample.siblingPackages {
            try FileManager.default.createDirectory(at: scratch.url.appendingPathComponent(sibling), withIntermediateDirectories: true)
        }
        let input = try package.input

        let statically = StaticManifestReader().read(input)
        let bySwiftPM = SwiftPMManifestReader(cacheDirectory: nil).read(input)
        guard let staticManifest = statically.manifest else { return ["static: \(statically.diagnostics.map(\.message))"] }
        guard let swiftPMManifest = bySwiftPM.manifest else { return ["swiftpm: \(bySwiftPM.diagnostics.map(\.message))"] }

        var differences: [String] = []
        func compare<T: Equatable>(_ what: String, _ lhs: T, _ rhs: T) {
            if lhs != rhs { differences.append("\(what): static \(lhs) vs SwiftPM \(rhs)") }
        }
        compare("evaluation", staticManifest.evaluation, .static)
        compare("evaluation", swiftPMManifest.evaluation, .swiftPM)
        compare("name", staticManifest.name, swiftPMManifest.name)
        compare("tools version", staticManifest.toolsVersion, swiftPMManifest.toolsVersion)
        compare("products", staticManifest.products, swiftPMManifest.products)
        compare("targets", staticManifest.targets.map(TargetSummary.init), swiftPMManifest.targets.map(TargetSummary.init))
        let folder = input.packageDirectory
        compare("dependencies", staticManifest.dependencies.map { DependencySummary($0, packageFolder: folder) },
                swiftPMManifest.dependencies.map { DependencySummary($0, packageFolder: folder) })
        return differences
    }
}

/// A target without locations, which only the static reader knows exactly.
private struct TargetSummary: Equatable, CustomStringConvertible {
    var name: String
    var kind: TargetDeclaration.Kind
    var path: String?
    var exclude: [String]
    var sources: [String]?
    var resources: [String]
    var dependencies: [String]

    init(_ target: TargetDeclaration) {
        name = target.name
        kind = target.kind
        path = target.path
        exclude = target.exclude
        sources = target.sources
        resources = target.resources
        dependencies = target.dependencies.map { "\($0.kind) \($0.name) \($0.platforms ?? ["any"])" }
    }

    var description: String { "\(name) \(kind) \(path ?? "-") \(exclude) \(sources ?? []) \(resources) \(dependencies)" }
}

/// A package dependency with its file-system path resolved against the package folder.
private struct DependencySummary: Equatable {
    var kind: PackageDependency.Kind
    var name: String?
    var identity: String

    init(_ dependency: PackageDependency, packageFolder: String) {
        if case .fileSystem(let path) = dependency.kind {
            let absolute = RelativePath.join(packageFolder, path)
            kind = .fileSystem(path: URL(fileURLWithPath: absolute).resolvingSymlinksInPath().path)
        } else {
            kind = dependency.kind
        }
        name = dependency.name
        identity = dependency.identity
    }
}
