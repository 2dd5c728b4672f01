import ArchCore
import Foundation

/// Adds a target to a manifest in the enum/CaseIterable style, where `targets:` is computed
/// from an enum's `allCases`, by following a sibling: the new case is written like the
/// sibling's, and every `switch self` over the enum (dependencies, test dependencies, paths)
/// gets an arm copied from the sibling's with its stem renamed. Products and paths derived
/// from the enum follow by themselves.
///
/// Siblings that share the new target's suffix (`BasketDomain` for `OrderDomain`) are tried
/// first; the first whose copy gives the target exactly the dependencies asked for wins. When
/// none does, the sibling's arm in the `dependencies` switch is replaced by the asked-for
/// list. Every attempt is read back statically, and one that changes any other target, or
/// does not declare the new one as asked, is not taken.
struct EnumManifestEdit {
    let source: ManifestTokens
    let path: String

    /// Siblings tried at most, and elements of a dependency list tried one by one at most:
    /// each try reads the manifest again.
    static let siblingLimit = 8
    static let elementLimit = 16

    init(source: ManifestTokens, path: String) {
        self.source = source
        self.path = path
    }

    func add(_ target: TargetAddition, targetsExpression: ManifestExpression, arguments: [ManifestArgument]) -> ManifestEditResult {
        let layout = EnumLayout(source: source)
        guard let original = read(source.bytes) else { return .manual(ManifestEditor.genericInstructions(target, path: path)) }
        let regular = Set(original.targets.filter { $0.kind != .test }.map(\.name))
        let enumerated = enumsEnumerated(in: targetsExpression).compactMap { layout.enums[$0] }.filter { enumeration in
            !enumeration.cases.isEmpty && !enumeration.hasUnreadableCase && enumeration.cases.allSatisfy { regular.contains($0.rawValue) }
        }
        guard enumerated.count == 1, let main = enumerated.first else {
            return .manual(ManifestEditor.genericInstructions(target, path: path))
        }
        let sharing = main.cases.filter { !StemRenaming.sharedSuffix($0.rawValue, target.name).isEmpty }
        let siblings = Array((sharing + main.cases.filter { sibling in !sharing.contains { $0.name == sibling.name } }).prefix(Self.siblingLimit))
        let clone = EnumCaseClone(source: source, layout: layout, path: path)
        var reasons: [String] = []
        /// The edit that follows the sibling with that dependencies arm, if it reads back as asked.
        func attempt(_ sibling: EnumLayout.Case, _ arm: DependencyArm) -> ManifestEditResult? {
            let renaming = StemRenaming(sibling: sibling.rawValue, name: target.name)
            do {
                let result = try clone.clone(sibling, in: main.name, renaming: renaming, dependencyArm: arm)
                let edited = ManifestText(source: source).inserting(result.insertions)
                if let problem = problem(with: edited, adding: target, to: original) {
                    reasons.append("following \(sibling.rawValue): \(problem)")
                    return nil
                }
                let others = result.addedCases.dropFirst()
                let also = others.isEmpty ? "" : " and \(others.joined(separator: ", "))"
                return .edited(edited, summary: "added \(result.addedCases[0])\(also) for target \(target.name), following \(sibling.rawValue)")
            } catch {
                reasons.append(error.message)
                return nil
            }
        }
        let usable = siblings.filter { StemRenaming(sibling: $0.rawValue, name: target.name).apply($0.rawValue) == target.name }
        for sibling in usable {
            if let result = attempt(sibling, .copied) { return result }
        }
        // No sibling depends on exactly what is asked: keep the elements of a sibling's list
        // that give asked-for dependencies, written as the sibling writes them, and write out the rest.
        for sibling in usable {
            guard let arm = selection(following: sibling, clone: clone, main: main, target: target, original: original) else { continue }
            if let result = attempt(sibling, arm) { return result }
        }
        if let sibling = usable.first, let result = attempt(sibling, .listed(target.dependencyList)) { return result }
        return .manual(manualInstructions(target, enumName: main.name, sibling: siblings.first?.rawValue, reason: reasons.first))
    }

