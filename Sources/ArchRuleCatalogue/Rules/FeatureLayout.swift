import ArchRulesFile
import ArchCore
import ArchModuleGraph
import ArchSyntax

/// Where each file and each declared type sits in the features of one target: its module,
/// that module's layer, and its sublayer. The rules inside targets share it, so that they
/// agree on what a file's sublayer is and which module declares a name.
struct FeatureLayout: Sendable {
    /// A type declaration and where it lives.
    struct Declaration: Sendable {
        var name: String
        /// nil for a file no module owns.
        var module: String?
        var layer: String?
        var sublayer: String?
        var location: SourceLocation
    }

    private let sublayerByFile: [String: String]
    private let declarationsByName: [String: [Declaration]]

    init(_ context: RuleContext) {
        let rules = context.rules
        var folders: [String: String?] = [:]
        var sublayerByFile: [String: String] = [:]
        var declarationsByName: [String: [Declaration]] = [:]
        for file in context.graph.files {
            let module = file.module.flatMap { context.graph.module(named: $0) }
            var sublayer: String?
            if let module, !rules.catalogue.sublayers.isEmpty {
                if folders[module.name] == nil { folders[module.name] = .some(ArchitectureRules.plainFolder(of: module.path)) }
                sublayer = rules.sublayer(ofFile: file.path, moduleFolder: folders[module.name] ?? nil)?.name
                sublayerByFile[file.path] = sublayer
            }
            for declaration in file.summary.declarations {
                declarationsByName[declaration.name, default: []].append(Declaration(
                    name: declaration.name, module: module?.name, layer: module?.layer, sublayer: sublayer,
                    location: SourceLocation(file: file.path, line: declaration.line, column: declaration.column)))
            }
        }
        self.sublayerByFile = sublayerByFile
        self.declarationsByName = declarationsByName
    }

    /// The sublayer of a file of a module; nil outside every sublayer.
    func sublayer(ofFile path: String) -> String? {
        sublayerByFile[path]
    }

    /// Every declaration of a type name, in file order.
    func declarations(named name: String) -> [Declaration] {
        declarationsByName[name] ?? []
    }

    /// What a reference to a declared type is reported for: the message, the declaration the
    /// note points at, and the dependency between modules when the finding is about one.
    struct ReferenceVerdict {
        var message: String
        var declaration: Declaration
        var dependency: Diagnostic.Dependency?
    }

    /// The facts the rules that walk feature folders' type references read: references, when
    /// `.archrules` lays features out in sublayers.
    static func referencesRead(under rules: ArchitectureRules) -> ScanFacts {
        !rules.catalogue.featureLayers.isEmpty && !rules.catalogue.sublayers.isEmpty ? .references : []
    }

    /// The findings about type references of the rules inside targets. For each file a module
    /// the rules check owns, `scope` says what the file's references are judged against, or nil
    /// to skip the file; `judge` then decides about each reference of the file, in order. Each
    /// finding sits at its reference, names it, and notes where the type is declared.
    func referenceFindings<Scope>(_ context: RuleContext,
                                  scope: (SourceFile, Module) -> Scope?,
                                  judge: (Scope, TypeReference) -> ReferenceVerdict?) -> [RuleFinding] {
        var findings: [RuleFinding] = []
        for file in context.graph.files {
            guard let module = Self.owner(of: file, in: context), let fileScope = scope(file, module) else { continue }
            for reference in file.summary.references {
                guard let verdict = judge(fileScope, reference) else { continue }
                findings.append(RuleFinding(
                    message: verdict.message,
                    location: SourceLocation(file: file.path, line: reference.line, column: reference.column),
                    notes: [Diagnostic.Note(message: "'\(reference.name)' is declared here", location: verdict.declaration.location)],
                    dependency: verdict.dependency,
                    symbol: reference.name))
            }
        }
        return findings
    }

    /// The module and the layer of a file the rules check, when it has both.
    static func owner(of file: SourceFile, in context: RuleContext) -> Module? {
        guard let name = file.module, let module = context.graph.module(named: name), context.isChecked(module) else { return nil }
        return module
    }

    /// `A, B and C`.
    static func list(_ names: [String]) -> String {
        guard names.count > 1 else { return names.first ?? "" }
        return names.dropLast().joined(separator: ", ") + " and " + names[names.count - 1]
    }
}

/// The `.archrules` of the rule examples: one feature module, Cart, laid out in sublayers.
enum FeatureExample {
    static let rules = """
    module Cart = App/Cart
    layer Features = Cart
    features Features
    sublayer Page = Presentation/Page
    sublayer ViewModel = Presentation/ViewModel
    sublayer Service = Service
    sublayer Repository = Repository
    sublayer Di = Di
    sublayer-allow Page -> ViewModel
    sublayer-allow ViewModel -> Service
    sublayer-allow Service -> Repository
    sublayer-allow Di -> *

    """
}
