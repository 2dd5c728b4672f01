import ArchCore
@testable import ArchManifest
import ArchTestSupport
import Foundation
import Testing

/// Nesting that the input controls never reaches the stack: past a fixed depth the static
/// reader refuses the manifest at the bracket or member access that goes too deep.
@Suite struct NestingLimitTests {
    static let prefix = "// swift-tools-version: 5.9\nimport PackageDescription\n"
    static let limit = ManifestExpressionParser.maximumNestingLevel

    /// `let package = Package(name: "P", targets: [[[…]]])`: 16,000 levels used to overflow the stack.
    @Test func sixteenThousandNestedBracketsAreRefusedWhereTheyGoTooDeep() throws {
        let head = "let package = Package(name: \"P\", targets: "
        let depth = 16_000
        let diagnostic = try refusal(Self.prefix + head + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + ")\n")
        #expect(diagnostic.ruleID == "manifest-unreadable")
        // `Package(` is the first level, so the bracket one past the limit is the limit-th `[`.
        #expect(diagnostic.location == at(3, head.utf8.count + Self.limit))
        #expect(diagnostic.message == "Package.swift nests brackets, calls and member accesses deeper than \(Self.limit) levels, which the static reader does not follow; the static reader only reads literal manifests (use --manifests auto or swiftpm)")
    }

    /// Far beyond the limit either way: the slow suites nest ten times deeper.
    @Test func deepParenthesesCallsAndMemberChainsAreRefusedToo() throws {
        let depth = SlowSuites.choose(quick: 2_000, full: 20_000)
        let cases: [(String, String)] = [
            ("parentheses", String(repeating: "(", count: depth) + "1" + String(repeating: ")", count: depth)),
            ("calls", String(repeating: "f(", count: depth) + String(repeating: ")", count: depth)),
            ("member chain", "x" + String(repeating: ".a", count: depth * 10)),
            ("calls on calls", "f" + String(repeating: "()", count: depth * 10)),
            ("trailing closures", "f" + String(repeating: " {}", count: depth * 10)),
        ]
        for (name, value) in cases {
            let diagnostic = try refusal(Self.prefix + "let package = Package(name: \"P\", swiftLanguageVersions: \(value))\n")
            #expect(diagnostic.location?.line == 3, "\(name)")
            #expect(diagnostic.message.contains("deeper than \(Self.limit) levels"), "\(name): \(diagnostic.message)")
        }
    }

    @Test func deepNestingInATopLevelValueIsRefusedAtItsPlace() throws {
        let diagnostic = try refusal(Self.prefix + "let deep = " + String(repeating: "[", count: 5_000) + String(repeating: "]", count: 5_000)
            + "\nlet package = Package(name: \"P\")\n")
        // A top-level value starts at level 0, so its limit-plus-first `[` is the one refused.
        #expect(diagnostic.location == at(3, "let deep = ".utf8.count + Self.limit + 1))
        #expect(diagnostic.message.contains("deeper than \(Self.limit) levels"))
    }

    /// At the limit the reader still answers, on a thread whose stack is as small as a dispatch
    /// worker's on macOS: the limit keeps the recursion and the tree's release inside it.
    @Test func nestingAtTheLimitReadsOnASmallStack() throws {
        // The first `[` is on level 2, inside `Package(`.
        let depth = Self.limit - 1
        let skipped = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        let chain = "x" + String(repeating: ".a", count: Self.limit - 2)
        let text = Self.prefix + "let package = Package(name: \"P\", targets: [.target(name: \"A\")], cLanguageStandard: \(chain), swiftLanguageVersions: \(skipped))\n"
        let outcome = onSmallStack { StaticManifestReader().read(memoryInput(text)) }
        #expect(outcome.manifest?.targets.map(\.name) == ["A"], "\(outcome.diagnostics.map(\.message))")
    }

    @Test func theEditorGivesInstructionsForATooDeepManifest() {
        let depth = 16_000
        let text = Self.prefix + "let package = Package(name: \"P\", targets: " + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + ")\n"
        let result = ManifestEditor.add(TargetAddition(name: "New", dependencies: []), to: Array(text.utf8), path: "Package.swift")
        guard case .manual = result else {
            Issue.record("expected instructions, got \(result)")
            return
        }
    }
}

/// Runs `work` on a thread with a 512 KiB stack, the size of a dispatch worker's on macOS.
func onSmallStack<T: Sendable>(_ work: @escaping @Sendable () -> T) -> T {
    let box = ResultBox<T>()
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
        box.value = work()
        done.signal()
    }
    thread.stackSize = 512 * 1024
    thread.start()
    done.wait()
    return box.value!
}

/// Carries a result out of a thread that `onSmallStack` waits for.
private final class ResultBox<T>: @unchecked Sendable {
    var value: T?
}
