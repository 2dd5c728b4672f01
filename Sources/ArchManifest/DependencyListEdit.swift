import ArchCore
import Foundation

/// One change to a target's `dependencies:` that `archkit fix` makes.
public enum DependencyChange: Sendable, Hashable, CustomStringConvertible {
    /// Adds the dependency to the target.
    case add(TargetAddition.Dependency, target: String)
    /// Removes the entry written with that name from the target; the one on `line` when the
    /// target lists the name more than once.
    case remove(String, target: String, line: Int?)

    public var target: String {
        switch self {
        case .add(_, let target), .remove(_, let target, _): return target
        }
    }

    public var dependencyName: String {
        switch self {
        case .add(let dependency, _): return dependency.name
        case .remove(let name, _, _): return name
        }
    }

    public var description: String {
        switch self {
        case .add(let dependency, let target): return "add \(dependency.name) to \(target)"
        case .remove(let name, let target, _): return "remove \(name) from \(target)"
        }
    }
}

/// What applying changes to one manifest came to: its new contents, the changes made, and
/// those left alone with the reason.
public struct DependencyEdits: Sendable {
    public var contents: [UInt8]
    /// The static readings of the manifest before the first change and after the last one
    /// made; nil where it cannot be read statically.
    public var before: PackageManifest?
    public var after: PackageManifest?
    public var applied: [DependencyChange] = []
    public var refused: [(change: DependencyChange, reason: String)] = []
}

/// Edits the `dependencies:` lists of a manifest's targets, literal and enum-style alike, by
/// changing only the text of the entry concerned: an entry is removed with its comma (and
/// its line, when it has one of its own), and an entry is added after the last one of its
/// list, spelled as a neighbour is spelled (`.abstraction(.user)` beside
/// `.abstraction(.di)`) and laid out as the list is.
///
/// Every edit is read back statically and stands only if the manifest then declares exactly
/// what was meant: the one target's dependencies changed by the one entry, every other
/// target, product and package as before. An entry in a list that several targets share,
/// or written where no list holds it, is refused with the reason.
public enum DependencyListEditor {
    /// Spellings tried at most for one added entry, and entries looked at for them; each try
    /// reads the manifest again.
    static let spellingLimit = 12
    static let neighbourLimit = 64
    /// Changes made to one manifest in one run at most: each reads the manifest again, so a
    /// run costs at most this many readings of it. The rest wait for the next run.
    public static let changeLimit = 200

    /// Applies the changes in order, each to the result of those before.
    public static func apply(_ changes: [DependencyChange], to contents: [UInt8], path: String) -> DependencyEdits {
        var result = DependencyEdits(contents: contents)
        // The reading that proved the last edit is the next edit's reading of the file.
        var reading: PackageManifest?
        for (index, change) in changes.enumerated() {
            guard let edit = DependencyListEdit(contents: result.contents, path: path, reading: reading) else {
                // Nothing changed it, so no later change can read it either.
                result.refused += changes[index...].map { ($0, "archkit cannot read the manifest without running it") }
                break
            }
            guard index < changeLimit else {
                result.refused += changes[index...].map { ($0, "archkit tries at most \(changeLimit) changes to one manifest in a run; run fix again for the rest") }
                break
            }
            if index == 0 { result.before = edit.manifest }
            switch edit.apply(change) {
            case .success(let edited):
                result.contents = edited.bytes
                reading = edited.manifest
                result.applied.append(change)
            case .failure(let refusal):
                result.refused.append((change, refusal.reason))
            }
        }
        result.after = reading ?? result.before
        return result
    }
}

struct EditRefusal: Error {
    var reason: String
}

/// One change to one reading of a manifest.
struct DependencyListEdit {
    let source: ManifestTokens
    let manifest: PackageManifest
    let path: String
    /// The innermost bracket around each token, -1 at the top level.
    let enclosing: [Int]
    var text: ManifestText { ManifestText(source: source) }

    /// The edited bytes, with the reading that proved them.
    struct Edited {
        var bytes: [UInt8]
        var manifest: PackageManifest
    }

