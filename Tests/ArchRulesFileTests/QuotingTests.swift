import ArchCore
import ArchRulesFile
import Testing

/// Names and paths in double quotes: one word whatever they hold, in every statement that
/// takes a name or path, and written back by `ArchRulesText` exactly as they read.
@Suite("Quoted names and paths")
struct QuotingTests {
    @Test func aQuotedWordIsOneNameOrPathInEveryStatement() throws {
        let parsed = try rules("""
        module Stories = "podcasts/End of Year/Stories" Other
        layer Watch = "Pocket Casts Watch App" "* Widget"
        layer "Core" = Core
        allow Watch -> "Core"
        forbid "Pocket Casts Watch App" -> "My Kit"
        independent "Watch"
        exclude "Test Data/**" "# not a comment" "a=b" "x->y"
        ban-names "Manager"
        except "Pocket Casts Watch App" -> Core owner @watch expires 2027-01-01 "the \\"old\\" way"
        except rule banned-name path "End of Year/**" symbol "Old Name" owner @x expires 2027-01-01 "r"
        template feature "My Feature"
        templates "Our Templates"
        root module "App Sources/Modules"
        """ + "\n")
        #expect(parsed.folderModules.first?.paths.map(\.text) == ["podcasts/End of Year/Stories", "Other"])
        #expect(parsed.folderModules.first?.paths.first?.location == at(1, 18))
        #expect(parsed.layers.map(\.name) == ["Watch", "Core"])
        #expect(parsed.layers[0].patterns.map(\.text) == ["Pocket Casts Watch App", "* Widget"])
        #expect(parsed.allowances.first?.targets.map(\.name) == ["Core"])
        #expect(parsed.prohibitions.first?.source.name == "Pocket Casts Watch App")
        #expect(parsed.prohibitions.first?.targets.map(\.name) == ["My Kit"])
        #expect(parsed.independentLayers.map(\.name) == ["Watch"])
        #expect(parsed.excludes.map(\.text) == ["Test Data/**", "# not a comment", "a=b", "x->y"])
        #expect(parsed.bannedSuffixes == ["Manager"])
        #expect(parsed.exceptions.first?.subject == .dependency(
            from: .init(name: "Pocket Casts Watch App", location: at(9, 8)), to: .init(name: "Core", location: at(9, 36))))
        #expect(parsed.exceptions.first?.reason == "the \"old\" way")
        guard case .rule(_, let paths, let symbols) = parsed.exceptions.last?.subject else {
            Issue.record("expected a rule exception")
            return
        }
        #expect(paths.map(\.text) == ["End of Year/**"])
        #expect(symbols.map(\.text) == ["Old Name"])
        #expect(parsed.scaffolding.defaultTemplates[.feature]?.value == "My Feature")
        #expect(parsed.scaffolding.templatesFolder?.value == "Our Templates")
        #expect(parsed.scaffolding.roots[.module]?.value == "App Sources/Modules")
    }

    @Test func featureStatementsTakeQuotedWords() throws {
        let parsed = try rules("""
        layer Features = "Shop Features/*"
        features "Features"
        sublayer Page = "Presentation/Page Views"
        sublayer-allow "Page" -> Page
        composition-root "App Shell"
        """ + "\n")
        #expect(parsed.catalogue.featureLayers.map(\.name) == ["Features"])
        #expect(parsed.catalogue.sublayers.first?.paths.map(\.text) == ["Presentation/Page Views"])
        #expect(parsed.catalogue.compositionRoots.map(\.text) == ["App Shell"])
    }

    @Test func globsKeepTheirMeaningInsideQuotes() throws {
        let parsed = try rules("module Stories = \"End of Year/*\"\nlayer Apps = \"Pocket Casts *\"\n")
        let path = try #require(parsed.folderModules.first?.paths.first)
        #expect(path.glob.matches("End of Year/Stories"))
        #expect(!path.glob.matches("End of Year/Stories/Deep"))
        #expect(parsed.layers.first?.patterns.first?.glob.matches("Pocket Casts Watch App") == true)
    }

    @Test func quotedClauseWordsAreNames() throws {
        let parsed = try rules("except rule banned-name path \"owner\" owner @x expires 2027-01-01 \"r\"\nban-names \"none\" Manager\n")
        guard case .rule(_, let paths, _) = parsed.exceptions.first?.subject else {
            Issue.record("expected a rule exception")
            return
        }
        #expect(paths.map(\.text) == ["owner"])
        #expect(parsed.bannedSuffixes == ["none", "Manager"])
        #expect(try rules("except \"rule\" -> Data owner @x expires 2027-01-01 \"r\"\n").exceptions.first?.subject
            == .dependency(from: .init(name: "rule", location: at(1, 8)), to: .init(name: "Data", location: at(1, 18))))
    }

    @Test func mistakesInQuotingAreReportedWhereTheyAre() {
        #expect(problemLines("module Stories = \"podcasts/End of Year/Stories\n")
            == [".archrules:1:18: error: unterminated string: this '\"' has no closing '\"' on its line"])
        #expect(problemLines("module Stories = \"End\\ of Year\"\n") == [
            ".archrules:1:22: error: inside quotes a backslash escapes only '\"' and '\\' (write '\\\\' for a backslash); spaces and other characters need no escape",
        ])
        #expect(problemLines("module Stories = podcasts/\"End of Year\"/Stories\n") == [
            ".archrules:1:27: error: a '\"' inside a word: quote the whole name or path, as in \"podcasts/End of Year/Stories\"",
        ])
        #expect(problemLines("module Stories = \"podcasts/End of Year\"/Stories\n") == [
            ".archrules:1:40: error: a word goes on after its closing '\"': quote the whole name or path, as in \"podcasts/End of Year/Stories\"",
        ])
        #expect(problemLines("module Stories = podcasts/End\\ of\\ Year\n") == [
            ".archrules:1:30: error: a backslash does not escape a space in .archrules: quote the whole name or path, as in \"podcasts/End of Year/Stories\"",
        ])
        #expect(problemLines("exclude \"\"\n") == [".archrules:1:9: error: empty quotes name nothing: write the name or path between them"])
        #expect(problemLines("\"layer\" X = Y\n") == [".archrules:1:1: error: a keyword is written without quotes: layer, not \"layer\""])
        #expect(problemLines("layer \"My Layer\" = X\n") == [
            ".archrules:1:7: error: 'My Layer' is not a valid layer name (use letters, digits and underscores, not starting with a digit)",
        ])
    }

    @Test func aReasonKeepsItsOtherBackslashesAsWritten() throws {
        let parsed = try rules(#"except "A\\B" -> B owner @x expires 2027-01-01 "C:\dir""# + "\n")
        #expect(parsed.exceptions.first?.reason == #"C:\dir"#)
        #expect(parsed.exceptions.first?.subject == .dependency(from: .init(name: #"A\B"#, location: at(1, 8)), to: .init(name: "B", location: at(1, 18))))
    }

    @Test func separatorsGluedToQuotedWordsStillSeparate() throws {
        let parsed = try rules("layer X=\"My App\"\nforbid \"My App\"->\"Your Kit\"# why\n")
        #expect(parsed.layers.first?.patterns.map(\.text) == ["My App"])
        #expect(parsed.prohibitions.first?.targets.map(\.name) == ["Your Kit"])
    }
}

