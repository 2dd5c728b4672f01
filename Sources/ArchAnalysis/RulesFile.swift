import ArchRulesFile
import ArchCore
import ArchRuleCatalogue
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Finds and parses a repository's `.archrules`.
public enum RulesFile {
    /// Every id a `severity` line may name.
    public static var knownRuleIDs: Set<String> {
        Set(RuleCatalogue.ruleIDs).union(InputProblem.all.map(\.id))
    }

    /// What the parser knows besides the language: every rule id and the rules' own statements.
    public static var vocabulary: RulesVocabulary {
        RulesVocabulary(ruleIDs: knownRuleIDs, statements: RuleCatalogue.statements)
    }

    /// The rules of `configFile`, else of `<root>/.archrules`, with the path reports name the
    /// file by; the empty rules and nil when there is none.
    public static func load(root: URL, configFile: URL?) throws(AnalysisFailure) -> (ArchitectureRules, String?) {
        let file = configFile ?? root.appendingPathComponent(".archrules")
        var info = stat()
        guard stat(file.path, &info) == 0 else {
            let code = errno
            if code == ENOENT {
                if configFile != nil { throw .unreadableConfiguration("no such file: \(file.path)") }
                return (.empty, nil)
            }
            if configFile == nil, code == EACCES {
                // The root itself cannot be searched: say so, rather than blame its `.archrules`.
                throw .root("cannot read the folder \(root.path): \(String(cString: strerror(code)))")
            }
            throw .unreadableConfiguration("cannot read \(file.path): \(String(cString: strerror(code)))")
        }
        try requireRegularFile(info, file.path)
        let bytes = try read(file.path)
        let displayPath = RelativePath.relative(file.standardizedFileURL.path, toRoot: root.path) ?? file.path
        switch ArchRulesParser.parse(bytes: bytes, file: displayPath, vocabulary: vocabulary) {
        case .success(let rules): return (rules, displayPath)
        case .failure(let error): throw .configuration(error)
        }
    }

    /// Says what the file is when it is not a regular file: opening a FIFO to read would wait
    /// for a writer forever, and a directory or a device holds no rules.
    private static func requireRegularFile(_ info: stat, _ path: String) throws(AnalysisFailure) {
        let kind: String
        switch info.st_mode & S_IFMT {
        case S_IFREG: return
        case S_IFDIR: throw .unreadableConfiguration("\(path) is a directory, not a rules file")
        case S_IFIFO: kind = "a FIFO"
        case S_IFCHR: kind = "a character device"
        case S_IFBLK: kind = "a block device"
        case S_IFSOCK: kind = "a socket"
        default: kind = "neither a file nor a directory"
        }
        throw .unreadableConfiguration("\(path) is not a regular file (it is \(kind))")
    }

    /// Opens without blocking and checks again what was opened, in case the file was replaced
    /// by a FIFO since it was looked at.
    private static func read(_ path: String) throws(AnalysisFailure) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw .unreadableConfiguration("cannot read \(path): \(String(cString: strerror(errno)))")
        }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            throw .unreadableConfiguration("cannot read \(path): \(String(cString: strerror(errno)))")
        }
        try requireRegularFile(info, path)
        do {
            return [UInt8](try handle.readToEnd() ?? Data())
        } catch {
            throw .unreadableConfiguration("cannot read \(path): \(error.localizedDescription)")
        }
    }
}