    /// - Parameter reading: the static reading of `contents`, when the caller has it.
    init?(contents: [UInt8], path: String, reading: PackageManifest? = nil) {
        var source = ManifestTokens(contents)
        guard source.pairBrackets() == nil,
              let manifest = reading ?? Self.read(contents, path: path) else { return nil }
        var enclosing = [Int](repeating: -1, count: source.tokens.count)
        var open: [Int] = []
        for index in source.tokens.indices {
            if source.partner[index] >= 0, source.partner[index] < index, !open.isEmpty { open.removeLast() }
            enclosing[index] = open.last ?? -1
            if source.partner[index] > index { open.append(index) }
        }
        self.source = source
        self.manifest = manifest
        self.path = path
        self.enclosing = enclosing
    }

    static func read(_ bytes: [UInt8], path: String) -> PackageManifest? {
        StaticManifestReader.readBack(bytes, path: path)
    }

    func apply(_ change: DependencyChange) -> Result<Edited, EditRefusal> {
        guard let target = manifest.target(named: change.target) else {
            return .failure(EditRefusal(reason: "archkit finds no target \(change.target) in the manifest"))
        }
        switch change {
        case .remove(let name, _, let line):
            return remove(name, line: line, from: target)
        case .add(let dependency, _):
            return add(dependency, to: target)
        }
    }

    // MARK: - Removing

    private func remove(_ name: String, line: Int?, from target: TargetDeclaration) -> Result<Edited, EditRefusal> {
        let matching = target.dependencies.filter { $0.name == name }
        guard let entry = matching.first(where: { $0.location.line == line }) ?? matching.first else {
            return .failure(EditRefusal(reason: "\(target.name) lists no dependency \(name)"))
        }
        guard let place = token(at: entry.location), let element = element(containing: place) else {
            return .failure(EditRefusal(reason: "\(name) is not written as an entry of a list that archkit can edit"))
        }
        return checked(text.removing(removal(of: element)), in: target, removing: entry).mapError { EditRefusal(reason: $0.reason) }
    }

    /// The bytes to take out to remove an element, with its comma, and with its line when it
    /// has one to itself; in order.
    private func removal(of element: ArrayElement) -> [Range<Int>] {
        let closer = source.partner[element.opener]
        let following = element.last + 1
        let hasComma = source.isPunctuation(following, ",")
        let isLast = following == closer || (hasComma && following + 1 == closer)
        if element.start == element.opener + 1, isLast {
            return [source[element.opener].end..<source[closer].start]
        }
        let ownsItsLines = text.startsItsLine(element.start)
            && (hasComma ? source[following + 1].line > source[following].line : source[following].line > source[element.last].line)
        if hasComma {
            if ownsItsLines { return [text.startOfLine(with: element.start)..<text.endOfLineWithBreak(with: following)] }
            if !isLast { return [source[element.start].start..<source[following + 1].start] }
            return [source[element.start - 1].end..<source[following].end]
        }
        // The last element, without a trailing comma: the comma before it goes with it, and a
        // comment after that comma stays with the element it was written for.
        let comma = element.start - 1
        if ownsItsLines {
            return [source[comma].start..<source[comma].end, text.startOfLine(with: element.start)..<text.endOfLineWithBreak(with: element.last)]
        }
        return [source[comma].start..<source[element.last].end]
    }

    // MARK: - Adding

    private func add(_ dependency: TargetAddition.Dependency, to target: TargetDeclaration) -> Result<Edited, EditRefusal> {
        guard !target.dependencies.contains(where: { $0.name == dependency.name }) else {
            return .failure(EditRefusal(reason: "\(target.name) already lists \(dependency.name)"))
        }
        let insertion: (offset: Int, prefix: String, suffix: String)
        if let list = lastListedElement(of: target) {
            let place = text.append("\u{0}", toArrayAt: list.opener, lastElement: list.start)
            let parts = place.text.components(separatedBy: "\u{0}")
            insertion = (place.offset, parts[0], parts[1])
        } else if let place = firstEntryPlace(of: target) {
            insertion = place
        } else {
            return .failure(EditRefusal(reason: "archkit finds no dependencies list of \(target.name) to add to"))
        }
        var reasons: [String] = []
        for spelling in spellings(of: dependency, for: target) {
            let edited = text.inserting([(insertion.offset, insertion.prefix + spelling + insertion.suffix)])
            switch checked(edited, in: target, adding: dependency) {
            case .success(let result): return .success(result)
            case .failure(let refusal): reasons.append(refusal.reason)
            }
        }
        return .failure(EditRefusal(reason: reasons.first ?? "archkit finds no way to spell \(dependency.name) here"))
    }

