import ArchArguments
import ArchRulesFile
import ArchCore
import ArchViews
import ArchManifest
import ArchProposal
import ArchReport
import ArchRuleCatalogue

/// The whole command-line interface, declared in one place.
public enum CommandTree {
    public static let version = "0.1.0"

    public static var root: CommandSpec {
        CommandSpec(
            name: "archkit",
            abstract: "Checks, draws and scaffolds the architecture of Swift package codebases.",
            discussion: """
            Exit codes: 0 when there are no errors (warnings allowed), 1 when there are errors \
            (or warnings, with --strict; for diff, see its help), 2 for a usage or configuration error.
            """,
            version: version,
            subcommands: [initCommand, check, fix, graph, diff, affected, new, templates, rules, completions]
        )
    }

    static let pathPositional = Arguments.path.optional(help: "The repository to analyse (default: the current folder, or in a git work tree the nearest folder above with an .archrules).",
                                                        completion: .directories)

    /// Options shared by every command that analyses a repository.
    static let analysisOptions: [OptionSpec] = [
        Options.path.spec(help: "The repository to analyse; the same as the positional path."),
        Options.config.spec(help: "Read the rules from this file instead of <path>/.archrules."),
        manifestsOption(help: "How to read Package.swift files. 'static' parses literal manifests and never runs anything from the repository; 'swiftpm' asks `swift package dump-package`, which compiles and runs the manifest's code; 'auto' reads literal manifests statically and asks SwiftPM for the rest, so it may also run manifest code."),
        manifestTimeoutOption,
        Options.includeTests.spec(help: "Include test targets: check them, as `tests check` in .archrules does, and draw them."),
    ] + cacheOptions

    static var check: CommandSpec {
        CommandSpec(
            name: "check",
            abstract: "Checks a repository against its .archrules and reports every violation.",
            discussion: """
            Reads every Package.swift and every Swift import, builds the module graph and \
            evaluates the rules of .archrules: allowed layer dependencies, cycles, banned type \
            names and dependency hygiene. Without .archrules, cycles, banned names and \
            dependency hygiene are still checked.

            Examples:
              archkit check Fixtures/EcommerceApp
              archkit check --format json > report.json
              archkit check --format sarif > archkit.sarif
              archkit check --format github --report sarif:archkit.sarif --report junit:archkit.xml
              archkit check --manifests static --strict
              archkit check --write-baseline archkit-baseline.json
              archkit check --baseline archkit-baseline.json --update-baseline

            Findings can be accepted as debt: by an `except` line of .archrules (with an \
            owner, an expiry date and a reason), by a baseline, or by an \
            archkit:disable-next-line, disable-this-line or disable-file comment that \
            names the rule and gives a reason after '--'. Accepted findings do not fail the check; they are counted on the \
            summary line and listed with --verbose. A baseline that cannot be read or written \
            exits with 2.
            """,
            options: analysisOptions + [
                Options.checkFormat.spec(help: "Output format: 'xcode' for editors and logs, 'json' for scripts, 'sarif' (2.1.0) for code scanning, 'github' for GitHub Actions annotations, 'junit' and 'checkstyle' for CI test and lint reports, 'gitlab' for GitLab Code Quality.",
                                         defaultValue: .xcode),
                Options.report.spec(help: "Also write this format to a file (to standard output without ':file'); repeatable, e.g. --report sarif:archkit.sarif --report junit:archkit.xml. Any format of --format. With 'github' in GitHub Actions, the Markdown report is appended to the job summary.",
                            completion: .words(CheckFormat.allCases.map(\.rawValue))),
                Options.strict.spec(help: "Exit with 1 on warnings too."),
                Options.absolutePaths.spec(help: "Print absolute paths instead of paths relative to the repository (SARIF: absolute file URIs)."),
                Options.noColor.spec(help: "Never colour the output. Colour is used only when standard output is a terminal and NO_COLOR is not set."),
                Options.verbose.spec(help: "Also list files no module owns, how each manifest was read, and every accepted finding with what accepted it."),
                Options.baseline.spec(help: "Accept the findings this baseline records: fail only on findings that are not in it."),
                Options.writeBaseline.spec(help: "Record today's findings in this file (JSON, relative paths, sorted), then report against it."),
                Options.updateBaseline.spec(help: "With --baseline: rewrite the file without the entries that match no finding any more. Never adds findings."),
            ],
            positionals: [pathPositional]
        )
    }

