import Foundation

/// The benchmark's command line: `archkit-benchmark [--sizes S,M,L,XL,dense,warm] [--runs 5]
/// [--keep DIR] [--archkit PATH] [--timeout SECONDS] [--seed N]`.
public struct BenchmarkOptions: Sendable {
    public var shapes: [RepositoryShape] = [.small, .medium]
    public var runs = 5
    public var keep: String?
    public var archkit = ".build/release/archkit"
    public var timeout = 600.0
    public var seed: UInt64 = 0xA4C4_17
    /// `--help` was given: print `usage` and exit 0.
    public var showsHelp = false
    /// `--lexer [DIR]`: time the lexer and the scanner in-process over DIR's Swift files instead.
    public var lexerCorpus: String?
    /// `--only MODE` with `--lexer`: time one measurement alone, for a profiler.
    public var lexerMode: LexerThroughput.Mode?
    /// `--megabytes N` with `--lexer`: how much each measurement processes (default 100).
    public var lexerMegabytes = 100

    public static let usage = """
        usage: archkit-benchmark [--sizes S,M,L,XL,dense,warm] [--runs N] [--keep DIR] [--archkit PATH] [--timeout SECONDS] [--seed N] | --lexer [DIR] [--only MODE] [--megabytes N]
          Build first: swift build -c release --product archkit
          --sizes    repositories to generate (default S,M); warm: S in twenty packages whose manifests
                     need SwiftPM, timing a warm --manifests auto run against --manifests static
                     and counting the swift processes of a cold and a warm run
          --runs     measured runs of each command, interleaved; medians are reported (default 5)
          --keep     generate into DIR/<size> and leave it there (default: a temporary folder, removed)
          --archkit  the archkit binary to measure (default .build/release/archkit)
          --timeout  seconds before a child is killed and the benchmark fails (default 600)
          --seed     generator seed (default \(0xA4C4_17))
          --lexer    instead, single-thread MB/s of the lexer and the scanner over the Swift files
                     of a folder (default Fixtures); archkit-benchmark --lexer [DIR]
          --only     with --lexer, time one measurement alone, three times as long, so that a
                     profiler sees nothing else: lexer, light (imports and declarations) or check
          --megabytes  with --lexer, the bytes each measurement processes (default 100); a few
                     are enough under an instruction counter such as valgrind --tool=callgrind
        """

    public init(arguments: [String]) throws {
        var rest = arguments[...]
        func value(_ flag: String) throws -> String {
            guard let next = rest.popFirst() else { throw BenchmarkFailure("\(flag) needs a value\n\(Self.usage)") }
            return next
        }
        while let flag = rest.popFirst() {
            switch flag {
            case "--sizes":
                shapes = try value(flag).split(separator: ",").map { name in
                    guard let shape = RepositoryShape.all.first(where: { $0.name.lowercased() == name.lowercased() }) else {
                        throw BenchmarkFailure("unknown size '\(name)'; choose from S, M, L, dense, warm")
                    }
                    return shape
                }
            case "--runs":
                guard let runs = Int(try value(flag)), runs > 0 else { throw BenchmarkFailure("--runs takes a positive number") }
                self.runs = runs
            case "--keep": keep = try value(flag)
            case "--archkit": archkit = try value(flag)
            case "--timeout":
                guard let timeout = Double(try value(flag)), timeout > 0 else { throw BenchmarkFailure("--timeout takes a positive number") }
                self.timeout = timeout
            case "--seed":
                guard let seed = UInt64(try value(flag)) else { throw BenchmarkFailure("--seed takes a number") }
                self.seed = seed
            case "--lexer":
                lexerCorpus = rest.first.map { $0.hasPrefix("--") } == false ? rest.popFirst() : "Fixtures"
            case "--only":
                let name = try value(flag)
                guard let mode = LexerThroughput.Mode(rawValue: name) else {
                    throw BenchmarkFailure("unknown measurement '\(name)'; choose from lexer, light, check")
                }
                lexerMode = mode
            case "--megabytes":
                guard let megabytes = Int(try value(flag)), megabytes > 0 else {
                    throw BenchmarkFailure("--megabytes takes a positive number")
                }
                lexerMegabytes = megabytes
            case "-h", "--help": showsHelp = true
            default: throw BenchmarkFailure("unknown argument '\(flag)'\n\(Self.usage)")
            }
        }
    }
}
