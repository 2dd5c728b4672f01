import ArchCore
import ArchManifest
import Testing

/// Every literal form the static reader evaluates, with the exact place of each target and
/// dependency.
@Suite struct StaticReaderTests {
    static let everyForm = """
    // swift-tools-version: 5.9
    import PackageDescription
    import CompilerPluginSupport

    /* A block comment /* nested */ that mentions Package(name: "Fake") */
    let package = Package(
        name: "Sample", // the name
        platforms: [.iOS(.v15), .macOS("10.15")],
        products: [
            .library(name: "Core", targets: ["Core"]),
            .library(name: "CoreDynamic", type: .dynamic, targets: ["Core", "Util",],),
            .executable(name: "tool", targets: ["Tool"]),
            Product.plugin(name: "Lint", targets: ["LintPlugin"]),
        ],
        dependencies: [
            .package(path: "../Shared"),
            .package(name: "Named", path: "../Other/Thing.git"),
            .package(url: "https://github.com/ReactiveX/RxSwift.git", from: "6.5.0"),
            .package(url: "https://example.com/a/Lib/", "1.0.0"..<"2.0.0"),
            .package(url: "git@github.com:org/Repo.git", branch: "main"),
            .package(url: "https://example.com/Exact.git", exact: "1.2.3"),
            .package(name: "Legacy", url: "https://example.com/Old.git", .upToNextMajor(from: "1.0.0")),
            .package(id: "Scope.Name", from: "1.0.0"),
            Package.Dependency.package(path: "/abs/Absolute"),
        ],
        targets: [
            .target(
                name: "Core",
                dependencies: [
                    "Util", // a plain string is byName
                    .target(name: "Model", condition: .when(platforms: [.iOS, .macOS])),
                    .product(name: "RxSwift", package: "RxSwift"),
                    .product(name: "RxCocoa", package: "RxSwift", moduleAliases: ["A": "B"], condition: .when(platforms: [.iOS])),
                    .byName(name: "Logging", condition: .when(traits: ["Logs"])),
                    Target.Dependency.target(name: "Model2"),
                ],
                path: "Sources/CoreModule",
                exclude: ["Info.plist", "Docs"],
                sources: ["Main", "Extra.swift"],
                resources: [.process("Assets"), .copy("Templates"), Resource.process("Strings", localization: .default), .embedInCode("seed.json"), .copy("./Raw//")],
                swiftSettings: [.define("DEBUG", .when(configuration: .debug)), .unsafeFlags(["-O"] + extraFlags)]
            ),
            .executableTarget(name: "Tool", dependencies: ["Core"]),
            .testTarget(name: "CoreTests", dependencies: [.target(name: "Core")], path: nil),
            .macro(name: "Macros", dependencies: [.product(name: "SwiftSyntaxMacros", package: "swift-syntax")]),
            .plugin(name: "LintPlugin", capability: .buildTool()),
            .systemLibrary(name: "CZlib", path: "Sources/CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
            .binaryTarget(name: "Binary", path: "Frameworks/Binary.xcframework"),
               Target.target(name: "Util", sources: nil),
        ],
        swiftLanguageVersions: [.v5]
    )
    """

