import Testing

/// Literal manifests that SwiftPM accepts, covering the forms the static reader evaluates.
/// Each lists its targets so that the test can give every target a source folder.
struct AgreementCase: Sendable, CustomTestStringConvertible {
    var name: String
    var targets: [String]
    var manifest: String
    /// Folders the manifest's file-system dependencies point at, relative to the scratch root.
    var siblingPackages: [String] = []

    var testDescription: String { name }

    static let all: [AgreementCase] = [
        AgreementCase(name: "minimal", targets: ["Only"], manifest: """
        // swift-tools-version: 5.9
        import PackageDescription
        let package = Package(name: "Minimal", targets: [.target(name: "Only")])
        """),

        AgreementCase(name: "products of every kind", targets: ["Core", "Tool", "LintPlugin", "CoreTests"], manifest: """
        // swift-tools-version: 5.9
        import PackageDescription
        let package = Package(
            name: "Products",
            products: [
                .library(name: "Core", targets: ["Core"]),
                .library(name: "CoreStatic", type: .static, targets: ["Core"]),
                .library(name: "CoreDynamic", type: .dynamic, targets: ["Core"]),
                .executable(name: "tool", targets: ["Tool"]),
                .plugin(name: "Lint", targets: ["LintPlugin"]),
            ],
            targets: [
                .target(name: "Core"),
                .executableTarget(name: "Tool", dependencies: ["Core"]),
                .plugin(name: "LintPlugin", capability: .buildTool()),
                .testTarget(name: "CoreTests", dependencies: ["Core", .target(name: "Tool")]),
            ]
        )
        """),

        AgreementCase(name: "package dependency forms", targets: ["App"], manifest: """
        // swift-tools-version: 5.9
        import PackageDescription
        let package = Package(
            name: "Dependencies",
            dependencies: [
                .package(path: "../Shared"),
                .package(name: "Named", path: "../Other/Thing.git"),
                .package(path: "../Nested/Deep/"),
                .package(url: "https://github.com/ReactiveX/RxSwift.git", from: "6.5.0"),
                .package(url: "https://example.com/a/Lib/", "1.0.0"..<"2.0.0"),
                .package(url: "git@github.com:org/Repo.git", branch: "main"),
                .package(url: "https://example.com/Exact.git", exact: "1.2.3"),
                .package(url: "https://example.com/Rev.git", revision: "abcdef"),
                .package(url: "https://example.com/Minor.git", .upToNextMinor(from: "1.2.0")),
                .package(id: "Scope.Registry", from: "1.0.0"),
            ],
            targets: [
                .target(name: "App", dependencies: [
                    .product(name: "Shared", package: "Shared"),
                    .product(name: "Thing", package: "Named"),
                    .product(name: "Deep", package: "Deep"),
                    .product(name: "RxSwift", package: "RxSwift"),
                    .product(name: "RxCocoa", package: "RxSwift"),
                    .product(name: "Lib", package: "Lib"),
                    .product(name: "Repo", package: "Repo"),
                    .product(name: "Exact", package: "Exact"),
                    .product(name: "Rev", package: "Rev"),
                    .product(name: "Minor", package: "Minor"),
                    .product(name: "Registry", package: "Scope.Registry"),
                ]),
            ]
        )
        """, siblingPackages: ["Shared", "Other/Thing.git", "Nested/Deep"]),

        AgreementCase(name: "platform conditions", targets: ["A", "B", "C", "D"], manifest: """
        // swift-tools-version: 5.9
        import PackageDescription
        let package = Package(
            name: "Conditions",
            dependencies: [.package(url: "https://github.com/ReactiveX/RxSwift.git", from: "6.5.0")],
            targets: [
                .target(name: "A", dependencies: [
                    .target(name: "B", condition: .when(platforms: [.iOS, .macOS, .tvOS, .watchOS, .visionOS])),
                    .product(name: "RxCocoa", package: "RxSwift", condition: .when(platforms: [.iOS, .macCatalyst])),
                    .byName(name: "C", condition: .when(platforms: [.linux, .windows, .android, .wasi, .openbsd, .driverKit])),
                    .target(name: "D", condition: .when(platforms: [.custom("FooOS")])),
                ]),
                .target(name: "B"),
                .target(name: "C"),
                .target(name: "D"),
            ]
        )
        """),

        AgreementCase(name: "paths, excludes and sources", targets: ["Custom", "Listed", "Plain"], manifest: """
        // swift-tools-version: 5.9
        import PackageDescription
        let package = Package(
            name: "Paths",
            targets: [
                .target(name: "Custom", path: "Sources/Custom", exclude: ["Info.plist", "Docs/"]),
                .target(name: "Listed", path: "Sources/Listed", sources: ["Listed.swift"]),
                .target(name: "Plain", exclude: [], sources: nil),
            ]
        )
        """),

        AgreementCase(name: "comments and trailing commas", targets: ["First", "Second"], manifest: """
        // swift-tools-version: 5.9
        import PackageDescription

        /* The package /* with a nested comment */ and a fake call: Package(name: "Fake") */
        let package = Package(
            name: "Commented", // the name
            products: [
                .library(name: "First", targets: ["First",],), // trailing commas everywhere
            ],
            targets: [
                // the first target
                .target(
                    name: "First", /* inline */
                    dependencies: [
                        "Second", // byName
                    ],
                ),
                .target(name: "Second",),
            ],
        )
        """),

        AgreementCase(name: "type-qualified spellings", targets: ["Core", "Feature"], manifest: """
        // swift-tools-version: 5.9
        import PackageDescription
        let package = Package(
            name: "Qualified",
            products: [Product.library(name: "Feature", targets: ["Feature"])],
            dependencies: [Package.Dependency.package(url: "https://github.com/ReactiveX/RxSwift.git", from: "6.5.0")],
            targets: [
                Target.target(name: "Core"),
                Target.target(name: "Feature", dependencies: [
                    Target.Dependency.target(name: "Core"),
                    Target.Dependency.product(name: "RxSwift", package: "RxSwift"),
                    Target.Dependency.byName(name: "Core"),
                ]),
            ]
        )
        """),

        AgreementCase(name: "macro, system library and binary targets", targets: ["Macros", "CZlib", "Uses"], manifest: """
        // swift-tools-version: 5.9
        import PackageDescription
        import CompilerPluginSupport
        let package = Package(
            name: "Special",
            dependencies: [.package(url: "https://github.com/swiftlang/swift-syntax.git", from: "509.0.0")],
            targets: [
                .macro(name: "Macros", dependencies: [
                    .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
                    .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
                ]),
                .systemLibrary(name: "CZlib", path: "Sources/CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
                .binaryTarget(name: "Prebuilt", path: "Frameworks/Prebuilt.xcframework"),
                .target(name: "Uses", dependencies: ["Macros", "CZlib", "Prebuilt"]),
            ]
        )
        """),

        AgreementCase(name: "older tools version with named URL packages", targets: ["Old"], manifest: """
        // swift-tools-version: 5.5
        import PackageDescription
        let package = Package(
            name: "OldStyle",
            dependencies: [
                .package(name: "Rx", url: "https://github.com/ReactiveX/RxSwift.git", from: "6.0.0"),
            ],
            targets: [
                .target(name: "Old", dependencies: [.product(name: "RxSwift", package: "Rx")]),
            ]
        )
        """),

        AgreementCase(name: "tools version with loose spacing, any case and a trailing comment", targets: ["Loose"], manifest: """

        //\tSwift-Tools-Version:  5.10;the rest is ignored
        import PackageDescription
        let package = Package(name: "Loose", targets: [.target(name: "Loose")])
        """),

        AgreementCase(name: "resources of every rule", targets: ["Assets"], manifest: """
        // swift-tools-version: 5.9
        import PackageDescription
        let package = Package(
            name: "Resources",
            defaultLocalization: "en",
            targets: [
                .target(name: "Assets", resources: [
                    .process("Images"), .copy("Templates/"), Resource.process("Strings", localization: .default),
                    .process("Base", localization: .base), .embedInCode("seed.json"), .copy("./a//b/"), .process("c/.."),
                ]),
            ]
        )
        """),

        AgreementCase(name: "raw strings and escapes", targets: ["Quote\"d", "Plain"], manifest: #"""
        // swift-tools-version: 5.9
        import PackageDescription
        let package = Package(
            name: #"Raw"Name"#,
            targets: [
                .target(name: "Quote\"d", path: #"Sources/Quote"d"#),
                .target(name: "Pl\u{61}in", dependencies: [#"Quote"d"#]),
            ]
        )
        """#),

        AgreementCase(name: "harmless top-level code and skipped settings", targets: ["Lib", "LibTests"], manifest: """
        // swift-tools-version: 5.9
        import PackageDescription

        enum Module: String, CaseIterable {
            case lib = "Lib"
        }

        func unusedHelper() -> String { Module.lib.rawValue }

        let strictFlags: [SwiftSetting] = [.unsafeFlags(["-warnings-as-errors"])]

        let package = Package(
            name: "Harmless",
            platforms: [.iOS(.v15), .macOS(.v12)],
            products: [.library(name: "Lib", targets: ["Lib"])],
            targets: [
                .target(
                    name: "Lib",
                    resources: [.process("Resources")],
                    swiftSettings: strictFlags + [.define("LIB", .when(configuration: .debug))],
                    linkerSettings: [.linkedLibrary("z")]
                ),
                .testTarget(name: "LibTests", dependencies: ["Lib"]),
            ],
            swiftLanguageVersions: [.v5]
        )

        let unrelated = Module.allCases.map(\\.rawValue)
        """),

        AgreementCase(name: "swift 6 tools with language modes", targets: ["Modern", "ModernTests"], manifest: """
        // swift-tools-version: 6.0
        import PackageDescription
        let package = Package(
            name: "Modern",
            products: [.library(name: "Modern", targets: ["Modern"])],
            targets: [
                .target(name: "Modern", swiftSettings: [.enableUpcomingFeature("ExistentialAny")]),
                .testTarget(name: "ModernTests", dependencies: [.target(name: "Modern")]),
            ],
            swiftLanguageModes: [.v6]
        )
        """),

        AgreementCase(name: "trait conditions", targets: ["Core", "Extra"], manifest: """
        // swift-tools-version: 6.1
        import PackageDescription
        let package = Package(
            name: "Traits",
            traits: ["Fancy"],
            targets: [
                .target(name: "Core", dependencies: [
                    .target(name: "Extra", condition: .when(traits: ["Fancy"])),
                ]),
                .target(name: "Extra"),
            ]
        )
        """),
    ]
}
