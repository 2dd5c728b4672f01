import ArchCore
import ArchManifest

/// Where a template's `add-target` lines put their targets.
extension ScaffoldPlanner {
    /// A target a template adds: the package that takes it, the folder the template's files
    /// for it are written under (the package a `FOLDER@LAYER` line names, before the layer
    /// chose another), and the target.
    struct PlannedAddition {
        var directory: String
        var templateDirectory: String
        var target: TargetAddition
        /// The layer the line named, if any.
        var layer: String?
        /// The names the template's lines gave the target: more than one where lines merged.
        var templateTargets: [String]
    }

    /// The template's `add-target` lines, placed, with the lines that land in one package of
    /// one layer merged into one target.
    func plannedAdditions(_ template: Template, name: String, values: RenderValues) throws(ScaffoldRefusal) -> [PlannedAddition] {
        merged(try renderAdditions(template, name: name, values: values), name: name)
    }

    /// Lines that put targets of one layer into one package make one target there, named as
    /// the layer's targets in that package end (`OrderRepository` and `OrderService` in the
    /// Data package beside `BasketData` make `OrderData`), depending on what any of them did.
    private func merged(_ additions: [PlannedAddition], name: String) -> [PlannedAddition] {
        var result: [PlannedAddition] = []
        for addition in additions {
            guard let layer = addition.layer,
                  let index = result.firstIndex(where: { $0.layer == layer && $0.directory == addition.directory }) else {
                result.append(addition)
                continue
            }
            var group = result[index]
            group.templateTargets += addition.templateTargets
            let suffix = context.layerSuffix(layer, addition.directory)
            group.target.name = suffix.map { name + $0 } ?? group.target.name
            var dependencies = group.target.dependencies
            for dependency in addition.target.dependencies where !dependencies.contains(dependency) { dependencies.append(dependency) }
            group.target.dependencies = dependencies.filter { !group.templateTargets.contains($0.name) && $0.name != group.target.name }
            result[index] = group
        }
        return result
    }

    private func renderAdditions(_ template: Template, name: String, values: RenderValues) throws(ScaffoldRefusal) -> [PlannedAddition] {
        var additions: [PlannedAddition] = []
        let file = "\(template.name)/\(TemplateLibrary.manifestName)"
        for addition in template.targetAdditions {
            do {
                func render(_ text: String) throws(TemplateError) -> String {
                    try PlaceholderRenderer.render(text, file: file, values: values, allowBlocks: false)
                }
                let place = try render(addition.packageDirectory)
                let at = place.lastIndex(of: "@")
                let templateDirectory = try Self.safePath(RelativePath.normalize(String(place[..<(at ?? place.endIndex)])))
                let target = try render(addition.target)
                var directory = templateDirectory
                if let at {
                    directory = try packageFolder(ofLayer: String(place[place.index(after: at)...]), target: target, name: name,
                                                  templateDirectory: templateDirectory, template: template, line: addition)
                }
                let dependencies = try addition.dependencies.map { (text: String) throws(TemplateError) -> TargetAddition.Dependency in
                    let rendered = try render(text)
                    guard let at = rendered.firstIndex(of: "@") else { return .target(rendered) }
                    return .product(String(rendered[..<at]), package: String(rendered[rendered.index(after: at)...]))
                }
                additions.append(PlannedAddition(directory: directory, templateDirectory: templateDirectory,
                                                 target: TargetAddition(name: target, dependencies: dependencies),
                                                 layer: at.map { String(place[place.index(after: $0)...]) }, templateTargets: [target]))
            } catch let error as TemplateError {
                throw .template(TemplateError(file: file, line: addition.line, message: error.message))
            } catch let error as ScaffoldRefusal {
                throw error
            } catch {
                throw .other("\(error)")
            }
        }
        return additions
    }

    /// The package of the layer; the template's own folder when `.archrules` does not declare
    /// the layer and that folder holds a package; otherwise a refusal that says which line maps it.
    private func packageFolder(ofLayer layer: String, target: String, name: String, templateDirectory: String, template: Template,
                               line addition: TemplateManifest.TargetAddition) throws(ScaffoldRefusal) -> String {
        let fallback = RelativePath.join(templateDirectory, "Package.swift")
        let answer = context.layerPackage(layer, target.hasPrefix(name) ? String(target.dropFirst(name.count)) : nil)
        if case .folder(let folder) = answer { return folder }
        if context.exists(fallback) { return templateDirectory }
        // The variable the line takes its layer from, for the advice.
        let variable = template.variables.map(\.name).first { addition.packageDirectory.contains("@{{\($0)}}") }
        let mapping = variable.map { "name the layer that should take it on the template line of .archrules, as in `template feature \(template.name) \($0) = LAYER`, or with --set \($0)=LAYER" }
            ?? "declare the layer in .archrules"
        let why: String
        switch answer {
        case .undeclared(let layers):
            why = ".archrules declares no layer \(layer)" + (layers.isEmpty ? "" : " (its layers: \(layers.joined(separator: ", ")))")
        case .noPackage:
            why = "no Package.swift declares a target of layer \(layer)"
        case .spread(let folders):
            why = "the targets of layer \(layer) are spread evenly over \(folders.joined(separator: ", "))"
        case .folder:
            why = ""
        }
        throw .other("template '\(template.name)' adds \(target) to the package of layer \(layer), but \(why), and there is no \(fallback); "
                     + "nothing was written. To place it, \(mapping).")
    }
}