    @Test func readsPackageNameProductsAndHowItWasRead() throws {
        let manifest = try readStatically(Self.everyForm)
        #expect(manifest.name == "Sample")
        #expect(manifest.manifestPath == "Packages/Sample/Package.swift")
        #expect(manifest.evaluation == .static)
        #expect(manifest.products == [
            Product(name: "Core", kind: .library, targets: ["Core"]),
            Product(name: "CoreDynamic", kind: .library, targets: ["Core", "Util"]),
            Product(name: "tool", kind: .executable, targets: ["Tool"]),
            Product(name: "Lint", kind: .plugin, targets: ["LintPlugin"]),
        ])
    }

    @Test func readsEveryPackageDependencyFormWithItsIdentityAndPlace() throws {
        let manifest = try readStatically(Self.everyForm)
        #expect(manifest.dependencies == [
            PackageDependency(kind: .fileSystem(path: "../Shared"), name: nil, identity: "shared", location: at(16, 9)),
            PackageDependency(kind: .fileSystem(path: "../Other/Thing.git"), name: "Named", identity: "thing", location: at(17, 9)),
            PackageDependency(kind: .sourceControl(url: "https://github.com/ReactiveX/RxSwift.git"), name: nil, identity: "rxswift", location: at(18, 9)),
            PackageDependency(kind: .sourceControl(url: "https://example.com/a/Lib/"), name: nil, identity: "lib", location: at(19, 9)),
            PackageDependency(kind: .sourceControl(url: "git@github.com:org/Repo.git"), name: nil, identity: "repo", location: at(20, 9)),
            PackageDependency(kind: .sourceControl(url: "https://example.com/Exact.git"), name: nil, identity: "exact", location: at(21, 9)),
            PackageDependency(kind: .sourceControl(url: "https://example.com/Old.git"), name: "Legacy", identity: "old", location: at(22, 9)),
            PackageDependency(kind: .registry(id: "Scope.Name"), name: nil, identity: "scope.name", location: at(23, 9)),
            PackageDependency(kind: .fileSystem(path: "/abs/Absolute"), name: nil, identity: "absolute", location: at(24, 9)),
        ])
    }

    @Test func readsEveryTargetKindWithPathExcludeSourcesResourcesAndPlace() throws {
        let manifest = try readStatically(Self.everyForm)
        let summary = manifest.targets.map { "\($0.name) \($0.kind.rawValue) \($0.location.line):\($0.location.column)" }
        #expect(summary == [
            "Core regular 27:9", "Tool executable 43:9", "CoreTests test 44:9", "Macros macro 45:9",
            "LintPlugin plugin 46:9", "CZlib system 47:9", "Binary binary 48:9", "Util regular 49:12",
        ])
        let core = try #require(manifest.target(named: "Core"))
        #expect(core.path == "Sources/CoreModule")
        #expect(core.exclude == ["Info.plist", "Docs"])
        #expect(core.sources == ["Main", "Extra.swift"])
        #expect(core.resources == ["Assets", "Templates", "Strings", "seed.json", "Raw"])
        #expect(manifest.target(named: "Tool")?.resources == [])
        #expect(manifest.target(named: "Tool")?.path == nil)
        #expect(manifest.target(named: "Tool")?.sources == nil)
        #expect(manifest.target(named: "CoreTests")?.path == nil)
        #expect(manifest.target(named: "CZlib")?.path == "Sources/CZlib")
        #expect(manifest.target(named: "Binary")?.path == "Frameworks/Binary.xcframework")
        #expect(manifest.target(named: "Util")?.sources == nil)
    }

    @Test func readsEveryTargetDependencyFormWithConditionsAndPlace() throws {
        let manifest = try readStatically(Self.everyForm)
        let core = try #require(manifest.target(named: "Core"))
        #expect(core.dependencies == [
            TargetDependency(kind: .byName, name: "Util", platforms: nil, location: at(30, 17)),
            TargetDependency(kind: .target, name: "Model", platforms: ["ios", "macos"], location: at(31, 17)),
            TargetDependency(kind: .product(package: "RxSwift"), name: "RxSwift", platforms: nil, location: at(32, 17)),
            TargetDependency(kind: .product(package: "RxSwift"), name: "RxCocoa", platforms: ["ios"], location: at(33, 17)),
            TargetDependency(kind: .byName, name: "Logging", platforms: nil, location: at(34, 17)),
            TargetDependency(kind: .target, name: "Model2", platforms: nil, location: at(35, 17)),
        ])
        #expect(manifest.target(named: "Tool")?.dependencies == [
            TargetDependency(kind: .byName, name: "Core", platforms: nil, location: at(43, 56)),
        ])
        #expect(manifest.target(named: "CoreTests")?.dependencies == [
            TargetDependency(kind: .target, name: "Core", platforms: nil, location: at(44, 55)),
        ])
        #expect(manifest.target(named: "Macros")?.dependencies.first?.kind == .product(package: "swift-syntax"))
    }

    @Test func identitiesOfFileSystemPackagesResolveAgainstThePackageFolder() throws {
        let manifest = try readStatically("""
        // swift-tools-version: 5.9
        import PackageDescription
        let package = Package(name: "P", dependencies: [.package(path: "."), .package(path: ".."), .package(path: "../Up/")])
        """)
        // The sample manifest lives in /repo/Packages/Sample.
        #expect(manifest.dependencies.map(\.identity) == ["sample", "packages", "up"])
    }

    @Test func readsStringEscapesAndRawStrings() throws {
        let manifest = try readStatically(#"""
        // swift-tools-version: 5.9
        let package = Package(
            name: "Odd\u{41}\"Name\\",
            targets: [.target(name: #"Raw"Name"#, path: "Sources/Tab\tHere", exclude: [#"a\#tb"#])]
        )
        """#)
        #expect(manifest.name == "OddA\"Name\\")
        #expect(manifest.targets.first?.name == "Raw\"Name")
        #expect(manifest.targets.first?.path == "Sources/Tab\tHere")
        #expect(manifest.targets.first?.exclude == ["a\tb"])
    }

    @Test func harmlessTopLevelCodeIsIgnored() throws {
        let manifest = try readStatically("""
        // swift-tools-version: 5.9
        import PackageDescription

        enum Module: String, CaseIterable { case a = "A" }
        func helper() -> [String] { ["unused"] }
        let settings: [SwiftSetting] = [.define("X")]
        extension Target { static var unused: Target { .target(name: "Unused") } }

        let package = Package(
            name: "P",
            targets: [.target(name: "A", swiftSettings: settings + [.define("Y")])]
        )

        let later = 42
        struct AfterThePackage { let package: Int }
        """)
        #expect(manifest.targets.map(\.name) == ["A"])
    }

    /// Products whose targets come from a top-level array, as a real app's SDK package writes
    /// them; a constant computed by a closure is still refused, with the literal reader's reason.
    @Test func readsTopLevelConstantsTheCallUses() throws {
        let manifest = try readStatically("""
            // swift-tools-version: 5.7
            import PackageDescription

            let publicLibraryTargets = [
                "CoreKit",
                "UIKitExtras",
            ]

            let package = Package(
                name: "SDK",
                products: [
                    .library(name: "SDK", targets: publicLibraryTargets),
                    .library(name: "SDKDynamic", type: .dynamic, targets: publicLibraryTargets),
                ],
                targets: [.target(name: "CoreKit"), .target(name: "UIKitExtras", dependencies: ["CoreKit"])]
            )

            """)
        #expect(manifest.products.map { "\($0.name): \($0.targets)" } == ["SDK: [\"CoreKit\", \"UIKitExtras\"]", "SDKDynamic: [\"CoreKit\", \"UIKitExtras\"]"])
        #expect(manifest.targets.map(\.name) == ["CoreKit", "UIKitExtras"])
        let refused = try refusal("""
            // swift-tools-version: 5.9
            import PackageDescription

            let names = ["Fine"].filter { !$0.isEmpty }
            let package = Package(name: "Fine", targets: names.map { .target(name: $0) })

            """)
        #expect(refused.message.contains("computes the top-level `names` with `.filter(…)`"), "\(refused.message)")
        #expect(refused.location == at(4, 21))
    }

    @Test func anEmptyPlatformListIsNoCondition() throws {
        let manifest = try readStatically("""
        // swift-tools-version: 5.9
        let package = Package(name: "P", targets: [
            .target(name: "A", dependencies: [.target(name: "B", condition: .when(platforms: [])), .target(name: "C", condition: nil)]),
            .target(name: "D", dependencies: [.target(name: "E", condition: .when(platforms: [.custom("FooOS"), Platform.visionOS]))]),
        ])
        """)
        #expect(manifest.targets[0].dependencies.map(\.platforms) == [nil, nil])
        #expect(manifest.targets[1].dependencies[0].platforms == ["FooOS", "visionos"])
    }

    @Test func readsAPackageWithoutProductsDependenciesOrTargets() throws {
        let manifest = try readStatically("// swift-tools-version: 5.9\nimport PackageDescription\nlet package = Package(name: \"Empty\");")
        #expect(manifest.name == "Empty")
        #expect(manifest.products.isEmpty && manifest.dependencies.isEmpty && manifest.targets.isEmpty)
    }

    @Test func acceptsEquivalentSpellingsOfTheDeclaration() throws {
        let spellings = [
            "let package = Package.init(name: \"P\", targets: [.target(name: \"A\")])",
            "let package: Package = Package(name: \"P\", targets: [.target(name: \"A\")])",
            "var package = Package(name: \"P\", targets: [.target(name: \"A\")])",
            "let `package` = Package(name: \"P\", targets: [.target(name: \"A\")])\npackage func helper() {}\nstruct S { package(set) var x = 1 }",
        ]
        for text in spellings {
            let manifest = try readStatically("// swift-tools-version: 5.9\n" + text)
            #expect(manifest.targets.map(\.name) == ["A"], "\(text)")
        }
    }

    @Test func readsTheToolsVersionLineAsSwiftPMDoes() throws {
        let lines: [(String, ToolsVersion)] = [
            ("// swift-tools-version: 5.9", ToolsVersion(5, 9)),
            ("// swift-tools-version:5.3", ToolsVersion(5, 3)),
            ("\n\n//\tSwift-Tools-Version:  6.0.1;(swiftLanguageModes)", ToolsVersion(6, 0, 1)),
            ("// swift-tools-version: 5.10 ", ToolsVersion(5, 10)),
        ]
        for (line, version) in lines {
            let manifest = try readStatically(line + "\nimport PackageDescription\nlet package = Package(name: \"P\")")
            #expect(manifest.toolsVersion == version, "\(line)")
        }
        #expect(ToolsVersion(5, 9) < ToolsVersion(5, 10) && ToolsVersion(5, 10) < ToolsVersion(6, 0))
    }

    @Test func aManifestWithoutAToolsVersionIsRefusedAsSwiftPMRefusesIt() throws {
        for text in ["import PackageDescription\n// swift-tools-version: 5.9\n", "// swift-tools-version 5.9\n", "/* swift-tools-version: 5.9 */\n", "// swift-tools-version: five\n"] {
            let diagnostic = try refusal(text + "let package = Package(name: \"P\")")
            #expect(diagnostic.location == at(1, 1))
            #expect(diagnostic.message == "Package.swift does not begin with a `// swift-tools-version:` line, without which SwiftPM does not read it", "\(text)")
        }
    }
}
