import ArchTestSupport
import ArchXcode
import Foundation
import Testing

/// Python's `pbxproj` package as an oracle: `Oracle/pbxproj_oracle.py` loads each fixture
/// project with it and lists the targets, their Swift files and package products.
enum PbxprojOracle {
    struct Target: Decodable, Equatable, CustomStringConvertible {
        var name: String
        var productType: String
        var swiftFiles: [String]
        var packageProducts: [Product]
        var description: String { "\(name) (\(productType)): \(swiftFiles) \(packageProducts.map { "\($0.name)@\($0.package)" })" }
    }

    struct Product: Decodable, Equatable {
        var name: String
        var package: String
    }

    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Oracle/pbxproj_oracle.py")

    /// Every `.xcodeproj` under Fixtures, relative to it.
    static let projects: [String] = {
        let root = RepositoryPaths.fixtures.resolvingSymlinksInPath()
        guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { return [] }
        var found: [String] = []
        for case let url as URL in enumerator where url.pathExtension == "xcodeproj" {
            found.append(String(url.resolvingSymlinksInPath().path.dropFirst(root.path.count + 1)))
            enumerator.skipDescendants()
        }
        return found.sorted()
    }()

    /// One run for all projects: loading the package is most of its time.
    static let answers: Result<[String: [Target]], any Error> = Result {
        let output = try Shell.run(["python3", script.path] + projects, in: RepositoryPaths.fixtures)
        guard output.status == 0 else { throw OracleFailure(message: output.stderr) }
        return try JSONDecoder().decode([String: [Target]].self, from: Data(output.stdout.utf8))
    }

    struct OracleFailure: Error, CustomStringConvertible {
        var message: String
        var description: String { "the pbxproj oracle failed: \(message)" }
    }
}

@Suite("Agreement with Python's pbxproj")
struct PbxprojOracleTests {
    @Test func everyFixtureProjectIsCompared() {
        #expect(PbxprojOracle.projects == ["ClassicXcodeApp/ClassicApp.xcodeproj", "EcommerceApp/MyEcommerce.xcodeproj"])
    }

    @Test(.requires(.pbxproj),
          arguments: PbxprojOracle.projects)
    func targetsFilesAndPackageProductsAgree(_ project: String) throws {
        let expected = try #require(try PbxprojOracle.answers.get()[project])
        let ours = try XcodeProjectReader.read(projectAt: RepositoryPaths.fixtures.appendingPathComponent(project),
                                                 confinedTo: RepositoryPaths.fixtures).targets.map { target in
            PbxprojOracle.Target(
                name: target.name, productType: target.productType, swiftFiles: target.swiftFiles,
                packageProducts: target.dependencies.compactMap { dependency in
                    guard case .packageProduct(let package) = dependency.kind else { return nil }
                    let source = switch package {
                    case .local(let path): "local:\(path)"
                    case .remote(let url): "remote:\(url)"
                    case .unresolved: "unresolved"
                    }
                    return PbxprojOracle.Product(name: dependency.name, package: source)
                }.sorted { ($0.name, $0.package) < ($1.name, $1.package) })
        }
        #expect(!expected.isEmpty)
        #expect(ours == expected)
    }
}
