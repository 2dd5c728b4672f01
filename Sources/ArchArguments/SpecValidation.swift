extension CommandSpec {
    /// Mistakes in the declaration of this command tree, one sentence each, prefixed with the
    /// command path. Empty for a well-formed tree.
    ///
    /// A malformed spec is a programming error, not a user error, so the parser does not report
    /// it at run time; a test of the real command tree should assert that this is empty.
    public func validationProblems() -> [String] {
        validationProblems(path: [name], isRoot: true)
    }

    private func validationProblems(path: [String], isRoot: Bool) -> [String] {
        let here = path.joined(separator: " ")
        var problems: [String] = []
        func problem(_ text: String) { problems.append("\(here): \(text)") }

        if !isRoot, version != nil {
            problem("only the root command can have a version")
        }

        var reservedLongNames: Set<String> = ["help"]
        if isRoot, version != nil { reservedLongNames.insert("version") }
        var seenLongNames: Set<String> = []
        var seenShortNames: Set<Character> = []
        for option in options {
            let long = option.longName
            if long.isEmpty || long.hasPrefix("-") || long.contains("=") || long.contains(" ") {
                problem("option name '\(long)' must be a word without dashes, '=' or spaces")
            }
            if reservedLongNames.contains(long) { problem("option '--\(long)' is reserved") }
            if !seenLongNames.insert(long).inserted { problem("option '--\(long)' is declared twice") }
            if let short = option.shortName {
                if short == "h" || short == "-" || short == "=" { problem("short option '-\(short)' is reserved") }
                if !seenShortNames.insert(short).inserted { problem("short option '-\(short)' is declared twice") }
            }
            if option.kind == .flag, !option.allowedValues.isEmpty || option.defaultValue != nil {
                problem("flag '--\(long)' cannot have allowed values or a default")
            }
            if option.kind == .repeatable, option.defaultValue != nil {
                problem("repeatable option '--\(long)' cannot have a default")
            }
            if let defaultValue = option.defaultValue, !option.allowedValues.isEmpty,
               !option.allowedValues.contains(defaultValue) {
                problem("default '\(defaultValue)' of '--\(long)' is not one of its allowed values")
            }
        }

        if !subcommands.isEmpty, !positionals.isEmpty {
            problem("a command with subcommands cannot take positional arguments")
        }
        var seenPositionals: Set<String> = []
        for (offset, positional) in positionals.enumerated() {
            if !seenPositionals.insert(positional.name).inserted {
                problem("argument '<\(positional.name)>' is declared twice")
            }
            let earlier = positionals[..<offset]
            if positional.arity == .required, earlier.contains(where: { !$0.arity.isRequired || $0.arity.isVariadic }) {
                problem("required argument '<\(positional.name)>' follows an optional or variadic one")
            }
            if positional.arity.isVariadic, offset != positionals.count - 1 {
                problem("variadic argument '<\(positional.name)>' must be the last one")
            }
            if positional.defaultValue != nil, positional.arity != .optional {
                problem("only an optional argument can have a default, not '<\(positional.name)>'")
            }
        }

        var seenSubcommands: Set<String> = []
        for subcommand in subcommands {
            if subcommand.name.isEmpty || subcommand.name.hasPrefix("-") {
                problem("subcommand name '\(subcommand.name)' must be a word not starting with '-'")
            }
            if !seenSubcommands.insert(subcommand.name).inserted {
                problem("subcommand '\(subcommand.name)' is declared twice")
            }
        }
        if let defaultSubcommand, subcommand(named: defaultSubcommand) == nil {
            problem("default subcommand '\(defaultSubcommand)' is not one of its subcommands")
        }

        for subcommand in subcommands {
            problems += subcommand.validationProblems(path: path + [subcommand.name], isRoot: false)
        }
        return problems
    }
}
