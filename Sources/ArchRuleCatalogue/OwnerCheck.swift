/// Whether the rules apply to the owners of files asked about one after another. Files come in
/// path order, so most have the previous file's owner: comparing two names is cheaper than
/// looking the module up (and copying it) once per file.
struct OwnerCheck {
    private var last: String?
    private var lastIsChecked = false

    /// Whether a rule leaves alone the files of `owner`: a module it does not check (an
    /// external module or, unless tests are checked, a test target). Files no module owns are
    /// the repository's code and are checked.
    mutating func skips(_ owner: String?, in context: RuleContext) -> Bool {
        guard let owner else { return false }
        if owner != last {
            last = owner
            lastIsChecked = context.isChecked(moduleNamed: owner)
        }
        return !lastIsChecked
    }
}
