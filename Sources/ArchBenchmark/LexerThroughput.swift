import ArchSyntax
import Foundation

/// `archkit-benchmark --lexer [DIR]`: single-thread throughput of the lexer alone and of the
/// full scan (lexer plus every fact the scanner records) over the Swift files under DIR
/// (default `Fixtures`), each repeated until about 100 MB have passed. Both are timed in the
/// same run, so their ratio holds whatever else the machine is doing.
public struct LexerThroughput: Sendable {
    public var corpus: String
    /// Bytes to process per measurement; the corpus is repeated until it is reached.
    public var targetBytes = 100_000_000

    public init(corpus: String) { self.corpus = corpus }

    /// One measurement, timed alone by `measure(only:)`.
    public enum Mode: String, Sendable {
        case lexer, light, check
    }

    /// The MB/s of one measurement over three times the usual bytes, and nothing else, so that
    /// a profiler attached to the process sees only that work.
    public func measure(only mode: Mode) throws -> Double {
        let (sources, corpusBytes) = try loadCorpus()
        let passes = 3 * max(1, targetBytes / corpusBytes)
        var sink = 0
        let seconds: Double
        switch mode {
        case .lexer:
            seconds = Self.time { for _ in 0..<passes { for source in sources { sink &+= Self.tokenCount(source) } } }
        case .light, .check:
            let options = mode == .light ? ScanOptions(facts: []) : Self.checkOptions
            seconds = Self.time {
                for _ in 0..<passes {
                    for source in sources { sink &+= SourceScanner.scan(source, options: options).declarations.count }
                }
            }
        }
        if sink == 42 { FileHandle.standardError.write(Data(" ".utf8)) } // keeps the work observable
        return Double(corpusBytes * passes) / 1_000_000 / seconds
    }

    public struct Figures: Sendable {
        public var files: Int
        public var corpusBytes: Int
        public var lexerMBps: Double
        public var scanMBps: Double
        /// The scan without type references, which `check` uses when no rule reads them.
        public var lightScanMBps: Double
        /// The lighter scanning mode of issue 10: no optional facts, so only imports,
        /// declarations, `#if` conditions, comments and strings; it skims (`SwiftLexer.skim`).
        public var importsAndDeclarationsMBps: Double
        /// The scan with the facts `check` records for the benchmark repositories' rules.
        public var checkScanMBps: Double
        /// The time of that scan over the time of the lexer, timed in turns.
        public var checkScanToLexer: Double
        /// Finding the bytes that can change the lexer's state, and nothing else: the floor of
        /// a scan that lexes only around them (`StateByteSkim`).
        public var stateByteSkimMBps: Double
        /// Tokens seen by the lexer in one pass over the corpus, so that a broken lexer that
        /// stops early cannot look fast.
        public var tokens: Int
    }

    public func measure() throws -> Figures {
        let (sources, corpusBytes) = try loadCorpus()
        let passes = max(1, targetBytes / corpusBytes)
        var tokens = 0
        for source in sources { tokens += Self.tokenCount(source) }
        // One untimed pass each warms caches and lazily initialised tables.
        var sink = 0
        for source in sources { sink &+= Self.tokenCount(source) &+ SourceScanner.scan(source).references.count }
        let lexerSeconds = Self.time {
            for _ in 0..<passes { for source in sources { sink &+= Self.tokenCount(source) } }
        }
        let scanSeconds = Self.time {
            for _ in 0..<passes { for source in sources { sink &+= SourceScanner.scan(source).references.count } }
        }
        let light = ScanOptions(recordsReferences: false)
        let lightSeconds = Self.time {
            for _ in 0..<passes { for source in sources { sink &+= SourceScanner.scan(source, options: light).imports.count } }
        }
        let importsAndDeclarations = ScanOptions(facts: [])
        let importsAndDeclarationsSeconds = Self.time {
            for _ in 0..<passes {
                for source in sources { sink &+= SourceScanner.scan(source, options: importsAndDeclarations).declarations.count }
            }
        }
        // The lexer and the scan as `check` runs it take turns, a tenth of the passes at a time,
        // so that their ratio holds even when the machine's load changes during the run. Turns
        // of one pass each put a pass of the lexer between every two passes of the scan, which
        // `check` never does: each then ran 6-9% slower, the processor's branch history and
        // caches trained by the other (`--only check` measures the scan alone).
        let check = Self.checkOptions
        var checkSeconds = 0.0
        var turnLexerSeconds = 0.0
        let turns = min(10, passes)
        for turn in 0..<turns {
            let turnPasses = passes / turns + (turn < passes % turns ? 1 : 0)
            turnLexerSeconds += Self.time {
                for _ in 0..<turnPasses { for source in sources { sink &+= Self.tokenCount(source) } }
            }
            checkSeconds += Self.time {
                for _ in 0..<turnPasses {
                    for source in sources { sink &+= SourceScanner.scan(source, options: check).imports.count }
                }
            }
        }
        let skimSeconds = Self.time {
            for _ in 0..<passes { for source in sources { sink &+= StateByteSkim.count(source) } }
        }
        if sink == 42 { FileHandle.standardError.write(Data(" ".utf8)) } // keeps the work observable
        let megabytes = Double(corpusBytes * passes) / 1_000_000
        return Figures(files: sources.count, corpusBytes: corpusBytes, lexerMBps: megabytes / lexerSeconds,
                       scanMBps: megabytes / scanSeconds, lightScanMBps: megabytes / lightSeconds,
                       importsAndDeclarationsMBps: megabytes / importsAndDeclarationsSeconds,
                       checkScanMBps: megabytes / checkSeconds, checkScanToLexer: checkSeconds / turnLexerSeconds,
                       stateByteSkimMBps: megabytes / skimSeconds, tokens: tokens)
    }

