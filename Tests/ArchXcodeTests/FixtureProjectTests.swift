import ArchCore
import ArchTestSupport
import ArchXcode
import Foundation
import Testing

/// The fixture projects, read from disk, against what their folders and files say.
@Suite("Fixture projects")
struct FixtureProjectTests {
    static let ecommerce = RepositoryPaths.fixtures.appendingPathComponent("EcommerceApp")
    static let classic = RepositoryPaths.fixtures.appendingPathComponent("ClassicXcodeApp")

    private func target(_ name: String, in project: XcodeProject) throws -> XcodeTarget {
        try #require(project.targets.first { $0.name == name }, "no target \(name)")
    }

    /// What follows the object identifier at a position of the project file, to the end of its
    /// line; empty unless an identifier starts exactly there. It checks that a target or a
    /// dependency points at the reference that declares it. Columns count UTF-8 bytes.
    private func text(at position: TextPosition, of project: URL) throws -> String {
        let text = try String(contentsOf: project.appendingPathComponent("project.pbxproj"), encoding: .utf8)
        let line = text.split(separator: "\n", omittingEmptySubsequences: false)[position.line - 1]
        let rest = Array(line.utf8).dropFirst(position.column - 1)
        let identifier = rest.prefix { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains($0) }
        guard identifier.count == 24 else { return "" }
        return String(decoding: rest.dropFirst(24), as: UTF8.self)
    }

    @Test func theEcommerceAppBuildsItsWholeSynchronizedFolder() throws {
        let xcodeproj = Self.ecommerce.appendingPathComponent("MyEcommerce.xcodeproj")
        let project = try XcodeProjectReader.read(projectAt: xcodeproj, confinedTo: Self.ecommerce)
        #expect(project.targets.map(\.name) == ["MyEcommerce", "MyEcommerceTests"])
        let app = try target("MyEcommerce", in: project)
        #expect(app.kind == .application)
        #expect(try text(at: app.position, of: xcodeproj) == " /* MyEcommerce */ = {")
        let onDisk = RepositoryPaths.swiftFiles(under: Self.ecommerce.appendingPathComponent("MyEcommerce"))
            .map { String($0.path.dropFirst(Self.ecommerce.resolvingSymlinksInPath().path.count + 1)) }
        #expect(!onDisk.isEmpty)
        #expect(app.swiftFiles == onDisk)

        // The test bundle compiles one file of the app's folder, given by an exception set.
        let tests = try target("MyEcommerceTests", in: project)
        #expect(tests.kind == .unitTestBundle)
        #expect(tests.swiftFiles == ["MyEcommerce/AppLaunchConfiguration.swift"])
        #expect(tests.dependencies.map(\.name) == ["MyEcommerce"])
        #expect(tests.dependencies.map(\.kind) == [.target])
    }

    @Test func theEcommerceAppDeclaresExactlyThePackageProductsItImports() throws {
        let xcodeproj = Self.ecommerce.appendingPathComponent("MyEcommerce.xcodeproj")
        let app = try target("MyEcommerce", in: try XcodeProjectReader.read(projectAt: xcodeproj, confinedTo: Self.ecommerce))
        var imports: Set<String> = []
        for file in app.swiftFiles {
            let text = try String(contentsOf: Self.ecommerce.appendingPathComponent(file), encoding: .utf8)
            for line in text.split(separator: "\n") where line.hasPrefix("import ") {
                imports.insert(String(line.dropFirst("import ".count)).trimmingCharacters(in: .whitespaces))
            }
        }
        let products = app.dependencies.filter { if case .packageProduct = $0.kind { true } else { false } }
        #expect(Set(products.map(\.name)) == imports.subtracting(AppleSDK.moduleNames))
        #expect(products.count == Set(products.map(\.name)).count)
        for product in products {
            guard case .packageProduct(.local(let path)) = product.kind else {
                Issue.record("\(product.name) is not from a local package")
                continue
            }
            let manifest = try String(contentsOf: Self.ecommerce.appendingPathComponent(path).appendingPathComponent("Package.swift"), encoding: .utf8)
            #expect(manifest.contains("\"\(product.name)\""), "\(path)/Package.swift does not name \(product.name)")
            #expect(try text(at: product.position, of: xcodeproj) == " /* \(product.name) */,")
        }
    }

    @Test func theClassicProjectResolvesGroupChainsAndBuildPhases() throws {
        let xcodeproj = Self.classic.appendingPathComponent("ClassicApp.xcodeproj")
        let project = try XcodeProjectReader.read(projectAt: xcodeproj, confinedTo: Self.classic)
        #expect(project.targets.map(\.name) == ["ClassicApp", "ClassicAppTests", "ClassicKit"])
        #expect(project.targets.map(\.kind) == [.application, .unitTestBundle, .framework])

        let app = try target("ClassicApp", in: project)
        // Nested folders, a name-only group, a path with spaces and a file from the project's
        // root; not the Objective-C file, nor the SDK's file in the same phase.
        #expect(app.swiftFiles == [
            "ClassicApp/AppDelegate.swift", "ClassicApp/Item.swift", "ClassicApp/SceneDelegate.swift",
            "ClassicApp/Sources/Screens/Detail View Controller.swift", "ClassicApp/Sources/Screens/HomeViewController.swift",
            "Shared/Generated/BuildInfo.swift",
        ])
        #expect(app.dependencies.map(\.name) == ["ClassicKit", "ClassicKit", "UIKit"])
        #expect(app.dependencies.map(\.kind) == [.target, .linkedFramework, .linkedFramework])
        #expect(try text(at: app.dependencies[0].position, of: xcodeproj) == " /* PBXTargetDependency */,")
        #expect(try text(at: app.dependencies[2].position, of: xcodeproj) == " /* UIKit.framework in Frameworks */,")

        let kit = try target("ClassicKit", in: project)
        #expect(kit.swiftFiles == ["ClassicKit/ClassicKit.swift", "ClassicKit/Formatting/PriceFormatter.swift"])
        #expect(kit.dependencies == [XcodeDependency(kind: .packageProduct(package: .remote(url: "https://github.com/apple/swift-collections")),
                                                     name: "OrderedCollections", position: kit.dependencies.first?.position ?? TextPosition(line: 0, column: 0))])
        #expect(try text(at: kit.dependencies.first?.position ?? TextPosition(line: 1, column: 1), of: xcodeproj) == " /* OrderedCollections */,")

        let tests = try target("ClassicAppTests", in: project)
        #expect(tests.swiftFiles == ["ClassicAppTests/ClassicAppTests.swift"])
        #expect(tests.dependencies.map(\.name) == ["ClassicApp"])

        for file in project.targets.flatMap(\.swiftFiles) {
            #expect(FileManager.default.fileExists(atPath: Self.classic.appendingPathComponent(file).path), "\(file)")
        }
    }

    @Test func theWorkspaceListsTheProject() throws {
        let workspace = Self.classic.appendingPathComponent("ClassicApp.xcworkspace")
        let projects = try XcodeWorkspaceReader.projects(inWorkspaceAt: workspace)
        #expect(projects == ["ClassicApp.xcodeproj"])
        for project in projects {
            #expect(FileManager.default.fileExists(atPath: Self.classic.appendingPathComponent(project).appendingPathComponent("project.pbxproj").path))
        }
    }
}
