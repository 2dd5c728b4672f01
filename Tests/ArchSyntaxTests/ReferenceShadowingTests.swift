import Testing
@testable import ArchSyntax

private func names(_ source: String) -> [String] {
    SourceScanner.scan(Array(source.utf8)).references.map(\.name)
}

/// Names that look like references to the repository's types but are not: generic parameters
/// and names qualified by an imported module.
@Suite("Reference shadowing")
struct ReferenceShadowingTests {
    @Test func genericParametersOfTypesAndFunctionsAreNotReferences() {
        #expect(names("""
        final class ListTableDataSource<Item: Hashable, Cell: UITableViewCell>: NSObject {
            var items: [Item] = []
            func cell(for item: Item) -> Cell { Cell() }
        }
        func first<Element, each Rest>(_ values: [Element], _ rest: repeat each Rest) -> Element? { nil }
        struct Box<Value> { init<Other>(_ other: Other) {} }
        """) == ["Hashable", "UITableViewCell", "NSObject"])
    }

    @Test func comparisonsAndGenericArgumentsAreNotParameterLists() {
        // `<` after a call's name is a comparison or generic arguments, which name real types.
        #expect(names("""
        let a = Array<Item>()
        if count < Limit.maximum { }
        let b: Dictionary<Key, Value> = [:]
        """) == ["Array", "Item", "Limit", "Dictionary", "Key", "Value"])
    }

    @Test func namesQualifiedByAnImportedModuleBelongToThatModule() {
        #expect(names("""
        import Foundation
        import Moya

        var method: Moya.Method { .get }
        let task: Moya.Task = .requestPlain
        let request = Foundation.URLRequest(url: url)
        let own: Shop.Method = .get
        """) == ["Shop", "Method"])
    }

    @Test func withoutTheImportAQualifiedNameIsStillAReference() {
        #expect(names("var method: Moya.Method { .get }") == ["Moya", "Method"])
    }
}
