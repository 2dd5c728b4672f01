import ArchCore
import ArchManifest
import ArchTestSupport
import Foundation
import Testing

/// Manifests the static reader refuses go to SwiftPM, whose answer gets best-effort lines.
/// The sample is in the enum style with one call the enum evaluator does not know,
/// `reversed()`, so that it still needs SwiftPM.
@Suite(.requires(.swift))
struct SwiftPMReaderTests {
    static let enumManifest = """
    // swift-tools-version: 5.9
    import PackageDescription

    enum Module: String, CaseIterable {
        case productDomain = "ProductDomain"
        case basketDomain = "BasketDomain"

        var dependencies: [Target.Dependency] {
            switch self {
            case .productDomain:
                return [.target(name: Module.basketDomain.rawValue), .product(name: "RxSwift", package: "RxSwift")]
            case .basketDomain:
                return [.product(name: "RxSwift", package: "RxSwift")]
            }
        }

        var target: Target { .target(name: rawValue, dependencies: dependencies) }
    }

    let package = Package(
        name: "Domain",
        dependencies: [
            .package(url: "https://github.com/ReactiveX/RxSwift.git", from: "6.5.0"),
        ],
        targets: Module.allCases.map(\\.target).reversed()
    )
    """

    @Test func automaticReaderFallsBackToSwiftPMWithBestEffortLines() throws {
        let scratch = try TemporaryDirectory()
        let package = try PackageOnDisk(Self.enumManifest, targets: ["ProductDomain", "BasketDomain"], in: scratch)
        let input = try package.input
        let reader = ManifestReaderFactory(cacheDirectory: nil).makeReader(for: .automatic)

        let manifest = try #require(reader.read(input).manifest)
        let file = "Package/Package.swift"
        #expect(manifest.evaluation == .swiftPM)
        #expect(manifest.manifestPath == file)
        #expect(manifest.name == "Domain")
        #expect(manifest.dependencies == [
            PackageDependency(kind: .sourceControl(url: "https://github.com/ReactiveX/RxSwift.git"), name: nil, identity: "rxswift",
                              location: SourceLocation(file: file, line: 23, column: 23)),
        ])
        let product = try #require(manifest.target(named: "ProductDomain"))
        let basket = try #require(manifest.target(named: "BasketDomain"))
        // Targets sit on their enum cases; dependencies on the line of their own `case` branch.
        #expect(product.location == SourceLocation(file: file, line: 5, column: 10))
        #expect(basket.location == SourceLocation(file: file, line: 6, column: 10))
        #expect(product.dependencies == [
            TargetDependency(kind: .target, name: "BasketDomain", platforms: nil, location: SourceLocation(file: file, line: 11, column: 42)),
            TargetDependency(kind: .product(package: "RxSwift"), name: "RxSwift", platforms: nil, location: SourceLocation(file: file, line: 11, column: 81)),
        ])
        #expect(basket.dependencies == [
            TargetDependency(kind: .product(package: "RxSwift"), name: "RxSwift", platforms: nil, location: SourceLocation(file: file, line: 13, column: 36)),
        ])
    }

    @Test func productsNamedLikeALabelOrTheirPackagePointAtTheirOwnLines() throws {
        let scratch = try TemporaryDirectory()
        let package = try PackageOnDisk("""
        // swift-tools-version: 5.9
        import PackageDescription

        let common: [Target.Dependency] = []

        let package = Package(
            name: "App",
            dependencies: [
                .package(url: "https://github.com/kean/Nuke.git", from: "12.0.0"),
                .package(url: "https://github.com/pointfreeco/swift-dependencies.git", from: "1.0.0"),
            ],
            targets: [
                .target(name: "App", dependencies: common + [
                    .product(name: "NukeUI", package: "Nuke"),
                    .product(name: "Nuke", package: "Nuke"),
                    .product(name: "Dependencies", package: "swift-dependencies"),
                ]),
            ]
        )
        """, targets: ["App"], in: scratch)
        let manifest = try #require(ManifestReaderFactory(cacheDirectory: nil).makeReader(for: .swiftpm).read(try package.input).manifest)
        #expect(manifest.evaluation == .swiftPM)
        let app = try #require(manifest.target(named: "App"))
        #expect(app.location == SourceLocation(file: "Package/Package.swift", line: 13, column: 23))
        #expect(app.dependencies.map { "\($0.name) \($0.location.line):\($0.location.column)" } == [
            "NukeUI 14:28", "Nuke 15:28", "Dependencies 16:28",
        ])
    }

    @Test func staticModeRefusesWhatAutomaticModeHandsToSwiftPM() throws {
        let reader = ManifestReaderFactory(cacheDirectory: nil).makeReader(for: .static)
        let outcome = reader.read(memoryInput(Self.enumManifest))
        #expect(outcome.diagnostics.map(\.ruleID) == ["manifest-unreadable"])
        #expect(outcome.diagnostics.first?.location == at(25, 14))
    }

    @Test func dumpPackageWritesNothingIntoThePackageFolder() throws {
        let scratch = try TemporaryDirectory()
        let package = try PackageOnDisk(Self.enumManifest, targets: ["ProductDomain", "BasketDomain"], in: scratch)
        let before = Self.listing(of: scratch.url)
        let outcome = SwiftPMManifestReader(cacheDirectory: nil).read(try package.input)
        #expect(outcome.manifest != nil)
        #expect(Self.listing(of: scratch.url) == before)
    }

    @Test func compileErrorsBecomeManifestErrorsAtSwiftPMsPlace() throws {
        let scratch = try TemporaryDirectory()
        let package = try PackageOnDisk("""
        // swift-tools-version: 5.9
        import PackageDescription
        let package = Package(
            name: "Broken",
            targets: [.target(name: undefinedName)]
        )
        """, targets: ["A"], in: scratch)
        // The static reader refuses the name; the automatic reader then shows SwiftPM's error.
        let outcome = ManifestReaderFactory(cacheDirectory: nil).makeReader(for: .automatic).read(try package.input)
        #expect(outcome.diagnostics.count == 1)
        let diagnostic = try #require(outcome.diagnostics.first)
        #expect(diagnostic.ruleID == "manifest-error")
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.location == SourceLocation(file: "Package/Package.swift", line: 5, column: 29))
        #expect(diagnostic.message.contains("undefinedName"))
    }

    @Test func syntaxErrorsAreReportedBySwiftPMInAutomaticMode() throws {
        let scratch = try TemporaryDirectory()
        let package = try PackageOnDisk("""
        // swift-tools-version: 5.9
        import PackageDescription
        let package = Package(
            name: "Broken",
            targets: [
                .target(name: "A", dependencies: ["B"]
                .target(name: "B"),
            ]
        )
        """, targets: ["A", "B"], in: scratch)
        let input = try package.input
        #expect(StaticManifestReader().read(input).diagnostics.map(\.ruleID) == ["manifest-unreadable"])
        let diagnostics = ManifestReaderFactory(cacheDirectory: nil).makeReader(for: .automatic).read(input).diagnostics
        #expect(!diagnostics.isEmpty)
        #expect(diagnostics.allSatisfy { $0.ruleID == "manifest-error" && $0.location?.file == "Package/Package.swift" })
        // SwiftPM's compiler places the first error on the line after the missing `)`.
        #expect(diagnostics.contains { $0.location?.line == 7 || $0.location?.line == 8 })
        #expect(!diagnostics.contains { $0.message.contains("Invalid manifest (compiled with") })
    }

    @Test func errorsWithoutAPlaceGoOnLineOne() throws {
        let scratch = try TemporaryDirectory()
        let package = try PackageOnDisk("""
        // swift-tools-version: 5.9
        import PackageDescription
        let package = Package(name: "Twice", targets: [.target(name: "A"), .target(name: "A")])
        """, targets: ["A"], in: scratch)
        let outcome = SwiftPMManifestReader(cacheDirectory: nil).read(try package.input)
        #expect(outcome.diagnostics == [
            Diagnostic(ruleID: "manifest-error", severity: .error, message: "duplicate target named 'A'",
                       location: SourceLocation(file: "Package/Package.swift", line: 1, column: 1)),
        ])
    }

    @Test func aMissingSwiftIsAManifestError() throws {
        let reader = SwiftPMManifestReader(swiftExecutable: "/nonexistent/swift", cacheDirectory: nil)
        let outcome = reader.read(memoryInput(Self.enumManifest))
        #expect(outcome.diagnostics.map(\.ruleID) == ["manifest-error"])
        #expect(outcome.diagnostics.first?.message.contains("/nonexistent/swift") == true)
    }

    /// Every path below `folder`, hidden ones included.
    static func listing(of folder: URL) -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        return (enumerator?.allObjects as? [String] ?? []).sorted()
    }
}
