import ArchCore
import ArchTestSupport
import Foundation
import Testing

/// The dry run's patches: exact hunks for a small change, and for random edits of random
/// files a patch that `git apply`, an independent reader, turns into the new file.
@Suite("Unified diff")
struct UnifiedDiffTests {
    @Test("a one-line change: three lines of context, git's header, counts that add up")
    func oneLine() {
        let old = (1...10).map { "line \($0)\n" }.joined()
        let new = old.replacingOccurrences(of: "line 5\n", with: "line five\n")
        #expect(UnifiedDiff.render(path: "Package.swift", from: Array(old.utf8), to: Array(new.utf8)) == """
        --- a/Package.swift
        +++ b/Package.swift
        @@ -2,7 +2,7 @@
         line 2
         line 3
         line 4
        -line 5
        +line five
         line 6
         line 7
         line 8

        """)
        #expect(UnifiedDiff.render(path: "Package.swift", from: Array(old.utf8), to: Array(old.utf8)).isEmpty)
    }

    @Test("an insertion, and a file without a final line break")
    func insertionAndLastLine() {
        let old = "a\nb\nc"
        let new = "a\nb\nb2\nc"
        #expect(UnifiedDiff.render(path: "f", from: Array(old.utf8), to: Array(new.utf8)) == """
        --- a/f
        +++ b/f
        @@ -1,3 +1,4 @@
         a
         b
        +b2
         c
        \\ No newline at end of file

        """)
    }

    @Test("random edits of random files: git apply turns the old file into the new one", .requires(.git))
    func randomPatchesApply() throws {
        let scratch = try TemporaryDirectory()
        var random = SplitMix64(seed: 42)
        for round in 0..<40 {
            let words = ["let", "package", "=", "Package(", ")", "", "targets: [", "],", ".target(name: \"A\"),", "// note"]
            var lines = (0..<(5 + random.below(60))).map { _ in words[random.below(words.count)] }
            let old = lines.joined(separator: "\n") + (random.below(4) == 0 ? "" : "\n")
            for _ in 0..<(1 + random.below(6)) {
                let at = random.below(lines.count + 1)
                switch random.below(3) {
                case 0: lines.insert("inserted \(random.below(100))", at: at)
                case 1: if at < lines.count { lines.remove(at: at) }
                default: if at < lines.count { lines[at] = "changed \(random.below(100))" }
                }
            }
            let new = lines.joined(separator: "\n") + (random.below(4) == 0 ? "" : "\n")
            let patch = UnifiedDiff.render(path: "file.txt", from: Array(old.utf8), to: Array(new.utf8))
            guard old != new else {
                #expect(patch.isEmpty)
                continue
            }
            let folder = scratch.url.appendingPathComponent("round\(round)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(old.utf8).write(to: folder.appendingPathComponent("file.txt"))
            try Data(patch.utf8).write(to: folder.appendingPathComponent("change.patch"))
            let applied = try Shell.run(["git", "apply", "change.patch"], in: folder)
            #expect(applied.status == 0, "round \(round): \(applied.stderr)\n\(patch)")
            let result = try String(contentsOf: folder.appendingPathComponent("file.txt"), encoding: .utf8)
            #expect(result == new, "round \(round)\n\(patch)")
        }
    }
}
