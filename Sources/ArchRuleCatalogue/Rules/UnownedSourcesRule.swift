import ArchCore
import ArchRulesFile
import ArchModuleGraph

/// Swift files that no target and no `module` line owns are invisible to every other rule.
/// One finding per folder, not per file: an app built by an Xcode project can hold hundreds.
public struct UnownedSourcesRule: Rule {
    public static let id = RuleID("unowned-sources")

    public init() {}

    public var description: RuleDescription {
        RuleDescription(
            id: Self.id,
            name: "Unowned sources",
            summary: "A folder holds Swift files that no target of a Package.swift and no `module` line of .archrules owns, so no rule checks them.",
            rationale: "Files outside every module have no dependencies that archkit can check: an app shell built by an Xcode project, or a feature written beside a package's targets, would break every layer rule unnoticed. Give the folder a module, as a target or a `module` line, or exclude it.",
            defaultSeverity: .warning,
            triggeringExamples: [
                RuleExample([
                    "Package.swift": ExampleManifest.package("Shop", [.init("Shop")]),
                    "Sources/Shop/Shop.swift": "public struct Shop {}\n",
                    "Sources/Order/Api/OrderApi.swift": "↓enum OrderApi {}\n",
                    "Sources/Order/Service/OrderService.swift": "struct OrderService {}\n",
                ]),
                RuleExample([
                    "Package.swift": ExampleManifest.package("Shop", [.init("Shop")]),
                    "Sources/Shop/Shop.swift": "public struct Shop {}\n",
                    "MyShop/App/AppDelegate.swift": "↓import Shop\n",
                    "MyShop/Scenes/Home.swift": "import Shop\n",
                ]),
            ],
            nonTriggeringExamples: [
                RuleExample([
                    ".archrules": "module App = MyShop\n",
                    "Package.swift": ExampleManifest.package("Shop", [.init("Shop")]),
                    "Sources/Shop/Shop.swift": "public struct Shop {}\n",
                    "MyShop/App/AppDelegate.swift": "import Shop\n",
                ]),
                RuleExample([
                    ".archrules": "exclude Scripts\n",
                    "Package.swift": ExampleManifest.package("Shop", [.init("Shop")]),
                    "Sources/Shop/Shop.swift": "public struct Shop {}\n",
                    "Scripts/release.swift": "print(\"release\")\n",
                ]),
            ]
        )
    }

    public func evaluate(_ context: RuleContext) -> [RuleFinding] {
        context.graph.unownedFolders.compactMap { folder in
            guard let first = folder.files.first else { return nil }
            let one = folder.files.count == 1
            let place = folder.path == "." ? "the repository's top folder" : folder.path
            return RuleFinding(message: "\(one ? "1 Swift file" : "\(folder.files.count) Swift files") in \(place) "
                               + "\(one ? "belongs" : "belong") to no module, so no rule checks \(one ? "it" : "them"); "
                               + Self.fix(for: folder.path, package: folder.package),
                               location: SourceLocation(file: first, line: 1, column: 1), symbol: folder.path)
        }
    }

    /// A target in the package around the folder, or a `module` line naming the folder;
    /// `exclude` when the files are not part of the product.
    static func fix(for folder: String, package: String?) -> String {
        guard folder != "." else {
            return "add `module NAME = FILE` lines to .archrules for them, or `exclude` them"
        }
        // Written as the file reads it: a folder with spaces in quotes, so the line can be pasted.
        let path = ArchRulesText.literal(folder)
        let module = "`module \(moduleName(for: folder)) = \(path)` to .archrules"
        let exclude = "`exclude \(path)` if it is not part of the product"
        guard let package else { return "add \(module), or \(exclude)" }
        let manifest = package.isEmpty ? "Package.swift" : package + "/Package.swift"
        return "add a target for \(folder) to \(manifest), or \(module), or \(exclude)"
    }

    /// The folder's last component as a Swift identifier.
    static func moduleName(for folder: String) -> String {
        let scalars = RelativePath.lastComponent(of: folder).unicodeScalars.filter { scalar in
            scalar.isASCII && (scalar == "_" || Character(scalar).isLetter || Character(scalar).isNumber)
        }
        let name = String(String.UnicodeScalarView(scalars))
        guard let first = name.first else { return "App" }
        return first.isNumber ? "M" + name : name
    }
}
