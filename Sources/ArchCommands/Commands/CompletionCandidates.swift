import ArchAnalysis
import ArchArguments
import ArchCore
import ArchDiscovery
import ArchManifest
import ArchRuleCatalogue
import ArchRulesFile
import Foundation

/// What the completion scripts ask archkit to list while the user types: template names,
/// git revisions and module names, which only the repository knows. The specs name them as
/// the completion of an option or argument; the scripts call `archkit __complete KIND WORDS…`
/// with the words typed before the value, and offer the lines it prints.
///
/// Completion runs inside the user's shell at every Tab, so listing writes nothing, runs nothing
/// from the repository (manifests are read statically), prints candidates only, sorted and one
/// a line, and on any error prints nothing and exits with 0.
enum CompletionCandidates: String, CaseIterable {
    /// The templates `archkit new` can use: archkit's and the repository's, of the kind typed
    /// after `new` when there is one.
    case templates
    /// HEAD, the branches, remote-tracking branches and tags of the repository.
    case revisions
    /// The modules of the repository: the targets of its manifests and Xcode projects (test
    /// targets with `--include-tests` or `tests check`) and the folder modules of its `.archrules`.
    case modules
    /// The targets of the repository's manifests that a feature's files can go into: what
    /// `new --target` takes.
    case targets

    /// The completion a spec gives an option or argument that takes one of these.
    var completion: Completion { .callback(CompletionCallback(rawValue)) }

    /// For a value that may be one of these or a path, such as the sides of `diff`.
    var completionWithPaths: Completion { .callback(CompletionCallback(rawValue, includesFiles: true)) }

    /// `archkit __complete KIND WORDS…`: the candidates, one a line. `arguments` follow
    /// `__complete`.
    static func run(_ arguments: [String], context: CommandContext) -> CommandResult {
        guard let kind = arguments.first.flatMap(CompletionCandidates.init(rawValue:)) else { return CommandResult() }
        let typed = TypedWords(Array(arguments.dropFirst()), root: CommandTree.root)
        let names = Set(kind.candidates(typed, context: context))
        return CommandResult(stdout: names.sorted().map { $0 + "\n" }.joined())
    }

    func candidates(_ typed: TypedWords, context: CommandContext) -> [String] {
        let repository = typed.repository(context: context)
        switch self {
        case .templates:
            guard let workspace = try? ScaffoldWorkspace(root: repository, configFile: typed.values[Options.config.longName].map(context.resolve),
                                                         factory: ManifestReaderFactory(cacheDirectory: nil)) else { return [] }
            // After `new feature` or `new module`, the templates of that kind.
            guard let kind = typed.positionals.first.flatMap(TemplateKind.init(rawValue:)) else { return workspace.library.names }
            return workspace.library.names.filter { name in
                guard let template = try? workspace.library.template(named: name) else { return false }
                return template.kind == kind
            }
        case .revisions:
            let git = Git(in: repository, runner: SystemProcessRunner(), timeout: .seconds(5))
            guard git.isInRepository else { return [] }
            return ["HEAD"] + git.referenceNames
        case .modules, .targets:
            let root = repository.resolvingSymlinksInPath()
            guard let rules = try? RulesFile.load(root: root, configFile: typed.values[Options.config.longName].map(context.resolve)).0,
                  let discovered = try? FileDiscovery(root: root, isExcluded: { rules.isExcluded(path: $0) }).discover() else { return [] }
            let analyzer = Analyzer(manifestReader: StaticManifestReader(), ruleEngine: RuleEngine(rules: []))
            guard self == .modules else {
                return analyzer.readManifests(discovered.manifests, root: root).compactMap(\.manifest)
                    .flatMap { $0.targets.filter { $0.kind == .regular || $0.kind == .executable }.map(\.name) }
            }
            let includeTests = rules.checkTests || typed.flags.contains(Options.includeTests.longName)
            return rules.folderModules.map(\.name) + analyzer.declaredModuleNames(discovered, root: root, includeTests: includeTests)
        }
    }
}

/// The words typed on a command line so far, read as far as completion needs: the command they
/// select, the values of its options and its positionals. Unlike the parser, it accepts an
/// unfinished line (an option still waiting for its value) and never fails.
struct TypedWords {
    /// The selected command: `["archkit", "graph"]`.
    var commandPath: [String]
    /// By long name, the last value given to each option.
    var values: [String: String] = [:]
    /// The long names of the flags given.
    var flags: Set<String> = []
    var positionals: [String] = []
    /// Whether the selected command's first positional is the repository.
    var positionalIsRepository = false

    init(_ words: [String], root: CommandSpec) {
        var spec = root
        commandPath = [root.name]
        var index = 0
        var endOfOptions = false
        while index < words.count {
            let word = words[index]
            index += 1
            if !endOfOptions, word == "--" {
                endOfOptions = true
            } else if !endOfOptions, word.hasPrefix("-"), word.count > 1 {
                let text = word.drop { $0 == "-" }
                let name = String(text.prefix { $0 != "=" })
                let option = word.hasPrefix("--") ? spec.option(named: name) : name.first.flatMap(spec.option(short:))
                guard let option else { continue }
                if option.kind == .flag {
                    flags.insert(option.longName)
                    continue
                }
                if let equals = text.firstIndex(of: "=") {
                    values[option.longName] = String(text[text.index(after: equals)...])
                } else {
                    // bash splits `--path=dir` into `--path`, `=` and `dir`.
                    if index < words.count - 1, words[index] == "=" { index += 1 }
                    guard index < words.count else { continue }
                    values[option.longName] = words[index]
                    index += 1
                }
            } else if positionals.isEmpty, let subcommand = spec.subcommand(named: word) {
                spec = subcommand
                commandPath.append(word)
            } else {
                positionals.append(word)
            }
        }
        positionalIsRepository = spec.positionals.first?.name == Arguments.path.name
    }

    /// The repository the line names, as the command would find it: `--path`, else the
    /// positional path of a command that takes one, else for those commands the nearest folder
    /// with an .archrules above the working folder, as `check` finds it, else the working folder.
    func repository(context: CommandContext) -> URL {
        if let path = values[Options.path.longName] { return context.resolve(path) }
        if positionalIsRepository {
            if let path = positionals.first { return context.resolve(path) }
            if values[Options.config.longName] == nil, let nearest = context.nearestRulesRoot() { return context.resolve(nearest) }
        }
        return context.workingDirectory
    }
}