    static var initCommand: CommandSpec {
        CommandSpec(
            name: "init",
            abstract: "Recognises the repository's architecture and writes a commented .archrules for it.",
            discussion: """
            Reads the repository (ignoring any .archrules) and recognises its style: Clean \
            layers by module-name suffixes (*Feature, *Domain, *Data, *Abstraction), Route + \
            Module packages (*Module beside routing and facade modules), or feature folders \
            with Api, Domain/DTO, Repository, Service, Di and Presentation/{ViewModel,Page}. \
            Otherwise it proposes layers from the dependency ranks of the modules. Folders of \
            Swift files that no target owns become folder modules, except test inputs \
            (Fixtures, Inputs, __Snapshots__, TestData), which become exclude lines; an app shell that \
            depends on nearly everything becomes the composition root. Then it writes \
            .archrules, prints what 'archkit check' reports under it, and the next steps.

            With --write-baseline FILE, the check records today's findings in FILE, so that \
            day one is green and CI fails only on new findings ('archkit check --baseline FILE').

            It never overwrites: an existing .archrules is an error (exit 2) unless --force. \
            Exits with 0 once the file is written, whatever the check found, and with 2 for a \
            usage error or a --style that does not fit.

            Examples:
              archkit init
              archkit init --write-baseline archkit-baseline.json
              archkit init Fixtures/EcommerceApp --print
              archkit init --style ranks --force
            """,
            options: [
                Options.path.spec(help: "The repository; the same as the positional path."),
                Options.style.spec(help: "Use this style instead of recognising one; exits with 2 when it does not fit."),
                Options.print.spec(help: "Print the proposal to standard output; write nothing and run no check."),
                Options.force.spec(help: "Replace an existing .archrules (in one step)."),
                Options.writeBaseline.spec(help: "Record the findings of the first check in this file, to accept them as today's debt."),
                manifestsOption(help: "How to read Package.swift files (see 'archkit check --help')."),
                manifestTimeoutOption,
                Options.includeTests.spec(help: "Give test targets a layer too, and check them (`tests check`)."),
                Options.noColor.spec(help: "Never colour the check's output."),
            ] + cacheOptions,
            positionals: [pathPositional]
        )
    }

    static var graph: CommandSpec {
        CommandSpec(
            name: "graph",
            abstract: "Writes the module graph as JSON, DOT, Mermaid, SVG, a self-contained HTML page or a Markdown comment.",
            discussion: """
            Every format renders the analysis 'archkit check' makes, with its counts and \
            findings. JSON is all of it: every module (external ones included), every edge with \
            every place it is declared, imported or referenced, the layers, every finding and the files \
            that could not be read (docs/graph-json.md). The other formats draw what --level, \
            --include-* and --focus select: layers as bands or clusters in .archrules order, \
            edges that break a rule red and labelled with it, cycle edges bold, type references \
            between folder modules dashed. After writing, \
            graph exits as check would: 1 when there are errors (or warnings, with --strict).

            Examples:
              archkit graph Fixtures/EcommerceApp --format html --output architecture.html
              archkit graph --format dot | dot -Tsvg > graph.svg
              archkit graph --format mermaid --level layer
              archkit graph --format svg --focus BasketDomain --depth 2 --direction in
              archkit graph --format markdown > comment.md
            """,
            options: analysisOptions + [
                Options.graphFormat.spec(help: "Output format.", defaultValue: .json),
                Options.output.spec(help: "Write to this file instead of standard output, and print one line saying what was written."),
                Options.quiet.spec(help: "With --output: print nothing when the file is written."),
                Options.strict.spec(help: "Exit with 1 on warnings too."),
                Options.level.spec(help: "Draw modules, packages or layers.", defaultValue: .module),
                Options.includeExternal.spec(help: "Draw every external module (SDK frameworks, remote packages) too; without it, only those a finding involves are drawn."),
                Options.focus.spec(help: "Draw only this module and the edges on paths to and from it, within --depth steps."),
                Options.depth.spec(help: "With --focus: how many steps to follow (default: 1)."),
                Options.direction.spec(help: "With --focus: dependencies (out), dependents (in) or both (default: both)."),
                packageBoxesOption,
                Options.allEdges.spec(help: "Draw every edge. By default a drawing of more than \(GraphView.reductionThreshold) modules or \(GraphView.crowdingEdges) edges hides the edges that a path through other modules implies (never one that breaks a rule or belongs to a cycle); the HTML report shows them on demand."),
            ],
            positionals: [pathPositional]
        )
    }

