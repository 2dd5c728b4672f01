import ArchCore
import ArchViews
import ArchTestSupport
import Foundation
import Testing
import ArchCommands

/// Graph JSON of every fixture, as the byte writer gives it, equals what the `Codable`
/// encoding through `JSONOutput` gives, on standard output and in a file written in chunks.
@Suite("Graph JSON of the fixtures", .serialized)
struct GraphJSONFixtureTests {
    @Test(arguments: GraphCommandTests.fixtures)
    func byteWriterEqualsTheEncoder(fixture: String) throws {
        let root = RepositoryPaths.fixtures.appendingPathComponent(fixture)
        let document = try CLI.analyze(root).document
        #expect(document.jsonBytes == Array(JSONOutput.encodedBytes(document)) + [0x0A], "\(fixture)")
        let withTests = CLI.run(["graph", root.path, "--format", "json", "--include-tests"]).stdout
        #expect(withTests == JSONOutput.encode(try GraphDocument(json: Data(withTests.utf8))), "\(fixture)")
    }

    @Test(arguments: GraphCommandTests.fixtures)
    func aFileGetsTheBytesOfStandardOutput(fixture: String) throws {
        let root = RepositoryPaths.fixtures.appendingPathComponent(fixture).path
        let scratch = try TemporaryDirectory(prefix: "archkit-json")
        let file = scratch.url.appendingPathComponent("graph.json")
        try Data("old".utf8).write(to: file)
        let printed = CLI.run(["graph", root, "--format", "json"])
        let written = CLI.run(["graph", root, "--format", "json", "--output", file.path, "--quiet"])
        #expect(written.exitCode == printed.exitCode && written.stdout.isEmpty && written.stderr == printed.stderr)
        #expect(try Data(contentsOf: file) == Data(printed.stdout.utf8), "\(fixture)")
        let document = try GraphDocument(json: Data(printed.stdout.utf8))
        #expect(printed.stdout == JSONOutput.encode(document), "\(fixture)")
    }
}
