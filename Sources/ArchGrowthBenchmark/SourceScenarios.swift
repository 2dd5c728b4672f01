import ArchSamples
import ArchSyntax

/// Inputs that once made the lexer or the scanner rescan the rest of a line or of the file
/// from every position, or render the conditions of every enclosing `#if` again.
enum SourceScenarios {
    static var all: [GrowthScenario] { lexer + facts + calls + conditions }

    /// Scans `unit` repeated `count` times, with `prefix` and `suffix` around it.
    static func scanning(_ stage: String, _ input: String, unit: String, prefix: String = "", suffix: String = "",
                         startingAt count: Int, repeats: Int = 3) -> GrowthScenario {
        source(stage, input, startingAt: count, repeats: repeats) { prefix + String(repeating: unit, count: $0) + suffix }
    }

    static func source(_ stage: String, _ input: String, startingAt count: Int, repeats: Int = 3,
                       text: @escaping @Sendable (Int) -> String) -> GrowthScenario {
        GrowthScenario(stage, input, startingAt: count, repeats: repeats, make: { Array(text($0).utf8) }, work: { bytes in
            _ = SourceScanner.scan(bytes)
            return true
        })
    }

    static let lexer: [GrowthScenario] = {
        func lexing(_ input: String, unit: String, prefix: String = "", suffix: String = "", startingAt count: Int = 20_000) -> GrowthScenario {
            scanning("Lexer", input, unit: unit, prefix: prefix, suffix: suffix, startingAt: count, repeats: 5)
        }
        return [
            // `lexPound` measured the run of `#` again from each of its bytes.
            lexing("a line of pound signs", unit: "#", startingAt: 100_000),
            // Each `/` searched the rest of the line for the end of a regex literal.
            lexing("a line of slashes and brackets", unit: "/["),
            lexing("escaped slashes inside a regex class", unit: #"\/"#, prefix: "x = /[ "),
            // Each unclosed `#/` searched to the end of the file.
            lexing("unclosed extended regex literals", unit: "#/a"),
            lexing("unclosed extended regex literals on many lines", unit: "#/a\n"),
            // A run of `#` before a `/` tried the search once per `#`.
            lexing("a run of pound signs before an unclosed slash", unit: "#", suffix: "/" + String(repeating: "a/#", count: 1_000)),
            lexing("unclosed raw strings", unit: ##"#"a"##),
            lexing("unclosed raw strings on many lines", unit: "##\"a\n"),
            lexing("an unterminated multi-line string", unit: "a\n", prefix: "let s = \"\"\"\n"),
            lexing("a long run of backslashes in code", unit: #"\"#, startingAt: 100_000),
            lexing("a long run of backslashes in a raw string", unit: #"\"#, prefix: ###"let s = ##""###),
            lexing("unclosed backticks", unit: "`a"),
            lexing("unclosed block comments", unit: "/*"),
            lexing("unclosed attribute arguments", unit: "@a("),
            lexing("unclosed interpolations", unit: "\"\\("),
            lexing("deeply nested interpolations", unit: #""\("#),
        ]
    }()

    static let facts: [GrowthScenario] = {
        func scanning(_ input: String, unit: String, prefix: String = "", suffix: String = "") -> GrowthScenario {
            SourceScenarios.scanning("Scanner facts", input, unit: unit, prefix: prefix, suffix: suffix, startingAt: 500)
        }
        return [
            scanning("an inheritance clause that never closes", unit: "A<B, ", prefix: "class C: "),
            scanning("many declarations with clauses", unit: "class A: B, C.D<E> where F: G {\n"),
            scanning("many capitalised names in interpolations", unit: #"\(A.B(C)) "#, prefix: "let s = \"", suffix: "\""),
            scanning("deeply nested dead branches", unit: "#if false\nA()\n"),
            scanning("many suppression comments", unit: "// archkit:disable-next-line a, b -- why\n"),
            // Each new name is checked against the names the signature already has, in a set.
            scanning("an unterminated public signature", unit: "a: A<B,\n", prefix: "public func f("),
            scanning("many public declarations", unit: "public static func f(a: A) -> B {}\n"),
            scanning("deeply nested type bodies", unit: "enum E { case a\n"),
            scanning("a case list that never closes", unit: "a((, ", prefix: "enum E { case "),
            scanning("many row switches that never close", unit: "switch indexPath.row { case 1: "),
            scanning("a count method with a huge body", unit: "{ return 3 }\n", prefix: "func numberOfSections() -> Int {"),
            scanning("construction checks on long runs of spaces", unit: "A" + String(repeating: " ", count: 50) + ". "),
        ]
    }()

    static let calls: [GrowthScenario] = [
        // Each call's chain starts at `x`: it must not be lexed again from there for every call.
        scanning("Scanner facts", "one long chain of resolves", unit: ".resolve(A.self)", prefix: "x", startingAt: 500),
        scanning("Scanner facts", "unclosed parentheses and generics", unit: "a<(b.resolve(", startingAt: 500),
        // Each registration looks ahead for the end of its closure, and each typealias for the
        // end of its function type: never again over tokens an earlier look-ahead passed.
        registering("registrations whose arguments never close", unit: "c.register(A.self, { r.resolve("),
        registering("registrations nested in unclosed closures", unit: "c.register(A.self) { r in r.resolve(B.self)\n"),
        registering("many short registrations", unit: "c.register(A.self) { r in A(b: r.resolve(B.self)!) }\n"),
        scanning("Scanner facts", "typealiases of function types that never close", unit: "typealias H = (a, (", startingAt: 500),
    ]

    /// What the service locator rule records: registrations and injecting property wrappers too.
    static let registrationOptions = ScanOptions(recordedCalls: ["resolve", "register", "autoregister", "Injected"], facts: .calls)

    static func registering(_ input: String, unit: String, startingAt count: Int = 500) -> GrowthScenario {
        GrowthScenario("Scanner facts", input, startingAt: count, repeats: 3,
                       make: { Array(String(repeating: unit, count: $0).utf8) },
                       work: { bytes in
                           _ = SourceScanner.scan(bytes, options: registrationOptions)
                           return true
                       })
    }

    /// Each import once rendered the condition of every enclosing `#if` again: 10,000 nested
    /// levels with 4,000 imports inside took 52 s and 506 MB.
    static let conditions: [GrowthScenario] = [
        source("Conditions", "imports inside deeply nested conditions", startingAt: 1_000, repeats: 5) { depth in
            SampleSources.nestedConditions(depth: depth, imports: depth * 2 / 5)
        },
        source("Conditions", "many conditions without #endif", startingAt: 1_000, repeats: 5) { count in
            (0..<count).map { "#if F\($0)\nimport M\($0)\n" }.joined()
        },
        source("Conditions", "many #elseif clauses", startingAt: 1_000, repeats: 5) { count in
            "#if F\n" + (0..<count).map { "#elseif F\($0) || G\nimport M\($0)\n" }.joined() + "#else\nimport Last\n#endif\n"
        },
    ]
}
