import ArchCore
import ArchViews
import ArchCommands
import ArchModuleGraph
import ArchReport
import ArchTestSupport
import Foundation
import Testing

/// Every output renders the one analysis: `check` in every format, `graph` in every format and
/// `diff` state the same counts of errors and warnings, and report the same findings, for a
/// repository with a banned name, an unreadable manifest, a layer violation and a cycle.
@Suite("One analysis")
struct OneAnalysisTests {
    /// Counts by severity, as one output states them.
    struct Counts: Equatable, CustomStringConvertible {
        var errors: Int
        var warnings: Int
        var description: String { "\(errors) errors, \(warnings) warnings" }
    }

    /// Removed when the test that made it ends.
    let repository: TemporaryDirectory

    init() throws {
        let directory = try TemporaryDirectory(prefix: "archkit-one-analysis")
        try directory.write(".archrules", "layer Domain = *Domain\nlayer Data = *Data\nallow Data -> Domain\n")
        try directory.write("Package.swift", """
        // swift-tools-version: 5.9
        import PackageDescription
        let package = Package(name: "Shop", targets: [
            .target(name: "CartDomain"),
            .target(name: "CartData", dependencies: ["CartDomain"]),
            .target(name: "Checkout", dependencies: ["CartDomain"]),
        ])
        """)
        // A layer violation and a cycle: Domain imports Data, which imports Domain.
        try directory.write("Sources/CartDomain/Cart.swift", "#if canImport(UIKit)\nimport CartData\n#endif\npublic struct Cart {}\n")
        try directory.write("Sources/CartData/Store.swift", "import CartDomain\n")
        // A banned name.
        try directory.write("Sources/Checkout/Checkout.swift", "import CartDomain\nfinal class CheckoutManager {}\n")
        // A manifest no reader can read.
        try directory.write("Payments/Package.swift", "// swift-tools-version: 5.9\nimport PackageDescription\nlet package = Package(name: \"Payments\", targets: [\n")
        try directory.write("Payments/Sources/Payments/Pay.swift", "public struct Payment {}\n")
        repository = directory
    }

    private func run(_ arguments: [String]) -> CommandResult {
        CLI.run(arguments + ["--manifests", "static"])
    }

    private func check(_ format: CheckFormat) -> CommandResult {
        run(["check", repository.url.path, "--format", format.rawValue])
    }

    private func graph(_ format: GraphFormat) -> CommandResult {
        run(["graph", repository.url.path, "--format", format.rawValue])
    }

