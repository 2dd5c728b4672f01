import ArchCore
import Foundation

/// The comment block Xcode starts each new file with, when most of a feature's siblings start
/// with one, so that scaffolded files look like the ones beside them:
///
///     //
///     //  Dashboard.swift
///     //  Dashboard
///     //
///     //  Created by Jane Appleseed on 06/09/25.
///     //
///
/// The date is written in the siblings' order of day and month where some sibling's date
/// shows it, else as year-month-day; the author is the repository's git user.
public struct FileHeader: Sendable, Equatable {
    enum DateOrder: Sendable, Equatable {
        case dayFirst, monthFirst, unknown
    }

    /// Whether the second line names the module by the sibling's own folder (`Dashboard` in
    /// `Dashboard/`); otherwise `module` is the name most siblings write there.
    var namesOwnFolder: Bool
    var module: String
    var dateOrder: DateOrder
    /// Two-digit fields with a leading zero (`06/09/25`), and a two-digit year.
    var padded: Bool
    var shortYear: Bool
    /// The copyright line most siblings carry, as written.
    var copyright: String?

    /// A sibling file's name, the folder of the sibling it was found in, and its first lines.
    public struct Sample: Sendable {
        var fileName: String
        var siblingFolder: String
        var text: String

        public init(fileName: String, siblingFolder: String, text: String) {
            self.fileName = fileName
            self.siblingFolder = siblingFolder
            self.text = text
        }
    }

    /// The header most of the samples start with; nil when fewer than two thirds do, or there
    /// are fewer than two samples.
    static func detect(_ samples: [Sample]) -> FileHeader? {
        var modules: [String: Int] = [:]
        var ownFolder = 0
        var copyrights: [String: Int] = [:]
        var dates: [[Substring]] = []
        var matching = 0
        for sample in samples {
            let lines = sample.text.split(separator: "\n", omittingEmptySubsequences: false).prefix(8)
                .map { String($0.reversed().drop { $0 == " " || $0 == "\r" }.reversed()) }
            guard lines.count >= 6, lines[0] == "//", lines[1] == "//  \(sample.fileName)", lines[2].hasPrefix("//  "), lines[3] == "//",
                  lines[4].hasPrefix("//  Created by "), lines[4].hasSuffix(".") else { continue }
            let hasCopyright = lines[5].hasPrefix("//  Copyright")
            guard lines[5] == "//" || (hasCopyright && lines.count >= 7 && lines[6] == "//") else { continue }
            matching += 1
            let module = String(lines[2].dropFirst(4))
            modules[module, default: 0] += 1
            if module == sample.siblingFolder { ownFolder += 1 }
            if hasCopyright { copyrights[lines[5], default: 0] += 1 }
            if let on = lines[4].range(of: " on ", options: .backwards) {
                let date = lines[4][on.upperBound...].dropLast()
                let fields = date.split(separator: "/")
                if fields.count == 3, fields.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isNumber) }) { dates.append(fields) }
            }
        }
        guard samples.count >= 2, matching * 3 >= samples.count * 2 else { return nil }
        let order: DateOrder = dates.contains { Int($0[0])! > 12 } ? .dayFirst : dates.contains { Int($0[1])! > 12 } ? .monthFirst : .unknown
        let copyright = copyrights.filter { $0.value * 2 > matching }.max { ($0.value, $1.key) < ($1.value, $0.key) }?.key
        return FileHeader(
            namesOwnFolder: ownFolder * 2 > matching,
            module: modules.max { ($0.value, $1.key) < ($1.value, $0.key) }?.key ?? "",
            dateOrder: order,
            padded: dates.contains { $0[0].count == 2 && $0[0].first == "0" || $0[1].count == 2 && $0[1].first == "0" },
            shortYear: dates.allSatisfy { $0[2].count == 2 },
            copyright: copyright)
    }

    /// The header for a new file.
    ///
    /// - Parameters:
    ///   - folder: the name of the new feature's root folder, for siblings that name their own.
    ///   - date: year, month and day.
    func text(fileName: String, folder: String, author: String, date: (year: Int, month: Int, day: Int)) -> String {
        func field(_ value: Int) -> String { padded && value < 10 ? "0\(value)" : "\(value)" }
        let year = shortYear ? String(format: "%02d", date.year % 100) : "\(date.year)"
        let written: String
        switch dateOrder {
        case .dayFirst: written = "\(field(date.day))/\(field(date.month))/\(year)"
        case .monthFirst: written = "\(field(date.month))/\(field(date.day))/\(year)"
        case .unknown: written = String(format: "%04d-%02d-%02d", date.year, date.month, date.day)
        }
        var lines = ["//", "//  \(fileName)", "//  \(namesOwnFolder ? folder : module)", "//", "//  Created by \(author) on \(written).", "//"]
        if let copyright { lines.insert(copyright, at: 5) }
        return lines.joined(separator: "\n") + "\n\n"
    }

    /// Each new Swift file below one of `roots` (the feature's folder or its targets' folders)
    /// starts with the header its root's siblings start with, if they share one; files that
    /// already start with such a block (a `//` line alone), and manifests, are left as they are.
    static func applied(to files: [ScaffoldPlan.File], roots: [String], samples: (String) -> [Sample],
                        author: () -> String?, date: (year: Int, month: Int, day: Int)) -> [ScaffoldPlan.File] {
        var result = files
        // Asked once, and only when some siblings have headers: it costs a process.
        var knownAuthor: String??
        for root in Set(roots).sorted() where !root.isEmpty && root != "." {
            let inside = result.indices.filter {
                result[$0].path.hasPrefix(root + "/") && result[$0].path.hasSuffix(".swift")
                    && RelativePath.lastComponent(of: result[$0].path) != "Package.swift" && !result[$0].contents.starts(with: Array("//\n".utf8))
            }
            guard !inside.isEmpty, let header = detect(samples(root)) else { continue }
            if knownAuthor == nil { knownAuthor = .some(author()) }
            guard let author = knownAuthor ?? nil, !author.isEmpty else { continue }
            for index in inside {
                let text = header.text(fileName: RelativePath.lastComponent(of: result[index].path), folder: RelativePath.lastComponent(of: root),
                                       author: author, date: date)
                result[index].contents = Array(text.utf8) + result[index].contents
            }
        }
        return result
    }
}
