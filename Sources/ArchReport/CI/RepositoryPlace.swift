import ArchCore

/// Where a finding lies, written for code scanning and CI services: relative to the top of the git work tree
/// when the analysed folder lies in one (GitHub and GitLab resolve paths against the
/// repository's top, whatever folder archkit was pointed at), else to the analysed folder; or
/// absolute with `--absolute-paths`.
struct RepositoryPlace: Sendable {
    let settings: CodeScanningSettings
    let paths: PathStyle

    func path(_ file: String) -> String {
        let absolute = file.hasPrefix("/") ? file : RelativePath.join(settings.rootPath, file)
        if paths.isAbsolute { return absolute }
        return RelativePath.relative(absolute, toRoot: base) ?? absolute
    }

    /// The folder relative paths start from: the work tree's top, else the analysed folder.
    var base: String { settings.workTreeTop ?? settings.rootPath }

    /// The file a finding without a place is shown on: the rules file when there is one, else
    /// the analysed folder itself.
    func fallbackPath(configuration: String?) -> String {
        configuration.map(path) ?? (paths.isAbsolute ? settings.rootPath : path(""))
    }
}
