import ArchCore
import ArchModuleGraph

/// Graph JSON written as bytes, member by member, in the very bytes the document's `Codable`
/// encoding gives through `JSONOutput` (tests hold the two equal), without building the
/// encoder's tree, a `Data` and a `String` of the whole document first. Every member is named
/// by the coding key its type's `Codable` conformance declares, so a name is written once.
extension GraphDocument {
    /// Writes the document with its final newline, handing the bytes to `emit` in chunks of
    /// about `chunkSize` bytes.
    public func writeJSON<Failure: Error>(chunkSize: Int = 1 << 16, to emit: ([UInt8]) throws(Failure) -> Void) throws(Failure) {
        var json = JSONBytes(capacity: chunkSize + chunkSize / 4)
        func flush(_ json: inout JSONBytes) throws(Failure) {
            if json.bytes.count >= chunkSize { try emit(json.take()) }
        }
        /// A member holding an array, handed on in chunks as its elements are written.
        func array<Element>(_ key: Keys, _ elements: [Element], _ json: inout JSONBytes,
                            _ write: (inout JSONBytes, Element) -> Void) throws(Failure) {
            json.key(key)
            json.beginArray()
            for element in elements {
                json.element()
                write(&json, element)
                try flush(&json)
            }
            json.endArray()
        }
        /// `array` for the long arrays: runs of elements are written side by side on all
        /// cores, a round at a time so that only a round is held, and put in order.
        func runs<Element: Sendable>(_ key: Keys, _ elements: [Element], _ json: inout JSONBytes,
                                     _ write: @escaping @Sendable (inout JSONBytes, Element) -> Void) throws(Failure) {
            let run = 256, runsPerRound = 16
            guard elements.count > 2 * run else {
                try array(key, elements, &json, write)
                return
            }
            json.key(key)
            json.beginArray()
            let depth = json.nesting
            var start = 0
            while start < elements.count {
                let roundStart = start, end = min(elements.count, start + run * runsPerRound)
                let written = Parallel.map((end - start + run - 1) / run) { part in
                    let first = roundStart + part * run
                    var writer = JSONBytes(elementsAt: depth, continuing: first > 0, capacity: run * 512)
                    for element in elements[first..<min(end, first + run)] {
                        writer.element()
                        write(&writer, element)
                    }
                    return writer
                }
                for writer in written {
                    json.append(elements: writer)
                    try flush(&json)
                }
                start = end
            }
            json.endArray()
        }
        // The members in sorted order, each as the `Codable` encoding writes it.
        json.beginObject()
        if !accepted.isEmpty {
            try array(Keys.accepted, accepted, &json) { $0.write($1) }
        }
        if let configuration {
            json.key(Keys.configuration)
            json.string(configuration)
        }
        try array(Keys.diagnostics, diagnostics, &json) { $0.write($1, acceptedBy: nil) }
        try runs(Keys.edges, edges, &json) { $0.write($1) }
        try array(Keys.layers, layers, &json) { $0.write($1) }
        try runs(Keys.modules, Array(zip(modules, dependentCounts)), &json) { $0.write($1.0, dependents: $1.1) }
        json.key(Keys.root)
        json.string(root)
        json.key(Keys.summary)
        json.write(summary)
        try array(Keys.unread, unread, &json) { $0.write($1) }
        json.key(Keys.version)
        json.int(Self.formatVersion)
        json.endObject()
        var last = json.take()
        last.append(0x0A)
        try emit(last)
    }

    /// The whole document as graph JSON bytes, final newline included.
    public var jsonBytes: [UInt8] {
        var all: [UInt8] = []
        writeJSON(chunkSize: 1 << 20) { all.append(contentsOf: $0) }
        return all
    }
}

extension JSONBytes {
    mutating func write(_ summary: AnalysisSummary) {
        beginObject()
        key(AnalysisSummary.Keys.edges); int(summary.edges)
        key(AnalysisSummary.Keys.errors); int(summary.errors)
        key(AnalysisSummary.Keys.files); int(summary.files)
        key(AnalysisSummary.Keys.modules); int(summary.modules)
        if summary.referenceEdges > 0 { key(AnalysisSummary.Keys.referenceEdges); int(summary.referenceEdges) }
        key(AnalysisSummary.Keys.warnings); int(summary.warnings)
        endObject()
    }

    mutating func write(_ module: Module, dependents: DependentCounts.Count) {
        beginObject()
        key(EncodedModule.Keys.dependents)
        beginObject()
        key(DependentCounts.Count.CodingKeys.direct); int(dependents.direct)
        key(DependentCounts.Count.CodingKeys.transitive); int(dependents.transitive)
        endObject()
        key(EncodedModule.Keys.kind); string(module.kind.rawValue)
        if let layer = module.layer { key(EncodedModule.Keys.layer); string(layer) }
        if let location = module.location {
            key(EncodedModule.Keys.location)
            beginObject()
            key(SourceLocation.Keys.column); int(location.column)
            key(SourceLocation.Keys.file); string(location.file)
            key(SourceLocation.Keys.line); int(location.line)
            endObject()
        }
        key(EncodedModule.Keys.name); string(module.name)
        if let package = module.package { key(EncodedModule.Keys.package); string(package) }
        if let path = module.path { key(EncodedModule.Keys.path); string(path) }
        endObject()
    }

