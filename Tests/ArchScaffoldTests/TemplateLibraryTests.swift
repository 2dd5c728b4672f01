import ArchScaffold
import Testing

private func files(_ entries: [String: String]) -> [String: [UInt8]] {
    entries.mapValues { Array($0.utf8) }
}

@Suite("Template library")
struct TemplateLibraryTests {
    static let builtIn = files([
        "feature/template.manifest": """
        # The layered feature.
        description  A layered feature
        kind         feature
        destination  {{root}}/{{Name}}
        root         Sources
        variable     api = plain -- plain or moya
        """,
        "feature/files/Api/{{Name}}Api.swift": "enum {{Name}}Api {}\n",
        "feature/files/Di/{{Name}}Di.swift": "enum {{Name}}Di {}\n",
        "feature/next-steps.md": "1. Call {{Name}}Di.\n",
        "feature-moya/template.manifest": "extends feature\ndescription The layered feature with Moya\nvariable api = moya\n",
        "feature-moya/files/Api/{{Name}}Api.swift": "import Moya\n",
        "README.md": "not a template\n",
    ])

    @Test func readsManifestFilesAndNextSteps() throws {
        let library = TemplateLibrary(builtIn: Self.builtIn)
        #expect(library.names == ["feature", "feature-moya"])
        let feature = try #require(try library.template(named: "feature"))
        #expect(feature.kind == .feature)
        #expect(feature.destination == "{{root}}/{{Name}}")
        #expect(feature.root == "Sources")
        #expect(feature.allowsInto)
        #expect(feature.variables == [.init(name: "api", defaultValue: "plain", help: "plain or moya")])
        #expect(feature.files.keys.sorted() == ["Api/{{Name}}Api.swift", "Di/{{Name}}Di.swift"])
        #expect(feature.nextSteps == "1. Call {{Name}}Di.\n")
        #expect(feature.origin == .builtIn)
    }

    @Test func extendsInheritsAndOverrides() throws {
        let moya = try #require(try TemplateLibrary(builtIn: Self.builtIn).template(named: "feature-moya"))
        #expect(moya.description == "The layered feature with Moya")
        #expect(moya.destination == "{{root}}/{{Name}}")
        #expect(moya.variables.map(\.defaultValue) == ["moya"])
        #expect(moya.variables.map(\.help) == ["plain or moya"])
        #expect(moya.files["Api/{{Name}}Api.swift"] == Array("import Moya\n".utf8))
        #expect(moya.files["Di/{{Name}}Di.swift"] == Array("enum {{Name}}Di {}\n".utf8))
        #expect(moya.nextSteps == "1. Call {{Name}}Di.\n")
    }

    @Test func theRepositorysTemplatesWin() throws {
        let repository = files([
            "feature/template.manifest": "description Our feature\nkind feature\ndestination App/{{Name}}\n",
            "feature/files/{{Name}}.swift": "struct {{Name}} {}\n",
        ])
        let library = TemplateLibrary(builtIn: Self.builtIn, repository: ("Tooling/Templates", repository))
        let feature = try #require(try library.template(named: "feature"))
        #expect(feature.origin == .repository("Tooling/Templates"))
        #expect(feature.description == "Our feature")
        #expect(feature.files.keys.sorted() == ["{{Name}}.swift"])
        // A built-in template that extends the replaced one now builds on the repository's.
        let moya = try #require(try library.template(named: "feature-moya"))
        #expect(moya.destination == "App/{{Name}}")
    }

    @Test(arguments: [
        ("kind feature\ndestination x\ncolour red\n", "t/template.manifest:3: error: unknown keyword 'colour'"),
        ("kind feature\ndestinaton x\n", "t/template.manifest:2: error: unknown keyword 'destinaton'; did you mean 'destination'?"),
        ("kind feature\ndestination x\ninto maybe\n", "t/template.manifest:3: error: 'into' takes 'yes' or 'no', not 'maybe'"),
        ("kind feature\ndestination x\nvariable api\n", "t/template.manifest:3: error: expected 'variable NAME = DEFAULT -- help'"),
        ("kind feature\ndestination x\nadd-target Packages/Domain\n", "t/template.manifest:3: error: 'add-target' needs a package folder and a target name"),
        ("description only\n", "t/template.manifest:1: error: a template needs 'kind' and 'destination' (or 'extends')"),
        ("kind widget\ndestination x\n", "t/template.manifest:1: error: 'kind' takes 'feature' or 'module', not 'widget'"),
        ("extends t\n", "t/template.manifest:1: error: 'extends t' makes a cycle: t → t"),
        ("extends featur\n", "t/template.manifest:1: error: 'extends featur' names no template; did you mean 'feature'?"),
        ("kind feature\ndestination x\npackages-of folder Presentation\n", "t/template.manifest:3: error: 'packages-of folder' needs 'variable folder = DEFAULT' on an earlier line"),
        ("kind feature\ndestination x\npackages-of folder\n", "t/template.manifest:3: error: expected 'packages-of VARIABLE LAYER'"),
        ("kind feature\ndestination x\noptional A B -- two\n", "t/template.manifest:3: error: expected 'optional MODULE -- what it is', with one module name"),
    ])
    func manifestMistakesNameTheirLine(manifest: String, expected: String) {
        var all = Self.builtIn
        all["t/template.manifest"] = Array(manifest.utf8)
        let library = TemplateLibrary(builtIn: all)
        do {
            _ = try library.template(named: "t")
            Issue.record("no error for \(manifest)")
        } catch {
            #expect(error.description == expected)
        }
    }
}
