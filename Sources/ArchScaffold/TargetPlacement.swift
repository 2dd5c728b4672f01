import ArchCore

/// The targets of one SwiftPM package of the repository, as placement needs them.
public struct PackageTargets: Sendable, Equatable {
    public struct Target: Sendable, Equatable {
        public var name: String
        /// Root-relative source folder.
        public var folder: String
        /// Whether source files may go in it: a regular or executable target, not a test.
        public var takesSources: Bool

        public init(name: String, folder: String, takesSources: Bool) {
            self.name = name
            self.folder = folder
            self.takesSources = takesSources
        }
    }

    /// Root-relative folder of the package's `Package.swift`; "." for the repository root.
    public var folder: String
    public var targets: [Target]

    public init(folder: String, targets: [Target]) {
        self.folder = folder
        self.targets = targets
    }

    var manifestPath: String { folder == "." ? "Package.swift" : folder + "/Package.swift" }
}

/// Where a template that writes only source files goes when it lands in a SwiftPM package.
///
/// Files in a package's folder that no target owns compile nowhere and are checked by no rule,
/// so a feature goes inside a target's folder, or becomes a target of its own.
public enum TargetPlacement: Sendable, Equatable {
    /// Already inside a target's folder.
    case asPlanned
    /// In no SwiftPM package: a folder of an app target, owned through `module` lines if at all.
    case outsidePackages
    /// Inside this target's folder: `{{root}}` becomes it.
    case intoTarget(name: String, folder: String)
    /// A new target named after the feature, added to the package's manifest.
    case newTarget(packageFolder: String)

    /// What the user asked for with `--target` and `--new-target`.
    public enum Request: Sendable, Equatable {
        /// Into the package's only target, or a new target when it has none.
        case automatic
        /// `--into` chose the folder: keep it, but refuse a folder no target owns.
        case keep
        case target(String)
        case newTarget
    }

    /// - Parameters:
    ///   - destination: the root-relative folder the template would write, as planned.
    ///   - name: the feature's name; a new target takes it.
    ///   - packages: every package of the repository.
    public static func choose(destination: String, name: String, packages: [PackageTargets],
                              request: Request) throws(ScaffoldRefusal) -> TargetPlacement {
        if case .target(let wanted) = request {
            let candidates = packages.flatMap(\.targets).filter(\.takesSources)
            guard let target = candidates.first(where: { $0.name == wanted }) else {
                let names = candidates.map(\.name).sorted()
                let hint = Suggestion.closest(to: wanted, in: names).map { "; did you mean '\($0)'?" } ?? ""
                let list = names.isEmpty ? "the repository has no target that takes sources" : "targets: \(names.joined(separator: ", "))"
                throw .other("--target \(wanted): no such target\(hint) (\(list))")
            }
            return .intoTarget(name: target.name, folder: target.folder)
        }
        let enclosing = packages.filter { RelativePath.isInside(destination, folder: $0.folder == "." ? "" : $0.folder) }
            .max { $0.folder.count < $1.folder.count }
        guard let package = enclosing else {
            if request == .newTarget {
                throw .other("--new-target: \(destination) is in no SwiftPM package (there is no Package.swift around it)")
            }
            return .outsidePackages
        }
        if let owner = package.targets.first(where: { RelativePath.isInside(destination, folder: $0.folder) }) {
            if request == .newTarget {
                throw .other("--new-target: \(destination) is inside the folder of target '\(owner.name)'; "
                             + "choose a folder outside every target with --into, or drop --new-target")
            }
            return .asPlanned
        }
        let defaultFolder = RelativePath.join(package.folder == "." ? "" : package.folder, "Sources/\(name)")
        let sourceTargets = package.targets.filter(\.takesSources).sorted { $0.name < $1.name }
        switch request {
        case .newTarget where destination == defaultFolder:
            return .newTarget(packageFolder: package.folder)
        case .newTarget:
            throw .other("--new-target: a target named \(name) has its sources in \(defaultFolder), not \(destination); "
                         + "drop --into, or put the feature inside a target with --target")
        case .automatic where sourceTargets.count == 1:
            return .intoTarget(name: sourceTargets[0].name, folder: sourceTargets[0].folder)
        case .automatic where sourceTargets.isEmpty && destination == defaultFolder:
            return .newTarget(packageFolder: package.folder)
        default:
            let names = sourceTargets.map(\.name)
            let choices = names.isEmpty ? "" : " Put it inside a target with --target (\(names.joined(separator: ", "))),"
            throw .other("\(destination) would belong to no target of \(package.manifestPath), so it would compile nowhere and "
                         + "archkit would check nothing in it; nothing was written.\(choices)"
                         + (names.isEmpty ? " Make" : " or make") + " it a new target with --new-target.")
        }
    }
}
