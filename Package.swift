// swift-tools-version: 6.0
import PackageDescription

// archkit is a pipeline: discover files → read manifests and sources → model → rules → report.
// Each stage is its own target so that the dependency direction is enforced by the compiler
// and by archkit's own `.archrules`.
let package = Package(
    name: "archkit",
    products: [
        .executable(name: "archkit", targets: ["archkit"]),
        .executable(name: "archkit-benchmark", targets: ["ArchBenchmarkCommand"]),
        .executable(name: "archkit-growth", targets: ["ArchGrowthBenchmark"]),
        // The pipeline as a library, for tools that analyse a repository and use the result
        // themselves: `Analyzer(manifests: .static, cacheDirectory: nil).analyze(AnalysisRequest(…))`
        // returns one `Analysis` (its graph, rules and graph document), which ArchReport's
        // renderers render. ARCHITECTURE.md describes the stages.
        .library(name: "ArchKit", targets: ["ArchAnalysis", "ArchReport", "ArchViews", "ArchModuleGraph", "ArchRulesFile", "ArchCore"]),
        // `swift package archkit …` in a package that depends on this one.
        .plugin(name: "ArchkitPlugin", targets: ["ArchkitPlugin"]),
    ],
    targets: [
        // Shared vocabulary: locations, diagnostics, globs, hashing.
        .target(name: "ArchCore"),

        // Stage 1: find the files.
        .target(name: "ArchDiscovery", dependencies: ["ArchCore"]),

        // Stage 2: read them.
        .target(name: "ArchSyntax", dependencies: ["ArchCore"]),
        .target(name: "ArchManifest", dependencies: ["ArchCore", "ArchSyntax"]),
        .target(name: "ArchRulesFile", dependencies: ["ArchCore"]),
        // Xcode projects and workspaces: a property-list parser of our own, then targets, files
        // and declared dependencies; no Xcode needed.
        .target(name: "ArchXcode", dependencies: ["ArchCore"]),

        // Stage 3: the module graph.
        .target(name: "ArchModuleGraph", dependencies: ["ArchCore", "ArchSyntax", "ArchManifest", "ArchRulesFile", "ArchXcode"]),

        // Stage 4: the rules.
        .target(name: "ArchRuleCatalogue", dependencies: ["ArchCore", "ArchRulesFile", "ArchModuleGraph", "ArchSyntax"]),

        // Stage 5: reports. The graph document and its views sit between the rules and the
        // renderers, so that every format draws the same thing.
        .target(name: "ArchViews", dependencies: ["ArchCore", "ArchRulesFile", "ArchModuleGraph"]),
        .target(name: "ArchReport", dependencies: ["ArchCore", "ArchModuleGraph", "ArchViews"]),

        // The pipeline as a library: runs discover → read → model → rules and returns one
        // Analysis, which every command and output format renders.
        .target(
            name: "ArchAnalysis",
            dependencies: ["ArchCore", "ArchDiscovery", "ArchSyntax", "ArchManifest", "ArchRulesFile", "ArchXcode", "ArchModuleGraph", "ArchRuleCatalogue", "ArchViews"]
        ),

        // `archkit init`: proposes a commented .archrules from the shape of an analysed repository.
        .target(name: "ArchProposal", dependencies: ["ArchCore", "ArchModuleGraph", "ArchRulesFile"]),

        // `archkit fix`: from an analysis to the manifest and debt edits that resolve its findings.
        .target(name: "ArchFix", dependencies: ["ArchCore", "ArchManifest", "ArchModuleGraph", "ArchRulesFile", "ArchRuleCatalogue", "ArchAnalysis"]),

        // Scaffolding: templates rendered into new features and modules. The built-in templates
        // are compiled in from Templates/, so a copied binary still has them.
        .target(name: "ArchScaffold", dependencies: ["ArchCore", "ArchRulesFile", "ArchManifest"], plugins: ["EmbedTemplates"]),
        .executableTarget(name: "TemplateEmbedder"),
        .plugin(name: "EmbedTemplates", capability: .buildTool(), dependencies: ["TemplateEmbedder"], path: "Sources/EmbedTemplates"),

        // The command line: a generic argument parser, and the composition root that wires the stages.
        .target(name: "ArchArguments", dependencies: ["ArchCore"]),
        .target(
            name: "ArchCommands",
            dependencies: [
                "ArchCore", "ArchDiscovery", "ArchManifest", "ArchRulesFile", "ArchRuleCatalogue", "ArchViews",
                "ArchAnalysis", "ArchReport", "ArchScaffold", "ArchArguments", "ArchProposal", "ArchFix",
            ]
        ),
        .executableTarget(name: "archkit", dependencies: ["ArchCore", "ArchCommands"]),
        .plugin(
            name: "ArchkitPlugin",
            capability: .command(intent: .custom(verb: "archkit", description: "Checks, draws or compares the package's architecture with archkit.")),
            dependencies: ["archkit"],
            path: "Sources/ArchkitPlugin"
        ),

        // The benchmark: generates synthetic monorepos with planted findings and times the release
        // archkit binary on them as a child process (docs/performance.md). It links no stage.
        .target(name: "ArchBenchmark", dependencies: ["ArchCore", "ArchSyntax"]),
        .executableTarget(name: "ArchBenchmarkCommand", dependencies: ["ArchBenchmark"]),
        // The growth benchmark: times each stage in-process on hostile inputs at two sizes and
        // judges only the ratio (docs/performance.md). It links the stages it measures.
        .executableTarget(
            name: "ArchGrowthBenchmark",
            dependencies: ["ArchSamples", "ArchSyntax", "ArchManifest", "ArchXcode", "ArchRulesFile", "ArchModuleGraph",
                           "ArchRuleCatalogue", "ArchViews", "ArchReport", "ArchCore"]
        ),

        // Sample documents and synthetic graphs, shared by the tests and the
        // growth benchmark; ArchTestSupport re-exports it.
        .target(name: "ArchSamples", dependencies: ["ArchCore", "ArchSyntax", "ArchManifest", "ArchRulesFile", "ArchModuleGraph", "ArchViews"], path: "Tests/ArchSamples"),
        // Process running, repository paths, scratch folders and test traits for the tests.
        .target(name: "ArchTestSupport", dependencies: ["ArchSamples", "ArchCore", "ArchViews"], path: "Tests/ArchTestSupport"),
        .testTarget(name: "ArchCoreTests", dependencies: ["ArchCore", "ArchTestSupport"]),
        .testTarget(name: "ArchDiscoveryTests", dependencies: ["ArchDiscovery", "ArchTestSupport"]),
        .testTarget(name: "ArchSyntaxTests", dependencies: ["ArchSyntax", "ArchCore", "ArchTestSupport"]),
        .testTarget(name: "ArchManifestTests", dependencies: ["ArchManifest", "ArchRuleCatalogue", "ArchTestSupport"]),
        // Oracle/ holds the Python script that reads the fixture projects with the pbxproj package.
        .testTarget(name: "ArchXcodeTests", dependencies: ["ArchXcode", "ArchCore", "ArchTestSupport"], exclude: ["Oracle"]),
        .testTarget(name: "ArchRulesFileTests", dependencies: ["ArchRulesFile", "ArchCore", "ArchTestSupport"]),
        .testTarget(
            name: "ArchModuleGraphTests",
            dependencies: ["ArchModuleGraph", "ArchManifest", "ArchDiscovery", "ArchSyntax", "ArchRulesFile", "ArchCore", "ArchTestSupport"]
        ),
        .testTarget(name: "ArchViewsTests", dependencies: ["ArchViews", "ArchModuleGraph", "ArchCore", "ArchTestSupport"]),
        .testTarget(name: "ArchReportTests", dependencies: ["ArchCore", "ArchModuleGraph", "ArchReport", "ArchViews", "ArchTestSupport"]),
        .testTarget(name: "ArchDrawingTests", dependencies: ["ArchCore", "ArchModuleGraph", "ArchReport", "ArchViews", "ArchTestSupport"]),
        .testTarget(name: "ArchScaffoldTests", dependencies: ["ArchScaffold", "ArchRulesFile", "ArchCore", "ArchTestSupport"]),
        .testTarget(name: "ArchArgumentsTests", dependencies: ["ArchArguments"]),
        .testTarget(name: "ArchProposalTests", dependencies: ["ArchProposal", "ArchModuleGraph", "ArchRulesFile", "ArchRuleCatalogue", "ArchCore", "ArchTestSupport"]),
        .testTarget(
            name: "ArchCommandsTests",
            dependencies: ["ArchCommands", "ArchAnalysis", "ArchFix", "ArchBenchmark", "ArchCore", "ArchDiscovery", "ArchManifest", "ArchModuleGraph", "ArchRuleCatalogue", "ArchViews", "ArchReport", "ArchTestSupport"]
        ),
        // Seeded mutations of the fixtures through every stage that reads untrusted files, and
        // fuzzed project folders and lock files on a scratch tree.
        .testTarget(name: "ArchFuzzTests", dependencies: ["ArchCore", "ArchSyntax", "ArchManifest", "ArchRulesFile", "ArchRuleCatalogue", "ArchXcode", "ArchScaffold", "ArchTestSupport"]),
    ]
)
