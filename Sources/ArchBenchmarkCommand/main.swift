import ArchBenchmark
import Foundation

// archkit-benchmark: generates synthetic monorepos, checks that archkit finds exactly the
// planted findings, and prints a Markdown table of medians. See docs/performance.md.
do {
    let options = try BenchmarkOptions(arguments: Array(CommandLine.arguments.dropFirst()))
    if options.showsHelp {
        print(BenchmarkOptions.usage)
        exit(0)
    }
    if let corpus = options.lexerCorpus, let mode = options.lexerMode {
        var lexer = LexerThroughput(corpus: corpus)
        lexer.targetBytes = options.lexerMegabytes * 1_000_000
        let throughput = try lexer.measure(only: mode)
        print("\(mode.rawValue) over \(corpus): \(Int(throughput.rounded())) MB/s on one thread")
        exit(0)
    }
    if let corpus = options.lexerCorpus {
        var lexer = LexerThroughput(corpus: corpus)
        lexer.targetBytes = options.lexerMegabytes * 1_000_000
        print(LexerThroughput.report(try lexer.measure(), corpus: corpus))
        exit(0)
    }
    let rows = try Benchmark(options: options).run { line in
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
    print(BenchmarkTable.markdown(rows, runs: options.runs))
} catch {
    FileHandle.standardError.write(Data("archkit-benchmark: \(error)\n".utf8))
    exit(1)
}
