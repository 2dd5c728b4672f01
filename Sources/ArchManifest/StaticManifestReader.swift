import ArchCore
import Foundation

/// Reads literal manifests without executing anything.
///
/// The manifest is lexed, the one `let package = Package(…)` is parsed into an expression tree
/// by recursive descent (no deeper than `ManifestExpressionParser.maximumNestingLevel`), the
/// rest of the top level is checked to run nothing (`TopLevelCode`), and the tree is evaluated. Whenever the value of a position archkit
/// uses depends on code (a name, an operator, a closure, an unknown function, interpolation,
/// `#if`, a later change to `package`), the reader says so with the location of the construct
/// instead of guessing: see `ManifestEvaluator` and `PackageDeclaration`.
///
/// A manifest that is not literal but declares enums is given to `EnumManifestEvaluator`,
/// which evaluates the enum style (raw values, `allCases`, `switch self`, `static func`
/// helpers, `map` and friends) into literal arguments, or refuses at the offending token.
public struct StaticManifestReader: ManifestReading {
    /// The hint every "cannot evaluate" message ends with.
    static let advice = "the static reader only reads literal manifests (use --manifests auto or swiftpm)"

    public init() {}

    private func checkNoVersionSpecificSibling(_ manifest: ManifestInput) throws(StaticRefusal) {
        if let variant = VersionSpecificManifests.names(in: manifest.packageDirectory).first {
            throw StaticRefusal(tokenIndex: nil, message: "Package.swift has a version-specific sibling, \(variant), which SwiftPM may read instead; \(Self.advice)")
        }
    }

    public func read(_ manifest: ManifestInput) -> ManifestOutcome {
        var source = ManifestTokens(manifest.contents)
        do {
            if let mismatch = source.pairBrackets() {
                throw StaticRefusal(tokenIndex: mismatch.tokenIndex, message: "Package.swift is not valid Swift: \(mismatch.reason)")
            }
            var declaration: PackageDeclaration
            var earlyRefusal: StaticRefusal?
            do {
                declaration = try PackageDeclaration.find(in: source)
            } catch let refusal as StaticRefusal {
                guard EnumManifest.applies(to: source) else { throw refusal }
                declaration = try PackageDeclaration.find(in: source, checkingOtherUses: false)
                earlyRefusal = refusal
            }
            // Checked after the code, so that a manifest is refused for what its code does first.
            let toolsVersion = ToolsVersion.declared(in: manifest.contents)
            let evaluator = ManifestEvaluator(source: source, input: manifest)
            let package: PackageManifest
            // Whether the top level runs no code, so that a refusal comes from the arguments.
            var topLevelRunsNothing = false
            do {
                if let earlyRefusal { throw earlyRefusal }
                try TopLevelCode(source: source, declaration: declaration).check()
                try checkNoVersionSpecificSibling(manifest)
                topLevelRunsNothing = true
                let arguments = try ManifestExpressionParser(source: source).arguments(opener: declaration.opener)
                package = try evaluator.package(arguments, callToken: declaration.callToken, toolsVersion: toolsVersion ?? ToolsVersion(0, 0))
            } catch let literalRefusal as StaticRefusal {
                // Not literal: an enum-style manifest is evaluated into literal arguments;
                // any other manifest keeps the literal reader's reason. A top level beyond
                // the enum style keeps it too where it names the statement that runs code;
                // where the top level runs nothing, the declaration beyond the enum style is
                // the reason.
                // A literal manifest whose call reads top-level constants is evaluated the same
                // way; where that fails too, the literal reader's reason stands.
                let isEnumStyle = EnumManifest.applies(to: source)
                guard isEnumStyle || topLevelRunsNothing && EnumManifest.declaresConstants(source) else { throw literalRefusal }
                var enumEvaluator: EnumManifestEvaluator
                let arguments: [ManifestArgument]
                do {
                    enumEvaluator = try EnumManifestEvaluator(source: source, declaration: declaration)
                } catch {
                    throw isEnumStyle && topLevelRunsNothing ? error : literalRefusal
                }
                do {
                    arguments = try enumEvaluator.packageArguments(opener: declaration.opener)
                } catch {
                    throw isEnumStyle ? error : literalRefusal
                }
                try checkNoVersionSpecificSibling(manifest)
                package = try evaluator.package(arguments, callToken: declaration.callToken, toolsVersion: toolsVersion ?? ToolsVersion(0, 0))
            }
            guard toolsVersion != nil else {
                throw StaticRefusal(tokenIndex: nil, message: "Package.swift does not begin with a `// swift-tools-version:` line, without which SwiftPM does not read it")
            }
            return .manifest(package)
        } catch let refusal as StaticRefusal {
            let location = refusal.tokenIndex.map { source[$0] }.map { manifest.location(line: $0.line, column: $0.column) }
                ?? manifest.location(line: 1, column: 1)
            return .failure([InputProblem.manifestUnreadable.diagnostic(refusal.message, at: location)])
        } catch {
            return .failure([InputProblem.manifestUnreadable.diagnostic("\(error)", at: manifest.location(line: 1, column: 1))])
        }
    }
}

extension StaticManifestReader {
    /// An edit's result read back, which the manifest edits do before they keep one: by the
    /// static reader, at a place outside any folder, since the bytes are not on disk.
    static func readBack(_ bytes: [UInt8], path: String) -> PackageManifest? {
        StaticManifestReader().read(ManifestInput(fileURL: URL(fileURLWithPath: "/" + path), relativePath: path, contents: bytes)).manifest
    }
}
