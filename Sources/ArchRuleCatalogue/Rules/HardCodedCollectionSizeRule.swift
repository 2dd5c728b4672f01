import ArchRulesFile
import ArchCore
import ArchModuleGraph
import ArchSyntax

/// A list shows as many items as its data holds; the UI does not decide it.
public struct HardCodedCollectionSizeRule: Rule {
    public static let id = RuleID("hard-coded-collection-size")

    public init() {}

    public var description: RuleDescription {
        RuleDescription(
            id: Self.id,
            name: "Hard-coded collection size",
            summary: "`numberOfRowsInSection`, `numberOfItemsInSection` or `numberOfSections` returns an integer literal, or code branches on `indexPath.row`, `.item` or `.section` against a literal.",
            rationale: """
            "Layered features inside one target", rule 3.7: the UI hard-codes no business data. A count written \
            as a literal, or a row picked by its index, is a business decision made in a view: it goes stale the day the \
            data changes. Count the items of the view model's data, and switch on what an item is, not where it sits.
            """,
            defaultSeverity: .warning,
            triggeringExamples: [
                RuleExample([
                    "Package.swift": ExampleManifest.package("Shop", [.init("Settings")]),
                    "Sources/Settings/SettingsPage.swift": """
                    import UIKit
                    final class SettingsPage: UITableViewController {
                        override func numberOfSections(in tableView: UITableView) -> Int { ↓1 }
                        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                            return ↓3
                        }
                        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                            if indexPath.row == ↓2 { logout() }
                        }
                        func logout() {}
                    }
                    """,
                ]),
            ],
            nonTriggeringExamples: [
                RuleExample([
                    "Package.swift": ExampleManifest.package("Shop", [.init("Settings")]),
                    "Sources/Settings/SettingsPage.swift": """
                    import UIKit
                    final class SettingsPage: UITableViewController {
                        var rows: [String] = []
                        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                            rows.count
                        }
                        // return 3
                        let note = "numberOfRowsInSection returns 3"
                        func row(at indexPath: IndexPath) -> String { rows[indexPath.row] }
                    }
                    """,
                ]),
            ]
        )
    }

    public func readsFacts(_ rules: ArchitectureRules) -> ScanFacts { .hardCodedCounts }

    public func evaluate(_ context: RuleContext) -> [RuleFinding] {
        var findings: [RuleFinding] = []
        var owners = OwnerCheck()
        // By index: `for file in files` copied every file, and most files have no count.
        // Asked in place first: copying every file's array out of its summary retained it.
        for index in context.graph.files.indices where !context.graph.files[index].summary.hardCodedCounts.isEmpty {
            let counts = context.graph.files[index].summary.hardCodedCounts
            let file = context.graph.files[index]
            // Files no module owns are still the repository's code; tests are left alone by default.
            if owners.skips(file.module, in: context) { continue }
            for count in counts {
                let message: String
                switch count.kind {
                case .literalCount:
                    message = "'\(count.subject)' returns a fixed number; count the items of the data instead"
                case .rowBranch:
                    message = "code picks a row by comparing '\(count.subject)' with a fixed number; decide by the item's data instead"
                }
                findings.append(RuleFinding(message: message,
                                            location: SourceLocation(file: file.path, line: count.line, column: count.column),
                                            symbol: count.subject))
            }
        }
        return findings
    }
}
