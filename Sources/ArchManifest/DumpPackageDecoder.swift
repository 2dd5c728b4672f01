import ArchCore
import Foundation

/// Decodes the JSON of `swift package dump-package`. Keys archkit does not use are ignored;
/// a kind it does not know (of target, product or dependency) is an error rather than a guess.
///
/// SwiftPM's JSON carries no locations: every location is set to the manifest's first line,
/// for `ManifestLineFinder` to improve.
enum DumpPackageDecoder {
    struct FormatError: Error, CustomStringConvertible {
        var description: String
    }

    typealias Object = [String: Any]

    static func decode(_ data: Data, manifestPath: String, evaluation: PackageManifest.Evaluation) throws -> PackageManifest {
        guard let root = try JSONSerialization.jsonObject(with: data) as? Object else {
            throw FormatError(description: "the output is not a JSON object")
        }
        return try decode(root, manifestPath: manifestPath, evaluation: evaluation)
    }

    /// The answer already parsed (a cached one, with its folder put back).
    static func decode(_ root: Object, manifestPath: String, evaluation: PackageManifest.Evaluation) throws -> PackageManifest {
        let firstLine = SourceLocation(file: manifestPath, line: 1, column: 1)
        // `{"_version": "5.9.0", …}`: the version of the manifest SwiftPM chose to read.
        let versionText = try string((root["toolsVersion"] as? Object)?["_version"], "the tools version")
        guard let toolsVersion = ToolsVersion(versionText) else {
            throw FormatError(description: "the tools version `\(versionText)` is not a version")
        }
        return PackageManifest(
            name: try string(root["name"], "the package name"),
            manifestPath: manifestPath,
            products: try objects(root["products"], "products").map(product),
            dependencies: try objects(root["dependencies"], "dependencies").map { try packageDependency($0, at: firstLine) },
            targets: try objects(root["targets"], "targets").map { try target($0, at: firstLine) },
            toolsVersion: toolsVersion,
            evaluation: evaluation)
    }

    private static func product(_ object: Object) throws -> Product {
        let name = try string(object["name"], "a product name")
        let (kind, _) = try singleKey(object["type"], "the type of product `\(name)`")
        guard let known = Product.Kind(rawValue: kind) else {
            throw FormatError(description: "product `\(name)` has the unknown type `\(kind)`")
        }
        return Product(name: name, kind: known, targets: try strings(object["targets"], "the targets of product `\(name)`"))
    }

    private static func packageDependency(_ object: Object, at location: SourceLocation) throws -> PackageDependency {
        let (kind, payload) = try singleKey(object, "a package dependency")
        guard let details = (payload as? [Any])?.first as? Object else {
            throw FormatError(description: "a `\(kind)` package dependency has no details")
        }
        let identity = try string(details["identity"], "a package identity")
        let name = details["nameForTargetDependencyResolutionOnly"] as? String
        switch kind {
        case "fileSystem":
            let path = try string(details["path"], "the path of package `\(identity)`")
            return PackageDependency(kind: .fileSystem(path: path), name: name, identity: identity.lowercased(), location: location)
        case "sourceControl":
            let url = try sourceControlLocation(details["location"], identity)
            return PackageDependency(kind: .sourceControl(url: url), name: name, identity: identity.lowercased(), location: location)
        case "registry":
            return PackageDependency(kind: .registry(id: identity), name: name, identity: identity.lowercased(), location: location)
        default:
            throw FormatError(description: "a package dependency has the unknown kind `\(kind)`")
        }
    }

    /// `{"remote": [{"urlString": …}]}`, or `{"local": [path]}` for a repository on disk.
    private static func sourceControlLocation(_ value: Any?, _ identity: String) throws -> String {
        let (kind, payload) = try singleKey(value, "the location of package `\(identity)`")
        let first = (payload as? [Any])?.first
        if let url = first as? String { return url }
        if let url = (first as? Object)?["urlString"] as? String { return url }
        throw FormatError(description: "the `\(kind)` location of package `\(identity)` has no URL")
    }

    private static func target(_ object: Object, at location: SourceLocation) throws -> TargetDeclaration {
        let name = try string(object["name"], "a target name")
        let type = try string(object["type"], "the type of target `\(name)`")
        guard let kind = TargetDeclaration.Kind(rawValue: type) else {
            throw FormatError(description: "target `\(name)` has the unknown type `\(type)`")
        }
        let sources = object["sources"] is NSNull || object["sources"] == nil ? nil : try strings(object["sources"], "the sources of `\(name)`")
        return TargetDeclaration(
            name: name, kind: kind,
            path: object["path"] as? String,
            exclude: object["exclude"] == nil ? [] : try strings(object["exclude"], "the excluded paths of `\(name)`"),
            sources: sources,
            resources: try objects(object["resources"], "the resources of `\(name)`").map { try string($0["path"], "the path of a resource of `\(name)`") },
            dependencies: try objects(object["dependencies"], "the dependencies of `\(name)`").map { try targetDependency($0, of: name, at: location) },
            location: location)
    }

    /// `{"byName": [name, condition]}`, `{"target": [name, condition]}` or
    /// `{"product": [name, package, moduleAliases, condition]}`.
    private static func targetDependency(_ object: Object, of target: String, at location: SourceLocation) throws -> TargetDependency {
        let (kind, payload) = try singleKey(object, "a dependency of `\(target)`")
        guard let fields = payload as? [Any], let name = fields.first as? String else {
            throw FormatError(description: "a `\(kind)` dependency of `\(target)` has no name")
        }
        let conditionIndex: Int
        let dependencyKind: TargetDependency.Kind
        switch kind {
        case "byName": (dependencyKind, conditionIndex) = (.byName, 1)
        case "target": (dependencyKind, conditionIndex) = (.target, 1)
        case "product": (dependencyKind, conditionIndex) = (.product(package: fields.count > 1 ? fields[1] as? String : nil), 3)
        default: throw FormatError(description: "a dependency of `\(target)` has the unknown kind `\(kind)`")
        }
        let condition = fields.count > conditionIndex ? fields[conditionIndex] as? Object : nil
        // An empty platform list is no platform condition to SwiftPM (a trait-only condition).
        let platforms = (condition?["platformNames"] as? [Any])?.compactMap { $0 as? String }
        return TargetDependency(kind: dependencyKind, name: name, platforms: platforms?.isEmpty == false ? platforms : nil, location: location)
    }

    // MARK: - JSON access

    private static func string(_ value: Any?, _ what: String) throws -> String {
        guard let string = value as? String else { throw FormatError(description: "\(what) is missing or not a string") }
        return string
    }

    private static func strings(_ value: Any?, _ what: String) throws -> [String] {
        guard let array = value as? [Any] else { throw FormatError(description: "\(what) is missing or not a list") }
        return try array.map { try string($0, what) }
    }

    private static func objects(_ value: Any?, _ what: String) throws -> [Object] {
        guard let value else { return [] }
        guard let array = value as? [Any] else { throw FormatError(description: "\(what) is not a list") }
        return try array.map {
            guard let object = $0 as? Object else { throw FormatError(description: "an entry of \(what) is not an object") }
            return object
        }
    }

    /// The one key of an object such as `{"library": ["automatic"]}`, and its value.
    private static func singleKey(_ value: Any?, _ what: String) throws -> (String, Any) {
        guard let object = value as? Object, object.count == 1, let (key, payload) = object.first.map({ ($0.key, $0.value) }) else {
            throw FormatError(description: "\(what) is not an object with one key")
        }
        return (key, payload)
    }
}
