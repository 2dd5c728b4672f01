import ArchCore
import ArchManifest
import ArchTestSupport
import Foundation
import Testing

/// The sample app's packages build their targets from enums, as many real projects do: the
/// automatic reader hands them to SwiftPM and places what SwiftPM found on plausible lines.
enum EcommerceFixture {
    static let packages = RepositoryPaths.fixtures.appendingPathComponent("EcommerceApp/Packages")
    static var exists: Bool { FileManager.default.fileExists(atPath: packages.path) }

    /// Root-relative paths of every `Package.swift` of the fixture.
    static let manifestPaths: [String] = RepositoryPaths.swiftFiles(under: packages)
        .filter { $0.lastPathComponent == "Package.swift" }
        .map { "Fixtures/EcommerceApp/Packages/" + $0.path.dropFirst(packages.resolvingSymlinksInPath().path.count + 1) }
}

@Suite(.enabled(if: swiftIsAvailable && EcommerceFixture.exists, "needs swift and the EcommerceApp fixture"))
struct FixtureManifestTests {
    static func input(_ relativePath: String) throws -> ManifestInput {
        let url = RepositoryPaths.root.appendingPathComponent(relativePath)
        return ManifestInput(fileURL: url, relativePath: relativePath, contents: Array(try Data(contentsOf: url)))
    }

    @Test func theFixtureHasManifests() {
        #expect(EcommerceFixture.manifestPaths.count >= 4)
        #expect(EcommerceFixture.manifestPaths.contains("Fixtures/EcommerceApp/Packages/Domain/Package.swift"))
    }

    @Test(arguments: EcommerceFixture.manifestPaths)
    func automaticReaderGivesSwiftPMsAnswer(_ path: String) throws {
        let input = try Self.input(path)
        let automatic = ManifestReaderFactory(cacheDirectory: nil).makeReader(for: .automatic).read(input)
        let bySwiftPM = SwiftPMManifestReader(cacheDirectory: nil).read(input)
        let manifest = try #require(automatic.manifest, "\(automatic.diagnostics.map(\.message))")
        #expect(automatic == bySwiftPM)
        if StaticManifestReader().read(input).manifest == nil {
            #expect(manifest.evaluation == .swiftPM)
        }
        #expect(!manifest.targets.isEmpty)
        let lineCount = input.contents.filter { $0 == UInt8(ascii: "\n") }.count + 1
        for target in manifest.targets {
            #expect(target.location.file == path)
            #expect((1...lineCount).contains(target.location.line))
            for dependency in target.dependencies {
                #expect(dependency.location.file == path)
                #expect((1...lineCount).contains(dependency.location.line))
                // Every package spells RxSwift somewhere below its first line.
                if dependency.name == "RxSwift" { #expect(dependency.location.line > 1, "\(target.name) → RxSwift") }
            }
        }
    }

    @Test func domainDependenciesPointAtTheirCaseBranch() throws {
        let path = "Fixtures/EcommerceApp/Packages/Domain/Package.swift"
        let input = try Self.input(path)
        let lines = String(decoding: input.contents, as: UTF8.self).components(separatedBy: "\n")
        let branch = try #require(lines.firstIndex { $0.contains("case .productDomain:") }, "the fixture changed shape")
        let dependencyLine = lines[branch + 1]
        let column = try #require(dependencyLine.range(of: ".rxSwift")).lowerBound.utf16Offset(in: dependencyLine) + 2
        let declaration = try #require(lines.firstIndex { $0.contains("case productDomain = \"ProductDomain\"") })

        let manifest = try #require(ManifestReaderFactory(cacheDirectory: nil).makeReader(for: .automatic).read(input).manifest)
        let target = try #require(manifest.target(named: "ProductDomain"))
        #expect(target.location.line == declaration + 1)
        let rxSwift = try #require(target.dependencies.first { $0.name == "RxSwift" })
        #expect(rxSwift.kind == .product(package: "RxSwift"))
        #expect(rxSwift.location == SourceLocation(file: path, line: branch + 2, column: column))
    }
}
