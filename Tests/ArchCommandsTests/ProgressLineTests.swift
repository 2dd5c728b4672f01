import ArchCore
import ArchTestSupport
import Foundation
import Testing
@testable import ArchCommands

/// The progress line of a long run on a terminal.
@Suite("Progress line")
struct ProgressLineTests {
    /// Writes a package at `folder` whose one manifest the static reader leaves to SwiftPM, and
    /// a stand-in SwiftPM that takes 1.6 s over it and fails: a run that lasts past the line's
    /// one-second delay. Returns the stand-in.
    static func writeSlowPackage(in scratch: TemporaryDirectory, folder: String) throws -> URL {
        let swift = try scratch.writeExecutable("fake-swift", """
        #!/bin/sh
        case "$*" in
          *dump-package*) sleep 1.6; echo "error: this SwiftPM evaluates nothing" >&2; exit 1 ;;
          *--version*) echo "Swift Package Manager - Swift 6.0"; exit 0 ;;
        esac
        exit 1
        """)
        try scratch.write("\(folder)/Package.swift", """
        // swift-tools-version: 5.9
        import PackageDescription
        var targets: [Target] = []
        for name in ["A"] { targets.append(.target(name: name)) }
        let package = Package(name: "P", targets: targets)
        """)
        try scratch.write("\(folder)/Sources/A/A.swift", "struct A {}\n")
        return swift
    }

    final class Written: @unchecked Sendable {
        private let lock = NSLock()
        private var parts: [String] = []
        func append(_ text: String) { lock.lock(); parts.append(text); lock.unlock() }
        var all: [String] { lock.lock(); defer { lock.unlock() }; return parts }
    }

    @Test func itSaysWhatWasScannedAndWhatSwiftPMEvaluates() {
        #expect(ProgressLine.text(.init(filesScanned: 1)) == "archkit: 1 file scanned")
        #expect(ProgressLine.text(.init(filesScanned: 12_345)) == "archkit: 12,345 files scanned")
        #expect(ProgressLine.text(.init(filesScanned: 20, manifestsEvaluating: 2, manifestsEvaluated: 5))
                == "archkit: 20 files scanned; SwiftPM evaluating 2 manifests, 5 done")
    }

    @Test func itIsRedrawnInPlaceWhenCountsChangeAndErasedWhenStopped() throws {
        let counters = ProgressCounters()
        let written = Written()
        let line = ProgressLine(counters: counters, delay: 0, interval: 0.005, write: { written.append($0) })
        line.start()
        for _ in 0..<3 { counters.fileScanned() }
        counters.manifestEvaluationStarted()
        Thread.sleep(forTimeInterval: 0.2)
        line.stop()
        let parts = written.all
        #expect(parts.last == "\r\u{1B}[K")
        #expect(parts.contains("\r\u{1B}[Karchkit: 3 files scanned; SwiftPM evaluating 1 manifest, 0 done"))
        // Only changes are drawn: the same text is not written twice in a row.
        #expect(zip(parts, parts.dropFirst()).allSatisfy { $0 != $1 })
    }

    @Test func aQuickRunShowsNothing() {
        let written = Written()
        let line = ProgressLine(counters: ProgressCounters(), delay: 5, interval: 0.01, write: { written.append($0) })
        line.start()
        line.stop()
        #expect(written.all.isEmpty)
    }

    /// The executable on a terminal (under `script`), with a SwiftPM that takes 1.6 s over a
    /// manifest the static reader leaves to it: the line shows, and is erased before the report.
    @Test(.requires(.script))
    func aSlowRunOnATerminalShowsTheLineAndAPipeDoesNot() throws {
        let scratch = try TemporaryDirectory()
        let swift = try Self.writeSlowPackage(in: scratch, folder: "repo")
        let binary = try BuiltArchkit.url()
        let command = "ARCHKIT_SWIFT='\(swift.path)' '\(binary.path)' check '\(scratch.url.path)/repo' --no-cache"
        let terminal = try Shell.run(["script", "-qec", command, "/dev/null"], environment: ["TERM": "xterm"])
        #expect(terminal.stdout.contains("\r\u{1B}[Karchkit: 1 file scanned; SwiftPM evaluating 1 manifest, 0 done"), "\(terminal.stdout)")
        let erased = try #require(terminal.stdout.range(of: "\r\u{1B}[K", options: .backwards))
        #expect(terminal.stdout[erased.upperBound...].contains("this SwiftPM evaluates nothing [manifest-error]"))
        let piped = try Shell.run(["sh", "-c", command])
        #expect(!piped.stderr.contains("\u{1B}[K") && !piped.stdout.contains("\u{1B}[K"))
        #expect(piped.stdout.contains("[manifest-error]"))
    }
}
