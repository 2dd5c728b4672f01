import ArchArguments
import ArchTestSupport
import Foundation
import Testing
import ArchCommands

/// What the completion scripts ask archkit to list when completion runs: template names,
/// git revisions and module names, from `archkit __complete KIND WORDS…`.
@Suite("Completion candidates")
struct CompletionCandidateTests {
    static let fixture = RepositoryPaths.fixtures.appendingPathComponent("EcommerceApp").path
    /// The built-in templates of each kind, read from Templates/: a template without a `kind`
    /// line extends one and is a feature template.
    static let featureTemplates = builtInTemplates(ofKind: "feature")
    static let moduleTemplates = builtInTemplates(ofKind: "module")

    static func builtInTemplates(ofKind kind: String) -> [String] {
        let folder = RepositoryPaths.root.appendingPathComponent("Templates")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.sorted().filter { name in
            guard let manifest = try? String(contentsOf: folder.appendingPathComponent("\(name)/template.manifest"), encoding: .utf8) else { return false }
            let declared = manifest.split(separator: "\n").first { $0.hasPrefix("kind ") }?.split(separator: " ").last.map(String.init)
            return (declared ?? "feature") == kind
        }
    }

    static func candidates(_ arguments: [String], in directory: URL = RepositoryPaths.root) -> [String] {
        let result = CLI.run([CompletionCallback.command] + arguments, in: directory)
        #expect(result.exitCode == ExitCode.success)
        #expect(result.stderr.isEmpty, "\(result.stderr)")
        return result.stdout.split(separator: "\n").map(String.init)
    }

    /// A git repository with a branch besides its first and a tag, in `scratch`.
    static func repositoryWithReferences(in scratch: TemporaryDirectory) throws -> GitRepository {
        try scratch.write("source/README.md", "A repository to list revisions of.\n")
        let repository = try GitRepository(copying: scratch.url.appendingPathComponent("source"), into: scratch)
        try repository.git("branch", "-M", "main")
        try repository.git("branch", "feature/order")
        try repository.git("tag", "v1.0")
        return repository
    }

