import ArchCore

/// `except`: accepted findings with an owner, an expiry date and a reason.
extension StatementReader {
    static let exceptionKeywords = ["except"]

    mutating func readException(_ line: RulesLine) {
        report("'\(line.tokens[0].text)' is not supported yet", line, line.tokens[0].column)
    }
}
