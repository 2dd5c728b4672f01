import ArchCore
import ArchManifest
import ArchScaffold
import Foundation

/// What a new package depends on: what most of its sibling features depend on.
///
/// The siblings are the packages beside it that no other package there depends on by path:
/// in a folder of `Auth`, `Profile`, `CoreNavigation` and `Services`, the features are `Auth`
/// and `Profile`, and the packages they share are not features. A dependency most features
/// declare is kept, written as the first of them writes it.
extension NewPackageSiblings {
    /// One sibling manifest, read statically.
    struct ReadSibling {
        var path: String
        var manifest: PackageManifest
        var text: String
    }

    /// What most feature packages among `manifests` (root-relative paths of manifests in one
    /// folder) depend on; nil when none can be read statically.
    func commonDependencies(among manifests: [String]) -> SiblingDependencies? {
        let read = manifests.sorted().compactMap { path -> ReadSibling? in
            guard let bytes = FileManager.default.contents(atPath: url(path).path) else { return nil }
            let input = ManifestInput(fileURL: url(path), relativePath: path, contents: Array(bytes))
            return StaticManifestReader().read(input).manifest.map { ReadSibling(path: path, manifest: $0, text: String(decoding: bytes, as: UTF8.self)) }
        }
        var shared: Set<String> = []
        for sibling in read {
            for dependency in sibling.manifest.dependencies {
                guard case .fileSystem(let path) = dependency.kind, !path.hasPrefix("/") else { continue }
                shared.insert(RelativePath.join(RelativePath.directory(of: sibling.path), path))
            }
        }
        let features = read.filter { !shared.contains(RelativePath.directory(of: $0.path)) }
        guard !features.isEmpty else { return nil }

        let packageLists = features.map { sibling in
            sibling.manifest.dependencies.compactMap { dependency in
                Self.written(dependency, in: sibling.text).map { (key: dependency.identity, text: $0, name: dependency.name) }
            }
        }
        let packageKeys = Self.mostCommon(packageLists.map { $0.map(\.key) }, of: features.count)
        var packages: [String] = []
        var packageNames: Set<String> = []
        for key in packageKeys {
            guard let entry = packageLists.lazy.flatMap({ $0 }).first(where: { $0.key == key }) else { continue }
            packages.append(entry.text)
            packageNames.insert(key)
            if let name = entry.name { packageNames.insert(name.lowercased()) }
        }
        let targetLists = features.map { Self.productDependencies(of: $0.manifest) }
        let targetDependencies = Self.mostCommon(targetLists.map { $0.map(\.text) }, of: features.count).compactMap { text in
            targetLists.lazy.flatMap({ $0 }).first(where: { $0.text == text })
        }.filter { dependency in
            // A product of a package that is not kept would not resolve.
            dependency.package.map { packageNames.contains($0.lowercased()) } ?? true
        }
        let tested = features.filter { $0.manifest.targets.contains { $0.kind == .test } }.count
        return SiblingDependencies(packages: packages, targetDependencies: targetDependencies.map(\.text), imports: targetDependencies.map(\.name),
                                   hasTests: tested * 2 >= features.count, siblings: features.map(\.path))
    }

    /// The items that more than half of `lists` hold, in the order they first appear.
    static func mostCommon(_ lists: [[String]], of count: Int) -> [String] {
        var counts: [String: Int] = [:]
        var order: [String] = []
        for list in lists {
            for item in Set(list) { counts[item, default: 0] += 1 }
            for item in list where !order.contains(item) { order.append(item) }
        }
        return order.filter { counts[$0, default: 0] * 2 > count }
    }

    /// The main target's dependencies on other packages, as a manifest writes them: the target
    /// named as the package, else the first regular one. Targets of the same package, and
    /// dependencies on some platforms only, are the sibling's own business.
    static func productDependencies(of manifest: PackageManifest) -> [(text: String, name: String, package: String?)] {
        let regular = manifest.targets.filter { $0.kind == .regular }
        guard let main = regular.first(where: { $0.name == manifest.name }) ?? regular.first else { return [] }
        let own = Set(manifest.targets.map(\.name))
        return main.dependencies.compactMap { dependency in
            guard dependency.platforms == nil else { return nil }
            switch dependency.kind {
            case .target: return nil
            case .byName: return own.contains(dependency.name) ? nil : ("\"\(dependency.name)\"", dependency.name, nil)
            case .product(let package):
                guard let package else { return (".product(name: \"\(dependency.name)\")", dependency.name, nil) }
                return (".product(name: \"\(dependency.name)\", package: \"\(package)\")", dependency.name, package)
            }
        }
    }

    /// A `.package(…)` entry as the sibling writes it, on one line and without comments; a
    /// path dependency whose call cannot be found is written plainly, any other is left out.
    static func written(_ dependency: PackageDependency, in text: String) -> String? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if dependency.location.line >= 1, dependency.location.line <= lines.count {
            let rest = lines[(dependency.location.line - 1)...].joined(separator: "\n")
            let column = max(0, dependency.location.column - 2)
            let tail = rest.dropFirst(min(column, lines[dependency.location.line - 1].count))
            if let start = tail.range(of: ".package(")?.lowerBound, let call = Self.call(tail[start...]) { return call }
        }
        guard case .fileSystem(let path) = dependency.kind else { return nil }
        return ".package(path: \"\(path)\")"
    }

    /// The call at the start of `text` up to its closing parenthesis, comments dropped and
    /// line breaks with their indentation taken out; nil when it never closes.
    static func call(_ text: Substring) -> String? {
        var output = ""
        var depth = 0
        var inString = false
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if inString {
                output.append(character)
                if character == "\\" {
                    index = text.index(after: index)
                    if index < text.endIndex { output.append(text[index]) }
                } else if character == "\"" {
                    inString = false
                }
            } else if text[index...].hasPrefix("//") {
                index = text[index...].firstIndex(of: "\n") ?? text.endIndex
                continue
            } else if character == "\n" {
                while let last = output.last, last == " " || last == "\t" { output.removeLast() }
                index = text.index(after: index)
                while index < text.endIndex, text[index] == " " || text[index] == "\t" { index = text.index(after: index) }
                if let last = output.last, last != "(", index < text.endIndex, text[index] != ")" { output.append(" ") }
                continue
            } else {
                output.append(character)
                if character == "\"" { inString = true }
                if character == "(" { depth += 1 }
                if character == ")" {
                    depth -= 1
                    if depth == 0 {
                        // A trailing comma before the closing parenthesis goes with the line breaks.
                        return output.replacingOccurrences(of: ",)", with: ")")
                    }
                }
            }
            index = text.index(after: index)
        }
        return nil
    }
}
