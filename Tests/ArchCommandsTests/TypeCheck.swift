import ArchSyntax
import ArchTestSupport
import Foundation

/// Type-checks generated files where this platform can: per source folder (one module), the
/// files whose imports all exist here (no UIKit, no sibling modules). Moya, which the layered
/// feature's Api may use, is stood in for by the subset of its interface the template relies on.
enum TypeCheck {
    /// Interfaces of third-party modules, as far as the templates use them.
    static let stubs: [String: String] = [
        "Moya": """
        import Foundation

        public protocol TargetType {
            var baseURL: URL { get }
            var path: String { get }
            var method: Moya.Method { get }
            var task: Moya.Task { get }
            var headers: [String: String]? { get }
        }

        public struct Method: RawRepresentable, Hashable, Sendable {
            public let rawValue: String
            public init(rawValue: String) { self.rawValue = rawValue }
            public static let get = Method(rawValue: "GET")
            public static let post = Method(rawValue: "POST")
            public static let put = Method(rawValue: "PUT")
            public static let patch = Method(rawValue: "PATCH")
            public static let delete = Method(rawValue: "DELETE")
        }

        public enum Task {
            case requestPlain
            case requestData(Data)
            case requestJSONEncodable(any Encodable)
        }
        """,
    ]

    struct Outcome {
        var count = 0
        var failures: [String] = []
    }

    static func run(_ files: [String], in root: URL) throws -> Outcome {
        var outcome = Outcome()
        var groups: [String: [String]] = [:]
        var imports: [String: [String]] = [:]
        for file in files {
            let summary = SourceScanner.scan(Array(try Data(contentsOf: root.appendingPathComponent(file))))
            imports[file] = summary.imports.filter { $0.condition == nil }.map(\.module)
            groups[moduleFolder(of: file), default: []].append(file)
        }
        let modules = Set(imports.values.joined())
        var available = try Set(modules.filter(isAvailable))
        let stubFolder = FileManager.default.temporaryDirectory.appendingPathComponent("archkit-stubs-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: stubFolder) }
        for module in modules.subtracting(available).sorted() {
            if let source = stubs[module], try buildStub(module, source: source, in: stubFolder) { available.insert(module) }
        }
        for (_, group) in groups.sorted(by: { $0.key < $1.key }) {
            let checkable = group.filter { imports[$0, default: []].allSatisfy(available.contains) }.sorted()
            guard !checkable.isEmpty else { continue }
            let result = try Shell.run(["swiftc", "-typecheck", "-swift-version", "6", "-I", stubFolder.path]
                                       + checkable.map { root.appendingPathComponent($0).path })
            outcome.count += checkable.count
            if result.status != 0 || !result.stderr.isEmpty { outcome.failures.append("\(checkable): \(result.stderr)") }
        }
        return outcome
    }

    /// `Packages/X/Sources/Target/…` → `Packages/X/Sources/Target`; a feature folder
    /// `Sources/Order/Api/…` → `Sources/Order`, the first folder under a `Sources` folder.
    static func moduleFolder(of file: String) -> String {
        let components = file.split(separator: "/").map(String.init)
        if let sources = components.lastIndex(where: { $0 == "Sources" || $0 == "Tests" }), sources + 1 < components.count - 1 {
            return components[...(sources + 1)].joined(separator: "/")
        }
        return components.dropLast().joined(separator: "/")
    }

    private static func buildStub(_ module: String, source: String, in folder: URL) throws -> Bool {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("\(module).swift")
        try Data(source.utf8).write(to: file)
        let result = try Shell.run(["swiftc", "-emit-module", "-parse-as-library", "-module-name", module,
                                    "-emit-module-path", folder.appendingPathComponent("\(module).swiftmodule").path, file.path])
        return result.status == 0
    }

    private static func isAvailable(_ module: String) throws -> Bool {
        let probe = FileManager.default.temporaryDirectory.appendingPathComponent("archkit-probe-\(UUID().uuidString).swift")
        defer { try? FileManager.default.removeItem(at: probe) }
        try Data("import \(module)\n".utf8).write(to: probe)
        return try Shell.run(["swiftc", "-typecheck", probe.path]).status == 0
    }
}
