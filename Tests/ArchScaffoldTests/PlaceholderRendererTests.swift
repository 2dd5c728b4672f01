import ArchScaffold
import Testing

private let values = RenderValues(
    placeholders: ["Name": "OrderItem", "name": "orderItem", "api": "moya", "tests": "no", "year": "2026"],
    variables: ["api", "tests"])

private func render(_ text: String, allowBlocks: Bool = true) throws(TemplateError) -> String {
    try PlaceholderRenderer.render(text, file: "feature/files/x.swift", values: values, allowBlocks: allowBlocks)
}

@Suite("Placeholders")
struct PlaceholderRendererTests {
    @Test func substitutions() throws {
        #expect(try render("struct {{Name}}DTO { let {{name}}ID: Int } // {{ year }}") == "struct OrderItemDTO { let orderItemID: Int } // 2026")
        #expect(try render("\\{{Name}} stays") == "{{Name}} stays")
    }

    @Test func blocksOnTheirOwnLinesLeaveNoTrace() throws {
        #expect(try render("""
        import Foundation
        {{#if api == moya}}
        import Moya
        {{#else}}
        import Plain
        {{/if}}
        {{#unless tests}}
        let skipTests = true
        {{/unless}}
        {{#if tests}}
        let runTests = true
        {{/if}}
        let end = 1
        """) == "import Foundation\nimport Moya\nlet skipTests = true\nlet end = 1")
    }

    @Test func inlineBlocks() throws {
        #expect(try render("enum Api{{#if api}}: TargetType{{/if}} {}") == "enum Api: TargetType {}")
        #expect(try render("enum Api{{#if tests}}: TargetType{{/if}} {}") == "enum Api {}")
    }

    @Test func nestedBlocks() throws {
        #expect(try render("{{#if api}}\nA\n{{#if tests}}\nB\n{{#else}}\nC\n{{/if}}\n{{/if}}\nD") == "A\nC\nD")
        #expect(try render("{{#if tests}}\nA\n{{#if api}}\nB\n{{/if}}\n{{/if}}\nD") == "D")
    }

    @Test(arguments: [
        ("let x = {{Nmae}}", "feature/files/x.swift:1: error: unknown placeholder '{{Nmae}}'; did you mean '{{Name}}'?"),
        ("a\nb {{Name", "feature/files/x.swift:2: error: '{{' is never closed with '}}' (write '\\{{' for a literal '{{')"),
        ("{{#if api}}\nx", "feature/files/x.swift:1: error: '{{#if …}}' is never closed with '{{/if}}'"),
        ("x\n{{/if}}", "feature/files/x.swift:2: error: '{{/if}}' closes no block"),
        ("{{#if api}}\n{{/unless}}", "feature/files/x.swift:2: error: '{{/unless}}' closes the '{{#if}}' of line 1"),
        ("{{#else}}", "feature/files/x.swift:1: error: '{{#else}}' outside an '{{#if}}' block"),
        ("{{#if colour}}\n{{/if}}", "feature/files/x.swift:1: error: unknown variable 'colour' in '{{#if colour}}' (variables: api, tests)"),
        ("{{#each items}}", "feature/files/x.swift:1: error: unknown tag '{{#each items}}' (expected #if, #unless, #else, /if or /unless)"),
    ])
    func mistakesNameTheFileAndLine(text: String, expected: String) {
        #expect(throws: TemplateError.self) { try render(text) }
        do {
            _ = try render(text)
        } catch {
            #expect(error.description == expected)
        }
    }

    @Test func pathsTakeSubstitutionsOnly() {
        #expect(throws: TemplateError.self) { try render("{{#if api}}x{{/if}}", allowBlocks: false) }
        #expect((try? render("{{Name}}/Api/{{Name}}Api.swift", allowBlocks: false)) == "OrderItem/Api/OrderItemApi.swift")
    }
}

@Suite("Names")
struct NameTests {
    @Test(arguments: [
        ("Order", nil),
        ("OrderHistory2", nil),
        ("", "the name is empty"),
        ("order", "'order' must start with an uppercase letter (UpperCamelCase, such as 'Order' or 'OrderHistory')"),
        ("Order-History", "'Order-History' contains '-'; use letters and digits only (UpperCamelCase, such as 'OrderHistory')"),
        ("Orders/Order", "'Orders/Order' is a path, not a name; give the bare name, such as 'Order' (use --into to choose where it goes)"),
        ("../Order", "'../Order' is a path, not a name; give the bare name, such as 'Order' (use --into to choose where it goes)"),
        ("Self", "'Self' is a Swift keyword or a standard type; choose a name of your domain"),
        ("Ördner", "'Ördner' must start with an uppercase letter (UpperCamelCase, such as 'Order' or 'OrderHistory')"),
        ("OrderManager", "'OrderManager' ends in 'Manager', a name .archrules bans; name the feature after what it does (for example 'Order')"),
    ])
    func validation(name: String, problem: String?) {
        #expect(NameRules.validate(name, bannedSuffixes: ["Manager", "Helper"])?.message == problem)
    }
}
