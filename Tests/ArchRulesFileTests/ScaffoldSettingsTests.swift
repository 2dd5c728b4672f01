import ArchRulesFile
import ArchCore
import Testing

@Suite("Scaffolding settings")
struct ScaffoldSettingsTests {
    @Test func templatesRootsAndDefaults() throws {
        let parsed = try rules("""
        template clean-feature
        template module route-module
        templates Tooling/Templates
        root feature App/Sources   # features go here
        root module Packages
        """)
        #expect(parsed.scaffolding.defaultTemplates[.feature] == .init(value: "clean-feature", location: at(1, 10)))
        #expect(parsed.scaffolding.defaultTemplates[.module]?.value == "route-module")
        #expect(parsed.scaffolding.templatesFolder == .init(value: "Tooling/Templates", location: at(3, 11)))
        #expect(parsed.scaffolding.roots[.feature]?.value == "App/Sources")
        #expect(parsed.scaffolding.roots[.module] == .init(value: "Packages", location: at(5, 13)))
    }

    /// Settings after the name are the template's variables, as `--set` gives them.
    @Test func templateLinesSetVariables() throws {
        let parsed = try rules("template feature clean-feature data-layer = Repository domain-layer = \"Use Cases\"\n")
        #expect(parsed.scaffolding.defaultTemplates[.feature]?.value == "clean-feature")
        #expect(parsed.scaffolding.templateVariables["clean-feature"]?["data-layer"] == .init(value: "Repository", location: at(1, 45)))
        #expect(parsed.scaffolding.templateVariables["clean-feature"]?["domain-layer"]?.value == "Use Cases")
    }

    @Test func nothingSetByDefault() throws {
        #expect(try rules("layer A = A\n").scaffolding == ScaffoldSettings())
    }

    @Test(arguments: [
        ("template", ".archrules:1:9: error: missing template name after 'template'"),
        ("template a b c", ".archrules:1:14: error: unexpected 'c' after 'b'"),
        ("root feature", ".archrules:1:13: error: missing folder after 'root feature'"),
        ("root", ".archrules:1:5: error: missing kind after 'root' (as in 'root feature Sources/App')"),
        ("templates A B", ".archrules:1:13: error: unexpected 'B' after 'A'"),
        ("tempalte feature", ".archrules:1:1: error: unknown keyword 'tempalte'; did you mean 'template'?"),
        ("root modul Packages", ".archrules:1:6: error: unknown kind 'modul' (expected 'feature' or 'module'); did you mean 'module'?"),
        ("template widget w", ".archrules:1:10: error: unknown kind 'widget' (expected 'feature' or 'module')"),
        ("template x = y", ".archrules:1:10: error: missing template name before 'x'"),
        ("template clean-feature data-layer =", ".archrules:1:24: error: expected KEY = VALUE after the template name, as in 'template feature clean-feature data-layer = Repository'"),
        ("template clean-feature a = b a = c", ".archrules:1:30: error: 'a' is set twice"),
    ])
    func mistakes(line: String, expected: String) {
        #expect(problemLines(line) == [expected])
    }

    @Test func duplicatesAreReported() {
        #expect(problemLines("template a\ntemplate b\n") == [".archrules:2:1: error: duplicate 'template' for feature; already set at line 1"])
        #expect(problemLines("root module A\nroot module B\n") == [".archrules:2:1: error: duplicate 'root' for module; already set at line 1"])
    }
}
