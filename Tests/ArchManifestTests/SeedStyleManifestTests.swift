import ArchCore
import ArchManifest
import ArchTestSupport
import Foundation
import Testing

/// The constructs of enum-style manifests as real repositories write them (one package per
/// layer, `Product.allCases.map(\.product)`), each in a minimal manifest read statically;
/// `EnumManifestOracleTests` compares the same manifests with SwiftPM.
@Suite struct SeedStyleManifestTests {
    /// Products and targets computed from `allCases`, properties added by an extension of the
    /// enum (before and after it), `return switch self`, an enum of external modules with
    /// `.product(name:package:)` arms, a `Product.Library` factory, a `Target` factory that
    /// overloads `.target` and `.testTarget` by its labels and has default values, and
    /// `Target.Dependency(stringLiteral:)`.
    static let layer = """
    // swift-tools-version: 5.9

    import PackageDescription

    let package = Package(
        name: "Layer",
        platforms: [.iOS(.v15)],
        products: LayerProduct.allCases.map(\\.product),
        dependencies: [
            .package(url: "https://github.com/ReactiveX/RxSwift.git", .upToNextMajor(from: "6.8.0")),
        ],
        targets: LayerProduct.allCases.map(\\.target) + LayerProduct.allCases.flatMap(\\.testsTargets)
    )

    extension LayerProduct {
        var testsTargets: [Target] {
            [
                .testTarget(
                    framework: self,
                    dependencies: testsDependencies
                )
            ]
        }
    }

    enum LayerProduct: String, CaseIterable {

        case BasketLayer

        case UserLayer

        var path: String { "Sources/Layer/\\(rawValue)" }

        var testsPath: String { "Tests/\\(rawValue)Tests" }

        var testsName: String { "\\(rawValue)Tests" }

        var product: Product { Product.Library.library(product: self) }
    }

    enum ExternalModule: String {

        case RxSwift

        case RxCocoa

        var dependency: Target.Dependency {

            return switch self {

            case .RxSwift:
                .product(
                    name: "RxSwift",
                    package: "RxSwift"
                )

            case .RxCocoa:
                .product(name: "RxCocoa", package: "RxSwift")
            }
        }
    }

    extension LayerProduct {

        var target: Target {
            .target(
                framework: self,
                dependencies: dependencies,
                swiftSettings: [.unsafeFlags(["-enable-testing"])]
            )
        }

        var dependencies: [Target.Dependency] {
            return switch self {

            case .BasketLayer:
                [
                    .external(.RxSwift)
                ]

            case .UserLayer:
                [
                    .external(.RxSwift),
                    .external(.RxCocoa),
                    .internal(.BasketLayer)
                ]
            }
        }

        var testsDependencies: [Target.Dependency] {
            switch self {
            case .BasketLayer:
                [.internal(.BasketLayer)]
            case .UserLayer:
                [.internal(.UserLayer)]
            }
        }
    }

    extension Product.Library {
        static func library(product: LayerProduct) -> Product {
            .library(
                name: product.rawValue,
                type: nil,
                targets: [product.rawValue]
            )
        }
    }

    extension Target {
        static func target(
            framework: LayerProduct,
            dependencies: [Target.Dependency] = [],
            exclude: [String] = [],
            sources: [String]? = nil,
            resources: [Resource]? = nil,
            publicHeadersPath: String? = nil,
            swiftSettings: [SwiftSetting]? = nil,
            linkerSettings: [LinkerSetting]? = nil
        ) -> Target {
            .target(
                name: framework.rawValue,
                dependencies: dependencies,
                path: framework.path,
                exclude: exclude,
                sources: sources,
                resources: resources,
                publicHeadersPath: publicHeadersPath,
                swiftSettings: swiftSettings,
                linkerSettings: linkerSettings
            )
        }

        static func testTarget(
            framework: LayerProduct,
            dependencies: [Target.Dependency] = [],
            resources: [Resource]? = nil
        ) -> Target {
            .testTarget(
                name: framework.testsName,
                dependencies: dependencies,
                path: framework.testsPath,
                resources: resources
            )
        }
    }

    extension Target.Dependency {
        static func `internal`(_ product: LayerProduct) -> Target.Dependency {
            Target.Dependency(stringLiteral: product.rawValue)
        }

        static func external(_ module: ExternalModule) -> Target.Dependency {
            module.dependency
        }
    }

    """

