// swift-tools-version: 6.0
import PackageDescription

// archkit is a pipeline: discover files → read manifests and sources → model → rules → report.
// Each stage is its own target so that the dependency direction is enforced by the compiler
// and by archkit's own `.archrules`.
let package = Package(
    name: "archkit",
    targets: [
        // Shared vocabulary: locations, diagnostics, globs, hashing.
        .target(name: "ArchCore"),

        // Reading: Swift sources and the `.archrules` file.
        .target(name: "ArchSyntax", dependencies: ["ArchCore"]),
        .target(name: "ArchConfig", dependencies: ["ArchCore"]),

        // A generic command-line argument parser.
        .target(name: "ArchCommandLine", dependencies: ["ArchCore"]),

        // Process running, repository paths and scratch folders for the tests.
        .target(name: "ArchTestSupport", path: "Tests/ArchTestSupport"),
        .testTarget(name: "ArchCoreTests", dependencies: ["ArchCore"]),
        .testTarget(name: "ArchSyntaxTests", dependencies: ["ArchSyntax", "ArchTestSupport"]),
        .testTarget(name: "ArchConfigTests", dependencies: ["ArchConfig"]),
        .testTarget(name: "ArchCommandLineTests", dependencies: ["ArchCommandLine"]),
    ]
)
