/// Which folder modules declare each type name, for turning type references into edges.
///
/// Folder modules are folders of one compilation unit, so a reference names a type of another
/// folder module only when that module declares the name and the referencing module does not:
/// a module's own declaration shadows any other. A name that several other folder modules
/// declare (a nested `Row` in two view models, say) cannot be told apart without a type
/// checker, so it gives no edge rather than a guessed one.
struct FolderDeclarations {
    /// Type name → the folder modules declaring it, without repeats, in the order first seen.
    private var declarers: [String: [String]] = [:]

    init(files: [SourceFile], folderModules: Set<String>) {
        for file in files {
            guard let owner = file.module, folderModules.contains(owner) else { continue }
            for declaration in file.summary.declarations where !(declarers[declaration.name]?.contains(owner) ?? false) {
                declarers[declaration.name, default: []].append(owner)
            }
        }
    }

    /// The one folder module other than `module` that declares `name`; nil when `module`
    /// declares it itself, when none does, or when several others do.
    func soleDeclarer(of name: String, otherThan module: String) -> String? {
        guard let modules = declarers[name], modules.count == 1, modules[0] != module else { return nil }
        return modules[0]
    }
}
