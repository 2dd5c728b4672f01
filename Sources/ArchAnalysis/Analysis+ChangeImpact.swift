import ArchViews

extension Analysis {
    /// What changing `files` (paths relative to the analysed folder) can break: their modules,
    /// every module that depends on those, and the test targets among them, on this graph.
    /// - Parameters:
    ///   - repinned: the packages a changed `Package.resolved` pins elsewhere
    ///     (`PackagePinChanges`), whose products change with them.
    ///   - touchedTargets: the targets each changed manifest touched (`ManifestDeclarationChanges`).
    public func changeImpact(of files: [String], repinned: [String: Set<String>] = [:],
                             touchedTargets: [String: Set<String>] = [:]) -> ChangeImpact {
        let owners = Dictionary(graph.files.compactMap { file in file.module.map { _ in (file.path, file.modules) } },
                                uniquingKeysWith: { first, _ in first })
        let unowned = Set(graph.files.filter { $0.module == nil }.map(\.path))
        return ChangeImpact.of(changedFiles: files, in: document, configuration: document.configuration, knownOwners: owners,
                               unownedFiles: unowned, resourceOwners: graph.resourceOwners, repinned: repinned, touchedTargets: touchedTargets)
    }
}