    static var diff: CommandSpec {
        CommandSpec(
            name: "diff",
            abstract: "Compares the architecture of two revisions, folders or graph JSON files.",
            discussion: """
            Each side is a graph JSON file (from 'archkit graph --format json'), a folder, or a \
            git revision of the repository at --path, which archkit unpacks with 'git archive' \
            into a temporary folder without touching the working tree. Without HEAD, the \
            working tree is the head. Reports both sides' counts, new and fixed findings of \
            every rule (matched by rule, file and what they are about, not by line), and added \
            and removed modules and edges. Exits with 1 when a side could not be read \
            completely, and with --fail-on-new when the head adds errors (or warnings, with \
            --strict).

            Examples:
              archkit diff origin/main
              archkit diff main feature/order --format markdown > comment.md
              archkit diff base.json head.json --fail-on-new
              archkit diff origin/main --format html -o change.html

            --format html draws the head's graph with the change marked: added modules \
            and edges green, removed ones dashed grey, edges that break a rule red, fixed \
            rules struck through, the rest dimmed. The page opens on the changed modules and \
            their neighbours, with the whole graph a click away. --format svg is that first \
            drawing alone, with a legend.
            """,
            options: [
                Options.path.spec(help: "The repository, or the folder of it to analyse (default: the current folder)."),
                manifestsOption(help: "How to read Package.swift files (see 'archkit check --help')."),
                manifestTimeoutOption,
                Options.includeTests.spec(help: "Check test targets too."),
                Options.diffFormat.spec(help: "Output format.", defaultValue: .text),
                Options.output.spec(help: "Write to this file instead of standard output."),
                Options.failOnNew.spec(help: "Exit with 1 when the head adds errors: findings that 'archkit check' fails on."),
                Options.strict.spec(help: "With --fail-on-new: new warnings fail too, as with 'archkit check --strict'."),
                packageBoxesOption,
            ] + cacheOptions,
            positionals: [
                Arguments.base.required(help: "The graph to compare against: a revision, a folder or a graph JSON file.",
                                        completion: CompletionCandidates.revisions.completionWithPaths),
                Arguments.head.optional(help: "The graph to compare (default: the working tree).",
                                        completion: CompletionCandidates.revisions.completionWithPaths),
            ]
        )
    }

    static let packageBoxesOption = Options.packageBoxes.spec(
        help: "In module drawings (svg, html, dot), keep each package's modules together in their band and draw a box around them.")

    static func manifestsOption(help: String) -> OptionSpec {
        Options.manifests.spec(help: help, defaultValue: .automatic)
    }

    static let manifestTimeoutOption = Options.manifestTimeout.spec(
        help: "How long SwiftPM may take to evaluate one manifest before it is stopped and the manifest reported as a manifest-error.",
        defaultValue: String(ManifestReaderFactory.defaultTimeout.components.seconds))