    /// What `check` records under the benchmark repositories' `.archrules` (layers, `forbid`,
    /// `ban-names`; no sublayers, pure layers or folder modules): no references and no public
    /// declarations; the default recorded calls, hard-coded counts and enum cases.
    public static let checkOptions = ScanOptions(recordedCalls: ["resolve"], facts: [.calls, .hardCodedCounts, .enumCases])

    public static func report(_ figures: Figures, corpus: String) -> String {
        """
        | corpus | files | bytes | tokens | lexer MB/s | full scan MB/s | scan without references MB/s | imports and declarations only MB/s | scan as check runs it MB/s | check scan / lexer time | state-byte skim MB/s |
        |---|---|---|---|---|---|---|---|---|---|---|
        | \(corpus) | \(figures.files) | \(figures.corpusBytes) | \(figures.tokens) | \(BenchmarkTable.fixed(figures.lexerMBps, 0)) | \(BenchmarkTable.fixed(figures.scanMBps, 0)) | \(BenchmarkTable.fixed(figures.lightScanMBps, 0)) | \(BenchmarkTable.fixed(figures.importsAndDeclarationsMBps, 0)) | \(BenchmarkTable.fixed(figures.checkScanMBps, 0)) | \(BenchmarkTable.fixed(figures.checkScanToLexer, 2))× | \(BenchmarkTable.fixed(figures.stateByteSkimMBps, 0)) |

        Each figure processes the corpus repeatedly, about 100 MB in all, on one thread, timed in that thread's CPU seconds.
        """
    }

    static func tokenCount(_ source: [UInt8]) -> Int {
        source.withUnsafeBufferPointer { buffer in
            var lexer = SwiftLexer(buffer)
            var count = 0
            while lexer.next().kind != .endOfFile { count += 1 }
            return count
        }
    }

    /// Every Swift file of the corpus in memory, and their total size; an empty corpus fails.
    private func loadCorpus() throws -> (sources: [[UInt8]], bytes: Int) {
        let sources = try Self.swiftFiles(under: corpus).map { try Array(Data(contentsOf: URL(fileURLWithPath: $0))) }
        let bytes = sources.reduce(0) { $0 + $1.count }
        guard bytes > 0 else { throw BenchmarkFailure("no Swift files under \(corpus)") }
        return (sources, bytes)
    }

    /// CPU seconds of the calling thread: "per core" whatever else shares the machine.
    static func time(_ body: () -> Void) -> Double {
        let start = threadCPUSeconds()
        body()
        return threadCPUSeconds() - start
    }

    static func threadCPUSeconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }

    /// Every `.swift` file under `folder`, sorted so that runs are comparable.
    static func swiftFiles(under folder: String) throws -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: folder) else {
            throw BenchmarkFailure("cannot read \(folder)")
        }
        var paths: [String] = []
        while let relative = walker.nextObject() as? String {
            if relative.hasSuffix(".swift") { paths.append(folder + "/" + relative) }
        }
        return paths.sorted()
    }
}
