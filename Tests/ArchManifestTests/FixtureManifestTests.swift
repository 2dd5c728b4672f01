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

@Suite(.requires(.swift), .enabled(if: EcommerceFixture.exists, "needs the EcommerceApp fixture"))
struct FixtureManifestTests {
    static func input(_ relativePath: String) throws -> ManifestInput {
        let url = RepositoryPaths.root.appendingPathComponent(relativePath)
        return ManifestInput(fileURL: url, relativePath: relativePath, contents: Array(try Data(contentsOf: url)))
    }

    /// The fixture's manifest read by the automatic reader from a copy of its package, so that
    /// SwiftPM never runs inside the repository.
    static func readCopy(_ relativePath: String, in scratch: TemporaryDirectory) throws -> (lines: [String], manifest: PackageManifest) {
        let folder = RepositoryPaths.root.appendingPathComponent(RelativePath.directory(of: relativePath))
        let copy = try scratch.copy(folder, as: "Package")
        let url = copy.appendingPathComponent("Package.swift")
        let input = ManifestInput(fileURL: url, relativePath: relativePath, contents: Array(try Data(contentsOf: url)))
        let outcome = ManifestReaderFactory(cacheDirectory: nil).makeReader(for: .automatic).read(input)
        let manifest = try #require(outcome.manifest, "\(outcome.diagnostics.map(\.message))")
        return (String(decoding: input.contents, as: UTF8.self).components(separatedBy: "\n"), manifest)
    }

    @Test func theFixtureHasManifests() {
        #expect(EcommerceFixture.manifestPaths.count >= 4)
        #expect(EcommerceFixture.manifestPaths.contains("Fixtures/EcommerceApp/Packages/Domain/Package.swift"))
    }

    /// An oracle that starts SwiftPM for every manifest: a slow suite.
    @Test(.slow, arguments: EcommerceFixture.manifestPaths)
    func automaticReaderGivesSwiftPMsAnswer(_ path: String) throws {
        let input = try Self.input(path)
        let automatic = ManifestReaderFactory(cacheDirectory: nil).makeReader(for: .automatic).read(input)
        let bySwiftPM = SwiftPMManifestReader(cacheDirectory: nil).read(input)
        let manifest = try #require(automatic.manifest, "\(automatic.diagnostics.map(\.message))")
        let statically = StaticManifestReader().read(input)
        if statically.manifest != nil {
            // Read without SwiftPM; `EnumManifestOracleTests` holds the answer to SwiftPM's.
            #expect(automatic == statically)
            #expect(manifest.evaluation == .static)
        } else {
            #expect(automatic == bySwiftPM)
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

    /// In an enum manifest the place of a dependency is its element in the target's arm of the
    /// `dependencies` switch, whether or not the element spells the dependency's name.
    @Test func everyDomainDependencyPointsAtItsElementInItsArm() throws {
        let (lines, manifest) = try Self.readCopy("Fixtures/EcommerceApp/Packages/Domain/Package.swift", in: try TemporaryDirectory())
        #expect(manifest.targets.count == 8)
        for target in manifest.targets {
            let label = "case .\(target.name.prefix(1).lowercased() + target.name.dropFirst()):"
            let arm = try #require(lines.firstIndex { $0.trimmingCharacters(in: .whitespaces) == label }, "\(label)")
            // `return [.abstraction(.product), .abstraction(.di), .external(.rxSwift)]`: the
            // 1-based columns each element spans.
            let line = lines[arm + 1]
            let open = try #require(line.firstIndex(of: "[")), close = try #require(line.lastIndex(of: "]"))
            var elements: [Range<Int>] = []
            var column = open.utf16Offset(in: line) + 2
            for element in line[line.index(after: open)..<close].components(separatedBy: ", ") {
                elements.append(column..<(column + element.utf16.count))
                column += element.utf16.count + 2
            }
            #expect(target.dependencies.count == elements.count, "\(target.name)")
            for (dependency, element) in zip(target.dependencies, elements) {
                #expect(dependency.location.line == arm + 2, "\(target.name) → \(dependency.name)")
                #expect(element.contains(dependency.location.column), "\(target.name) → \(dependency.name) at \(dependency.location.column), not in \(element)")
            }
        }
    }

    /// Without a switch, a list of dependencies in the code that belongs to the target counts.
    @Test func basketFeatureTestDependenciesPointAtTheirElements() throws {
        let scratch = try TemporaryDirectory()
        let (lines, manifest) = try Self.readCopy("Fixtures/EcommerceApp/Packages/Presentation/BasketFeature/Package.swift", in: scratch)
        let listLine = try #require(lines.firstIndex { $0.contains("dependencies: [.internal(.basketFeature)") }) + 1
        let tests = try #require(manifest.target(named: "BasketFeatureTests"))
        #expect(tests.dependencies.map(\.name) == ["BasketFeature", "RoutingAbstraction", "BasketAbstraction"])
        #expect(tests.dependencies.map(\.location.line) == [listLine, listLine, listLine])
        #expect(tests.dependencies.map(\.location.column) == [39, 55, 79])
    }
}