    @Test func theSpecsNameWhatEachValueCompletesTo() {
        let root = CommandTree.root
        let modules = Completion.callback(CompletionCallback("modules"))
        let revisions = Completion.callback(CompletionCallback("revisions"))
        let revisionsOrPaths = Completion.callback(CompletionCallback("revisions", includesFiles: true))
        #expect(root.subcommand(named: "graph")?.option(named: "focus")?.valueCompletion == modules)
        #expect(root.subcommand(named: "new")?.option(named: "template")?.valueCompletion
                == .callback(CompletionCallback("templates")))
        #expect(root.subcommand(named: "new")?.option(named: "target")?.valueCompletion == .callback(CompletionCallback("targets")))
        for name in ["base", "head"] {
            #expect(root.subcommand(named: "affected")?.positional(named: name)?.completion == revisions)
            #expect(root.subcommand(named: "diff")?.positional(named: name)?.completion == revisionsOrPaths)
        }
    }

    /// Every value the specs complete by asking archkit is asked for in every script.
    @Test func everyScriptCallsBackForThoseValues() {
        for shell in CompletionScript.Shell.allCases {
            let text = CLI.run(["completions", shell.rawValue]).stdout
            let expected: [String] = switch shell {
            case .bash: ["archkit __complete templates", "archkit __complete revisions", "archkit __complete modules"]
            case .zsh: ["archkit __complete $1", "{_archkit_candidates templates}", "{_archkit_candidates revisions}",
                        "{_archkit_candidates revisions files}", "{_archkit_candidates modules}"]
            case .fish: ["archkit __complete $kind", "-l template -s t -x -a '(__archkit_candidates templates)'",
                         "-l focus -x -a '(__archkit_candidates modules)'", "-a '(__archkit_candidates revisions)'"]
            }
            for call in expected {
                #expect(text.contains(call), "\(shell): \(call)")
            }
            #expect(text.components(separatedBy: "2>/dev/null").count > 1, "\(shell): the callback's errors are not hidden")
        }
    }

    @Test func modulesAreThoseTheGraphDraws() throws {
        let listed = Self.candidates(["modules", "graph", Self.fixture, "--focus"])
        #expect(listed == listed.sorted() && Set(listed).count == listed.count)
        let graph = CLI.run(["graph", Self.fixture, "--format", "json", "--manifests", "static"])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(graph.stdout.utf8)) as? [String: Any])
        let modules = try #require(document["modules"] as? [[String: Any]])
        // The JSON lists test targets whatever --include-tests says; --focus takes them only with it.
        let drawn = modules.filter { !["external", "test"].contains($0["kind"] as? String) }.compactMap { $0["name"] as? String }
        #expect(!drawn.isEmpty)
        #expect(Set(listed).isSuperset(of: drawn), "missing: \(Set(drawn).subtracting(listed).sorted())")
        #expect(listed.contains("MyEcommerce") && listed.contains("BasketDomain"))
        // new --target takes a target of a Package.swift only: no Xcode target, no test target.
        let targets = Self.candidates(["targets", "new", "feature", "Order", "--path", Self.fixture, "--target"])
        #expect(targets.contains("BasketDomain") && !targets.contains("MyEcommerce") && !targets.contains("BasketFeatureTests"))
        #expect(Set(targets).isSubset(of: listed))
        // --path, a later positional or an option before it name the same repository.
        #expect(Self.candidates(["modules", "graph", "--path", Self.fixture, "--format", "svg", "--focus"]) == listed)
        #expect(Self.candidates(["modules", "graph", "--quiet", "--depth", "2", Self.fixture, "--focus"]) == listed)
        #expect(Self.candidates(["modules", "graph", "--path", "=", Self.fixture, "--focus"]) == listed)
        // Test targets are drawn, and offered, with --include-tests only.
        #expect(!listed.contains("BasketFeatureTests"))
        #expect(Self.candidates(["modules", "graph", Self.fixture, "--include-tests", "--focus"]).contains("BasketFeatureTests"))
    }

    @Test func templatesAreArchkitsOfTheKindTyped() throws {
        let scratch = try TemporaryDirectory()
        let all = Self.candidates(["templates", "new", "--template"], in: scratch.url)
        #expect(all == (Self.featureTemplates + Self.moduleTemplates).sorted())
        #expect(Self.candidates(["templates", "new", "feature", "--template"], in: scratch.url) == Self.featureTemplates)
        #expect(Self.candidates(["templates", "new", "module", "-t"], in: scratch.url) == Self.moduleTemplates)
        // A repository's own templates join them.
        try scratch.write("Templates/order-screen/template.manifest",
                          "description  An order screen\nkind         feature\ndestination  Sources/{{Name}}\n")
        try scratch.write("Templates/order-screen/files/{{Name}}.swift", "struct {{Name}} {}\n")
        let withOwn = Self.candidates(["templates", "new", "--path", scratch.url.path, "--template"])
        #expect(withOwn.contains("order-screen") && withOwn.contains("feature"), "\(withOwn)")
    }

    @Test(.requires(.git))
    func revisionsAreHeadBranchesAndTags() throws {
        let scratch = try TemporaryDirectory()
        let repository = try Self.repositoryWithReferences(in: scratch)
        let expected = ["HEAD", "feature/order", "main", "v1.0"]
        #expect(Self.candidates(["revisions", "affected"], in: repository.folder) == expected)
        #expect(Self.candidates(["revisions", "diff", "--path", repository.folder.path, "main"]) == expected)
    }

    /// Completion runs in the user's terminal: no error may reach it.
    @Test func failuresListNothingAndSayNothing() throws {
        let scratch = try TemporaryDirectory()
        try scratch.write("broken/.archrules", "layer = = =\n")
        try scratch.write("broken/Package.swift", "this is not swift")
        let missing = scratch.url.appendingPathComponent("missing").path
        #expect(Self.candidates(["revisions", "affected"], in: scratch.url).isEmpty)
        #expect(Self.candidates(["revisions", "diff", "--path", missing]).isEmpty)
        #expect(Self.candidates(["modules", "graph", missing, "--focus"]).isEmpty)
        #expect(Self.candidates(["modules", "graph", scratch.url.appendingPathComponent("broken").path, "--focus"]).isEmpty)
        #expect(Self.candidates(["templates", "new", "--path", missing, "--template"]).isEmpty)
        #expect(Self.candidates(["colours"]).isEmpty)
        #expect(Self.candidates([]).isEmpty)
        _ = Self.candidates(["modules", "--no-such-option", "-", "--", "graph"])
    }

    /// The scripts as the shells run them, with the archkit under test first on PATH.
    static var environment: [String: String] {
        let folder = URL(fileURLWithPath: BuiltArchkit.path).deletingLastPathComponent().path
        return ["PATH": folder + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")]
    }

    @Test(.requires(.git))
    func bashCompletesTemplatesRevisionsAndModules() throws {
        _ = try BuiltArchkit.url()
        let scratch = try TemporaryDirectory()
        let repository = try Self.repositoryWithReferences(in: scratch)
        let script = try scratch.write("archkit.bash", CLI.run(["completions", "bash"]).stdout)
        let cases: [([String], String)] = [
            (["archkit", "graph", Self.fixture, "--focus", "Basket"], "BasketAbstraction BasketData BasketDomain BasketFeature"),
            (["archkit", "new", "feature", "--template", ""], Self.featureTemplates.joined(separator: " ")),
            (["archkit", "new", "module", "-t", ""], "route-module"),
            (["archkit", "affected", ""], "HEAD feature/order main v1.0"),
            (["archkit", "affected", "main", "fe"], "feature/order"),
            (["archkit", "diff", "v"], "v1.0"),
            (["archkit", "graph", "/nonexistent", "--focus", ""], ""),
        ]
        var harness = "source '\(script.path)'\n"
        for (words, _) in cases {
            let quoted = words.map { "'\($0)'" }.joined(separator: " ")
            harness += "COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1); COMPREPLY=(); _archkit; echo \"${COMPREPLY[*]}\"\n"
        }
        let result = try Shell.run(["bash", "-c", harness], in: repository.folder, environment: Self.environment)
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty, "\(result.stderr)")
        let answers = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for (index, (words, expected)) in cases.enumerated() {
            #expect(index < answers.count && answers[index] == expected, "\(words): \(index < answers.count ? answers[index] : "")")
        }
    }

    @Test(.requires(.fish), .requires(.git))
    func fishCompletesTemplatesRevisionsAndModules() throws {
        _ = try BuiltArchkit.url()
        let scratch = try TemporaryDirectory()
        let repository = try Self.repositoryWithReferences(in: scratch)
        let script = try scratch.write("archkit.fish", CLI.run(["completions", "fish"]).stdout)
        let cases: [(String, [String])] = [
            ("archkit graph \(Self.fixture) --focus Basket", ["BasketAbstraction", "BasketData", "BasketDomain", "BasketFeature"]),
            ("archkit new feature --template ", Self.featureTemplates),
            ("archkit affected ", ["HEAD", "feature/order", "main", "v1.0"]),
            ("archkit diff v", ["v1.0"]),
        ]
        for (line, expected) in cases {
            let result = try Shell.run(["fish", "-c", "source '\(script.path)'; complete -C '\(line)'"], in: repository.folder,
                                       environment: Self.environment)
            let words = result.stdout.split(separator: "\n").map { String($0.split(separator: "\t").first ?? "") }
            #expect(Set(words) == Set(expected), "\(line): \(words) \(result.stderr)")
        }
    }

    /// zsh completes only inside its line editor, so the script's function that asks archkit
    /// runs here with the words of a subcommand's function and `compadd` printing what it is given.
    @Test(.requires(.zsh))
    func zshAsksArchkitForModules() throws {
        _ = try BuiltArchkit.url()
        let scratch = try TemporaryDirectory()
        let script = try scratch.write("_archkit", CLI.run(["completions", "zsh"]).stdout)
        let syntax = try Shell.run(["zsh", "-n", script.path])
        #expect(syntax.status == 0, "\(syntax.stderr)")
        let harness = "autoload -U compinit && compinit -u -D; source '\(script.path)' 2>/dev/null; "
            + "compadd() { [[ $1 == -a ]] && print -l ${(P)2} }; _files() { print FILES }; "
            + "words=(graph '\(Self.fixture)' --focus Bas); CURRENT=4; _archkit_candidates modules; "
            + "words=(new feature --template ''); CURRENT=4; _archkit_candidates templates"
        let result = try Shell.run(["zsh", "-c", harness], in: scratch.url, environment: Self.environment)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains("BasketDomain") && lines.contains("MyEcommerce"), "\(lines) \(result.stderr)")
        #expect(!lines.contains("FILES") && !lines.contains("route-module"))
        #expect(lines.filter(Self.featureTemplates.contains) == Self.featureTemplates)
    }
}