    /// `archkit: 5 errors, 2 warnings in …` wherever an output states it.
    private func statedCounts(_ text: String, prefix: String = "archkit: ") throws -> Counts {
        let line = try #require(text.components(separatedBy: "\n").first { $0.contains(prefix) && $0.contains(" error") })
        let sentence = try #require(line.components(separatedBy: prefix).last)
        let words = sentence.split(separator: " ")
        return Counts(errors: try #require(Int(words[0])), warnings: try #require(Int(words[2])))
    }

    private func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    private func counted(_ severities: [String]) -> Counts {
        Counts(errors: severities.filter { $0 == "error" }.count, warnings: severities.filter { $0 == "warning" }.count)
    }

    @Test func everyOutputStatesTheSameCounts() throws {
        let xcode = check(.xcode)
        #expect(xcode.exitCode == ExitCode.violations)
        let truth = try statedCounts(xcode.stdout)
        let rules = xcode.stdout.components(separatedBy: "\n").compactMap { line -> String? in
            guard line.hasSuffix("]"), !line.hasPrefix("note:") else { return nil }
            return line.components(separatedBy: " [").last.map { String($0.dropLast()) }
        }
        // The four kinds of problem are all there.
        for rule in ["banned-name", "manifest-unreadable", "layer-dependency", "dependency-cycle"] {
            #expect(rules.contains(rule), "\(rule) is missing from \(rules)")
        }
        #expect(truth.errors >= 4)

        var stated: [String: Counts] = [:]
        let checkJSON = try json(check(.json).stdout)
        let checkSummary = try #require(checkJSON["summary"] as? [String: Int])
        stated["check json summary"] = Counts(errors: checkSummary["errors"] ?? -1, warnings: checkSummary["warnings"] ?? -1)
        stated["check json diagnostics"] = counted((checkJSON["diagnostics"] as? [[String: Any]] ?? []).compactMap { $0["severity"] as? String })

        let sarif = try json(check(.sarif).stdout)
        let results = ((sarif["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]]) ?? []
        stated["check sarif"] = counted(results.compactMap { $0["level"] as? String })

        for format in GraphFormat.allCases {
            let result = graph(format)
            #expect(result.exitCode == ExitCode.violations, "\(format)")
            switch format {
            case .json:
                let document = try json(result.stdout)
                let summary = try #require(document["summary"] as? [String: Int])
                stated["graph json summary"] = Counts(errors: summary["errors"] ?? -1, warnings: summary["warnings"] ?? -1)
                stated["graph json diagnostics"] = counted((document["diagnostics"] as? [[String: Any]] ?? []).compactMap { $0["severity"] as? String })
            case .markdown:
                let head = try #require(result.stdout.components(separatedBy: "\n").first { $0.contains(" · ") })
                let words = head.split(separator: " ")
                stated["graph markdown head"] = Counts(errors: try #require(Int(words[0])), warnings: try #require(Int(words[3])))
                stated["graph markdown table"] = counted(result.stdout.components(separatedBy: "\n").filter { $0.hasPrefix("| error |") || $0.hasPrefix("| warning |") }
                    .map { String($0.dropFirst(2).prefix { $0 != " " }) })
            case .html:
                stated["graph html header"] = try statedCounts(result.stdout, prefix: "title=\"archkit: ")
                let findings = try #require(result.stdout.components(separatedBy: "<ol class=\"findings\">").last)
                stated["graph html findings"] = counted(findings.components(separatedBy: "\n").compactMap { line in
                    line.hasPrefix("<li class=\"error\"") ? "error" : line.hasPrefix("<li class=\"warning\"") ? "warning" : nil
                })
            case .dot, .mermaid, .svg:
                stated["graph \(format.rawValue)"] = try statedCounts(result.stdout)
            }
        }

        let empty = try TemporaryDirectory(prefix: "archkit-empty")
        let diff = run(["diff", empty.url.path, repository.url.path, "--format", "json"])
        let diffJSON = try json(diff.stdout)
        let head = try #require((diffJSON["head"] as? [String: Any])?["summary"] as? [String: Int])
        stated["diff head summary"] = Counts(errors: head["errors"] ?? -1, warnings: head["warnings"] ?? -1)
        stated["diff new findings"] = counted((diffJSON["newFindings"] as? [[String: Any]] ?? []).compactMap { $0["severity"] as? String })
        stated["diff text"] = try statedCounts(run(["diff", empty.url.path, repository.url.path]).stdout, prefix: "head: ")

        for (output, counts) in stated.sorted(by: { $0.key < $1.key }) {
            #expect(counts == truth, "\(output) says \(counts); check says \(truth)")
        }
        #expect(stated.count == 15)
    }

    @Test func anIncompleteGraphSaysSoAtTheTop() throws {
        let markdown = graph(.markdown).stdout
        let head = markdown.components(separatedBy: "### Findings").first ?? ""
        #expect(head.contains("> **Warning:** this graph is incomplete: 1 file could not be read"))
        #expect(head.contains("> - Payments/Package.swift (manifest-unreadable)"))

        let html = graph(.html).stdout
        let top = try #require(html.components(separatedBy: "<section id=\"graph\">").first)
        #expect(top.contains("<h2>This graph is incomplete</h2>") && top.contains("<code>Payments/Package.swift</code>"))

        for format in [GraphFormat.dot, .mermaid, .svg] {
            let text = graph(format).stdout
            #expect(text.contains("incomplete: 1 file could not be read") && text.contains("Payments/Package.swift: manifest-unreadable"), "\(format)")
        }
        let json = graph(.json)
        #expect(json.stderr == "warning: the graph is incomplete: Payments/Package.swift could not be read\n")
        let document = try GraphDocument(json: Data(json.stdout.utf8))
        #expect(document.unread.map(\.file) == ["Payments/Package.swift"])

        let xcode = check(.xcode).stdout
        #expect(xcode.hasPrefix("note: Payments/Package.swift could not be read: the graph is incomplete\n"))
    }

    @Test func aDiffWithAnIncompleteSideNamesItAndFails() throws {
        let copy = try TemporaryDirectory(prefix: "archkit-one-analysis-base")
        let base = try copy.copy(repository.url, as: "base")
        try FileManager.default.removeItem(at: base.appendingPathComponent("Payments"))
        // Even without --fail-on-new, and though the head adds nothing a check would fail on,
        // a comparison that may miss changes is not a success.
        let result = run(["diff", repository.url.path, repository.url.path])
        #expect(result.exitCode == ExitCode.violations)
        #expect(result.stderr.contains("error: the base (\(repository.url.path)) is incomplete: Payments/Package.swift could not be read [manifest-unreadable]"))
        #expect(result.stderr.contains("error: the head (\(repository.url.path)) is incomplete: Payments/Package.swift could not be read"))
        #expect(result.stdout.contains("no change to the architecture"))
        let complete = run(["diff", base.path, base.path])
        #expect(complete.exitCode == ExitCode.success && complete.stderr.isEmpty)
    }

    @Test func conditionalImportsKeepTheirCondition() throws {
        let document = try GraphDocument(json: Data(graph(.json).stdout.utf8))
        let edge = try #require(document.edges.first { $0.from == "CartDomain" && $0.to == "CartData" && $0.kind == .import })
        #expect(edge.locations.map(\.condition) == ["canImport(UIKit)"])
        let unconditional = try #require(document.edges.first { $0.from == "CartData" && $0.kind == .import })
        #expect(unconditional.locations.map(\.condition) == [nil])
        // In the JSON, only the conditional place carries the key.
        let text = graph(.json).stdout
        #expect(text.components(separatedBy: "\"condition\" : \"canImport(UIKit)\"").count == 2)
        #expect(!text.contains("\"condition\" : null"))

        #expect(graph(.markdown).stdout.contains("| error | layer-dependency | Sources/CartDomain/Cart.swift:2 (\\#if canImport(UIKit)) |"))
        #expect(graph(.html).stdout.contains("<code>Sources/CartDomain/Cart.swift:2:1</code> <span class=\"condition\">#if canImport(UIKit)</span>"))
        #expect(graph(.svg).stdout.contains("under #if canImport(UIKit)"))
    }

    @Test func referenceEdgesAreCountedAlikeEverywhere() throws {
        // Folders of one target: App uses Cart, and Cart, under a condition, names a Catalog type.
        let folders = try TemporaryDirectory(prefix: "archkit-one-analysis-folders")
        try folders.write(".archrules", """
            module App = App
            module Cart = Features/Cart
            module Catalog = Features/Catalog
            layer App = App
            layer Features = Cart Catalog
            allow App -> *
            independent Features

            """)
        try folders.write("App/Main.swift", "import UIKit\nlet cart = CartScreen()\n")
        try folders.write("Features/Cart/CartScreen.swift", "struct CartScreen {\n#if DEBUG\n    let shelf: Shelf? = nil\n#endif\n}\n")
        try folders.write("Features/Catalog/Shelf.swift", "struct Shelf {}\n")
        let path = folders.url.path
        let sentence = "1 error, 0 warnings in 3 files, 4 modules, 3 edges (2 references)"

        #expect(run(["check", path]).stdout.hasSuffix("archkit: \(sentence)\n"))
        let xcode = run(["check", path]).stdout
        #expect(xcode.contains("Features/Cart/CartScreen.swift:3:16: error: 'Cart' (Features) references type 'Shelf' declared in 'Catalog' (Features)"))
        let checkSummary = try #require(try json(run(["check", path, "--format", "json"]).stdout)["summary"] as? [String: Int])
        #expect(checkSummary["edges"] == 3 && checkSummary["referenceEdges"] == 2)
        for format in [GraphFormat.dot, .mermaid, .svg] {
            #expect(run(["graph", path, "--format", format.rawValue]).stdout.contains("archkit: \(sentence)"), "\(format)")
        }
        #expect(run(["graph", path, "--format", "html"]).stdout.contains("title=\"archkit: \(sentence)\""))
        #expect(run(["graph", path, "--format", "markdown"]).stdout.contains("1 error · 0 warnings · 0 cycles · 4 modules · 3 edges (2 references) · 3 files"))
        #expect(run(["graph", path, "--format", "markdown"]).stdout.contains(
            "| error | layer-dependency | Features/Cart/CartScreen.swift:3 (\\#if DEBUG) |"))

        let document = try GraphDocument(json: Data(run(["graph", path]).stdout.utf8))
        let reference = try #require(document.edges.first { $0.from == "Cart" && $0.to == "Catalog" })
        #expect(reference.kind == .reference)
        #expect(reference.locations == [EdgeLocation(SourceLocation(file: "Features/Cart/CartScreen.swift", line: 3, column: 16),
                                                     condition: "DEBUG", symbol: "Shelf")])

        let empty = try TemporaryDirectory(prefix: "archkit-empty")
        let diff = run(["diff", empty.url.path, path]).stdout
        #expect(diff.contains("head: \(sentence)\n"))
        #expect(diff.contains("  + Cart → Catalog (reference, Features/Cart/CartScreen.swift:3:16 names Shelf (#if DEBUG))\n"))
    }
}
