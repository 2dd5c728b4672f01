import ArchCore
import ArchManifest
import ArchRuleCatalogue
import ArchTestSupport
import Foundation
import ArchAnalysis
import ArchCommands

/// A rule example written out as a real repository, with the places its `↓` markers point at.
struct ExampleRepository {
    let directory: TemporaryDirectory
    /// Where the markers were, in the files as written (markers removed).
    let markedLocations: Set<SourceLocation>

    init(_ example: RuleExample) throws {
        directory = try TemporaryDirectory(prefix: "archkit-example")
        var marked: Set<SourceLocation> = []
        for (path, contents) in example.files {
            let (clean, locations) = Self.removeMarkers(from: contents, file: path)
            try directory.write(path, clean)
            marked.formUnion(locations)
        }
        markedLocations = marked
    }

    /// Runs the pipeline as `archkit check` does, reading manifests statically so that the
    /// examples need no toolchain and report exact manifest locations.
    func analyze() throws -> Analysis {
        try Self.analyze(root: directory.url)
    }

    static func analyze(root: URL, includeTests: Bool = false) throws -> Analysis {
        let analyzer = Analyzer(manifestReader: ManifestReaderFactory(cacheDirectory: nil).makeReader(for: .static), ruleEngine: RuleEngine())
        return try analyzer.analyze(AnalysisRequest(root: root.standardizedFileURL, rootDisplay: root.path, configFile: nil, includeTests: includeTests))
    }

    /// Strips `↓` and returns the 1-based line and UTF-8 column of each, in the stripped text.
    static func removeMarkers(from contents: String, file: String) -> (String, [SourceLocation]) {
        var clean = ""
        var locations: [SourceLocation] = []
        var line = 1
        var column = 1
        for character in contents {
            if character == RuleExample.marker {
                locations.append(SourceLocation(file: file, line: line, column: column))
                continue
            }
            clean.append(character)
            if character == "\n" {
                line += 1
                column = 1
            } else {
                column += character.utf8.count
            }
        }
        return (clean, locations)
    }
}