    /// A helper `.target(module:)` beside PackageDescription's `.target(name:)`.
    static let overload = """
    // swift-tools-version: 5.9
    import PackageDescription
    enum Module: String, CaseIterable {
        case core = "Core"
        var target: Target { .target(module: self) }
    }
    extension Target {
        static func target(module: Module, path: String? = nil) -> Target {
            .target(name: module.rawValue, path: path)
        }
    }
    let package = Package(name: "P", targets: Module.allCases.map(\\.target))
    """

    /// Parameters left out take their default values; `Self` as a result type.
    static let defaults = """
    // swift-tools-version: 5.9
    import PackageDescription
    enum Module: String, CaseIterable {
        case core = "Core", feature = "Feature"
        var target: Target {
            switch self {
            case .core: .module(self)
            case .feature: .module(self, dependencies: [.module(.core)], resources: [.process("Assets")])
            }
        }
    }
    extension Target {
        static func module(_ module: Module, dependencies: [Target.Dependency] = [], path: String = "Sources/Shared",
                           resources: [Resource]? = nil) -> Target {
            .target(name: module.rawValue, dependencies: dependencies, path: path, resources: resources)
        }
    }
    extension Target.Dependency {
        static func module(_ module: Module) -> Self { Target.Dependency(stringLiteral: module.rawValue) }
    }
    let package = Package(name: "P", targets: Module.allCases.map(\\.target))
    """

    /// The manifests that `EnumManifestOracleTests` compares with SwiftPM.
    static let oracleManifests = [("seed-style layer", layer), ("helper overloads", overload), ("default values", defaults)]

