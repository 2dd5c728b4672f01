import ArchCore
import ArchViews
import ArchModuleGraph
import ArchReport
import ArchTestSupport
import Foundation
import Testing

/// What `archkit affected` prints for a change: Core changed, Cart depends on it and CartTests on Cart.
@Suite("Affected reports")
struct AffectedReporterTests {
    static let document = GraphDocument(
        root: "Shop",
        modules: [
            Module(name: "Cart", package: "Features", kind: .regular, layer: nil, path: "Features/Sources/Cart",
                   location: Sample.at("Features/Package.swift", 5)),
            Module(name: "CartTests", package: "Features", kind: .test, layer: nil, path: "Features/Tests/CartTests",
                   location: Sample.at("Features/Package.swift", 9)),
            Module(name: "Core", package: "Core", kind: .regular, layer: nil, path: "Core/Sources/Core", location: Sample.at("Core/Package.swift", 4)),
        ],
        edges: [Sample.edge("Cart", "Core"), Sample.edge("CartTests", "Cart")])

    static let impact = ChangeImpact.of(changedFiles: ["Core/Sources/Core/Money.swift", "README.md"], in: document)

    @Test func textNamesTheChangedModulesTheirDependentsAndTheTests() {
        let text = AffectedReporter(format: .text).render(Self.impact, base: "main", head: "feature", unread: [])
        #expect(text == """
            archkit affected main → feature: 2 files changed
            changed modules (1): Core
            affected dependents (2): Cart (1), CartTests (2)
            tests to run (1): CartTests
            files of no module (1): README.md

            """)
    }

    /// A Swift file of no module is code nobody builds: the text says what CI can do.
    @Test func aSwiftFileOfNoModuleSaysWhatToDo() {
        let impact = ChangeImpact.of(changedFiles: ["Scripts/tool.swift", "README.md"], in: Self.document)
        let text = AffectedReporter(format: .text).render(impact, base: "main", head: "feature", unread: [])
        #expect(text.hasSuffix("""
            files of no module (2): README.md, Scripts/tool.swift
              1 Swift file among them no target compiles, so what it breaks is unknown: give it a module (a target, or a `module` line in .archrules), or run every test

            """), "\(text)")
    }

    @Test func aChangeOfNoModuleSaysNone() {
        let impact = ChangeImpact.of(changedFiles: [".archrules"], in: Self.document)
        let text = AffectedReporter(format: .text).render(impact, base: "main", head: "working tree", unread: [])
        #expect(text == """
            archkit affected main → working tree: 1 file changed
            the rules changed (.archrules): run archkit check
            changed modules (0): none
            affected dependents (0): none
            tests to run (0): none
            files of no module (1): .archrules

            """)
        #expect(AffectedReporter.testList(impact) == "")
    }

    @Test func jsonCarriesTheSidesTheImpactAndTheUnreadFiles() throws {
        let unread = [UnreadInput(file: "Core/Package.swift", problem: "manifest-error", message: "cannot be read")]
        let text = AffectedReporter(format: .json).render(Self.impact, base: "main", head: "feature", unread: unread)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(json["version"] as? Int == GraphDocument.formatVersion)
        #expect(json["base"] as? String == "main")
        #expect(json["head"] as? String == "feature")
        #expect(json["changedModules"] as? [String] == ["Core"])
        #expect(json["tests"] as? [String] == ["CartTests"])
        #expect(json["rulesChanged"] as? Bool == false)
        #expect((json["unread"] as? [[String: Any]])?.first?["file"] as? String == "Core/Package.swift")
    }

    @Test func theTestListIsOneTargetPerLine() {
        #expect(AffectedReporter.testList(Self.impact) == "CartTests\n")
    }
}