    static let cacheOptions: [OptionSpec] = [
        Options.cacheDirectory.spec(help: "Where to cache SwiftPM's reading of manifests (default: $ARCHKIT_CACHE_DIR, else the user cache folder)."),
        Options.noCache.spec(help: "Neither read nor write the manifest cache."),
    ]

    static var new: CommandSpec {
        CommandSpec(
            name: "new",
            abstract: "Scaffolds a feature or module from a template; never overwrites anything.",
            discussion: """
            Renders the template in memory, checks every destination, then writes everything \
            or nothing. Existing files are never overwritten. Templates come from archkit and \
            from the repository's Templates folder (or the one .archrules names), whose \
            templates replace archkit's of the same name. Exits with 2, writing nothing, on \
            a bad name, an unknown template or variable, a file that already exists, or a \
            package or folder the template needs that the repository does not have.

            Inside a SwiftPM package, a feature goes into a target's folder, never beside \
            the targets where nothing would compile it: into the package's only target, \
            the one --target names, or a new target with --new-target, which is added to \
            Package.swift.

            Examples:
              archkit new feature Order
              archkit new module Order --template route-module
              archkit new feature Order --template clean-feature --dry-run
              archkit new feature Order --set api=moya --into App/Sources
              archkit new feature Order --target Shop
              archkit new feature Order --new-target
            """,
            options: [
                Options.template.spec(help: "The template to use (default: .archrules 'template', else 'feature' for features and 'route-module' for modules)."),
                Options.path.spec(help: "The repository (default: the current folder)."),
                Options.config.spec(help: "Read the rules from this file instead of <path>/.archrules."),
                Options.into.spec(help: "Where the template writes, relative to the repository, when the template allows it."),
                Options.target.spec(help: "Put the feature inside the folder of this target of a Package.swift."),
                Options.newTarget.spec(help: "Make the feature a target of its own, added to the Package.swift of the package it is in."),
                Options.set.spec(help: "Sets a template variable; see 'archkit templates'."),
                Options.dryRun.spec(help: "Print the files that would be written, with their sizes, and write nothing. Reads manifests statically: runs nothing from the repository."),
                Options.manifests.spec(
                    help: "How to read the repository's Package.swift files, to find the modules it has and to confirm manifest edits (see 'archkit check --help'). Default: 'auto', which may run manifest code; with --dry-run, 'static'."),
                manifestTimeoutOption,
            ] + cacheOptions,
            positionals: [
                Arguments.kind.required(help: "What to scaffold: feature or module.", completion: .words(TemplateKind.names)),
                Arguments.name.required(help: "The UpperCamelCase name, such as Order.", completion: .nothing),
            ]
        )
    }

    static var templates: CommandSpec {
        CommandSpec(
            name: "templates",
            abstract: "Lists the templates, their variables and where they write.",
            options: [
                Options.path.spec(help: "The repository (default: the current folder)."),
                Options.config.spec(help: "Read the rules from this file instead of <path>/.archrules."),
            ] + cacheOptions
        )
    }

    static var rules: CommandSpec {
        CommandSpec(
            name: "rules",
            abstract: "Lists the rules archkit checks, or explains one.",
            discussion: """
            Examples:
              archkit rules
              archkit rules layer-dependency
            """,
            positionals: [Arguments.rule.optional(help: "A rule id to explain, with its examples.",
                                    completion: .words(RuleCatalogue.ruleIDs + InputProblem.all.map(\.id)))]
        )
    }

    static var completions: CommandSpec {
        CommandSpec(
            name: "completions",
            abstract: "Prints a completion script for bash, zsh or fish.",
            discussion: """
            The script is generated from archkit's own command specification, so it offers \
            exactly the commands, options and values this archkit accepts.

            Examples:
              source <(archkit completions bash)
              archkit completions zsh > "${fpath[1]}/_archkit"
              archkit completions fish > ~/.config/fish/completions/archkit.fish
            """,
            positionals: [Arguments.shell.required(help: "The shell: bash, zsh or fish.",
                                    completion: .words(CompletionScript.Shell.allCases.map(\.rawValue)))]
        )
    }
}
