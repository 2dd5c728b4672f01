import Foundation
import Testing

/// The slow suites: the long fuzz run, interrupted runs, the browser, the oracles that start
/// SwiftPM or the compiler for every case, and the scale cases of other tests. (Growth judged
/// by time is the growth benchmark's, `archkit-growth`, never a test's.)
/// By default `swift test` runs a short version of them or none, so that it stays quick;
/// `ARCHKIT_SLOW_TESTS=1` runs them in full, as `.ci/run` does.
public enum SlowSuites {
    public static let variable = "ARCHKIT_SLOW_TESTS"

    /// Whether the full versions were asked for.
    public static var areRequested: Bool { ProcessInfo.processInfo.environment[variable] == "1" }

    /// `quick` in the default run, `full` when the slow suites are asked for.
    public static func choose<Value>(quick: Value, full: Value) -> Value {
        areRequested ? full : quick
    }
}

extension Trait where Self == ConditionTrait {
    /// A test or suite that runs only when the slow suites are asked for.
    public static var slow: Self {
        .enabled(if: SlowSuites.areRequested, "a slow suite: runs with \(SlowSuites.variable)=1")
    }
}
