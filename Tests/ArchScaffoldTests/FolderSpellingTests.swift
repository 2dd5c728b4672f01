import Testing
@testable import ArchScaffold

/// A new feature's folders are spelled as its siblings spell theirs.
@Suite("Folder spelling")
struct FolderSpellingTests {
    static let tree: [String: [String]] = [
        "App/Features": ["Basket", "Catalog", "Login"],
        "App/Features/Basket": ["DI", "UseCase", "View"],
        "App/Features/Catalog": ["DI", "Usecase", "View"],
        "App/Features/Login": ["Di", "View"],
    ]

    private func paths(_ files: [String], root: String = "App/Features/Order") -> [String] {
        FolderSpelling.applied(to: files.map { ScaffoldPlan.File(path: $0, contents: []) }, roots: [root]) { Self.tree[$0] ?? [] }.map(\.path)
    }

    @Test func theSpellingMostSiblingsUseWins() {
        #expect(paths(["App/Features/Order/Di/OrderDi.swift", "App/Features/Order/View/OrderView.swift", "App/Features/Order/Order.swift"])
                == ["App/Features/Order/DI/OrderDi.swift", "App/Features/Order/View/OrderView.swift", "App/Features/Order/Order.swift"])
    }

    @Test func aTieOrAnUnknownFolderKeepsTheTemplates() {
        #expect(paths(["App/Features/Order/USECASE/Get.swift", "App/Features/Order/Api/Api.swift"])
                == ["App/Features/Order/USECASE/Get.swift", "App/Features/Order/Api/Api.swift"])
        // Files outside the feature's root are left alone.
        #expect(paths(["Other/Di/X.swift"]) == ["Other/Di/X.swift"])
    }
}
