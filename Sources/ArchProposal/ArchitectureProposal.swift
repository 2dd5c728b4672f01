import ArchCore
import ArchRulesFile

/// What `archkit init` proposes: a commented `.archrules` for the style it recognised.
public struct ArchitectureProposal: Sendable {
    public var style: ArchitectureStyle
    /// Why this style: what it was recognised from, or that `--style` asked for it.
    public var reason: String
    /// The `.archrules` text.
    public var text: String
}

/// What a proposal is made from.
public struct ProposalRequest: Sendable {
    /// The repository as analysed with the folder modules of `folders` declared and no other
    /// rule: an existing `.archrules` never shapes the proposal that replaces it.
    public var shape: RepositoryShape
    public var folders: FolderModulePlan
    /// The style asked for with `--style`; nil to recognise one.
    public var style: ArchitectureStyle?
    /// Whether test targets are governed too (`tests check`).
    public var includeTests: Bool

    public init(shape: RepositoryShape, folders: FolderModulePlan, style: ArchitectureStyle? = nil, includeTests: Bool = false) {
        self.shape = shape
        self.folders = folders
        self.style = style
        self.includeTests = includeTests
    }
}

/// Turns a repository's shape into rules: a pure stage, shape in, text out.
public enum ArchitectureProposer {
    /// Type names that hide what a type does; every style bans them.
    static let bannedSuffixes = "Manager Helper Helpers Utils Util Tool Tools Handler"
    /// Home-made layers beside those the layered-features style names as its own (a Service).
    static let homeMadeLayerSuffixes = "Logic Processor Center"

    public static func propose(_ request: ProposalRequest) throws(ProposalRefusal) -> ArchitectureProposal {
        let context = StyleContext(request)
        guard !context.candidates.isEmpty || !context.roots.isEmpty else {
            throw ProposalRefusal("found no Swift module and no Swift file to propose layers for")
        }
        let style: ArchitectureStyle
        let evidence: String
        if let forced = request.style {
            if let reason = context.mismatch(forced) { throw ProposalRefusal("--style \(forced.rawValue) does not fit this repository: \(reason)") }
            style = forced
            evidence = "asked for with --style \(forced.rawValue); the repository has " + (context.evidence(forced, forced: true) ?? "")
        } else {
            style = ArchitectureStyle.detectionOrder.first { context.evidence($0) != nil } ?? .ranks
            evidence = "recognised from " + (context.evidence(style) ?? "")
        }
        var draft = ProposalDraft()
        draft.header = [
            "Proposed by `archkit init`: \(style.title).",
            evidence.prefix(1).uppercased() + evidence.dropFirst() + ".",
            "",
            "Each line says why it is here. Edit freely: `archkit check` enforces what this file says.",
        ]
        var plan = LayerPlan()
        let roots = context.roots
        plan.add("App", roots, why: [
            "The composition root: \(roots.joined(separator: ", ")) depend\(roots.count == 1 ? "s" : "") on (nearly) every module,"
                + " and nothing depends on \(roots.count == 1 ? "it" : "them").",
        ])
        var statements = StyleStatements()
        switch style {
        case .clean: CleanStyle(context: context).draft(&plan, &statements)
        case .routeModule: RouteModuleStyle(context: context).draft(&plan, &statements)
        case .featureLayers: FeatureLayersStyle(context: context).draft(&plan, &statements)
        case .ranks: RanksStyle(context: context).draft(&plan, &statements)
        }
        let tests = (request.includeTests ? request.shape.units.filter(\.isTest).map(\.name) : []) + context.testFolders
        plan.add("Tests", tests, glob: "*Tests", why: [
            request.includeTests ? "Test targets, checked as `--include-tests` asked: they may use what they test." : "Tests: they may use what they test.",
        ])
        draft.add([], testInputStatements(request.folders))
        draft.add([], moduleStatements(request.folders))
        // A glob never places an Apple SDK module (`*Data` is not CoreData's layer), so those
        // names do not stop a layer from being written as its glob.
        let patterns = plan.patterns(knownNames: request.shape.takenNames.filter { !AppleSDK.contains($0) })
        draft.add(["Layers, from the top down; a module belongs to the first layer that matches it."], plan.layers.map { layer in
            ProposalDraft.statement("layer", layer.name, "= " + (patterns[layer.name] ?? []).joined(separator: " "), why: layer.why)
        })
        var allows = statements.allows
        if plan.contains("App") {
            allows.insert(ProposalDraft.statement("allow", "App", "-> *", why: ["The composition root wires everything together."]), at: 0)
        }
        if plan.contains("Tests") {
            let tested = plan.names.filter { $0 != "Tests" }
            if !tested.isEmpty {
                allows.append(ProposalDraft.statement("allow", "Tests", "-> " + tested.joined(separator: " ")))
            }
        }
        if request.includeTests {
            statements.closing.append(ProposalDraft.statement("tests", "check", why: ["Test targets follow the same rules."]))
        }
        draft.add(["Which layer may depend on which; a layer may always use its own modules."], allows)
        for section in statements.sections { draft.add(section.heading, section.statements) }
        draft.add(["What `archkit new` scaffolds here."], TemplateChoice.statements(style, shape: request.shape))
        var banned = bannedSuffixes
        // Home-made layers are what the layered-features layout names as its own (rule 3.6); in
        // another style `Processor` is as often the domain's word (a camera's FrameProcessor).
        let bansHomeMadeLayers = style == .featureLayers
        var why = [bansHomeMadeLayers ? "Type names that hide what a type does, and home-made layers beside the ones above."
            : "Type names that hide what a type does."]
        if usesSwiftNIO(request.shape) {
            banned = banned.split(separator: " ").filter { $0 != "Handler" }.joined(separator: " ")
            why.append("Not Handler: SwiftNIO, which this repository uses, calls the stages of a channel's pipeline handlers.")
        }
        if bansHomeMadeLayers { banned += " " + homeMadeLayerSuffixes }
        statements.closing.append(ProposalDraft.statement("ban-names", banned, why: why))
        draft.add([], statements.closing)
        return ArchitectureProposal(style: style, reason: evidence, text: draft.text)
    }