    @Test func readsALayerPackageWrittenInTheSeedStyle() throws {
        let manifest = try readStatically(Self.layer)
        #expect(manifest.products == [
            Product(name: "BasketLayer", kind: .library, targets: ["BasketLayer"]),
            Product(name: "UserLayer", kind: .library, targets: ["UserLayer"]),
        ])
        #expect(manifest.targets.map(\.name) == ["BasketLayer", "UserLayer", "BasketLayerTests", "UserLayerTests"])
        #expect(manifest.targets.map(\.kind) == [.regular, .regular, .test, .test])
        #expect(manifest.targets.map(\.path) == ["Sources/Layer/BasketLayer", "Sources/Layer/UserLayer", "Tests/BasketLayerTests", "Tests/UserLayerTests"])
        #expect(manifest.targets.map { $0.dependencies.map(\.name) } == [
            ["RxSwift"], ["RxSwift", "RxCocoa", "BasketLayer"], ["BasketLayer"], ["UserLayer"],
        ])
        #expect(manifest.targets[1].dependencies.map(\.kind) == [.product(package: "RxSwift"), .product(package: "RxSwift"), .byName])
        // Each target at its case, each dependency at its element.
        #expect(manifest.targets.map(\.location) == [at(28, 10), at(30, 10), at(28, 10), at(30, 10)])
        #expect(manifest.targets[1].dependencies.map(\.location) == [at(83, 28), at(84, 28), at(85, 28)])
        #expect(manifest.targets[3].dependencies.map(\.location) == [at(95, 25)])
    }

    @Test func aHelperAndAPackageDescriptionFunctionOfOneNameAreToldApartByTheirLabels() throws {
        let manifest = try readStatically(Self.overload)
        #expect(manifest.targets.map(\.name) == ["Core"])
        #expect(manifest.targets.map(\.path) == [nil])
        // A helper whose labels the PackageDescription function could take too is refused.
        let ambiguous = try refusal("""
        // swift-tools-version: 5.9
        import PackageDescription
        enum Module: String, CaseIterable {
            case core = "Core"
            var target: Target { .target(name: rawValue) }
        }
        extension Target {
            static func target(name: String) -> Target { .target(name: name, path: "Elsewhere") }
        }
        let package = Package(name: "P", targets: Module.allCases.map(\\.target))
        """)
        #expect(ambiguous.location == at(5, 26))
        #expect(ambiguous.message.contains("which more than one declaration could take"), "\(ambiguous.message)")
    }

    @Test func defaultValuesFillTheParametersACallLeavesOut() throws {
        let manifest = try readStatically(Self.defaults)
        #expect(manifest.targets.map(\.path) == ["Sources/Shared", "Sources/Shared"])
        #expect(manifest.targets.map(\.resources) == [[], ["Assets"]])
        #expect(manifest.targets[1].dependencies.map(\.name) == ["Core"])
        #expect(manifest.targets[1].dependencies.map(\.kind) == [.byName])
    }

    @Test func refusedSeedStyleConstructsNameTheManifestAndTheirPlace() throws {
        let cases: [(String, ArchCore.SourceLocation, String)] = [
            // An extension of something that is neither an enum of the manifest nor a
            // PackageDescription type it reads.
            (Self.layer.replacingOccurrences(of: "extension Product.Library {", with: "extension Product.Other {"),
             at(100, 1), "an extension of `Product`"),
            // An initializer other than `Target.Dependency(stringLiteral:)`.
            (Self.layer.replacingOccurrences(of: "Target.Dependency(stringLiteral: product.rawValue)", with: "Target.Dependency(name: product.rawValue)"),
             at(150, 9), "calls an initializer of `Target.Dependency`"),
            // Labels no declaration takes.
            (Self.layer.replacingOccurrences(of: "framework: self,\n            dependencies: dependencies,\n            swiftSettings",
                                             with: "module: self,\n            dependencies: dependencies,\n            swiftSettings"),
             at(66, 9), "calls `.target(…)` with other argument labels than any declaration of it takes"),
            // A default value the evaluator cannot read, met only when it is used.
            (Self.layer.replacingOccurrences(of: "exclude: [String] = [],", with: "exclude: [String] = excluded(),"),
             at(114, 29), "calls a function it does not know"),
            // An enum extension that adds a conformance.
            (Self.layer.replacingOccurrences(of: "extension LayerProduct {\n    var testsTargets", with: "extension LayerProduct: Identifiable {\n    var testsTargets"),
             at(15, 1), "an extension of the enum `LayerProduct` that adds conformances"),
        ]
        for (text, location, reason) in cases {
            let diagnostic = try refusal(text)
            #expect(diagnostic.ruleID == "manifest-unreadable")
            #expect(diagnostic.location == location, "\(reason): \(diagnostic.message)")
            #expect(diagnostic.message.contains(reason), "\(diagnostic.message)")
        }
    }

    /// The growth benchmark's seed-style sample: every case read, each test target after the
    /// targets, each target depending on the case before.
    @Test func theSeedStyleSampleOfTheGrowthBenchmarkReads() throws {
        let count = SlowSuites.choose(quick: 200, full: 2_000)
        let manifest = try readStatically(SampleManifests.seedStyleManifest(cases: count))
        #expect(manifest.targets.count == 2 * count)
        #expect(manifest.products.count == count)
        #expect(manifest.targets[count - 1].dependencies.map(\.name) == ["M\(count - 2)"])
        #expect(manifest.targets[2 * count - 1].name == "M\(count - 1)Tests")
        #expect(manifest.targets[2 * count - 1].dependencies.map(\.name) == ["M\(count - 1)"])
    }

    /// `--manifests auto` reads each seed-style manifest without starting anything: a runner
    /// that fails every process changes nothing.
    @Test func theAutomaticReaderStartsNoProcessForThem() throws {
        let factory = ManifestReaderFactory(cacheDirectory: nil, processRunner: RefusingProcessRunner())
        for (name, text) in Self.oracleManifests {
            let outcome = factory.makeReader(for: .automatic).read(memoryInput(text))
            let manifest = try #require(outcome.manifest, "\(name): \(outcome.diagnostics.map(\.message))")
            #expect(manifest.evaluation == .static, "\(name)")
            #expect(manifest == (try readStatically(text)), "\(name)")
        }
    }

    /// A manifest whose top level reads the environment stays refused, at that statement.
    @Test func aTopLevelThatReadsTheEnvironmentIsStillRefused() throws {
        let text = Self.layer.replacingOccurrences(of: "let package = Package(", with: """
        if ProcessInfo.processInfo.environment["CI"] != nil {
            print("CI")
        }

        let package = Package(
        """).replacingOccurrences(of: "import PackageDescription", with: "import PackageDescription\nimport Foundation")
        let diagnostic = try refusal(text)
        #expect(diagnostic.location == at(6, 1), "\(diagnostic.message)")
        #expect(diagnostic.message.contains("`if`"), "\(diagnostic.message)")
        // A constant that reads it, even one nothing uses.
        for (reading, column) in [("ProcessInfo.processInfo.environment[\"CI\"] != nil", 47), ("Context.environment[\"CI\"] != nil", 31)] {
            let constant = try refusal(Self.layer.replacingOccurrences(of: "let package = Package(", with: "let isCI = \(reading)\n\nlet package = Package("))
            #expect(constant.location == at(5, column), "\(constant.message)")
            #expect(constant.message.contains("uses a subscript"), "\(constant.message)")
        }
    }
}
