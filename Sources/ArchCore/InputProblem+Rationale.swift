/// Why each input problem is reported and what to do about it, with an example, for
/// `archkit rules ID` and for the help code scanning shows beside a result.
extension InputProblem {
    public var rationale: String { Self.explanations[id]?.rationale ?? summary }

    /// What the problem looks like, as a short file excerpt; nil when there is none to show.
    public var example: String? { Self.explanations[id]?.example }

    private static let explanations: [String: (rationale: String, example: String?)] = [
        "manifest-unreadable": (
            """
            With --manifests static, archkit reads Package.swift without running it, and only \
            manifests that are literal values can be read that way. Rather than guess at code it \
            cannot evaluate, archkit reports the manifest, leaves out the modules it declares and \
            marks the analysis incomplete. Use --manifests auto or swiftpm to let SwiftPM evaluate \
            it, or write the manifest as literal values.
            """,
            "// Package.swift\nlet names = [\"A\", \"B\"]\nlet package = Package(name: \"P\", targets: names.map { .target(name: $0) })"),
        "manifest-error": (
            """
            SwiftPM could not evaluate a Package.swift (a syntax error, a missing dependency, a \
            timeout). Its modules are missing from the graph, so every finding about them is too: \
            the analysis is marked incomplete until the manifest is fixed.
            """, nil),
        "project-unreadable": (
            """
            An Xcode project's `project.pbxproj` is not an OpenStep property list, or not one \
            shaped like a project (no `objects`, no `rootObject`), or is no file at all (a folder, \
            a FIFO or a symbolic link, which archkit does not open). Its targets, their files and \
            their declared dependencies are missing from the graph, so every finding about them \
            is too: the analysis is marked incomplete until the project is fixed. The rest of the \
            repository is still checked, and archkit never writes into a project.
            """,
            "// MyApp.xcodeproj/project.pbxproj\n{\n\tobjects = {\n\t\tA1 = { isa = PBXNativeTarget; name = MyApp\n\t};\n}"),
        "project-folder-outside": (
            """
            An Xcode 16 synchronized folder builds whatever its folder holds, and archkit lists \
            that folder to learn a target's files. A folder that leads outside the repository \
            (`/`, `../../..`, or a link to a place outside) would have it walk another part of \
            the disk, so such a folder is not listed, and its files are nobody's. The repository \
            is the git work tree that holds the checked folder, or the checked folder itself. \
            Point the folder at the sources inside the repository.
            """,
            "// MyApp.xcodeproj/project.pbxproj\nA1 = { isa = PBXFileSystemSynchronizedRootGroup; path = ../../..; sourceTree = \"<group>\"; };"),
        "missing-project": (
            """
            An Xcode workspace's `contents.xcworkspacedata` lists a project folder that holds no \
            `project.pbxproj`: the project was moved or deleted and the workspace still names it. \
            Xcode shows it in red and cannot build its schemes. archkit reads every project it \
            finds on its own, so nothing else is missing from the graph; remove the reference or \
            point it at the project's new place. `Pods/Pods.xcodeproj` beside a `Podfile` is not \
            reported: CocoaPods makes it on `pod install`, and few repositories commit it.
            """,
            "<!-- App.xcworkspace/contents.xcworkspacedata -->\n<FileRef location = \"group:Moved/Old.xcodeproj\"></FileRef>"),
        "missing-package-path": (
            """
            A local package dependency points at a folder that holds no package. Where a package \
            of the repository has the dependency's name, archkit resolves the dependency to it, so \
            the graph stays whole; where none has, its products are drawn as external modules. \
            Either way the path is wrong and SwiftPM will fail on it.
            """,
            "// Package.swift\ndependencies: [.package(path: \"../Moved\")]"),
        "unresolved-module-name": (
            """
            Xcode names a target's module after `PRODUCT_MODULE_NAME`, else `PRODUCT_NAME` made \
            an identifier, from the target's and the project's build settings and their \
            `.xcconfig` files. When one of them uses a variable only Xcode knows, archkit cannot \
            tell the name, takes the target's name instead, and says so here: an import of the \
            real name would look external.
            """,
            "// project.pbxproj, the target's buildSettings\nPRODUCT_NAME = \"$(PROJECT_NAME)Kit\";"),
        "unresolved-dependency": (
            """
            A target depends on a name that is no target or product of the repository's packages: \
            often a typo, or a remote package archkit cannot see. The edge is drawn to an external \
            module of that name.
            """,
            "// Package.swift\n.target(name: \"Cart\", dependencies: [\"CartDomian\"])"),
        "duplicate-module": (
            """
            Modules of one name in different packages or projects are different modules, each \
            imported within its own build: archkit keeps them all and names each with its package \
            or project (`Server/App`). Within one package or project (two Xcode targets with one \
            product module name), or between a target and a `module` line of `.archrules`, an \
            import cannot tell the two apart: archkit keeps the declaration its message names. \
            Rename one.
            """, nil),
        "source-encoding": (
            """
            Swift source must be UTF-8. A file with an invalid byte may not compile, and archkit \
            cannot be sure it reads the rest of the file as the compiler would; the place of the \
            first bad byte is reported.
            """, nil),
        "nesting-too-deep": (
            """
            archkit reads string interpolations to a fixed depth so that a hostile file cannot \
            exhaust it. Real code never nests that deep; the nested part is skipped and the rest \
            of the file is still read.
            """, nil),
        "unreadable-file": (
            """
            A file or folder archkit was asked to read could not be opened. Whatever it declares \
            is missing from the graph, so the analysis is marked incomplete rather than clean.
            """, nil),
        "exception-expired": (
            """
            An exception accepts a finding for a limited time, on behalf of an owner, for a \
            reason. Past its date it accepts nothing any more, and this error names the owner, so \
            that the debt is either paid or the exception is renewed knowingly with a new date.
            """,
            "# .archrules\nexcept ProductDomain -> ProductData owner @catalog-team expires 2026-03-31 \"moving the mapper\""),
        "exception-stale": (
            """
            An exception that matches no finding hides nothing: the debt was paid, or the line \
            never matched what it meant to. Reporting it at its line keeps the list of exceptions \
            shrinking instead of growing stale. Delete the line, or fix what it names.
            """,
            "# .archrules: no banned name is declared under Legacy/ any more\nexcept rule banned-name path Legacy/** owner @core expires 2027-01-01 \"old helpers\""),
        "baseline-stale": (
            """
            A baseline accepts the findings a repository had when it was written, so that a check \
            fails only on new ones. An entry that matches no finding any more was fixed: run \
            `archkit check --baseline FILE --update-baseline` to prune it, so that the finding \
            cannot quietly come back.
            """, nil),
        "suppression-without-reason": (
            """
            An `archkit:disable-…` comment must say why, after `--`, so that a reviewer can judge \
            it. Without a reason it suppresses nothing, and the finding it meant to hide is \
            reported too.
            """,
            "// archkit:disable-next-line banned-name\nfinal class SessionManager {}"),
        "suppression-unused": (
            """
            A suppression comment that hides no finding no longer excuses anything: the code \
            changed, or the rule id or line is wrong. Delete the comment.
            """,
            "// archkit:disable-next-line banned-name -- legacy name, renamed in 2.0\nfinal class Session {}"),
        "suppression-unknown": (
            """
            A suppression comment says how far it reaches (disable-next-line, disable-this-line \
            or disable-file) and names its rules by id, so that it hides only what it means to. \
            A form or an id archkit does not know hides nothing; the nearest known one is \
            suggested. `archkit rules` lists every id.
            """,
            "// archkit:disable-this-line baned-name -- legacy name\nfinal class SessionManager {}"),
    ]
}