    /// The list of the target's last dependency that is an element of an array literal, and
    /// that element's first token.
    private func lastListedElement(of target: TargetDeclaration) -> ArrayElement? {
        for entry in target.dependencies.reversed() {
            guard let place = token(at: entry.location), let element = element(containing: place) else { continue }
            var last = element.opener + 1
            var index = element.opener + 1
            let closer = source.partner[element.opener]
            while index < closer {
                if source.isPunctuation(index, ","), source.depth[index] == source.depth[element.opener] + 1, index + 1 < closer { last = index + 1 }
                index = source.skip(index)
            }
            return ArrayElement(opener: element.opener, start: last, last: last)
        }
        return nil
    }

    /// Where the first entry of a target without dependencies goes: into an empty
    /// `dependencies: []`, as a new argument after `name:`, or into the empty list its enum
    /// case's arm returns.
    private func firstEntryPlace(of target: TargetDeclaration) -> (offset: Int, prefix: String, suffix: String)? {
        if let call = targetCall(of: target) {
            let depth = source.depth[call] + 1
            var index = call + 1
            var nameEnd: Int?
            var nameLabel = call
            var nextArgument: Int?
            while index < source.partner[call] {
                if source.depth[index] == depth, source[index].kind == .identifier, source.isPunctuation(index + 1, ":") {
                    if nameEnd != nil, nextArgument == nil { nextArgument = index }
                    if source.isWord(index, "dependencies") {
                        guard source.isPunctuation(index + 2, "["), source.partner[index + 2] == index + 3 else { return emptyArmList(of: target) }
                        // `[` and `]` on lines of their own: the entry goes on a line between them,
                        // one step in from the `]`, as the arguments are from the call.
                        if source[index + 3].line > source[index + 2].line {
                            let outer = text.indentation(ofLineWith: call), inner = text.indentation(ofLineWith: index)
                            let step = inner.hasPrefix(outer) && inner.count > outer.count ? String(inner.dropFirst(outer.count)) : "    "
                            return (source[index + 2].end, text.lineBreak + text.indentation(ofLineWith: index + 3) + step, ",")
                        }
                        return (source[index + 2].end, "", "")
                    }
                    if source.isWord(index, "name") {
                        nameLabel = index
                        nameEnd = valueEnd(from: index + 2)
                    }
                }
                index = source.skip(index)
            }
            guard let nameEnd else { return nil }
            let lineBreak = text.lineBreak
            if let nextArgument, source[nextArgument].line > source[nameEnd].line {
                return (source[nameEnd].end, ",\(lineBreak)\(text.indentation(ofLineWith: nextArgument))dependencies: [", "]")
            }
            let closer = source.partner[call]
            if nextArgument == nil, source[closer].line > source[nameEnd].line, text.startsItsLine(nameLabel) {
                return (source[nameEnd].end, ",\(lineBreak)\(text.indentation(ofLineWith: nameLabel))dependencies: [", "]")
            }
            return (source[nameEnd].end, ", dependencies: [", "]")
        }
        return emptyArmList(of: target)
    }

    /// The `(` of the `.target(name: "X", …)` call that declares the target, when it is
    /// written out with the target's name as a literal.
    private func targetCall(of target: TargetDeclaration) -> Int? {
        guard var index = token(at: target.location) else { return nil }
        let limit = min(index + 4, source.endIndex)
        while index < limit, !source.isPunctuation(index, "(") { index += 1 }
        guard source.isPunctuation(index, "("), source.isWord(index + 1, "name"), source.isPunctuation(index + 2, ":"),
              case .value(let name) = source.stringValue(index + 3), name == target.name else { return nil }
        return index
    }

    /// The last token of the argument value that starts at `start`: before the next `,` of the
    /// call, or its `)`.
    private func valueEnd(from start: Int) -> Int {
        let depth = source.depth[start]
        var index = start
        var last = start
        while index < source.endIndex, source.depth[index] >= depth, !(source.isPunctuation(index, ",") && source.depth[index] == depth) {
            last = source.partner[index] > index ? source.partner[index] : index
            index = source.skip(index)
        }
        return last
    }