    /// Whether a module of the repository imports SwiftNIO's core, where channel handlers are
    /// declared (`NIOCore`, or `NIO` and `NIOPosix` that re-export it): not an app that borrows
    /// one enum from `NIOHTTP1`.
    static func usesSwiftNIO(_ shape: RepositoryShape) -> Bool {
        let core: Set = ["NIO", "NIOCore", "NIOPosix"]
        return shape.dependencies.values.contains { !$0.isDisjoint(with: core) }
    }

    static func testInputStatements(_ plan: FolderModulePlan) -> [ProposalDraft.Statement] {
        plan.testInputs.map { input in
            let files = input.fileCount == 1 ? "1 Swift file" : "\(input.fileCount) Swift files"
            return ProposalDraft.statement("exclude", ArchRulesText.literal(input.path), why: ["\(input.path): \(files) that tests read as data, not code of the product."])
        }
    }

    static func moduleStatements(_ plan: FolderModulePlan) -> [ProposalDraft.Statement] {
        plan.modules.map { module in
            let what: String
            switch module.role {
            case .feature: what = "a feature folder"
            case .infrastructure: what = "beside the features"
            case .other: what = "no SwiftPM target owns them"
            }
            let files = module.fileCount == 1 ? "1 Swift file" : "\(module.fileCount) Swift files"
            return ProposalDraft.statement("module", module.name, "= " + module.pattern, why: ["\(module.path): \(files), \(what)."])
        }
    }
}

/// The statements a style adds besides its layers.
struct StyleStatements: Sendable {
    var allows: [ProposalDraft.Statement] = []
    var sections: [ProposalDraft.Section] = []
    /// Statements for the end of the file, before `ban-names`.
    var closing: [ProposalDraft.Statement] = []

    mutating func allow(_ layer: String, _ targets: [String], why: String? = nil) {
        guard !targets.isEmpty else { return }
        allows.append(ProposalDraft.statement("allow", layer, "-> " + targets.joined(separator: " "), why: why.map { [$0] } ?? []))
    }

    mutating func section(_ heading: [String], _ statements: [ProposalDraft.Statement]) {
        guard !statements.isEmpty else { return }
        sections.append(ProposalDraft.Section(heading: heading, statements: statements))
    }
}
