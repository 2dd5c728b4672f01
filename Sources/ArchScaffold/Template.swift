import ArchRulesFile
import ArchCore

/// A scaffolding template, ready to render: its metadata with `extends` resolved, and its files.
public struct Template: Sendable {
    /// Where a template comes from: built into archkit, or a folder of the repository.
    public enum Origin: Sendable, Equatable, CustomStringConvertible {
        case builtIn
        case repository(String)

        public var description: String {
            switch self {
            case .builtIn: return "built-in"
            case .repository(let folder): return folder
            }
        }
    }

    public var name: String
    public var origin: Origin
    public var description: String
    public var kind: TemplateKind
    /// Where `files/` is written, relative to the repository root; placeholders not yet rendered.
    public var destination: String
    /// The default of `{{root}}`.
    public var root: String
    public var allowsInto: Bool
    public var variables: [TemplateManifest.Variable]
    public var targetAdditions: [TemplateManifest.TargetAddition]
    /// What must exist before the template is written, each named in its own template's
    /// manifest.
    public var requirements: [TemplateManifest.Requirement]
    /// Paths relative to `files/`, placeholders not yet rendered, with their contents.
    public var files: [String: [UInt8]]
    public var nextSteps: String?
}

/// Every template archkit can use: its built-in ones, overridden by the repository's own.
public struct TemplateLibrary: Sendable {
    public static let manifestName = "template.manifest"
    public static let nextStepsName = "next-steps.md"

    /// Raw template folders by name: path inside the folder → contents.
    private var folders: [String: (origin: Template.Origin, files: [String: [UInt8]])] = [:]

    /// - Parameters:
    ///   - builtIn: archkit's own templates, as `<template>/<path>` → contents.
    ///   - repository: the repository's templates folder, as `<template>/<path>` → contents, and
    ///     how to name the folder in listings.
    public init(builtIn: [String: [UInt8]], repository: (folder: String, files: [String: [UInt8]])? = nil) {
        add(builtIn, origin: .builtIn)
        if let repository { add(repository.files, origin: .repository(repository.folder)) }
    }

    private mutating func add(_ files: [String: [UInt8]], origin: Template.Origin) {
        var grouped: [String: [String: [UInt8]]] = [:]
        for (path, contents) in files {
            guard let slash = path.firstIndex(of: "/") else { continue }
            grouped[String(path[..<slash]), default: [:]][String(path[path.index(after: slash)...])] = contents
        }
        // A folder is a template only if it has a manifest; the repository's replace archkit's.
        for (name, files) in grouped where files[Self.manifestName] != nil {
            folders[name] = (origin, files)
        }
    }

    public var names: [String] { folders.keys.sorted() }

    /// The template called `name`, with `extends` resolved.
    public func template(named name: String) throws(TemplateError) -> Template? {
        try resolve(name, chain: [])
    }

    private func resolve(_ name: String, chain: [String]) throws(TemplateError) -> Template? {
        guard let folder = folders[name] else { return nil }
        let manifestFile = "\(name)/\(Self.manifestName)"
        let manifest = try TemplateManifest.parse(String(decoding: folder.files[Self.manifestName] ?? [], as: UTF8.self), file: manifestFile)
        var files: [String: [UInt8]] = [:]
        for (path, contents) in folder.files where path.hasPrefix("files/") {
            files[String(path.dropFirst("files/".count))] = contents
        }
        let nextSteps = folder.files[Self.nextStepsName].map { String(decoding: $0, as: UTF8.self) }

        var base: Template?
        if let parent = manifest.extends {
            guard !chain.contains(parent), parent != name else {
                throw TemplateError(file: manifestFile, line: 1, message: "'extends \(parent)' makes a cycle: \((chain + [name, parent]).joined(separator: " → "))")
            }
            guard let resolved = try resolve(parent, chain: chain + [name]) else {
                let hint = Suggestion.closest(to: parent, in: names).map { "; did you mean '\($0)'?" } ?? ""
                throw TemplateError(file: manifestFile, line: 1, message: "'extends \(parent)' names no template\(hint)")
            }
            base = resolved
        }
        var variables = base?.variables ?? []
        for variable in manifest.variables {
            if let existing = variables.firstIndex(where: { $0.name == variable.name }) {
                variables[existing].defaultValue = variable.defaultValue
                if !variable.help.isEmpty { variables[existing].help = variable.help }
                variables[existing].packagesOfLayer = variable.packagesOfLayer ?? variables[existing].packagesOfLayer
                variables[existing].detectsModule = variable.detectsModule ?? variables[existing].detectsModule
            } else {
                variables.append(variable)
            }
        }
        guard let kind = manifest.kind ?? base?.kind, let destination = manifest.destination ?? base?.destination else {
            throw TemplateError(file: manifestFile, line: 1, message: "a template needs 'kind' and 'destination' (or 'extends')")
        }
        return Template(
            name: name, origin: folder.origin,
            description: manifest.description ?? base?.description ?? "",
            kind: kind, destination: destination,
            root: manifest.root ?? base?.root ?? ".",
            allowsInto: manifest.allowsInto ?? base?.allowsInto ?? true,
            variables: variables,
            targetAdditions: (base?.targetAdditions ?? []) + manifest.targetAdditions,
            requirements: (base?.requirements ?? []) + manifest.requirements,
            files: (base?.files ?? [:]).merging(files) { $1 },
            nextSteps: nextSteps ?? base?.nextSteps)
    }
}
