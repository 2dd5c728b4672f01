import ArchArguments
import ArchTestSupport
import Foundation
import Testing
import ArchCommands

/// `archkit completions bash|zsh|fish`: scripts generated from the command specification,
/// loaded by the real shells.
@Suite("Shell completions")
struct CompletionTests {
    static func script(_ shell: String) -> String {
        let result = CLI.run(["completions", shell])
        #expect(result.exitCode == ExitCode.success, "\(result.stderr)")
        return result.stdout
    }

    /// The script in a file of its own temporary folder, for a shell to read.
    static func saved(_ shell: String) throws -> (TemporaryDirectory, URL) {
        let folder = try TemporaryDirectory()
        let file = try folder.write("archkit.\(shell)", script(shell))
        try folder.write("Sources/placeholder.txt", "")
        return (folder, file)
    }

    @Test func everyCommandAndOptionIsInEveryScript() {
        for shell in CompletionScript.Shell.allCases {
            let text = Self.script(shell.rawValue)
            for command in CommandTree.root.subcommands {
                #expect(text.contains(command.name), "\(shell): \(command.name)")
                for option in command.options {
                    let spelled = shell == .fish ? "-l \(option.longName)" : "--\(option.longName)"
                    #expect(text.contains(spelled), "\(shell): \(command.name) --\(option.longName)")
                }
            }
        }
    }

    @Test func anUnknownShellIsAUsageError() {
        let result = CLI.run(["completions", "tcsh"])
        #expect(result.exitCode == ExitCode.usage)
        #expect(result.stderr.contains("choose from bash, zsh, fish"))
    }

    @Test func bashReadsTheScript() throws {
        let (folder, file) = try Self.saved("bash")
        defer { withExtendedLifetime(folder) {} }
        let result = try Shell.run(["bash", "-n", file.path])
        #expect(result.status == 0, "\(result.stderr)")
    }

    /// Completion as bash runs it: the words typed so far in COMP_WORDS, the function's answer
    /// in COMPREPLY.
    @Test func bashCompletesCommandsOptionsAndValues() throws {
        let (folder, file) = try Self.saved("bash")
        let cases: [([String], String)] = [
            (["archkit", ""], "init check fix graph diff affected new templates rules completions"),
            (["archkit", "ch"], "check"),
            (["archkit", "check", "--fo"], "--format"),
            (["archkit", "check", "--format", "j"], "json junit"),
            (["archkit", "check", "--manifests", "", ], "auto static swiftpm"),
            (["archkit", "new", ""], "feature module"),
            (["archkit", "new", "feature", ""], ""),
            (["archkit", "rules", "layer-d"], "layer-dependency"),
            (["archkit", "completions", ""], "bash zsh fish"),
            (["archkit", "check", "--strict", ""], "Sources"),
            (["archkit", "graph", "--format", "svg", "-o", "archkit.b"], "archkit.bash"),
        ]
        var harness = "source '\(file.path)'\n"
        for (words, _) in cases {
            let quoted = words.map { "'\($0)'" }.joined(separator: " ")
            harness += "COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1); COMPREPLY=(); _archkit; echo \"${COMPREPLY[*]}\"\n"
        }
        let result = try Shell.run(["bash", "-c", harness], in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        let answers = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for (index, (words, expected)) in cases.enumerated() {
            #expect(index < answers.count && answers[index] == expected, "\(words)")
        }
    }

    @Test(.requires(.zsh))
    func zshReadsTheScriptAndDefinesTheFunctions() throws {
        let (folder, file) = try Self.saved("zsh")
        defer { withExtendedLifetime(folder) {} }
        let syntax = try Shell.run(["zsh", "-n", file.path])
        #expect(syntax.status == 0, "\(syntax.stderr)")
        // Loading it defines a function per command; calling none of them needs the completion system.
        let loaded = try Shell.run(["zsh", "-c", "autoload -U compinit && compinit -u -D; source '\(file.path)' 2>/dev/null; "
                                    + "print -l ${(k)functions[(I)_archkit*]} | sort"])
        let functions = Set(loaded.stdout.split(separator: "\n").map(String.init))
        #expect(functions.isSuperset(of: ["_archkit", "_archkit_check", "_archkit_graph", "_archkit_new", "_archkit_completions"]),
                "\(functions)")
    }

    @Test(.requires(.fish))
    func fishCompletesCommandsOptionsAndValues() throws {
        let (folder, file) = try Self.saved("fish")
        let syntax = try Shell.run(["fish", "--no-execute", file.path])
        #expect(syntax.status == 0, "\(syntax.stderr)")
        let cases: [(String, [String])] = [
            ("archkit ", ["affected", "check", "completions", "diff", "fix", "graph", "init", "new", "rules", "templates"]),
            ("archkit check --format ", ["checkstyle", "github", "gitlab", "json", "junit", "sarif", "xcode"]),
            ("archkit check --fo", ["--format"]),
            ("archkit new ", ["feature", "module"]),
            ("archkit check ", ["Sources/"]),
        ]
        for (line, expected) in cases {
            let result = try Shell.run(["fish", "-c", "source '\(file.path)'; complete -C '\(line)'"], in: folder.url)
            let words = result.stdout.split(separator: "\n").map { String($0.split(separator: "\t").first ?? "") }
            #expect(Set(words) == Set(expected), "\(line): \(words) \(result.stderr)")
        }
    }
}
