import Foundation
import Testing
import ArchSyntax
import ArchTestSupport

/// The references archkit reports for a file must include every fixture-declared type that the
/// compiler's parse tree shows the file naming. The compiler runs once per fixture (it accepts
/// many files in one `-dump-parse`) and the suites share the result.
@Suite("References agree with the compiler", .requires(.swiftc), .slow)
struct ReferenceAgreementTests {
    @Test func everyFixtureFileReferencesWhatTheCompilerSeesItName() throws {
        let parse = try #require(CompilerParse.shared.result, "\(CompilerParse.shared.failure ?? "")")
        try #require(parse.files.count > 100, "expected the three fixtures' files, found \(parse.files.count)")
        for file in parse.files {
            let ours = Set(try SourceScanner.scan([UInt8](Data(contentsOf: file))).references.map(\.name))
            let expected = (parse.namedTypes[file.path] ?? []).intersection(parse.declaredTypes)
            let missing = expected.subtracting(ours).sorted()
            #expect(missing.isEmpty, "\(file.path) names \(missing) in the compiler's parse tree")
        }
    }

    /// Guards the oracle itself: the parse tree must show the names the test relies on, or the
    /// comparison above would pass on nothing.
    @Test func theParseTreeShowsKnownNames() throws {
        let parse = try #require(CompilerParse.shared.result, "\(CompilerParse.shared.failure ?? "")")
        #expect(parse.declaredTypes.isSuperset(of: ["CartService", "ProductListViewModel", "DIContainer"]))
        let viewModel = try #require(parse.files.first { $0.path.hasSuffix("FeatureLayers/ShopApp/Sources/Profile/Presentation/ViewModel/ProfileViewModel.swift") })
        #expect(parse.namedTypes[viewModel.path, default: []].isSuperset(of: ["ProfileService", "ProfileSummary", "ProfileMenuItem", "LoadState"]))
        let named = parse.namedTypes.values.reduce(into: Set<String>()) { $0.formUnion($1) }
        #expect(named.intersection(parse.declaredTypes).count > 100)
    }
}

/// What `swiftc -dump-parse` shows for the fixtures' Swift files.
struct CompilerParse: Sendable {
    static let fixtures = ["FeatureLayers", "EcommerceApp", "RouteModules"]

    /// Run once, on first use, for every test that needs it.
    static let shared: (result: CompilerParse?, failure: String?) = {
        do {
            return (try CompilerParse(), nil)
        } catch {
            return (nil, "\(error)")
        }
    }()

    var files: [URL] = []
    /// Per file path, the capitalised names the parse tree shows the file naming.
    var namedTypes: [String: Set<String>] = [:]
    /// Every type name declared by a `class`, `struct`, `enum`, `protocol` or `typealias` in
    /// the fixtures (actors are `class_decl`s).
    var declaredTypes: Set<String> = []

    init() throws {
        let groups = Self.fixtures.map { name in
            RepositoryPaths.swiftFiles(under: RepositoryPaths.fixtures.appendingPathComponent(name))
                .filter { $0.lastPathComponent != "Package.swift" }
                .map(\.standardizedFileURL)
        }
        files = groups.flatMap { $0 }
        let dumps = try concurrentMap(groups.indices) { index in
            // Several files make the driver run one frontend job per file; each job writes its
            // tree to standard error.
            let result = try Shell.run(["swiftc", "-dump-parse", "-enable-bare-slash-regex"] + groups[index].map(\.path))
            guard result.status == 0 else { throw CompilerFailure(message: result.stderr) }
            return result.stdout + result.stderr
        }
        for dump in dumps { read(dump) }
    }

    struct CompilerFailure: Error, CustomStringConvertible {
        var message: String
        var description: String { "swiftc -dump-parse failed: \(message.prefix(2_000))" }
    }

    private mutating func read(_ dump: String) {
        var currentFile: String?
        for line in dump.split(separator: "\n", omittingEmptySubsequences: true) {
            let trimmed = line.drop { $0 == " " }
            if trimmed.hasPrefix("(source_file \""), let path = Self.quoted(after: "(source_file ", in: trimmed) {
                currentFile = URL(fileURLWithPath: String(path)).standardizedFileURL.path
                continue
            }
            guard let file = currentFile else { continue }
            if Self.declarationKinds.contains(where: { trimmed.hasPrefix("(\($0) ") }),
               let name = Self.quoted(after: "] ", in: trimmed) {
                declaredTypes.insert(String(name))
            }
            var names: [Substring] = []
            for (node, attribute) in Self.nameAttributes where trimmed.hasPrefix("(\(node) ") {
                if let value = Self.quoted(after: attribute, in: trimmed) { names.append(value) }
            }
            if let written = Self.quoted(after: "typerepr=", in: trimmed) {
                names += written.split { !($0.isLetter || $0.isNumber || $0 == "_") }
            }
            if trimmed.hasPrefix("(extension_decl "), let extended = Self.quoted(after: "unbound ", in: trimmed) ?? Self.quoted(after: "] ", in: trimmed) {
                names += extended.split(separator: ".")
            }
            for name in names where Self.isCapitalised(name) {
                namedTypes[file, default: []].insert(String(name))
            }
        }
    }

    static let declarationKinds = ["class_decl", "struct_decl", "enum_decl", "protocol", "typealias"]

    /// The nodes that name a type, or (capitalised) may: unresolved references in expressions.
    static let nameAttributes: [(String, String)] = [
        ("type_unqualified_ident", "id="), ("type_qualified_ident", "id="),
        ("unresolved_decl_ref_expr", "name="), ("unresolved_dot_expr", "field="),
        ("unresolved_member_expr", "name="),
    ]

    static func isCapitalised(_ name: Substring) -> Bool {
        let letters = name.drop { $0 == "_" }
        guard let first = letters.first else { return false }
        return first.isASCII && first.isUppercase
    }

    /// The text of the `"…"` right after `marker` in `line`.
    static func quoted(after marker: String, in line: Substring) -> Substring? {
        guard let range = line.range(of: marker + "\"") else { return nil }
        let rest = line[range.upperBound...]
        guard let close = rest.firstIndex(of: "\"") else { return nil }
        return rest[..<close]
    }
}
