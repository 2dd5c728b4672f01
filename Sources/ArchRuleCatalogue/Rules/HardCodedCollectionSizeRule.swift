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
            summary: "A data source count returns a fixed number of items (`numberOfRowsInSection` or `numberOfItemsInSection` returns a literal other than 0, `numberOfSections` one above 1), or code picks an item by its position (`indexPath.row`, `.item` or `.section` compared with, or switched over, a literal other than 0).",
            rationale: """
            "Layered features inside one target", rule 3.7: the UI hard-codes no business data. How many items a menu, a \
            list or its sections show comes from the data (`items.count`), never a `return 2`, and the UI does not branch \
            on an item's position (`if index == 1 { … }`, `case 2:`) to decide what that item is or does. That is all the \
            rule targets. It leaves alone what is the layout's skeleton rather than business data: one section \
            (`numberOfSections { 1 }`), an empty count (`return 0` while loading), and the first position (`row == 0`, \
            `case 0`), which styles the top of a list (`if indexPath.row == 0 { cell.layer.cornerRadius = 8 }`), and one row \
            for a section that is one thing (`case .status: return 1` in a switch over the kinds of section of a static \
            form); a branch that names the first item as well as another is still caught at the other one, and so is a \
            kind of section given two rows or more. Count the items of the view \
            model's data, and switch on what an item is, not where it sits.
            """,
            defaultSeverity: .warning,
            triggeringExamples: [
                RuleExample([
                    "Package.swift": ExampleManifest.package("Shop", [.init("Settings")]),
                    "Sources/Settings/SettingsPage.swift": """
                    import UIKit
                    final class SettingsPage: UITableViewController {
                        override func numberOfSections(in tableView: UITableView) -> Int { ↓2 }
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
                // The seed's own example: two menu items fixed in the view, picked by position.
                RuleExample([
                    "Package.swift": ExampleManifest.package("Shop", [.init("Profile")]),
                    "Sources/Profile/ProfileViewController.swift": """
                    import UIKit
                    final class ProfileViewController: UITableViewController {
                        override func tableView(_ tv: UITableView, numberOfRowsInSection s: Int) -> Int { ↓2 }
                        override func collectionView(_ cv: UICollectionView, numberOfItemsInSection s: Int) -> Int { ↓1 }
                        override func tableView(_ tv: UITableView, cellForRowAt ip: IndexPath) -> UITableViewCell {
                            switch indexPath.row {
                            case 0: return orders()
                            case ↓1: return coupons()
                            default: return UITableViewCell()
                            }
                        }
                        func orders() -> UITableViewCell { UITableViewCell() }
                        func coupons() -> UITableViewCell { UITableViewCell() }
                    }
                    """,
                ]),
                // A kind of section with a fixed list of items is the seed's menu again.
                RuleExample([
                    "Package.swift": ExampleManifest.package("Shop", [.init("Account")]),
                    "Sources/Account/AccountPage.swift": """
                    import UIKit
                    final class AccountPage: UITableViewController {
                        enum Section: CaseIterable { case header, menu }
                        override func tableView(_ tv: UITableView, numberOfRowsInSection section: Int) -> Int {
                            switch Section.allCases[section] {
                            case .header: return 1
                            case .menu: return ↓3
                            }
                        }
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
                // One section, an empty list while loading, and styling of the first row.
                RuleExample([
                    "Package.swift": ExampleManifest.package("Shop", [.init("Orders")]),
                    "Sources/Orders/OrdersPage.swift": """
                    import UIKit
                    final class OrdersPage: UITableViewController {
                        var orders: [String]?
                        override func numberOfSections(in tableView: UITableView) -> Int { 1 }
                        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                            guard let orders else { return 0 }
                            return orders.count
                        }
                        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                            let cell = UITableViewCell()
                            if indexPath.row == 0 { cell.layer.cornerRadius = 8 }
                            cell.layer.maskedCorners = indexPath.row == 0 ? [.layerMinXMinYCorner] : []
                            switch indexPath.section {
                            case 0: cell.separatorInset = .zero
                            default: break
                            }
                            return cell
                        }
                    }
                    """,
                ]),
                // A static form: each kind of section is one cell, or none.
                RuleExample([
                    "Package.swift": ExampleManifest.package("Shop", [.init("Compose")]),
                    "Sources/Compose/ComposeDataSource.swift": """
                    import UIKit
                    final class ComposeDataSource: NSObject, UITableViewDataSource {
                        enum Section: CaseIterable { case replyTo, status }
                        var isReply = false
                        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                            switch Section.allCases[section] {
                            case .replyTo:
                                switch isReply {
                                case true: return 1
                                default: return 0
                                }
                            case .status: return 1
                            }
                        }
                        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }
                    }
                    """,
                ]),
            ]
        )
    }

    /// Whether a count the scanner found fixes business data, as rule 3.7 means: more than one
    /// section, any number of items but none, a position other than the first.
    static func isBusinessCount(_ count: HardCodedCount) -> Bool {
        switch count.kind {
        case .literalCount: count.value >= (count.subject == "numberOfSections" ? 2 : 1)
        case .rowBranch: count.value >= 1
        }
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
            for count in counts where Self.isBusinessCount(count) {
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
