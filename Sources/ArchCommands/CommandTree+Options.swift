import ArchArguments
import ArchViews
import ArchManifest
import ArchProposal
import ArchReport

/// Every option of the command line, declared once with the type it is read as. The specs in
/// `CommandTree` are made from these, and the commands read their values through them.
enum Options {
    // Reading the repository
    static let path = Option<String>("path", valueName: "dir")
    static let config = Option<String>("config", valueName: "file")
    static let manifests = Option<ManifestMode>.choice("manifests", valueName: "mode")
    static let manifestTimeout = Option<String>("manifest-timeout", valueName: "seconds")
    static let includeTests = Flag("include-tests")
    static let cacheDirectory = Option<String>("cache-dir", valueName: "dir")
    static let noCache = Flag("no-cache")

    // Output
    static let output = Option<String>("output", short: "o", valueName: "file")
    static let strict = Flag("strict")
    static let noColor = Flag("no-color")
    static let packageBoxes = Flag("package-boxes")
    static let allEdges = Flag("all-edges")

    // check
    static let checkFormat = Option<CheckFormat>.choice("format", valueName: "format")
    static let report = RepeatableOption("report", valueName: "format[:file]")
    static let absolutePaths = Flag("absolute-paths")
    static let verbose = Flag("verbose", short: "v")
    static let baseline = Option<String>("baseline", valueName: "file")
    static let writeBaseline = Option<String>("write-baseline", valueName: "file")
    static let updateBaseline = Flag("update-baseline")

    // init
    static let style = Option<ArchitectureStyle>.choice("style", valueName: "style")
    static let print = Flag("print")
    static let force = Flag("force")

    // graph
    static let graphFormat = Option<GraphFormat>.choice("format", valueName: "format")
    static let quiet = Flag("quiet", short: "q")
    static let level = Option<GraphView.Level>.choice("level", valueName: "level")
    static let includeExternal = Flag("include-external")
    static let focus = Option<String>("focus", valueName: "module", completion: CompletionCandidates.modules.completion)
    static let depth = Option<String>("depth", valueName: "n")
    static let direction = Option<GraphViewOptions.Direction>.choice("direction", valueName: "direction")

    // diff
    static let diffFormat = Option<DiffFormat>.choice("format", valueName: "format")
    static let failOnNew = Flag("fail-on-new")

    // affected
    static let affectedFormat = Option<AffectedFormat>.choice("format", valueName: "format")
    static let tests = Flag("tests")
    static let null = Flag("null", short: "z")

    // new
    static let template = Option<String>("template", short: "t", valueName: "name", completion: CompletionCandidates.templates.completion)
    static let into = Option<String>("into", valueName: "dir")
    static let target = Option<String>("target", valueName: "name", completion: CompletionCandidates.targets.completion)
    static let newTarget = Flag("new-target")
    static let set = RepeatableOption("set", valueName: "key=value")
    static let dryRun = Flag("dry-run")
}

/// Every positional argument of the command line, declared once.
enum Arguments {
    static let path = Argument("path")
    static let base = Argument("base")
    static let head = Argument("head")
    static let kind = Argument("kind")
    static let name = Argument("name")
    static let rule = Argument("rule")
    static let shell = Argument("shell")
}