    /// Which elements of the sibling's dependency list to keep, found by trying each alone,
    /// and the asked-for dependencies none of them gives.
    private func selection(following sibling: EnumLayout.Case, clone: EnumCaseClone, main: EnumLayout.Enumeration,
                           target: TargetAddition, original: PackageManifest) -> DependencyArm? {
        let renaming = StemRenaming(sibling: sibling.rawValue, name: target.name)
        guard let elements = clone.dependencyElements(of: sibling.name, in: main.name, renaming: renaming),
              elements.count <= Self.elementLimit else { return nil }
        let wanted = Set(target.dependencies.map(\.name))
        var keep: [Int] = []
        var given: Set<String> = []
        for index in elements.indices {
            guard let result = try? clone.clone(sibling, in: main.name, renaming: renaming, dependencyArm: .selected(keep: [index], adding: [])),
                  let manifest = read(ManifestText(source: source).inserting(result.insertions)),
                  let names = manifest.target(named: target.name).map({ Set($0.dependencies.map(\.name)) }),
                  !names.isEmpty, names.isSubset(of: wanted), names.isDisjoint(with: given) else { continue }
            keep.append(index)
            given.formUnion(names)
        }
        guard !keep.isEmpty else { return nil }
        let adding = target.dependencies.filter { !given.contains($0.name) }.map(\.swift)
        return .selected(keep: keep, adding: adding)
    }

    private func read(_ bytes: [UInt8]) -> PackageManifest? {
        StaticManifestReader.readBack(bytes, path: path)
    }

    /// What is wrong with the edited manifest, read back: nothing when it declares the new
    /// target with exactly the dependencies asked for and every other target as before.
    private func problem(with edited: [UInt8], adding target: TargetAddition, to original: PackageManifest) -> String? {
        guard let manifest = read(edited) else { return "the edited manifest no longer reads" }
        guard let added = manifest.target(named: target.name) else { return "the edited manifest declares no target \(target.name)" }
        let wanted = Set(target.dependencies.map(\.name)), got = Set(added.dependencies.map(\.name))
        guard wanted == got else {
            return "\(target.name) would depend on \(got.sorted().joined(separator: ", ")), not on \(wanted.sorted().joined(separator: ", "))"
        }
        for before in original.targets {
            guard let after = manifest.target(named: before.name), after.shape == before.shape else {
                return "target \(before.name) would change"
            }
        }
        return nil
    }

    /// Names `E` that the targets expression uses as `E.allCases`.
    private func enumsEnumerated(in expression: ManifestExpression) -> [String] {
        var names: [String] = []
        var seen: Set<String> = []
        let start = startToken(of: expression)
        let end = expressionEnd(from: start)
        var index = start
        while index < end {
            if source[index].kind == .identifier, source.isPunctuation(index + 1, "."), source.isWord(index + 2, "allCases") {
                let name = source.name(index)
                if seen.insert(name).inserted { names.append(name) }
            }
            index += 1
        }
        return names
    }

    /// The first token of an expression; an operation is known by its operator, so look left.
    private func startToken(of expression: ManifestExpression) -> Int {
        if case .operation(_, let operands) = expression.form, let first = operands.first, first.token < expression.token {
            return startToken(of: first)
        }
        return expression.token
    }

    /// The token after an argument's value that starts at `start`: its `,` or the call's `)`.
    private func expressionEnd(from start: Int) -> Int {
        var index = start
        while index < source.endIndex, !(source.isPunctuation(index, ",") || source.isPunctuation(index, ")")) || source.depth[index] > source.depth[start] {
            index = source.skip(index)
        }
        return index
    }

    private func manualInstructions(_ target: TargetAddition, enumName: String, sibling: String?, reason: String?) -> String {
        let why = reason.map { "; archkit left it alone: \($0)" } ?? ""
        let beside = sibling.map { " beside \($0), and an arm for it in every `switch self` that lists \($0)" } ?? ""
        return """
        \(path): add the target by hand\(why).
        Add a case for \(target.name) to enum \(enumName)\(beside); its dependencies:
            \(target.dependencyList)
        """
    }
}
