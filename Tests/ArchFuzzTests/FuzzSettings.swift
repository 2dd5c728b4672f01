import ArchTestSupport
import Foundation

/// How a fuzz run is configured: fixed by default, so that `swift test` always runs the same
/// inputs; longer or other runs through the environment.
///
/// - `ARCHKIT_FUZZ_ITERATIONS`: how many inputs (default 300, or 2,000 in the slow suites);
/// - `ARCHKIT_FUZZ_SEED`: the seed, decimal or `0x` hexadecimal;
/// - `ARCHKIT_FUZZ_ONLY`: replay one iteration of the seed, as a failure message names it;
/// - `ARCHKIT_FUZZ_AMPLIFICATION`: the largest count of repetition and nesting (default 1,000);
/// - `ARCHKIT_FUZZ_SECONDS_PER_INPUT`: the time bound of one input (default 5 s).
struct FuzzSettings: Sendable {
    static let defaultSeed: UInt64 = 0xA4C4_17F0_2260_5EED

    var iterations = SlowSuites.choose(quick: 300, full: 2_000)
    var seed = defaultSeed
    var only: Int?
    var amplification = 1_000
    var secondsPerInput = 5.0

    static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> FuzzSettings {
        var settings = FuzzSettings()
        if let iterations = environment["ARCHKIT_FUZZ_ITERATIONS"].flatMap(Int.init), iterations > 0 { settings.iterations = iterations }
        if let seed = environment["ARCHKIT_FUZZ_SEED"].flatMap(parseSeed) { settings.seed = seed }
        settings.only = environment["ARCHKIT_FUZZ_ONLY"].flatMap(Int.init)
        if let amplification = environment["ARCHKIT_FUZZ_AMPLIFICATION"].flatMap(Int.init), amplification > 0 { settings.amplification = amplification }
        if let seconds = environment["ARCHKIT_FUZZ_SECONDS_PER_INPUT"].flatMap(Double.init), seconds > 0 { settings.secondsPerInput = seconds }
        return settings
    }

    private static func parseSeed(_ text: String) -> UInt64? {
        text.hasPrefix("0x") ? UInt64(text.dropFirst(2), radix: 16) : UInt64(text)
    }

    var iterationsToRun: [Int] { only.map { [$0] } ?? Array(0..<iterations) }

    var seedText: String { "0x" + String(seed, radix: 16) }

    /// The command that replays one iteration.
    func replay(_ iteration: Int) -> String {
        "ARCHKIT_FUZZ_SEED=\(seedText) ARCHKIT_FUZZ_ONLY=\(iteration) ARCHKIT_FUZZ_AMPLIFICATION=\(amplification) swift test --filter Fuzz"
    }
}
