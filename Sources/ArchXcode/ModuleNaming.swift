/// The name a target's module is imported by, as Xcode derives it: `PRODUCT_MODULE_NAME`, else
/// `PRODUCT_NAME` made an identifier (`$(PRODUCT_NAME:c99extidentifier)`), else the target's
/// name. The settings are read for the configuration the target's configuration list names as
/// its default (else `Release`, else the first), in Xcode's order: the target's own settings,
/// the target's `.xcconfig`, the project's settings, the project's `.xcconfig`.
struct ModuleNaming {
    /// One level of settings, from a configuration's `buildSettings` or an `.xcconfig`.
    typealias Settings = [String: String]

    let list: PropertyList
    let objects: ProjectObjects

    /// The module name of `target`, and what could not be resolved, if anything: then the
    /// target's name stands in.
    func moduleName(of target: PropertyList.Value, named targetName: String, project: PropertyList.Value,
                    paths: inout ProjectPaths, listing: some ProjectFolderListing) -> (name: String, unresolved: String?) {
        let configuration = chosenConfiguration(of: target)
        var levels: [Settings] = []
        for owner in [target, project] {
            guard let (_, chosen) = self.configuration(named: configuration, of: owner) else { continue }
            levels.append(settings(of: chosen))
            if let (id, _) = objects.object(list.value(chosen, "baseConfigurationReference"), kinds: ["PBXFileReference"]),
               let path = paths.path(of: id) {
                levels.append(XcodeConfigFile.settings(at: path, listing: listing))
            }
        }
        var resolver = SettingResolver(levels: levels, targetName: targetName)
        guard let productName = resolver.value(of: "PRODUCT_NAME", default: "$(TARGET_NAME)") else {
            return (targetName, resolver.unresolved)
        }
        guard let moduleName = resolver.value(of: "PRODUCT_MODULE_NAME", default: "$(PRODUCT_NAME:c99extidentifier)", productName: productName),
              !moduleName.isEmpty else {
            return (targetName, resolver.unresolved ?? "PRODUCT_MODULE_NAME is empty")
        }
        return (moduleName, nil)
    }

    private func configurations(of owner: PropertyList.Value) -> (list: PropertyList.Value, items: [PropertyList.Value])? {
        guard let (_, configurationList) = objects.object(list.value(owner, "buildConfigurationList"), kinds: ["XCConfigurationList"]) else {
            return nil
        }
        let items = list.elements(configurationList, "buildConfigurations").compactMap {
            objects.object($0, kinds: ["XCBuildConfiguration"])?.value
        }
        return (configurationList, items)
    }

    private func chosenConfiguration(of target: PropertyList.Value) -> String? {
        guard let (configurationList, items) = configurations(of: target) else { return nil }
        let names = items.compactMap { list.string($0, "name") }
        if let preferred = list.string(configurationList, "defaultConfigurationName"), names.contains(preferred) { return preferred }
        return names.contains("Release") ? "Release" : names.first
    }

    private func configuration(named name: String?, of owner: PropertyList.Value) -> (String, PropertyList.Value)? {
        guard let (_, items) = configurations(of: owner) else { return nil }
        let chosen = items.first { list.string($0, "name") == name } ?? items.first
        return chosen.map { (list.string($0, "name") ?? "", $0) }
    }

    private func settings(of configuration: PropertyList.Value) -> Settings {
        guard let dictionary = list.value(configuration, "buildSettings"), let entries = list.entries(dictionary) else { return [:] }
        var settings: Settings = [:]
        for (key, value) in entries {
            if let key = list.string(key), let value = list.string(value) { settings[key] = value }
        }
        return settings
    }
}

/// Expands the few settings a module name is made of, level by level, `$(inherited)` included.
struct SettingResolver {
    let levels: [ModuleNaming.Settings]
    let targetName: String
    /// What could not be resolved, said for the output.
    private(set) var unresolved: String?

    init(levels: [ModuleNaming.Settings], targetName: String) {
        self.levels = levels
        self.targetName = targetName
    }

    /// The expanded value of `key`, or `fallback` expanded where no level sets it; nil when it
    /// refers to something only Xcode knows.
    mutating func value(of key: String, default fallback: String, productName: String? = nil) -> String? {
        var raw = fallback
        var below = levels.count
        if let level = levels.firstIndex(where: { $0[key] != nil }) {
            raw = levels[level][key]!
            below = level + 1
        }
        // `$(inherited)` is the value the levels below give, or nothing.
        if raw.contains("inherited") {
            let inherited = levels[min(below, levels.count)...].first { $0[key] != nil }?[key] ?? ""
            raw = raw.replacingOccurrences(of: "$(inherited)", with: inherited).replacingOccurrences(of: "${inherited}", with: inherited)
        }
        return expand(raw, key: key, productName: productName)
    }

    /// Replaces `$(NAME)`, `${NAME}` and `$(NAME:c99extidentifier)` for the names a module
    /// name may use; anything else is left to Xcode, and said so.
    private mutating func expand(_ text: String, key: String, productName: String?) -> String? {
        var result = ""
        var rest = Substring(text)
        while let dollar = rest.firstIndex(of: "$") {
            result += rest[..<dollar]
            let afterDollar = rest.index(after: dollar)
            guard afterDollar < rest.endIndex, rest[afterDollar] == "(" || rest[afterDollar] == "{" else {
                result.append("$")
                rest = rest[afterDollar...]
                continue
            }
            let closer: Character = rest[afterDollar] == "(" ? ")" : "}"
            guard let close = rest[afterDollar...].firstIndex(of: closer) else {
                unresolved = "\(key) = \(text) is not closed"
                return nil
            }
            let reference = rest[rest.index(after: afterDollar)..<close]
            let parts = reference.split(separator: ":", maxSplits: 1)
            let name = parts.first.map(String.init) ?? ""
            let modifier = parts.count > 1 ? String(parts[1]) : nil
            var value: String
            switch name {
            case "TARGET_NAME": value = targetName
            case "PRODUCT_NAME" where productName != nil: value = productName!
            default:
                unresolved = "\(key) = \(text) uses $(\(name)), which archkit cannot resolve without Xcode"
                return nil
            }
            switch modifier {
            case nil: break
            case "c99extidentifier": value = Self.c99Identifier(value)
            case "rfc1034identifier": value = Self.rfc1034Identifier(value)
            default:
                unresolved = "\(key) = \(text) uses the modifier :\(modifier!), which archkit does not apply"
                return nil
            }
            result += value
            rest = rest[rest.index(after: close)...]
        }
        return result + rest
    }

    /// What Xcode makes a product name into for a module: every character that cannot be part
    /// of an identifier becomes `_`, and a leading digit gets a `_` before it.
    static func c99Identifier(_ name: String) -> String {
        var identifier = String(name.unicodeScalars.map { scalar -> Character in
            scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_" ? Character(scalar) : "_"
        })
        if let first = identifier.unicodeScalars.first, ("0"..."9").contains(first) { identifier = "_" + identifier }
        return identifier
    }

    static func rfc1034Identifier(_ name: String) -> String {
        String(name.unicodeScalars.map { scalar -> Character in
            (scalar.isASCII && scalar.properties.isAlphabetic) || ("0"..."9").contains(scalar) || scalar == "-" || scalar == "." ? Character(scalar) : "-"
        })
    }
}
