import ArchCore
@testable import ArchManifest
import Foundation
import Testing

/// The line finder indexes the manifest once, so a manifest of thousands of enum targets is
/// placed as exactly as a small one.
@Suite struct LineFinderScaleTests {
    @Test func thousandsOfEnumTargetsEachGetTheirCaseAndTheirArm() {
        let count = 2_000
        var lines = ["// swift-tools-version: 5.9", "import PackageDescription", "", "enum Module: String, CaseIterable {"]
        for index in 0..<count { lines.append("    case module\(index) = \"Module\(index)\"") }
        lines += ["", "    var dependencies: [Target.Dependency] {", "        switch self {"]
        let firstArm = lines.count + 1
        for index in 0..<count {
            lines.append("        case .module\(index):")
            lines.append(index == 0 ? "            return [.abstraction(.shared), .external(.rxSwift)]"
                                    : "            return [.abstraction(.shared), .target(name: Module.module\(index - 1).rawValue), .external(.rxSwift)]")
        }
        lines += ["        }", "    }", "}"]
        let path = "Packages/Big/Package.swift"
        let input = ManifestInput(fileURL: URL(fileURLWithPath: "/repo/\(path)"), relativePath: path, contents: Array(lines.joined(separator: "\n").utf8))

        // What SwiftPM answers: names and kinds, every place on line 1.
        let nowhere = SourceLocation(file: path, line: 1, column: 1)
        let targets = (0..<count).map { index in
            var dependencies = [TargetDependency(kind: .product(package: "Abstraction"), name: "SharedAbstraction", platforms: nil, location: nowhere)]
            if index > 0 { dependencies.append(TargetDependency(kind: .target, name: "Module\(index - 1)", platforms: nil, location: nowhere)) }
            dependencies.append(TargetDependency(kind: .product(package: "RxSwift"), name: "RxSwift", platforms: nil, location: nowhere))
            return TargetDeclaration(name: "Module\(index)", kind: .regular, path: nil, exclude: [], sources: nil,
                                     dependencies: dependencies, location: nowhere)
        }
        let answer = PackageManifest(name: "Big", manifestPath: path, products: [], dependencies: [], targets: targets,
                                     toolsVersion: ToolsVersion(5, 9), evaluation: .swiftPM)

        let located = ManifestLineFinder(input).locate(answer)
        var misplaced: [String] = []
        for (index, target) in located.targets.enumerated() {
            if target.location.line != 5 + index { misplaced.append("\(target.name) at \(target.location.line)") }
            let arm = firstArm + 2 * index + 1
            for dependency in target.dependencies where dependency.location.line != arm {
                misplaced.append("\(target.name) → \(dependency.name) at \(dependency.location.line), not \(arm)")
            }
        }
        #expect(misplaced.isEmpty, "\(misplaced.prefix(5))")
    }
}
