import Foundation
import PackagePlugin

/// `swift package archkit [check|graph|diff|…] [options]`: runs archkit on the package the
/// command is run in, for a project that adds archkit as a package dependency.
///
/// Without a command, it checks. For the commands that read manifests it adds what a plugin
/// needs unless the arguments say otherwise: `--manifests static`, because SwiftPM runs
/// plugins in a sandbox where evaluating manifests with SwiftPM again may fail, and a manifest
/// cache in the plugin's work folder, the one place the sandbox lets it write.
@main
struct ArchkitPlugin: CommandPlugin {
    static let analysingCommands: Set<String> = ["check", "fix", "graph", "diff", "affected", "init"]

    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var arguments = arguments
        if arguments.first.map({ $0.hasPrefix("-") && $0 != "-h" && $0 != "--help" && $0 != "--version" }) ?? true {
            arguments.insert("check", at: 0)
        }
        if Self.analysingCommands.contains(arguments[0]) {
            if !arguments.contains(where: { $0 == "--manifests" || $0.hasPrefix("--manifests=") }) {
                arguments += ["--manifests", "static"]
            }
            if !arguments.contains(where: { $0 == "--cache-dir" || $0 == "--no-cache" || $0.hasPrefix("--cache-dir=") }) {
                arguments += ["--cache-dir", context.pluginWorkDirectoryURL.appendingPathComponent("manifest-cache").path]
            }
        }
        let archkit = Process()
        archkit.executableURL = try context.tool(named: "archkit").url
        archkit.arguments = arguments
        // Relative paths, and the default path `.`, mean the package's folder.
        archkit.currentDirectoryURL = context.package.directoryURL
        try archkit.run()
        archkit.waitUntilExit()
        if archkit.terminationReason == .uncaughtSignal || archkit.terminationStatus != 0 {
            // archkit has printed why; its exit code tells errors (1) from usage errors (2).
            exit(archkit.terminationReason == .uncaughtSignal ? 128 + archkit.terminationStatus : archkit.terminationStatus)
        }
    }
}
