import ArchViews

extension Analysis {
    /// What changing `files` (paths relative to the analysed folder) can break: their modules,
    /// every module that depends on those, and the test targets among them, on this graph.
    public func changeImpact(of files: [String]) -> ChangeImpact {
        let owners = Dictionary(graph.files.compactMap { file in file.module.map { (file.path, $0) } },
                                uniquingKeysWith: { first, _ in first })
        return ChangeImpact.of(changedFiles: files, in: document, configuration: document.configuration, knownOwners: owners)
    }
}