/// `ArchRulesText` writes what the lexer reads back as the same word.
@Suite("Writing .archrules words")
struct ArchRulesTextTests {
    @Test(arguments: [
        ("Core", "Core"), ("*Domain", "*Domain"), ("Packages/Core/**", "Packages/Core/**"), ("Café", "Café"),
        ("Pocket Casts Watch App", "\"Pocket Casts Watch App\""), ("podcasts/End of Year/Stories", "\"podcasts/End of Year/Stories\""),
        ("Say \"hi\"", #""Say \"hi\"""#), (#"C:\dir"#, #""C:\\dir""#), ("#tag", "\"#tag\""), ("a=b", "\"a=b\""), ("x->y", "\"x->y\""),
        ("x-y>z", "x-y>z"), ("", "\"\""), ("owner", "\"owner\""), ("Owner", "Owner"), ("no\u{A0}break", "\"no\u{A0}break\""),
        ("tab\there", "\"tab\there\""),
    ])
    func wordsAreQuotedExactlyWhenNeeded(name: String, written: String) {
        #expect(ArchRulesText.token(name) == written)
    }

    @Test func namesWithSpacesQuotesHashesBackslashesAndNonASCIIReadBackIdentically() throws {
        let names = ["Pocket Casts Watch App", "End of Year", #"say "cheese""#, "#1 app", #"back\slash"#, #"trailing\"#,
                     "Café Crème", "日本語 アプリ", "emoji 🎉 app", "a = b", "x -> y", "tab\tin", "rule", "\"", "\\\\"]
        try expectRoundTrip(names)
    }

    /// Generated names from an alphabet of the characters the lexer treats specially.
    @Test func generatedNamesReadBackIdentically() throws {
        let alphabet: [String] = ["a", "Z", "_", "1", " ", "\t", "\"", "\\", "#", "=", "-", ">", "/", ".", "é", "日", "🎉", "\u{A0}", "*"]
        var generator = SplitMix64(seed: 0x5EED)
        var names: [String] = []
        for _ in 0..<400 {
            let length = 1 + generator.below(12)
            names.append((0..<length).map { _ in alphabet[generator.below(alphabet.count)] }.joined())
        }
        try expectRoundTrip(names)
    }

    @Test func aLiteralMatchesExactlyItsName() {
        for name in ["Beta [1]", "What?", "Star*", "plain"] {
            let glob = Glob(ArchRulesText.escapingWildcards(name))
            #expect(glob.matches(name), "\(name)")
            #expect(!glob.matches(name + "x"), "\(name)")
        }
        #expect(ArchRulesText.literal("Beta [1]") == "\"Beta [[]1]\"")
        #expect(!Glob(ArchRulesText.escapingWildcards("What?")).matches("Whatx"))
    }

    @Test func aLineBreakIsWrittenAsTheWildcardOfOneCharacter() throws {
        let written = ArchRulesText.token("two\nlines")
        #expect(written == "\"two?lines\"")
        let parsed = try rules("exclude \(written)\n")
        #expect(parsed.excludes.first?.glob.matches("two\nlines") == true)
    }

    private func expectRoundTrip(_ names: [String]) throws {
        // Every name in a list, as init writes them, and each alone after `=`.
        let line = "layer Names = " + names.map(ArchRulesText.token).joined(separator: " ") + "\n"
        let parsed = try rules(line)
        #expect(parsed.layers.first?.patterns.map(\.text) == names)
        for name in names {
            let one = try rules("module M=\(ArchRulesText.token(name))# comment\nexclude \(ArchRulesText.token(name))\n")
            #expect(one.folderModules.first?.paths.map(\.text) == [name], "\(name.debugDescription)")
            #expect(one.excludes.map(\.text) == [name], "\(name.debugDescription)")
        }
    }
}
