import ArchCore
import ArchManifest
import Foundation

/// The `swift-tools-version` a scaffolded `Package.swift` declares (`{{tools-version}}`).
///
/// A new package should read like its neighbours, which the team already builds with: the
/// packages beside it, else the package around it. Only a repository with neither asks the
/// running toolchain, since a fixed number would be too new for some teams and too old for others.
struct NewPackageToolsVersion {
    let root: URL
    let runner: any ProcessRunning

    /// Used when no manifest is near and the toolchain cannot be asked: the oldest version
    /// whose manifests the templates' `platforms` lines compile with.
    static let fallback = ToolsVersion(5, 9)

    func version(forFolder folder: String) -> String {
        (besideOrAround(folder) ?? toolchain() ?? Self.fallback).description
    }

    /// The highest version among the packages directly inside `folder`; else the nearest
    /// enclosing package's, up to the repository root.
    func besideOrAround(_ folder: String) -> ToolsVersion? {
        let manager = FileManager.default
        let base = folder.isEmpty || folder == "." ? root : root.appendingPathComponent(folder)
        let neighbours = ((try? manager.contentsOfDirectory(atPath: base.path)) ?? []).sorted().compactMap { child in
            declared(at: base.appendingPathComponent(child).appendingPathComponent("Package.swift"))
        }
        if let highest = neighbours.max() { return highest }
        var current = folder == "." ? "" : folder
        while true {
            let place = current.isEmpty ? root : root.appendingPathComponent(current)
            if let version = declared(at: place.appendingPathComponent("Package.swift")) { return version }
            if current.isEmpty { return nil }
            current = RelativePath.directory(of: current)
        }
    }

    private func declared(at manifest: URL) -> ToolsVersion? {
        guard let bytes = FileManager.default.contents(atPath: manifest.path) else { return nil }
        return ToolsVersion.declared(in: Array(bytes))
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
