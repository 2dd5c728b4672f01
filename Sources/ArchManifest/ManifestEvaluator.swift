import ArchCore

/// Why the static reader will not give an answer, and where.
struct StaticRefusal: Error {
    /// The offending token; nil for the manifest as a whole.
    var tokenIndex: Int?
    var message: String
}

/// Evaluates the arguments of a literal `Package(…)` call into a `PackageManifest`.
///
/// Only the positions archkit uses are evaluated: the package name, products, package
/// dependencies and targets, and inside targets their name, dependencies, path, exclude,
/// sources and resources. Every other argument is skipped whatever it holds. In the evaluated
/// positions anything but literals and the PackageDescription calls below is refused, never
/// guessed.
struct ManifestEvaluator {
    let source: ManifestTokens
    let input: ManifestInput

    func package(_ arguments: [ManifestArgument], callToken: Int, toolsVersion: ToolsVersion) throws -> PackageManifest {
        guard let nameArgument = arguments.value(for: "name") else {
            throw StaticRefusal(tokenIndex: callToken, message: "Package.swift calls `Package(…)` without `name:`")
        }
        let name = try string(nameArgument, "the package name")
        let products = try arguments.value(for: "products").map { try array($0, "its products").map(product) } ?? []
        let dependencies = try arguments.value(for: "dependencies")
            .map { try array($0, "its package dependencies").map(packageDependency) } ?? []
        let targets = try arguments.value(for: "targets").map { try array($0, "its targets").map(target) } ?? []
        return PackageManifest(name: name, manifestPath: input.relativePath, products: products,
                               dependencies: dependencies, targets: targets, toolsVersion: toolsVersion, evaluation: .static)
    }

    // MARK: - Products

    // Made once: as literals at the call they were built for every product and target.
    private static let productTypeNames: Set<String> = ["Product"]
    private static let productFunctions: Set<String> = ["library", "executable", "plugin"]
    private static let targetTypeNames: Set<String> = ["Target"]
    private static let targetFunctions = Set(TargetDeclaration.Kind.byDeclaringFunction.keys)

    private func product(_ expression: ManifestExpression) throws -> Product {
        let (function, arguments) = try call(expression, "its products", typeNames: Self.productTypeNames, known: Self.productFunctions)
        let name = try declaredName(arguments, of: "a product", at: expression)
        let what = "the targets of product `\(name)`"
        let targets = try arguments.value(for: "targets").map { try stringArray($0, what) } ?? []
        let kind: Product.Kind = function == "library" ? .library : function == "executable" ? .executable : .plugin
        return Product(name: name, kind: kind, targets: targets)
    }

    // MARK: - Package dependencies

    private static let packageDependencyTypeNames: Set<String> = ["Package.Dependency"]
    private static let packageDependencyFunctions: Set<String> = ["package"]

    private func packageDependency(_ expression: ManifestExpression) throws -> PackageDependency {
        let what = "its package dependencies"
        let (_, arguments) = try call(expression, what, typeNames: Self.packageDependencyTypeNames, known: Self.packageDependencyFunctions)
        let name = try arguments.value(for: "name").map { try string($0, "the name of a package dependency") }
        let location = self.location(expression.token)
        if let path = arguments.value(for: "path") {
            let path = try string(path, "the path of a package dependency")
            let identity = PackageIdentity.fromPath(RelativePath.join(input.packageDirectory, path))
            return PackageDependency(kind: .fileSystem(path: path), name: name, identity: identity, location: location)
        }
        if let url = arguments.value(for: "url") {
            let url = try string(url, "the URL of a package dependency")
            let identity = PackageIdentity.fromURL(url, packageDirectory: input.packageDirectory)
            return PackageDependency(kind: .sourceControl(url: url), name: name, identity: identity, location: location)
        }
        if let id = arguments.value(for: "id") {
            let id = try string(id, "the id of a package dependency")
            return PackageDependency(kind: .registry(id: id), name: name, identity: id.lowercased(), location: location)
        }
        throw StaticRefusal(tokenIndex: expression.token, message: "Package.swift declares a package dependency without `path:`, `url:` or `id:`")
    }

