/// Describes expressions for the static reader's messages: what a refused expression is built
/// with, and where that construct starts.
enum ManifestShape {
    /// `Target.Dependency` for the expression `Target.Dependency`; nil unless the expression is
    /// a plain dotted name.
    static func dottedName(_ expression: ManifestExpression) -> String? {
        var names: [String] = []
        var link = expression
        while case .member(let base, let name, _) = link.form {
            names.append(name)
            link = base
        }
        guard case .identifier(let root) = link.form else { return nil }
        return ([root] + names.reversed()).joined(separator: ".")
    }

    /// How the refused expression computes its value ("from `Module.allCases`", "with a
    /// closure") and the token to point at.
    static func offence(of expression: ManifestExpression, source: ManifestTokens, expecting: String?) -> (String, Int) {
        switch expression.form {
        case .string, .literal, .array:
            let written = source.quoted(expression.token)
            let shown = expression.form.isArray ? "an array literal" : "`\(written)`"
            return ("with \(shown), where \(expecting ?? "a PackageDescription call") belongs", expression.token)
        case .interpolatedString:
            return ("with string interpolation", expression.token)
        case .multilineString:
            return ("with a multi-line string literal", expression.token)
        case .malformedString:
            return ("with a string literal whose escapes the static reader cannot decode", expression.token)
        case .dictionary:
            return ("with a dictionary literal", expression.token)
        case .closure:
            return ("with a closure", expression.token)
        case .keyPath:
            return ("with a key path", expression.token)
        case .unsupported(let description):
            return ("with \(description)", expression.token)
        case .operation(let symbol, let operands):
            // `Module.allCases.map(…) + …`: the first non-literal operand says more than the `+`.
            if let first = operands.first, first.token < expression.token, !first.form.isLiteral {
                return offence(of: first, source: source, expecting: expecting)
            }
            return ("with the `\(symbol)` operator", expression.token)
        case .identifier, .implicitMember, .member, .call:
            return chainOffence(of: expression, source: source)
        }
    }

    /// Member chains: `Module.allCases.map(…)` is "from `Module.allCases`", `.external(…)` is an
    /// unknown function, and `[…].map(…)` is "with `.map(…)`".
    private static func chainOffence(of expression: ManifestExpression, source: ManifestTokens) -> (String, Int) {
        var links: [ManifestExpression] = []
        var root = expression
        while true {
            links.append(root)
            if case .member(let base, _, _) = root.form { root = base; continue }
            if case .call(let callee, _) = root.form { root = callee; continue }
            break
        }
        links.reverse()
        // links[0] is the root; each later link is a member access or a call on the one before.
        func isCalled(_ index: Int) -> Bool {
            guard index + 1 < links.count, case .call = links[index + 1].form else { return false }
            return true
        }
        switch root.form {
        case .identifier(let name):
            var chain = name
            if isCalled(0) { return ("from `\(name)(…)`", root.token) }
            for index in links.indices.dropFirst() {
                guard case .member(_, let member, _) = links[index].form, !isCalled(index) else { break }
                chain += ".\(member)"
            }
            return ("from `\(chain)`", root.token)
        case .implicitMember(let name):
            if isCalled(0) {
                return ("with `.\(name)(…)`, a function the static reader does not know", root.token)
            }
            return ("with `.\(name)`, a value the static reader does not know", root.token)
        default:
            for index in links.indices.dropFirst() {
                if case .member(_, let member, let nameToken) = links[index].form {
                    return ("with `.\(member)\(isCalled(index) ? "(…)" : "")`", nameToken - 1)
                }
            }
            if case .closure = root.form { return ("with a closure", root.token) }
            return ("with a call on `\(source.quoted(root.token))`", root.token)
        }
    }
}

extension ManifestExpression.Form {
    var isArray: Bool {
        if case .array = self { return true }
        return false
    }

    /// Whether the expression is a literal value the reader could read if it stood alone.
    var isLiteral: Bool {
        switch self {
        case .string, .literal, .array: return true
        default: return false
        }
    }
}
