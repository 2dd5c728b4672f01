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
    ])
    func mistakes(line: String, expected: String) {
        #expect(problemLines(line) == [expected])
    }

    @Test func duplicatesAreReported() {
        #expect(problemLines("template a\ntemplate b\n") == [".archrules:2:1: error: duplicate 'template' for feature; already set at line 1"])
        #expect(problemLines("root module A\nroot module B\n") == [".archrules:2:1: error: duplicate 'root' for module; already set at line 1"])
    }
}