    // MARK: - Targets

    private func target(_ expression: ManifestExpression) throws -> TargetDeclaration {
        let (function, arguments) = try call(expression, "its targets", typeNames: Self.targetTypeNames, known: Self.targetFunctions)
        let name = try declaredName(arguments, of: "a target", at: expression)
        let dependencies = try arguments.value(for: "dependencies").map { list in
            try array(list, "the dependencies of target `\(name)`").map { try targetDependency($0, of: name) }
        } ?? []
        let path = try arguments.value(for: "path").flatMap { try optionalString($0, "the path of target `\(name)`") }
        let exclude = try arguments.value(for: "exclude").map { try stringArray($0, "the excluded paths of target `\(name)`") } ?? []
        let sources = try arguments.value(for: "sources").flatMap { value -> [String]? in
            if case .literal("nil") = value.form { return nil }
            return try stringArray(value, "the sources of target `\(name)`")
        }
        let resources = try arguments.value(for: "resources").map { list -> [String] in
            if case .literal("nil") = list.form { return [] }
            return try array(list, "the resources of target `\(name)`").map { try resource($0, of: name) }
        } ?? []
        return TargetDeclaration(name: name, kind: TargetDeclaration.Kind.byDeclaringFunction[function]!, path: path, exclude: exclude,
                                 sources: sources, resources: resources, dependencies: dependencies, location: location(expression.token))
    }

    /// The path of `.process(…)`, `.copy(…)` or `.embedInCode(…)`; the localization is skipped.
    private func resource(_ expression: ManifestExpression, of target: String) throws -> String {
        let what = "the resources of target `\(target)`"
        let (_, arguments) = try call(expression, what, typeNames: ["Resource"], known: ["process", "copy", "embedInCode"])
        guard let first = arguments.first, first.label == nil else { throw refusal(expression, what) }
        let path = try string(first.value, what)
        // SwiftPM reads the path as a relative path, normalised, and rejects an absolute one.
        guard !path.hasPrefix("/") else {
            throw StaticRefusal(tokenIndex: first.value.token, message: "Package.swift gives target `\(target)` the absolute resource path `\(path)`, which SwiftPM rejects")
        }
        let normalized = RelativePath.normalize(path)
        return normalized.isEmpty ? "." : normalized
    }

    // Made once: as literals at the call they were built for every dependency.
    private static let dependencyTypeNames: Set<String> = ["Target.Dependency"]
    private static let dependencyFunctions: Set<String> = ["target", "product", "byName"]

    private func targetDependency(_ expression: ManifestExpression, of target: String) throws -> TargetDependency {
        let what = { "the dependencies of target `\(target)`" }
        if case .string(let name) = expression.form {
            return TargetDependency(kind: .byName, name: name, platforms: nil, location: location(expression.token))
        }
        let (function, arguments) = try call(expression, what(), typeNames: Self.dependencyTypeNames, known: Self.dependencyFunctions)
        let name = try declaredName(arguments, of: "a dependency of target `\(target)`", at: expression)
        let kind: TargetDependency.Kind
        switch function {
        case "target": kind = .target
        case "product": kind = .product(package: try arguments.value(for: "package").flatMap { try optionalString($0, what()) })
        default: kind = .byName
        }
        let platforms = try arguments.value(for: "condition")
            .flatMap { try self.platforms($0, "the condition of dependency `\(name)` of target `\(target)`") }
        return TargetDependency(kind: kind, name: name, platforms: platforms, location: location(expression.token))
    }

    /// The platforms of a `.when(…)` condition; nil when it names none, which SwiftPM treats
    /// as no platform condition.
    private func platforms(_ condition: ManifestExpression, _ what: @autoclosure () -> String) throws -> [String]? {
        if case .literal("nil") = condition.form { return nil }
        let (_, arguments) = try call(condition, what(), typeNames: ["TargetDependencyCondition"], known: ["when"])
        guard let list = arguments.value(for: "platforms") else { return nil }
        if case .literal("nil") = list.form { return nil }
        let names = try array(list, what()).map { try platform($0, what()) }
        return names.isEmpty ? nil : names
    }

