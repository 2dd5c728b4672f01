import ArchCore

/// `features`, `sublayer`, `sublayer-allow`, `feature-door`, `composition-root`,
/// `infrastructure` and `injected`: how the features of one target are laid out and who
/// assembles them, which several rules and the reference edges read.
extension StatementReader {
    static let featureStatements = [
        Statement("features") { reader, line in reader.rules.catalogue.featureLayers += reader.readNames(line, noun: "layer name") },
        Statement("sublayer") { $0.readSublayer($1) },
        Statement("sublayer-allow") { $0.readSublayerAllowance($1) },
        Statement("feature-door") { reader, line in reader.rules.catalogue.featureDoors += reader.readNames(line, noun: "sublayer name") },
        Statement("composition-root") { reader, line in
            reader.rules.catalogue.compositionRoots += reader.readPatterns(line, missing: "missing module pattern after 'composition-root'")
        },
        Statement("infrastructure") { reader, line in
            reader.rules.catalogue.infrastructureLayers += reader.readNames(line, noun: "layer name")
        },
        Statement("injected") { reader, line in reader.rules.catalogue.injectedSublayers += reader.readNames(line, noun: "sublayer name") },
    ]

    private mutating func readPatterns(_ line: RulesLine, missing: String) -> [ArchitectureRules.Pattern] {
        readWords(line, from: 1, missing: missing).map { pattern($0, line) }
    }

    private mutating func readNames(_ line: RulesLine, noun: String) -> [ArchitectureRules.Reference] {
        readWords(line, from: 1, missing: "missing \(noun) after '\(line.tokens[0].text)'").map { reference($0, line) }
    }

    /// `sublayer NAME = PATH ...`. A name whose paths are broken still counts as declared, so
    /// that the lines naming it are not reported too.
    private mutating func readSublayer(_ line: RulesLine) {
        let (name, paths) = readDefinition(line, noun: "sublayer", patternNoun: "folder paths")
        guard let name else { return }
        for path in paths where path.text.hasPrefix("/") || path.text.split(separator: "/").contains("..") {
            report("sublayer path '\(path.text.shortenedForMessage)' must be relative to its feature's folder", line, path.column)
        }
        rules.catalogue.sublayers.append(.init(name: name.text, paths: paths.map { pattern($0, line) }, location: location(line, name.column)))
    }

    /// `sublayer-allow SUBLAYER ... -> SUBLAYER ...`, or `-> *`.
    private mutating func readSublayerAllowance(_ line: RulesLine) {
        guard let (sources, targets) = readArrowStatement(line, sourceNoun: "sublayer name") else { return }
        let targetReferences = targets.map { reference($0, line) }
        for source in sources {
            rules.catalogue.sublayerAllowances.append(.init(sublayer: reference(source, line), targets: targetReferences,
                                                            location: statementLocation(line)))
        }
    }

    /// Reports, once the whole file is read (statements come in any order): names of unknown
    /// sublayers and layers, sublayers declared twice, and names repeated where repeating
    /// them says nothing new.
    mutating func checkFeatureReferences() {
        let catalogue = rules.catalogue
        var sublayerLines: [String: Int] = [:]
        for sublayer in catalogue.sublayers {
            if let first = sublayerLines[sublayer.name] {
                problems.append(ArchRulesProblem(location: sublayer.location,
                                                 message: "duplicate sublayer '\(sublayer.name.shortenedForMessage)'; first declared at line \(first)"))
            } else {
                sublayerLines[sublayer.name] = sublayer.location.line
            }
        }
        let sublayerNames = Suggestion.Candidates(sublayerLines.keys.sorted())
        let layerNames = Suggestion.Candidates(layerLines.keys.sorted())
        var suggested = 0
        func checkKnown(_ reference: ArchitectureRules.Reference, noun: String, in names: Set<String>, _ candidates: Suggestion.Candidates) {
            guard !names.contains(reference.name) else { return }
            suggested += 1
            problems.append(ArchRulesProblem(
                location: reference.location, message: "unknown \(noun) '\(reference.name.shortenedForMessage)'",
                suggestion: suggested <= Self.maximumSuggestedNames ? candidates.closest(to: reference.name) : nil))
        }
        let declaredSublayers = Set(sublayerLines.keys)
        let declaredLayers = Set(layerLines.keys)

        for allowance in catalogue.sublayerAllowances {
            // `*` stands for every sublayer, and only as a target.
            if allowance.sublayer.isWildcard {
                problems.append(ArchRulesProblem(location: allowance.sublayer.location,
                                                 message: "'*' may only follow '->' in 'sublayer-allow'"))
            } else {
                checkKnown(allowance.sublayer, noun: "sublayer", in: declaredSublayers, sublayerNames)
            }
            for target in allowance.targets where !target.isWildcard {
                checkKnown(target, noun: "sublayer", in: declaredSublayers, sublayerNames)
            }
        }
        reportRepeatedPairs(catalogue.sublayerAllowances)

        for (list, noun) in [(catalogue.featureDoors, "feature-door"), (catalogue.injectedSublayers, "injected")] {
            for reference in list { checkKnown(reference, noun: "sublayer", in: declaredSublayers, sublayerNames) }
            reportRepeats(list.map { ($0.name, $0.location) }, statement: noun)
        }
        for (list, noun) in [(catalogue.featureLayers, "features"), (catalogue.infrastructureLayers, "infrastructure")] {
            for reference in list { checkKnown(reference, noun: "layer", in: declaredLayers, layerNames) }
            reportRepeats(list.map { ($0.name, $0.location) }, statement: noun)
        }
        let featureSet = Set(catalogue.featureLayers.map(\.name))
        for layer in catalogue.infrastructureLayers where featureSet.contains(layer.name) {
            problems.append(ArchRulesProblem(location: layer.location,
                                             message: "layer '\(layer.name.shortenedForMessage)' cannot be both 'features' and 'infrastructure'"))
        }
        reportRepeats(catalogue.compositionRoots.map { ($0.glob.pattern, $0.location) }, statement: "composition-root")
    }

    /// A name listed a second time by statements of one keyword.
    private mutating func reportRepeats(_ names: [(String, SourceLocation)], statement: String) {
        var firstLines: [String: Int] = [:]
        for (name, location) in names {
            if let first = firstLines[name] {
                problems.append(ArchRulesProblem(location: location,
                                                 message: "'\(name.shortenedForMessage)' is already listed by '\(statement)' at line \(first)"))
            } else {
                firstLines[name] = location.line
            }
        }
    }

    /// The same `sublayer-allow SOURCE -> TARGET` a second time.
    private mutating func reportRepeatedPairs(_ allowances: [CatalogueSettings.SublayerAllowance]) {
        struct Pair: Hashable { var source: String, target: String }
        var firstLines: [Pair: Int] = [:]
        for allowance in allowances {
            for target in allowance.targets {
                let pair = Pair(source: allowance.sublayer.name, target: target.name)
                if let first = firstLines[pair] {
                    problems.append(ArchRulesProblem(
                        location: target.location,
                        message: "'\(pair.source.shortenedForMessage) -> \(pair.target.shortenedForMessage)' is already allowed at line \(first)"))
                } else {
                    firstLines[pair] = allowance.location.line
                }
            }
        }
    }
}
