import ArchCore
@testable import ArchManifest
import Foundation
import Testing

/// Manifest layouts seen in real repositories where SwiftPM's answer has no places and the line
/// finder must find each dependency's own line.
@Suite struct LineFinderCasesTests {
    static let path = "Packages/Abstraction/Package.swift"
    static let nowhere = SourceLocation(file: path, line: 1, column: 1)

    static func target(_ name: String, _ kind: TargetDeclaration.Kind = .regular, dependencies: [String]) -> TargetDeclaration {
        TargetDeclaration(name: name, kind: kind, path: nil, exclude: [], sources: nil,
                          dependencies: dependencies.map { TargetDependency(kind: .byName, name: $0, platforms: nil, location: nowhere) },
                          location: nowhere)
    }

    static func locate(_ text: String, _ targets: [TargetDeclaration]) -> [String: [String]] {
        let input = ManifestInput(fileURL: URL(fileURLWithPath: "/repo/\(path)"), relativePath: path, contents: Array(text.utf8))
        let answer = PackageManifest(name: "Abstraction", manifestPath: path, products: [], dependencies: [], targets: targets,
                                     toolsVersion: ToolsVersion(5, 9), evaluation: .swiftPM)
        let located = ManifestLineFinder(input).locate(answer)
        return Dictionary(uniqueKeysWithValues: located.targets.map { target in
            (target.name, target.dependencies.map { "\($0.name) \($0.location.line):\($0.location.column)" })
        })
    }

    /// Test targets named `"\(rawValue)Tests"` take their dependencies from a switch of their
    /// own: each goes to its arm there, not to the first mention, which is another target's
    /// arm of the `dependencies` switch.
    @Test func aTestTargetsDependenciesGoToItsArmOfTheTestsSwitch() {
        let text = """
        // swift-tools-version: 5.9
        import PackageDescription

        let package = Package(
            name: "Abstraction",
            targets: Layer.allCases.map(\\.target) + Layer.allCases.map(\\.testTarget)
        )

        enum Layer: String, CaseIterable {
            case CartAbstraction
            case UserAbstraction

            var testsName: String { "\\(rawValue)Tests" }

            var dependencies: [Target.Dependency] {
                switch self {
                case .CartAbstraction:
                    [.internal(.UserAbstraction)]
                case .UserAbstraction:
                    []
                }
            }

            var testsDependencies: [Target.Dependency] {
                switch self {
                case .CartAbstraction:
                    [.internal(.CartAbstraction), .internal(.UserAbstraction)]
                case .UserAbstraction:
                    [.internal(.UserAbstraction)]
                }
            }
        }

        """
        let located = Self.locate(text, [
            Self.target("CartAbstraction", dependencies: ["UserAbstraction"]),
            Self.target("UserAbstraction", dependencies: []),
            Self.target("CartAbstractionTests", .test, dependencies: ["CartAbstraction", "UserAbstraction"]),
            Self.target("UserAbstractionTests", .test, dependencies: ["UserAbstraction"]),
        ])
        #expect(located["CartAbstraction"] == ["UserAbstraction 18:25"])
        #expect(located["CartAbstractionTests"] == ["CartAbstraction 27:25", "UserAbstraction 27:54"])
        #expect(located["UserAbstractionTests"] == ["UserAbstraction 29:25"])
    }

    /// A target named through a constant, also a non-ASCII one, and its test target named by
    /// appending to it: each dependency is placed in its own target's declaration, never at
    /// the `let` that holds the name.
    @Test func aTargetNamedThroughAConstantIsPlacedAtItsDeclaration() {
        let text = """
        // swift-tools-version: 5.9
        import PackageDescription

        let feature = "Überweisung"

        let package = Package(
            name: "Banking",
            targets: [
                .target(name: "Core"),
                .target(name: feature, dependencies: ["Core"]),
                .testTarget(name: feature + "Tests", dependencies: [.target(name: feature), "Core"]),
            ]
        )

        """
        let located = Self.locate(text, [
            Self.target("Core", dependencies: []),
            Self.target("Überweisung", dependencies: ["Core"]),
            Self.target("ÜberweisungTests", .test, dependencies: ["Überweisung", "Core"]),
        ])
        #expect(located["Überweisung"] == ["Core 10:47"])
        #expect(located["ÜberweisungTests"] == ["Überweisung 11:75", "Core 11:85"])
    }
}