    private static let platformNames: Set<String> = [
        "macOS", "macCatalyst", "iOS", "tvOS", "watchOS", "visionOS", "driverKit",
        "linux", "windows", "android", "wasi", "openbsd", "freebsd",
    ]

    private func platform(_ expression: ManifestExpression, _ what: @autoclosure () -> String) throws -> String {
        switch expression.form {
        case .implicitMember(let name) where Self.platformNames.contains(name):
            return name.lowercased()
        case .member(let base, let name, _) where Self.platformNames.contains(name):
            if case .identifier("Platform") = base.form { return name.lowercased() }
        default:
            break
        }
        // `.custom("name")` keeps the name as written, as SwiftPM does.
        let (_, arguments) = try call(expression, what(), typeNames: ["Platform"], known: ["custom"])
        guard let first = arguments.first, first.label == nil else { throw refusal(expression, what()) }
        return try string(first.value, what())
    }

    // MARK: - Values

    private func declaredName(_ arguments: [ManifestArgument], of what: @autoclosure () -> String, at owner: ManifestExpression) throws -> String {
        guard let expression = arguments.value(for: "name") else {
            throw StaticRefusal(tokenIndex: owner.token, message: "Package.swift declares \(what()) without `name:`")
        }
        return try string(expression, "the name of \(what())")
    }

    // The descriptions (`what`) are made only when a refusal needs them: a manifest of many
    // targets asked for thousands of them only to drop them.
    private func string(_ expression: ManifestExpression, _ what: @autoclosure () -> String) throws -> String {
        guard case .string(let value) = expression.form else { throw refusal(expression, what(), expecting: "a string literal") }
        return value
    }

    private func optionalString(_ expression: ManifestExpression, _ what: @autoclosure () -> String) throws -> String? {
        if case .literal("nil") = expression.form { return nil }
        return try string(expression, what())
    }

    private func array(_ expression: ManifestExpression, _ what: @autoclosure () -> String) throws -> [ManifestExpression] {
        guard case .array(let elements) = expression.form else { throw refusal(expression, what(), expecting: "an array literal") }
        return elements
    }

    private func stringArray(_ expression: ManifestExpression, _ what: @autoclosure () -> String) throws -> [String] {
        try array(expression, what()).map { try string($0, what()) }
    }

    /// The function and arguments of a call to one of the `known` PackageDescription functions,
    /// written `.name(…)` or `TypeName.name(…)`.
    private func call(_ expression: ManifestExpression, _ what: @autoclosure () -> String, typeNames: Set<String>,
                      known: Set<String>) throws -> (String, [ManifestArgument]) {
        if case .call(let callee, let arguments) = expression.form {
            switch callee.form {
            case .implicitMember(let name) where known.contains(name):
                return (name, arguments)
            case .member(let base, let name, _) where known.contains(name):
                if let typeName = ManifestShape.dottedName(base), typeNames.contains(typeName) { return (name, arguments) }
            default:
                break
            }
        }
        throw refusal(expression, what(), expecting: nil)
    }

    func location(_ tokenIndex: Int) -> SourceLocation {
        let token = source[tokenIndex]
        return input.location(line: token.line, column: token.column)
    }

    private func refusal(_ expression: ManifestExpression, _ what: String, expecting: String? = nil) -> StaticRefusal {
        let (how, token) = ManifestShape.offence(of: expression, source: source, expecting: expecting)
        return StaticRefusal(tokenIndex: token, message: "Package.swift computes \(what) \(how); \(StaticManifestReader.advice)")
    }
}

extension [ManifestArgument] {
    func value(for label: String) -> ManifestExpression? {
        first { $0.label == label }?.value
    }
}
