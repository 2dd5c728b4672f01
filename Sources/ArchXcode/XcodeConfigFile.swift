import ArchCore
import Foundation

/// The settings of an `.xcconfig` file: `KEY = value` lines, later ones winning, with
/// `#include "other.xcconfig"` read in place (to a depth of eight; a file already being read
/// is not read again). Assignments conditioned on an SDK or architecture (`KEY[sdk=…]`) are
/// left out: they hold for some builds only.
enum XcodeConfigFile {
    static let maximumIncludeDepth = 8

    /// - Parameter path: as the project gives it, relative to the folder of the `.xcodeproj`.
    static func settings(at path: String, listing: some ProjectFolderListing) -> ModuleNaming.Settings {
        var settings: ModuleNaming.Settings = [:]
        // Files still to read, each with the lines left of it: a stack instead of recursion.
        var stack: [(path: String, lines: ArraySlice<Substring>)] = []
        var reading: Set<String> = []
        func open(_ path: String) {
            guard stack.count < maximumIncludeDepth, !reading.contains(path), let bytes = listing.fileContents(path) else { return }
            reading.insert(path)
            let text = String(decoding: bytes, as: UTF8.self)
            stack.append((path, text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)[...]))
        }
        open(path)
        while !stack.isEmpty {
            guard let line = stack[stack.count - 1].lines.popFirst() else {
                reading.remove(stack.removeLast().path)
                continue
            }
            let text = line.trimmingCharacters(in: .whitespaces)
            if text.hasPrefix("#include") {
                guard let first = text.firstIndex(of: "\""), let last = text.lastIndex(of: "\""), first < last else { continue }
                let included = String(text[text.index(after: first)..<last])
                open(included.hasPrefix("/") ? included : RelativePath.join(RelativePath.directory(of: stack[stack.count - 1].path), included))
                continue
            }
            let uncommented = text.range(of: "//").map { String(text[..<$0.lowerBound]) } ?? text
            guard let equals = uncommented.firstIndex(of: "=") else { continue }
            let key = uncommented[..<equals].trimmingCharacters(in: .whitespaces)
            guard !key.isEmpty, !key.contains("[") else { continue }
            settings[key] = uncommented[uncommented.index(after: equals)...].trimmingCharacters(in: .whitespaces)
        }
        return settings
    }
}
