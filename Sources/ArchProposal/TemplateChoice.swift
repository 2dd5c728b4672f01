import ArchCore
import ArchRulesFile

/// The `template` lines `archkit init` writes: the built-in template that lays out a new
/// feature the way the recognised style does, so that a plain `archkit new feature NAME` lands
/// beside its siblings. A template is named only where the repository has what it builds on;
/// elsewhere `new` keeps its default.
enum TemplateChoice {
    /// The packages `clean-feature` adds its targets to.
    static let cleanLayerPackages = ["Packages/Abstraction", "Packages/Domain", "Packages/Data"]
    /// The packages a `route-module` package depends on, beside it.
    static let routeModulePackages = ["AppRouting", "AppModuleFacade"]

    static func statements(_ style: ArchitectureStyle, shape: RepositoryShape) -> [ProposalDraft.Statement] {
        let packages = Set(shape.units.compactMap(\.packageFolder))
        switch style {
        case .clean:
            guard cleanLayerPackages.prefix(2).allSatisfy(packages.contains) else { return [] }
            if !packages.contains(cleanLayerPackages[2]) {
                // The data part goes to the package of layer Data; `new` says what is missing
                // before writing anything, which beats a folder that no target compiles.
                return [ProposalDraft.statement("template", "feature", "clean-feature", why: [
                    "A feature spreads over the layer packages: targets in the packages of layers Abstraction, Domain and Data, and a package under Packages/Presentation.",
                    "There is no \(cleanLayerPackages[2]): `archkit new` puts the data target in the package that holds most of layer Data, and stops to ask if none does.",
                ])]
            }
            return [ProposalDraft.statement("template", "feature", "clean-feature", why: [
                "A feature spreads over the layer packages: targets in \(cleanLayerPackages.joined(separator: ", ")) and a package under Packages/Presentation.",
            ])]
        case .routeModule:
            // The folder that holds the routing and facade packages holds the business modules too.
            let folders = packages.filter { RelativePath.lastComponent(of: $0) == routeModulePackages[0] }.map(RelativePath.directory(of:)).sorted()
            guard let folder = folders.first(where: { folder in
                routeModulePackages.allSatisfy { packages.contains(RelativePath.join(folder, $0)) }
            }) else { return [] }
            var lines = [
                ProposalDraft.statement("template", "feature", "route-module", why: [
                    "A feature is a business module: its own package beside the others, as `archkit new module` makes it.",
                ]),
                ProposalDraft.statement("template", "module", "route-module"),
            ]
            if folder != "Packages" {
                lines.append(ProposalDraft.statement("root", "module", ArchRulesText.literal(folder.isEmpty ? "." : folder), why: [
                    "New module packages go beside \(routeModulePackages.joined(separator: " and ")).",
                ]))
            }
            return lines
        case .featureLayers:
            return [ProposalDraft.statement("template", "feature", "feature", why: [
                "A feature is a folder with the layers above, inside the target that holds the others.",
            ])]
        case .ranks:
            // No layer layout, but perhaps one package per feature beside a navigation package, or
            // leaf packages an app composes.
            guard let found = FeaturePackages.find(in: shape) else { return [] }
            let features = found.features.joined(separator: ", ")
            let shared = found.navigation.isEmpty
                ? "which no other package depends on and \(found.app ?? "the app") uses"
                : "which all use \(found.navigation.joined(separator: " and "))"
            return [
                ProposalDraft.statement("template", "feature", "feature-package", why: [
                    "A feature is a package beside \(features), \(shared); `new` gives it the dependencies most of them declare.",
                ]),
                ProposalDraft.statement("root", "feature", ArchRulesText.literal(found.folder.isEmpty ? "." : found.folder), why: [
                    "New feature packages go beside the others.",
                ]),
            ]
        }
    }
}
