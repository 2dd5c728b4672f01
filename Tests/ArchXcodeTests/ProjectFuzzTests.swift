import ArchCore
import ArchTestSupport
@testable import ArchXcode
import Foundation
import Testing

/// Seeded random mutations of the fixture projects: reading never crashes, and every error
/// points at a place inside the file.
@Suite("Mutated projects")
struct ProjectFuzzTests {
    static let seed: UInt64 = 0x5EED_C0DE_13
    static let iterations = SlowSuites.choose(quick: 150, full: 400)

    static let projects = [
        "EcommerceApp/MyEcommerce.xcodeproj/project.pbxproj",
        "ClassicXcodeApp/ClassicApp.xcodeproj/project.pbxproj",
    ]

    struct Listing: ProjectFolderListing {
        func contents(of folder: String) -> ProjectFolderContents { .files(["A.swift", "Sub/B.swift", "AppLaunchConfiguration.swift"]) }
    }

    private static let pieces: [[UInt8]] = ["{", "}", "(", ")", ";", "=", ",", "\"", "\\", "\\U", "/*", "*/", "//", "<", ">", "<0f", "\r", "\n", "é", "isa", "PBXGroup"]
        .map { Array($0.utf8) } + [[0xFF], [0xC3], [0xED, 0xA0, 0x80], [0xEF, 0xBB, 0xBF], [0x00]]

    private func mutate(_ bytes: inout [UInt8], using random: inout SplitMix64) -> String {
        let at = random.int(0...bytes.count)
        switch random.int(0...5) {
        case 0:
            let piece = random.pick(Self.pieces)
            bytes.insert(contentsOf: piece, at: at)
            return "inserted \(piece) at \(at)"
        case 1:
            let end = min(bytes.count, at + random.int(1...64))
            bytes.removeSubrange(at..<end)
            return "removed \(at)..<\(end)"
        case 2:
            guard at < bytes.count else { return "nothing" }
            bytes[at] = UInt8(truncatingIfNeeded: random.next())
            return "replaced the byte at \(at)"
        case 3:
            bytes.removeSubrange(at...)
            return "cut at \(at)"
        case 4:
            let end = min(bytes.count, at + random.int(1...200))
            let slice = Array(bytes[at..<end])
            let count = random.int(1...50)
            bytes.insert(contentsOf: repeatElement(slice, count: count).joined(), at: at)
            return "repeated \(at)..<\(end) \(count) times"
        default:
            let nesting = random.pick([UInt8(ascii: "("), UInt8(ascii: "{")])
            let count = random.int(1...5_000)
            bytes.insert(contentsOf: repeatElement(nesting, count: count), at: at)
            return "nested \(count) times at \(at)"
        }
    }

    /// The byte length of each line, with the same line breaks and byte-order mark rule as the lexer.
    private func lineLengths(_ bytes: [UInt8]) -> [Int] {
        var lengths: [Int] = []
        var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var index = start
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "\n") || bytes[index] == UInt8(ascii: "\r") {
                lengths.append(index - start)
                index += bytes[index] == UInt8(ascii: "\r") && index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "\n") ? 2 : 1
                start = index
            } else {
                index += 1
            }
        }
        lengths.append(index - start)
        return lengths
    }

    @Test(arguments: projects)
    func mutationsNeverCrashAndErrorsPointInsideTheFile(_ project: String) throws {
        let original = try [UInt8](Data(contentsOf: RepositoryPaths.fixtures.appendingPathComponent(project)))
        var failures = 0
        for iteration in 0..<Self.iterations {
            var random = SplitMix64(seed: Self.seed, iteration: iteration)
            var bytes = original
            let steps = (0..<random.int(1...3)).map { _ in mutate(&bytes, using: &random) }
            do {
                _ = try XcodeProjectReader.read(bytes, listing: Listing())
            } catch {
                failures += 1
                let lengths = lineLengths(bytes)
                let inside = (1...lengths.count).contains(error.position.line)
                    && (1...(lengths[error.position.line - 1] + 1)).contains(error.position.column)
                #expect(inside, "iteration \(iteration) (\(steps)): \(error) is outside the file")
                #expect(!error.message.isEmpty)
            }
        }
        // Most mutations break the file; some must, or the mutations test nothing.
        #expect(failures > Self.iterations / 4)
    }
}
