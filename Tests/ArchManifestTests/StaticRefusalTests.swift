import ArchCore
import ArchManifest
import Testing

/// The static reader never guesses: each construct it cannot evaluate, in a position that
/// matters, is refused with its exact place and a reason.
let enumAdvice = "the static reader reads literal manifests and enums with `String` raw values, `switch self` properties and `static func` helpers (use --manifests auto or swiftpm)"

@Suite struct StaticRefusalTests {
    @Test func refusesTheEnumPatternWhereItLeavesTheSubset() throws {
        let diagnostic = try refusal("""
        // swift-tools-version: 5.9
        import PackageDescription

        enum Module: String, CaseIterable {
            case core = "Core"
            var target: Target { .target(name: rawValue.lowercased()) }
        }

        let package = Package(
            name: "P",
            targets: Module.allCases.map(\\.target)
        )
        """)
        #expect(diagnostic.ruleID == "manifest-unreadable")
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.location == at(6, 40))
        #expect(diagnostic.message == "Package.swift calls `lowercased(…)` on a string, which the static reader does not evaluate; \(enumAdvice)")
    }

    @Test func refusesAddedArraysAtTheOperator() throws {
        let diagnostic = try refusal("""
        let package = Package(
            name: "P",
            targets: [.target(name: "A")]
                + [.target(name: "B")]
        )
        """)
        #expect(diagnostic.location == at(4, 9))
        #expect(diagnostic.message.hasPrefix("Package.swift computes its targets with the `+` operator;"))
    }

    @Test func refusesTheFirstComputedOperandRatherThanTheOperator() throws {
        let diagnostic = try refusal("""
        let package = Package(name: "P", targets: Module.allCases.map(\\.target) + Tests.allCases.map(\\.target))
        """)
        #expect(diagnostic.location == at(1, 43))
        #expect(diagnostic.message.contains("from `Module.allCases`"))
    }

    @Test func refusesMapOverALiteralAtTheMap() throws {
        let diagnostic = try refusal("""
        let package = Package(
            name: "P",
            targets: ["A", "B"].map { .target(name: $0) }
        )
        """)
        #expect(diagnostic.location == at(3, 24))
        #expect(diagnostic.message.hasPrefix("Package.swift computes its targets with `.map(…)`;"))
    }

    @Test func refusesVariablesWhereverTheyAreUsed() throws {
        let cases: [(String, ArchCore.SourceLocation, String)] = [
            ("let package = Package(name: name)", at(1, 29), "computes the package name from `name`"),
            ("let package = Package(name: \"P\", products: [.library(name: \"L\", targets: names)])", at(1, 74),
             "computes the targets of product `L` from `names`"),
            ("let package = Package(name: \"P\", targets: [.target(name: moduleName)])", at(1, 58),
             "computes the name of a target from `moduleName`"),
            ("let package = Package(name: \"P\", targets: [.target(name: \"A\", dependencies: deps)])", at(1, 77),
             "computes the dependencies of target `A` from `deps`"),
            ("let package = Package(name: \"P\", targets: [.target(name: \"A\", exclude: Config.excluded)])", at(1, 72),
             "computes the excluded paths of target `A` from `Config.excluded`"),
            ("let package = Package(name: \"P\", targets: [.target(name: \"A\", resources: [.process(assets)])])", at(1, 84),
             "computes the resources of target `A` from `assets`"),
            ("let package = Package(name: \"P\", targets: [.target(name: \"A\", dependencies: [.target(name: \"B\", condition: iOSOnly)])])",
             at(1, 108), "computes the condition of dependency `B` of target `A` from `iOSOnly`"),
            ("let package = Package(name: \"P\", dependencies: [.package(path: root + \"/Shared\")])", at(1, 64),
             "computes the path of a package dependency from `root`"),
            ("let package = Package(name: isCI ? \"A\" : \"B\")", at(1, 29), "computes the package name from `isCI`"),
            ("let package = Package(name: \"P\", dependencies: [local(\"Shared\")])", at(1, 49),
             "computes its package dependencies from `local(…)`"),
        ]
        for (text, location, reason) in cases {
            let diagnostic = try refusal(text)
            #expect(diagnostic.location == location, "\(text)")
            #expect(diagnostic.message.contains(reason), "\(diagnostic.message)")
        }
    }

    @Test func refusesUnknownFunctionsInDependencies() throws {
        let diagnostic = try refusal("""
        extension Target.Dependency {
            static func external(_ name: String) -> Target.Dependency { .product(name: name, package: name) }
        }
        let package = Package(name: "P", targets: [
            .target(name: "A", dependencies: ["B", .external("RxSwift")]),
        ])
        """)
        #expect(diagnostic.location == at(5, 44))
        #expect(diagnostic.message.contains("computes the dependencies of target `A` with `.external(…)`, a function the static reader does not know"))
    }

    @Test func refusesInterpolatedMultilineAndClosureValues() throws {
        let interpolated = try refusal("""
        let package = Package(name: "P", targets: [
            .target(name: "A", path: "Sources/\\(name)")
        ])
        """)
        #expect(interpolated.location == at(2, 30))
        #expect(interpolated.message.contains("computes the path of target `A` with string interpolation"))

        let multiline = try refusal("let package = Package(name: \"\"\"\n    P\n    \"\"\")")
        #expect(multiline.location == at(1, 29))
        #expect(multiline.message.contains("with a multi-line string literal"))

        let closure = try refusal("let package = Package(name: \"P\", targets: { [Target]() }())")
        #expect(closure.location == at(1, 43))
        #expect(closure.message.contains("computes its targets with a closure"))
    }

    @Test func refusesTopLevelStatementsThatUsePackage() throws {
        let cases: [(String, ArchCore.SourceLocation, String)] = [
            ("package.targets.append(.target(name: \"B\"))", at(3, 1), "changes `package` after declaring it (line 3)"),
            ("for target in package.targets {\n    target.swiftSettings = []\n}", at(3, 1), "uses `package` in a top-level `for` statement on line 3"),
            ("if ProcessInfo.processInfo.environment[\"CI\"] != nil {\n    package.targets.removeAll()\n}", at(3, 1),
             "uses `package` in a top-level `if` statement on line 3"),
            ("let names = [1].map { _ in\n    package.name\n}", at(3, 1), "uses `package` outside its declaration, in the statement on line 3"),
        ]
        for (statement, location, reason) in cases {
            let diagnostic = try refusal("import PackageDescription\nlet package = Package(name: \"P\", targets: [.target(name: \"A\")])\n\(statement)\n")
            #expect(diagnostic.location == location, "\(statement)")
            #expect(diagnostic.message.contains(reason), "\(diagnostic.message)")
        }
    }

    @Test func refusesConditionalCompilationAroundOrInsideThePackage() throws {
        let around = try refusal("""
        #if os(Linux)
        let package = Package(name: "Linux")
        #else
        let other = 1
        #endif
        """)
        #expect(around.location == at(1, 1))
        #expect(around.message.contains("declares `package` inside `#if`"))

        let inside = try refusal("""
        let package = Package(
            name: "P",
            swiftLanguageVersions: [.v5]
        #if swift(>=5.9)
            , targets: []
        #endif
        )
        """)
        #expect(inside.location == at(4, 1))
        #expect(inside.message.contains("uses `#if` inside `Package(…)`"))
    }

    @Test func refusesPackagesNotDeclaredAsLetPackageEqualsPackageCall() throws {
        let cases: [(String, ArchCore.SourceLocation, String)] = [
            ("let base = Package(name: \"P\")", at(1, 12), "without assigning it to a top-level `let package`"),
            ("func make() -> Package { Package(name: \"P\") }\nlet package = make()", at(1, 26), "without assigning it to a top-level `let package`"),
            ("let package = makePackage()", at(1, 1), "computes `package` without calling `Package(…)` directly"),
            ("let package = Package(name: \"A\")\nlet second = Package(name: \"B\")", at(2, 14), "calls `Package(…)` more than once (first on line 1)"),
            ("let package = Package(name: \"A\").withDefaults()", at(1, 33), "changes the `Package(…)` value with `.`"),
            ("let package = Package(name: \"A\")\n    .withDefaults()", at(2, 5), "changes the `Package(…)` value with `.`"),
            ("import PackageDescription\nlet targets: [Target] = []", at(1, 1), "has no `let package = Package(…)`"),
        ]
        for (text, location, reason) in cases {
            let diagnostic = try refusal(text)
            #expect(diagnostic.location == location, "\(text)")
            #expect(diagnostic.message.contains(reason), "\(diagnostic.message)")
        }
    }

    @Test func refusesSyntaxErrorsWithTheirPlace() throws {
        let unclosed = try refusal("""
        let package = Package(
            name: "P",
            targets: [
                .target(name: "A", dependencies: ["B"]
            ]
        )
        """)
        #expect(unclosed.location == at(4, 16))
        #expect(unclosed.message == "Package.swift is not valid Swift: `(` is closed by `]` on line 5")

        let stray = try refusal("let package = Package(name: \"P\"))\n")
        #expect(stray.location == at(1, 33))
        #expect(stray.message == "Package.swift is not valid Swift: `)` closes nothing")

        let neverClosed = try refusal("let package = Package(name: \"P\"\n")
        #expect(neverClosed.location == at(1, 22))
        #expect(neverClosed.message == "Package.swift is not valid Swift: `(` is never closed")
    }

    @Test func refusesValuesOfTheWrongKind() throws {
        let number = try refusal("let package = Package(name: 42)")
        #expect(number.location == at(1, 29))
        #expect(number.message.contains("computes the package name with `42`, where a string literal belongs"))

        let unknownTarget = try refusal("let package = Package(name: \"P\", targets: [.library(name: \"L\", targets: [])])")
        #expect(unknownTarget.location == at(1, 44))
        #expect(unknownTarget.message.contains("computes its targets with `.library(…)`"))

        let missingName = try refusal("let package = Package(name: \"P\", targets: [.target(path: \"x\")])")
        #expect(missingName.location == at(1, 44))
        #expect(missingName.message == "Package.swift declares a target without `name:`")
    }
}
