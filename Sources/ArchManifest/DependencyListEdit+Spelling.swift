import ArchCore

/// How a new entry is written: as a neighbour of the manifest is, with its name, or the enum
/// case that gives it, changed.
extension DependencyListEdit {
    /// Ways to write the entry: each entry of the manifest with one name or enum case changed
    /// to give the new name, those of the target's own list first, then SwiftPM's own spelling.
    func spellings(of dependency: TargetAddition.Dependency, for target: TargetDeclaration) -> [String] {
        let layout = EnumLayout(source: source)
        var found: [String] = []
        var seen: Set<String> = []
        let others = manifest.targets.filter { $0.name != target.name }.flatMap(\.dependencies)
        let entries = (target.dependencies + others).filter { isSameKind($0, as: dependency) }
        for entry in entries.prefix(DependencyListEditor.neighbourLimit) where found.count < DependencyListEditor.spellingLimit - 1 {
            guard let place = token(at: entry.location), let element = element(containing: place),
                  let spelling = respelling(element, named: entry.name, as: dependency, layout: layout),
                  seen.insert(spelling).inserted else { continue }
            found.append(spelling)
        }
        let standard = dependency.swift
        if seen.insert(standard).inserted { found.append(standard) }
        return found
    }

    func isSameKind(_ entry: TargetDependency, as dependency: TargetAddition.Dependency) -> Bool {
        switch (entry.kind, dependency) {
        case (.product, .product), (.target, .target), (.byName, .target): return true
        default: return false
        }
    }

    /// The element's text with the string literal that spells its name, or the enum case that
    /// gives it, changed to give `dependency`'s name (and package); nil when nothing in it does.
    func respelling(_ element: ArrayElement, named name: String, as dependency: TargetAddition.Dependency,
                            layout: EnumLayout) -> String? {
        var replacements: [(range: Range<Int>, text: String)] = []
        var package: (old: String, new: String)?
        if case .product(_, let newPackage) = dependency {
            package = manifest.targets.lazy.flatMap(\.dependencies).compactMap { entry -> String? in
                guard entry.name == name, case .product(let old?) = entry.kind else { return nil }
                return old
            }.first.map { ($0, newPackage) }
        }
        for index in element.start...element.last {
            if source[index].kind == .string, case .value(let value) = source.stringValue(index) {
                if value == name {
                    replacements.append((source[index].start..<source[index].end, Self.literal(dependency.name)))
                } else if let package, value == package.old, package.old != package.new {
                    replacements.append((source[index].start..<source[index].end, Self.literal(package.new)))
                }
            } else if source[index].kind == .identifier, index > element.start, source.isPunctuation(index - 1, "."),
                      let replacement = caseReplacement(source.name(index), in: name, giving: dependency.name, layout: layout) {
                replacements.append((source[index].start..<source[index].end, replacement))
            }
        }
        guard !replacements.isEmpty else { return nil }
        var result: [UInt8] = []
        var position = source[element.start].start
        for replacement in replacements {
            result += source.bytes[position..<replacement.range.lowerBound]
            result += Array(replacement.text.utf8)
            position = replacement.range.upperBound
        }
        result += source.bytes[position..<source[element.last].end]
        return String(decoding: result, as: UTF8.self)
    }

    /// The case of the same enum whose raw value stands where `caseName`'s does in `name`,
    /// so that `name` becomes `wanted`: `.di` in `DIAbstraction` gives `.user` for `UserAbstraction`.
    func caseReplacement(_ caseName: String, in name: String, giving wanted: String, layout: EnumLayout) -> String? {
        for enumName in layout.enumsByCase[caseName] ?? [] {
            guard let enumeration = layout.enums[enumName], let entry = enumeration.case(named: caseName),
                  let range = name.range(of: entry.rawValue) else { continue }
            let prefix = name[..<range.lowerBound], suffix = name[range.upperBound...]
            guard wanted.hasPrefix(prefix), wanted.hasSuffix(suffix), wanted.count > prefix.count + suffix.count else { continue }
            let raw = String(wanted.dropFirst(prefix.count).dropLast(suffix.count))
            if let other = enumeration.cases.first(where: { $0.rawValue == raw }) { return source.text(other.nameToken) }
        }
        return nil
    }

    static func literal(_ value: String) -> String {
        "\"" + value.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
