import Foundation

/// Adds a target to a literal manifest: one more element in `targets:`, and a library product
/// when the package already vends its targets as products.
struct LiteralManifestEdit {
    let source: ManifestTokens
    let path: String
    private var text: ManifestText { ManifestText(source: source) }

    init(source: ManifestTokens, path: String) {
        self.source = source
        self.path = path
    }

    func add(_ target: TargetAddition, targets: ManifestExpression, elements: [ManifestExpression],
             arguments: [ManifestArgument]) -> ManifestEditResult {
        var insertions = [text.append(target.targetElement, toArrayAt: targets.token, elements: elements)]
        var summary = "added target \(target.name)"
        if let products = arguments.first(where: { $0.label == "products" })?.value,
           case .array(let productElements) = products.form, !productElements.isEmpty {
            insertions.append(text.append(target.libraryElement, toArrayAt: products.token, elements: productElements))
            summary += " and its library product"
        }
        let edited = text.inserting(insertions)
        // Read the result back: the edit stands only if the manifest now says what was meant.
        guard let manifest = StaticManifestReader.readBack(edited, path: path),
              let added = manifest.target(named: target.name),
              added.dependencies.map(\.name) == target.dependencies.map(\.name) else {
            return .manual(ManifestEditor.genericInstructions(target, path: path))
        }
        return .edited(edited, summary: summary)
    }
}