    /// The inside of the empty list that the target's arm returns in an enum's
    /// `dependencies` switch (`case .orderDomain: return []`).
    private func emptyArmList(of target: TargetDeclaration) -> (offset: Int, prefix: String, suffix: String)? {
        let layout = EnumLayout(source: source)
        for name in layout.enums.keys.sorted() {
            guard let enumeration = layout.enums[name],
                  let entry = enumeration.cases.first(where: { $0.rawValue == target.name }) else { continue }
            for (opener, property) in layout.switchesOverSelf(of: name) {
                guard let property = property?.lowercased(), property.contains("dependenc"), !property.contains("test") else { continue }
                if let list = armList(labelled: entry.name, inSwitch: opener) { return (source[list].end, "", "") }
            }
        }
        return nil
    }

    /// The `[` of an empty list that the arm for `.label` returns, when the arm is only that.
    private func armList(labelled label: String, inSwitch opener: Int) -> Int? {
        let depth = source.depth[opener] + 1
        var index = opener + 1
        while index < source.partner[opener] {
            if source.depth[index] == depth, source.isWord(index, "case"), source.isPunctuation(index + 1, "."),
               source.isName(index + 2, label), source.isPunctuation(index + 3, ":") {
                var list = index + 4
                if source.isWord(list, "return") { list += 1 }
                guard source.isPunctuation(list, "["), source.partner[list] == list + 1 else { return nil }
                let after = list + 2
                guard after >= source.partner[opener] || source.isWord(after, "case") || source.isWord(after, "default")
                        || source.isPunctuation(after, "}") else { return nil }
                return list
            }
            index = source.skip(index)
        }
        return nil
    }

    // MARK: - Reading back

    /// The edited manifest with its reading when it declares every target, product and package
    /// as before, but for the one entry of `target`; else what is wrong with it.
    private func checked(_ edited: [UInt8], in target: TargetDeclaration, removing entry: TargetDependency? = nil,
                         adding dependency: TargetAddition.Dependency? = nil) -> Result<Edited, EditRefusal> {
        guard let after = Self.read(edited, path: path) else { return .failure(EditRefusal(reason: "the edited manifest would no longer read")) }
        if let problem = problem(with: after, in: target, removing: entry, adding: dependency) { return .failure(EditRefusal(reason: problem)) }
        return .success(Edited(bytes: edited, manifest: after))
    }

    private func problem(with after: PackageManifest, in target: TargetDeclaration, removing entry: TargetDependency?,
                         adding dependency: TargetAddition.Dependency?) -> String? {
        guard after.targets.count == manifest.targets.count,
              after.products.map({ "\($0.name) \($0.targets)" }) == manifest.products.map({ "\($0.name) \($0.targets)" }),
              after.dependencies.map(\.identity) == manifest.dependencies.map(\.identity) else {
            return "the edit would change more than \(target.name)'s dependencies"
        }
        // By name, once: looking each target up in the list would cost the square of their number.
        let targetsAfter = Dictionary(after.targets.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        for before in manifest.targets where before.name != target.name {
            guard let now = targetsAfter[before.name], now.shape == before.shape else {
                return "the list is shared with target \(before.name), which would change too"
            }
        }
        guard let now = after.target(named: target.name) else { return "the edit would lose target \(target.name)" }
        var expected = before(target, removing: entry)
        var got = now.dependencies.map(\.shape)
        if let dependency {
            guard let index = now.dependencies.firstIndex(where: { $0.name == dependency.name && $0.platforms == nil }),
                  isSameKind(now.dependencies[index], as: dependency) || now.dependencies[index].kind == .byName else {
                return "the new entry would not read as \(dependency.name)"
            }
            got.remove(at: index)
            if case .product(let package) = now.dependencies[index].kind,
               case .product(_, let wanted) = dependency, package?.lowercased() != wanted.lowercased() {
                return "the new entry would name package \(package ?? "none"), not \(wanted)"
            }
        }
        expected.sort()
        got.sort()
        return expected == got ? nil : "\(target.name)'s other dependencies would change"
    }

    private func before(_ target: TargetDeclaration, removing entry: TargetDependency?) -> [String] {
        var shapes = target.dependencies.map(\.shape)
        if let entry, let index = target.dependencies.firstIndex(of: entry) { shapes.remove(at: index) }
        return shapes
    }
}
