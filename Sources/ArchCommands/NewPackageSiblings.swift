import ArchCore
import ArchManifest
import ArchScaffold
import Foundation

/// What a scaffolded `Package.swift` declares (`{{tools-version}}`, its `platforms:` and, from
/// the packages beside it, its dependencies).
///
/// A new package should read like its siblings, which the team already builds with: the
/// packages beside it, else the package around it, else the repository's packages. Where they
/// disagree the most common declaration wins. Only a repository with no package asks the
/// running toolchain, since a fixed number would be too new for some teams and too old for others.
struct NewPackageSiblings {
    let root: URL
    let runner: any ProcessRunning
    /// Root-relative paths of the repository's manifests, for when no package is near.
    var repositoryManifests: [String] = []

    /// Used when no manifest is near and the toolchain cannot be asked: the oldest version
    /// whose manifests the templates' `platforms` lines compile with.
    static let fallback = ToolsVersion(5, 9)

    /// One manifest's declarations.
    struct Sibling: Equatable {
        var path: String
        var toolsVersion: ToolsVersion
        var platforms: String?
    }

    func declarations(forFolder folder: String) -> NewPackageDeclarations {
        if let chosen = besideOrAround(folder) { return chosen }
        return NewPackageDeclarations(toolsVersion: (toolchain() ?? Self.fallback).description)
    }

    /// The most common declarations among the packages directly inside `folder`; else the
    /// nearest enclosing package's, up to the repository root; else the most common among the
    /// repository's packages.
    func besideOrAround(_ folder: String) -> NewPackageDeclarations? {
        let base = folder.isEmpty || folder == "." ? "" : folder
        let children = (try? FileManager.default.contentsOfDirectory(atPath: url(base).path)) ?? []
        let beside = children.sorted().compactMap { declared(at: RelativePath.join(base, $0 + "/Package.swift")) }
        if var chosen = Self.mostCommon(beside, among: "packages beside it") {
            chosen.dependencies = commonDependencies(among: beside.map(\.path))
            return chosen
        }
        var current = base
        while true {
            if let around = declared(at: RelativePath.join(current, "Package.swift")) {
                return Self.declarations(of: around, why: "the package around it")
            }
            if current.isEmpty { break }
            current = RelativePath.directory(of: current)
        }
        let everywhere = repositoryManifests.sorted().filter { RelativePath.lastComponent(of: $0) == "Package.swift" }.compactMap(declared(at:))
        return Self.mostCommon(everywhere, among: "packages of the repository")
    }

    /// The declarations most siblings share; a tie goes to the higher tools version, then to
    /// the first sibling by path, so the answer never depends on the order of a folder listing.
    static func mostCommon(_ siblings: [Sibling], among group: String) -> NewPackageDeclarations? {
        guard !siblings.isEmpty else { return nil }
        var counts: [String: Int] = [:]
        func key(_ sibling: Sibling) -> String { sibling.toolsVersion.description + " " + (sibling.platforms ?? "") }
        for sibling in siblings { counts[key(sibling), default: 0] += 1 }
        let chosen = siblings.enumerated().max { left, right in
            let (a, b) = (left.element, right.element)
            if counts[key(a)]! != counts[key(b)]! { return counts[key(a)]! < counts[key(b)]! }
            if a.toolsVersion != b.toolsVersion { return a.toolsVersion < b.toolsVersion }
            return left.offset > right.offset
        }!.element
        let count = counts[key(chosen)]!
        let share = siblings.count == 1 ? "the only one of the \(group)"
            : count == siblings.count ? "as all \(count) \(group) do" : "as \(count) of the \(siblings.count) \(group) do"
        return declarations(of: chosen, why: share)
    }

    static func declarations(of sibling: Sibling, why: String) -> NewPackageDeclarations {
        NewPackageDeclarations(toolsVersion: sibling.toolsVersion.description, platforms: sibling.platforms,
                               followed: "\(sibling.path) (\(why))")
    }

    func url(_ path: String) -> URL {
        path.isEmpty ? root : root.appendingPathComponent(path)
    }

    private func declared(at manifest: String) -> Sibling? {
        guard let bytes = FileManager.default.contents(atPath: url(manifest).path),
              let version = ToolsVersion.declared(in: Array(bytes)) else { return nil }
        return Sibling(path: manifest, toolsVersion: version, platforms: PlatformsList.declared(in: String(decoding: bytes, as: UTF8.self)))
    }

    /// `major.minor` of `swift --version`: "Swift version 6.3.1 (swift-6.3.1-RELEASE)", or
    /// "Apple Swift version 6.0.3 (swiftlang-…)".
    func toolchain() -> ToolsVersion? {
        let request = ProcessRequest("/usr/bin/env", arguments: ["swift", "--version"], timeout: .seconds(30), isolatesTemporaryFolder: true)
        guard let result = try? runner.run(request), result.status == 0 else { return nil }
        return Self.languageVersion(in: String(decoding: result.standardOutput, as: UTF8.self))
    }

    static func languageVersion(in output: String) -> ToolsVersion? {
        guard let range = output.range(of: "Swift version ") else { return nil }
        let number = output[range.upperBound...].prefix { $0.isASCII && ($0.isNumber || $0 == ".") }
        guard let version = ToolsVersion(number) ?? ToolsVersion(number + ".0") else { return nil }
        return ToolsVersion(version.major, version.minor)
    }
}