    mutating func write(_ edge: Edge) {
        beginObject()
        key(Edge.CodingKeys.from); string(edge.from)
        key(Edge.CodingKeys.kind); string(edge.kind.rawValue)
        key(Edge.CodingKeys.locations)
        beginArray()
        for place in edge.locations {
            element()
            beginObject()
            key(EdgeLocation.Keys.column); int(place.location.column)
            if let condition = place.condition { key(EdgeLocation.Keys.condition); string(condition) }
            key(EdgeLocation.Keys.file); string(place.location.file)
            key(EdgeLocation.Keys.line); int(place.location.line)
            if let symbol = place.symbol { key(EdgeLocation.Keys.symbol); string(symbol) }
            endObject()
        }
        endArray()
        key(Edge.CodingKeys.to); string(edge.to)
        endObject()
    }

    mutating func write(_ layer: GraphDocument.Layer) {
        beginObject()
        key(GraphDocument.Layer.Keys.allowed); strings(layer.allowed)
        key(GraphDocument.Layer.Keys.independent); bool(layer.isIndependent)
        key(GraphDocument.Layer.Keys.name); string(layer.name)
        endObject()
    }

    mutating func write(_ input: UnreadInput) {
        beginObject()
        key(UnreadInput.CodingKeys.file); string(input.file)
        key(UnreadInput.CodingKeys.message); string(input.message)
        key(UnreadInput.CodingKeys.problem); string(input.problem)
        endObject()
    }

    mutating func write(_ finding: AcceptedFinding) {
        write(finding.finding, acceptedBy: finding.acceptance)
    }

    /// A diagnostic's members, with an accepted finding's `acceptedBy` first among them.
    mutating func write(_ diagnostic: Diagnostic, acceptedBy acceptance: AcceptedFinding.Acceptance?) {
        beginObject()
        if let acceptance {
            key(AcceptedFinding.Keys.acceptedBy)
            write(acceptance)
        }
        // `cycle`, `cycleLevel` and `dependency` sort between `column` and `file`.
        key(Diagnostic.Keys.column); optionalInt(diagnostic.location?.column)
        if let cycle = diagnostic.cycle {
            key(Diagnostic.Keys.cycle); strings(cycle.path)
            key(Diagnostic.Keys.cycleLevel); string(cycle.level.rawValue)
        }
        if let dependency = diagnostic.dependency {
            key(Diagnostic.Keys.dependency)
            beginObject()
            key(Diagnostic.Dependency.CodingKeys.from); string(dependency.from)
            key(Diagnostic.Dependency.CodingKeys.to); string(dependency.to)
            endObject()
        }
        key(Diagnostic.Keys.file); optionalString(diagnostic.location?.file)
        key(Diagnostic.Keys.line); optionalInt(diagnostic.location?.line)
        key(Diagnostic.Keys.message); string(diagnostic.message)
        if !diagnostic.notes.isEmpty {
            key(Diagnostic.Keys.notes)
            beginArray()
            for note in diagnostic.notes {
                element()
                beginObject()
                key(Diagnostic.Note.Keys.column); optionalInt(note.location?.column)
                key(Diagnostic.Note.Keys.file); optionalString(note.location?.file)
                key(Diagnostic.Note.Keys.line); optionalInt(note.location?.line)
                key(Diagnostic.Note.Keys.message); string(note.message)
                if note.isPlace { key(Diagnostic.Note.Keys.place); bool(true) }
                endObject()
            }
            endArray()
        }
        key(Diagnostic.Keys.rule); string(diagnostic.ruleID)
        key(Diagnostic.Keys.severity); string(diagnostic.severity.rawValue)
        if let symbol = diagnostic.symbol { key(Diagnostic.Keys.symbol); string(symbol) }
        endObject()
    }

    private mutating func write(_ acceptance: AcceptedFinding.Acceptance) {
        beginObject()
        if case .baseline(let file) = acceptance { key(AcceptedFinding.AcceptanceKeys.baseline); string(file) }
        key(AcceptedFinding.AcceptanceKeys.column); optionalInt(acceptance.location?.column)
        if case .exception(_, _, let expires, _) = acceptance { key(AcceptedFinding.AcceptanceKeys.expires); string(expires) }
        key(AcceptedFinding.AcceptanceKeys.file); optionalString(acceptance.location?.file)
        key(AcceptedFinding.AcceptanceKeys.kind); string(acceptance.kind.rawValue)
        key(AcceptedFinding.AcceptanceKeys.line); optionalInt(acceptance.location?.line)
        if case .exception(_, let owner, _, _) = acceptance { key(AcceptedFinding.AcceptanceKeys.owner); string(owner) }
        if let reason = acceptance.reason { key(AcceptedFinding.AcceptanceKeys.reason); string(reason) }
        if case .suppression(_, let scope, _) = acceptance { key(AcceptedFinding.AcceptanceKeys.scope); string(scope) }
        endObject()
    }

    private mutating func optionalInt(_ value: Int?) {
        if let value { int(value) } else { null() }
    }

    private mutating func optionalString(_ value: String?) {
        if let value { string(value) } else { null() }
    }
}
