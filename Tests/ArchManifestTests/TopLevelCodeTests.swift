import ArchCore
import ArchManifest
import Testing

/// SwiftPM runs a manifest's top-level code, so the static reader answers only for manifests
/// whose top level runs nothing: a loop or a call beside a literal `Package(…)` is refused at
/// its place, and the forms that run nothing still read.
@Suite struct TopLevelCodeTests {
    static let head = "// swift-tools-version: 5.9\nimport PackageDescription\n"
    static let package = "let package = Package(name: \"P\", targets: [.target(name: \"A\")])\n"

    @Test func aLoopBesideALiteralPackageIsRefused() throws {
        let diagnostic = try refusal(Self.head + "while true {}\n" + Self.package)
        #expect(diagnostic.ruleID == "manifest-unreadable")
        #expect(diagnostic.location == at(3, 1))
        #expect(diagnostic.message == "Package.swift has a top-level `while` statement, which only running the manifest can tell the outcome of; at top level the static reader reads only imports, declarations, `let`/`var` of literals and `let package = Package(…)` (use --manifests auto or swiftpm)")
    }

    @Test func everyKindOfTopLevelCodeIsRefusedAtItsPlace() throws {
        let cases: [(String, ArchCore.SourceLocation, String)] = [
            ("for _ in 0..<10 {}", at(4, 1), "a top-level `for` statement"),
            ("if true { fatalError() }", at(4, 1), "a top-level `if` statement"),
            ("print(\"hello\")", at(4, 1), "top-level code starting with `print`"),
            ("_ = spin()", at(4, 1), "a top-level assignment to `_`"),
            ("exit(1)", at(4, 1), "top-level code starting with `exit`"),
            ("#error(\"no\")", at(4, 1), "uses `#error` at top level"),
            ("enum E {}; repeat {} while true", at(4, 12), "a top-level `repeat` statement"),
            ("func f() {} f()", at(4, 13), "has `f` after a declaration, on its last line"),
            ("let x = spin()", at(4, 9), "computes the top-level `x` from `spin(…)`"),
            ("let x = [\"a\", \"\\(spin())\"]", at(4, 15), "computes the top-level `x` with string interpolation"),
            ("let x = { while true {} }()", at(4, 9), "computes the top-level `x` with a closure"),
            ("let x = ProcessInfo.processInfo.environment", at(4, 9), "computes the top-level `x` from `ProcessInfo.processInfo.environment`"),
            ("let x = 1 + 2", at(4, 11), "computes the top-level `x` with the `+` operator"),
            ("let s: [SwiftSetting] = [.define(\"X\"), .unsafeFlags(flags)]", at(4, 53), "computes the top-level `s` from `flags`"),
            ("extension SwiftSetting { static var spin: SwiftSetting { while true {} } }\nlet s: [SwiftSetting] = [.spin]", at(5, 26),
             "computes the top-level `s` with `.spin`, a value the static reader does not know"),
            ("struct S: ExpressibleByStringLiteral { init(stringLiteral: String) { while true {} } }\nlet s: S = \"x\"", at(5, 8),
             "gives the top-level `s` the type `S`, whose initializers this file declares"),
            // An observer reads as a trailing closure on the value.
            ("var x = 1 {\n    didSet { exit(1) }\n}", at(4, 9), "computes the top-level `x` with a call on `1`"),
            ("let (a, b) = (1, 2)", at(4, 5), "binds a pattern at top level, not a name"),
        ]
        for (code, location, reason) in cases {
            let diagnostic = try refusal(Self.head + Self.package + code + "\n")
            #expect(diagnostic.location == location, "\(code)")
            #expect(diagnostic.message.contains(reason), "\(code): \(diagnostic.message)")
        }
    }

    /// Checked before the package is evaluated, so the code that keeps SwiftPM from ever
    /// answering is what the message names.
    @Test func topLevelCodeIsNamedBeforeComputedArguments() throws {
        let diagnostic = try refusal(Self.head + "let package = Package(name: name)\nwhile true {}\n")
        #expect(diagnostic.location == at(4, 1))
    }

    @Test func topLevelFormsThatRunNothingStillRead() throws {
        let manifest = try readStatically(Self.head + """
        @preconcurrency import Foundation
        import struct Foundation.URL

        #if os(Linux)
        let platformFlags = ["-DLINUX"]
        #else
        let platformFlags: [String] = []
        #endif

        public enum Module: String, CaseIterable
        {
            case a = "A"
        }
        indirect enum Tree { case leaf, node(Tree) }
        struct Paths {
            static let sources = "Sources"
            init() {}
        }
        extension Array
            where Element == Target.Dependency {
            static var shared: [Target.Dependency] { ["Shared"] }
        }
        @available(macOS 10.15, *)
        func helper(_ value: Int = { 1 }()) -> Int { value }
        typealias Settings = [SwiftSetting]
        infix operator +++ : AdditionPrecedence
        var computed: Int { 42 }
        var declaredLater: Int

        let a = 1, b = -2.5, c = true, d: String? = nil
        let multiline = \"\"\"
            text
            \"\"\"
        let table: [String: [String]] = ["x": ["y"], "z": []]
        let empty: [String: Int] = [:]
        let version = Version(1, 2, 3)
        let settings: Settings = [
            .define("X", .when(platforms: [.iOS, .macOS], configuration: .debug)),
            SwiftSetting.unsafeFlags(["-O"]),
            .enableUpcomingFeature("StrictConcurrency"),
        ]
        let names = Module.allCases.map(\\.rawValue); let dependency: Target.Dependency = .product(name: "X", package: "Y")
        let total =
            3

        let package = Package(
            name: "P",
            targets: [.target(name: "A", swiftSettings: settings)]
        )
        """)
        #expect(manifest.targets.map(\.name) == ["A"])
    }
}
