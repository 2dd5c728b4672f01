import ArchAnalysis
import ArchCore
import Foundation

/// Which files of a scaffold git would ignore. Files written where git does not look are missing
/// from every clone, which is easy to miss: SwiftPM's own `.gitignore` hides `/Packages`, where
/// the Route+Module template writes. `new` says so, once per ignoring rule, and writes anyway.
enum IgnoredDestinations {
    /// One warning per rule of a `.gitignore` (or `info/exclude`) that ignores some of `paths`
    /// (relative to `root`); none outside a git work tree, or when git cannot be asked.
    static func warnings(for paths: [String], root: URL, runner: any ProcessRunning) -> [String] {
        guard !paths.isEmpty, WorkTree.top(of: root) != nil else { return [] }
        // `-v`: each ignored path with the rule that matched it, as `source:line:pattern<TAB>path`.
        let git = Git(in: root, runner: runner, timeout: .seconds(30))
        guard let result = try? git.run(["check-ignore", "-v", "--"] + paths), result.status == 0 else { return [] }
        var rules: [String] = []
        var ignored: [String: [String]] = [:]
        for line in String(decoding: result.standardOutput, as: UTF8.self).split(separator: "\n") {
            guard let tab = line.firstIndex(of: "\t"), let rule = Self.rule(line[..<tab]) else { continue }
            // A negated rule (`!…`) that matches keeps the path; `-v` lists it all the same.
            guard !rule.pattern.hasPrefix("!") else { continue }
            let text = "\(rule.source):\(rule.line): \(rule.pattern)"
            if ignored[text] == nil { rules.append(text) }
            ignored[text, default: []].append(String(line[line.index(after: tab)...]))
        }
        return rules.map { rule in
            let files = ignored[rule] ?? []
            let more = files.count > 1 ? " and \(files.count - 1) more file\(files.count == 2 ? "" : "s") of this scaffold" : ""
            return "warning: git ignores \(files.first ?? "")\(more) (\(rule)), so a clone would not have them; "
                + "change that rule, or write elsewhere with --into"
        }
    }

    /// `source:line:pattern`, split at the first `:digits:`, since the source is a path and the
    /// pattern may hold colons of its own.
    static func rule(_ text: Substring) -> (source: String, line: String, pattern: String)? {
        var index = text.startIndex
        while let colon = text[index...].firstIndex(of: ":") {
            let afterColon = text.index(after: colon)
            let digits = text[afterColon...].prefix { $0.isASCII && $0.isNumber }
            if !digits.isEmpty, digits.endIndex < text.endIndex, text[digits.endIndex] == ":" {
                return (String(text[..<colon]), String(digits), String(text[text.index(after: digits.endIndex)...]))
            }
            index = afterColon
        }
        return nil
    }
}
