/// The static type the evaluator expects of an expression: enough to resolve `.name` the way
/// Swift does (an enum case, a `static func` of the manifest, a PackageDescription call) and to
/// refuse what would not compile.
indirect enum EnumType: Equatable, Sendable {
    case string
    case substring
    case bool
    case enumeration(Int)
    /// A PackageDescription type: `Target`, `Target.Dependency`, `Product`, `Package.Dependency`, `Resource`.
    case description(String)
    case array(EnumType)
    case optional(EnumType)
    /// A position the evaluator does not read, such as `platforms:` or `swiftSettings:`.
    case unknown

    var element: EnumType {
        if case .array(let element) = self { return element }
        return .unknown
    }

    var unwrapped: EnumType {
        if case .optional(let wrapped) = self { return wrapped }
        return self
    }
}

/// A value the evaluator computed, with the tokens of the expression that wrote it, so that
/// targets and dependencies keep the place where they are spelled.
struct EnumValue {
    indirect enum Form {
        case string(String)
        case substring(String)
        case bool(Bool)
        /// An optional: no element for nil.
        case optional([EnumValue])
        case enumCase(Int, Int)
        case array([EnumValue])
        /// A PackageDescription value such as `.target(name: …)`; its type is nil in a position
        /// the evaluator does not read.
        case description(type: String?, function: String, arguments: [EnumArgumentValue])
        /// `.v15` in a position the evaluator does not read.
        case symbol(String)
        /// `Module` or `Target.Dependency`, as the base of a member.
        case typeName(String)
    }

    var form: Form
    var start: Int
    var end: Int
    /// The name of the enum case that `self` was when the value was built.
    var anchor: Int?
    /// Whether it is a string literal as written, not a computed string.
    var isLiteral = false

    func placed(at expression: EnumExpression, anchor: Int?) -> EnumValue {
        var copy = self
        copy.start = expression.start
        copy.end = expression.end
        copy.anchor = anchor ?? self.anchor
        return copy
    }
}

struct EnumArgumentValue {
    var label: String?
    var value: EnumValue
}

/// The PackageDescription functions the evaluator builds values of, with the type of each
/// labelled argument it reads; other arguments are evaluated without a type.
enum PackageDescriptionSignatures {
    static let functions: [String: [String: [String: EnumType]]] = {
        let targetArguments: [String: EnumType] = [
            "name": .string, "dependencies": .array(.description("Target.Dependency")), "path": .optional(.string),
            "exclude": .array(.string), "sources": .optional(.array(.string)), "resources": .optional(.array(.description("Resource"))),
        ]
        var target: [String: [String: EnumType]] = [:]
        for function in TargetDeclaration.Kind.byDeclaringFunction.keys { target[function] = targetArguments }
        let dependency: [String: EnumType] = ["name": .string, "package": .optional(.string)]
        let product: [String: EnumType] = ["name": .string, "targets": .array(.string)]
        let resource: [String: EnumType] = [:]
        return [
            "Target": target,
            "Target.Dependency": ["target": dependency, "product": dependency, "byName": dependency],
            "Product": ["library": product, "executable": product, "plugin": product],
            "Package.Dependency": ["package": ["name": .string, "path": .string, "url": .string, "id": .string]],
            "Resource": ["process": resource, "copy": resource, "embedInCode": resource],
        ]
    }()
}

extension PackageDescriptionSignatures {
    /// The labels every function of a type requires: `name:` of targets, products and target
    /// dependencies.
    static func requiredLabels(of type: String) -> [String] {
        ["Target", "Product", "Target.Dependency"].contains(type) ? ["name"] : []
    }
}

/// Turns evaluated values back into the literal expressions `ManifestEvaluator` reads, each
/// at the token that best places it: a target at its `name:` literal or its enum case, a
/// dependency at its element (at the mention of its name inside, as the line finder does), a
/// package dependency at its path or URL literal.
struct EnumValueWriter {
    let source: ManifestTokens

    func expression(_ value: EnumValue) -> ManifestExpression {
        switch value.form {
        case .string(let text):
            return ManifestExpression(form: .string(text), token: value.start)
        case .bool(let flag):
            return ManifestExpression(form: .literal(flag ? "true" : "false"), token: value.start)
        case .optional(let wrapped):
            return wrapped.first.map(expression) ?? ManifestExpression(form: .literal("nil"), token: value.start)
        case .array(let elements):
            return ManifestExpression(form: .array(elements.map(expression)), token: value.start)
        case .symbol(let name):
            return ManifestExpression(form: .implicitMember(name), token: value.start)
        case .substring, .enumCase, .typeName:
            return ManifestExpression(form: .unsupported("a value of a type the static reader does not expect here"), token: value.start)
        case .description(let type, let function, let arguments):
            let token = place(value, type: type, arguments: arguments)
            let callee = ManifestExpression(form: .implicitMember(function), token: token)
            let written = arguments.map { ManifestArgument(label: $0.label, value: expression($0.value)) }
            return ManifestExpression(form: .call(callee, written), token: token)
        }
    }

    private func place(_ value: EnumValue, type: String?, arguments: [EnumArgumentValue]) -> Int {
        let name = arguments.first { $0.label == "name" }?.value
        switch type {
        case "Target":
            if let name, name.isLiteral { return name.start }
            return value.anchor ?? value.start
        case "Target.Dependency":
            guard let name, case .string(let text) = name.form else { return value.start }
            return mention(of: text, in: value.start..<value.end) ?? value.start
        case "Package.Dependency":
            let where_ = arguments.first { ["path", "url", "id"].contains($0.label) }?.value
            if let where_, where_.isLiteral { return where_.start }
            return value.start
        default:
            return value.start
        }
    }

    /// The first token in `range` that names `name`: a string literal of that value, or an
    /// identifier spelling it, not as an argument label or a `package:` argument.
    private func mention(of name: String, in range: Range<Int>) -> Int? {
        let spellings = ManifestLineFinder.spellings(of: name)
        for token in range where token < source.endIndex {
            switch source[token].kind {
            case .identifier:
                let isLabel = source.isPunctuation(token + 1, ":") && (source.isPunctuation(token - 1, "(") || source.isPunctuation(token - 1, ","))
                if !isLabel, spellings.contains(source.name(token)) { return token }
            case .string:
                let isPackage = source.isPunctuation(token - 1, ":") && source.isName(token - 2, "package")
                if !isPackage, source.stringValue(token) == .value(name) { return token }
            default:
                break
            }
        }
        return nil
    }
}
