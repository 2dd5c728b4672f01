import ArchCore
import Foundation

/// Writes a synthetic SwiftPM monorepo: one package per `targetsPerPackage` targets with
/// literal manifests, realistic source files of about 150 lines, and a layered `.archrules`.
/// The same shape and seed give byte-identical files.
public struct RepositoryGenerator: Sendable {
    /// How the `Package.swift` files are written; the targets and dependencies are the same.
    public enum ManifestStyle: Sendable {
        /// Literal manifests, which archkit reads without running anything.
        case literal
        /// The literal manifest followed by a loop over its targets, which the static reader
        /// refuses: `--manifests auto` asks SwiftPM, and a warm run answers from its cache.
        case swiftPM
    }

    public let plan: ModulePlan
    private let seed: UInt64
    public let manifestStyle: ManifestStyle

    public init(shape: RepositoryShape, seed: UInt64 = 0xA4C4_17, manifestStyle: ManifestStyle = .literal) {
        var random = SplitMix64(seed: seed)
        plan = ModulePlan(shape: shape, random: &random)
        self.seed = seed
        self.manifestStyle = manifestStyle
    }

    /// Every file as (path relative to the root, contents), in a fixed order.
    public func forEachFile(_ body: (String, String) throws -> Void) rethrows {
        try body(".archrules", rules())
        for package in 0..<plan.shape.packages {
            let name = plan.packageName(package)
            try body("Packages/\(name)/Package.swift", manifest(package))
            for target in targets(in: package) {
                let targetName = plan.name(of: target)
                var random = SplitMix64(seed: seed ^ UInt64(target + 1) &* 0x1000_0001)
                let files = plan.fileCount(of: target)
                for file in 0..<files {
                    // The last file of the first violating target lives under Generated/, which
                    // `.archrules` excludes: its upward import must not count.
                    let excluded = target == plan.violations.first?.from && file == files - 1
                    let folder = excluded ? "Generated/" : ""
                    let path = "Packages/\(name)/Sources/\(targetName)/\(folder)\(targetName)File\(file).swift"
                    try body(path, SourceFileText.render(plan: plan, target: target, file: file, files: files, excluded: excluded, random: &random))
                }
            }
        }
    }

    /// Writes the repository into `root` and returns the Swift files written and their bytes.
    @discardableResult
    public func write(to root: URL) throws -> (swiftFiles: Int, bytes: Int) {
        var created = Set<String>()
        var swiftFiles = 0
        var bytes = 0
        try forEachFile { path, contents in
            let url = root.appendingPathComponent(path)
            let folder = url.deletingLastPathComponent().path
            if created.insert(folder).inserted {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            }
            let data = Data(contents.utf8)
            try data.write(to: url)
            if path.hasSuffix(".swift") && !path.hasSuffix("Package.swift") {
                swiftFiles += 1
                bytes += data.count
            }
        }
        return (swiftFiles, bytes)
    }

    func targets(in package: Int) -> Range<Int> {
        let start = package * plan.shape.targetsPerPackage
        return start..<min(plan.shape.targets, start + plan.shape.targetsPerPackage)
    }

    func rules() -> String {
        """
        # Synthetic monorepo for the archkit benchmark: four layers, one package per \(plan.shape.targetsPerPackage) targets.
        exclude **/Generated/**

        layer Core    = Core*
        layer Domain  = Domain*
        layer Feature = Feature*
        layer App     = App*

        allow Domain  -> Core
        allow Feature -> Domain Core
        allow App     -> *

        forbid Core Domain -> UIKit SwiftUI
        ban-names Manager Helper Utils

        """
    }

    func manifest(_ package: Int) -> String {
        let own = targets(in: package)
        var usedPackages = Set<Int>()
        for target in own {
            for dependency in plan.dependencies[target] where !own.contains(dependency) {
                usedPackages.insert(plan.package(of: dependency))
            }
        }
        var lines = [
            "// swift-tools-version: 5.9",
            "import PackageDescription",
            "",
            "let package = Package(",
            "    name: \"\(plan.packageName(package))\",",
            "    products: [",
        ]
        lines += own.map { "        .library(name: \"\(plan.name(of: $0))\", targets: [\"\(plan.name(of: $0))\"])," }
        lines += ["    ],", "    dependencies: ["]
        lines += usedPackages.sorted().map { "        .package(path: \"../\(plan.packageName($0))\")," }
        lines += ["    ],", "    targets: ["]
        for target in own {
            lines += ["        .target(", "            name: \"\(plan.name(of: target))\",", "            dependencies: ["]
            for dependency in plan.dependencies[target] {
                let name = plan.name(of: dependency)
                lines.append(own.contains(dependency)
                    ? "                \"\(name)\","
                    : "                .product(name: \"\(name)\", package: \"\(plan.packageName(plan.package(of: dependency)))\"),")
            }
            lines += ["            ]", "        ),"]
        }
        lines += ["    ]", ")", ""]
        if manifestStyle == .swiftPM {
            // Changes nothing archkit reads (settings are not part of its model).
            lines += [
                "for target in package.targets where target.type == .regular {",
                "    target.swiftSettings = (target.swiftSettings ?? []) + []",
                "}",
                "",
            ]
        }
        return lines.joined(separator: "\n")
    }
}
