import ArchAnalysis
import ArchTestSupport
import Foundation
import Testing

/// The library's side of `--baseline`, `--write-baseline` and `--update-baseline`, without the command line.
@Suite("Baseline requests")
struct BaselineRequestTests {
    let folder = URL(fileURLWithPath: "/nonexistent-archkit-folder")

    func request(use: String?, write: String?, prunes: Bool) throws(BaselineRequest.Problem) -> BaselineRequest? {
        try BaselineRequest(use: use, write: write, prunes: prunes) { folder.appendingPathComponent($0) }
    }

    @Test func noFileAsksForNoBaseline() throws {
        #expect(try request(use: nil, write: nil, prunes: false) == nil)
    }

    @Test func writingNamesTheFileAsGivenAndWhereItIs() throws {
        guard case .write(let file) = try request(use: nil, write: "debt.json", prunes: false) else {
            Issue.record("expected a request to write")
            return
        }
        #expect(file.path == "debt.json")
        #expect(file.location.path == "/nonexistent-archkit-folder/debt.json")
    }

    @Test func requestsThatDoNotGoTogetherAreProblems() {
        #expect(throws: BaselineRequest.Problem.self) { try request(use: "a.json", write: "b.json", prunes: false) }
        #expect(throws: BaselineRequest.Problem.self) { try request(use: nil, write: "b.json", prunes: true) }
    }

    @Test func aBaselineThatCannotBeReadIsAProblemNamedAsGiven() {
        do {
            _ = try request(use: "missing.json", write: nil, prunes: false)
            Issue.record("expected a problem")
        } catch {
            #expect(error.description.contains("missing.json"), "\(error.description)")
        }
    }
}
