import ArchCore
import ArchModuleGraph

/// The places of the dependencies a rule rejects, gathered by pair of modules, so that the rule
/// reports each broken dependency once, however many places it has.
///
/// A finding sits at the dependency's declaration in a manifest or project when there is one,
/// else at its first import (by file, then line), else at its first type reference; each other
/// place is a note marked as a place (`Diagnostic.Note.isPlace`), in that same order, so that
/// a suppression comment can take one place out without hiding the rest.
struct BrokenEdges<Reason> {
    /// One rejected pair of modules: its ends (positions in `graph.modules`), why it is
    /// rejected, and its places so far.
    private struct Pair {
        var from: Int
        var to: Int
        var reason: Reason
        var places: [(kind: EdgeKind, place: EdgeLocation)] = []
    }

    private let moduleCount: Int
    private var slotOfPair: [Int: Int] = [:]
    private var pairs: [Pair] = []

    init(moduleCount: Int) {
        self.moduleCount = moduleCount
    }

    var isEmpty: Bool { pairs.isEmpty }

    /// Adds the places of one edge from `from` to `to`; `reason` is asked only for the first
    /// edge of a pair, since why a dependency is rejected depends on its two modules alone.
    mutating func add(from: Int, to: Int, kind: EdgeKind, places: [EdgeLocation], reason: () -> Reason) {
        guard !places.isEmpty else { return }
        let key = from * moduleCount + to
        let slot: Int
        if let known = slotOfPair[key] {
            slot = known
        } else {
            slot = pairs.count
            slotOfPair[key] = slot
            pairs.append(Pair(from: from, to: to, reason: reason()))
        }
        pairs[slot].places += places.map { (kind, $0) }
    }

    /// How a broken dependency is known, for its message: the kind of its primary place, and
    /// for references, the type names referenced, sorted.
    struct How {
        var kind: EdgeKind
        var symbols: [String]

        /// `depends on`, `imports`, `references type 'ProductRepository' declared in`,
        /// `references types 'A' and 'B' declared in`, `references types 'A', 'B', 'C' and 2 more declared in`.
        var verb: String {
            switch kind {
            case .manifest: return "depends on"
            case .import: return "imports"
            case .reference:
                let quoted = symbols.prefix(3).map { "'\($0)'" }
                guard symbols.count > 1 else { return quoted.first.map { "references type \($0) declared in" } ?? "references" }
                let more = symbols.count - quoted.count
                let listed = more > 0 ? quoted.joined(separator: ", ") + " and \(more) more"
                    : quoted.dropLast().joined(separator: ", ") + " and " + quoted[quoted.count - 1]
                return "references types \(listed) declared in"
            }
        }
    }

    /// One finding per pair, in the order the pairs were first added. `describe` gives the
    /// message and the explaining notes from the pair's ends, its reason and how it is known.
    func findings(_ modules: [Module],
                  describe: (_ source: Module, _ target: Module, _ reason: Reason, _ how: How) -> (message: String, notes: [Diagnostic.Note])) -> [RuleFinding] {
        pairs.map { pair in
            let source = modules[pair.from], target = modules[pair.to]
            let ordered = Self.ordered(pair.places)
            let kind = ordered.first?.kind ?? .manifest
            let symbols = kind == .reference ? Set(ordered.compactMap(\.place.symbol)).sorted() : []
            let (message, explanations) = describe(source, target, pair.reason, How(kind: kind, symbols: symbols))
            let places = ordered.dropFirst().map { kind, place in
                Diagnostic.Note(message: Self.words(kind, place), location: place.location, isPlace: true)
            }
            return RuleFinding(message: message, location: ordered.first?.place.location, notes: places + explanations,
                               dependency: Diagnostic.Dependency(from: source.name, to: target.name))
        }
    }

    /// Declarations first, then imports, then references, each by place; a place given twice once.
    private static func ordered(_ places: [(kind: EdgeKind, place: EdgeLocation)]) -> [(kind: EdgeKind, place: EdgeLocation)] {
        let rank: (EdgeKind) -> Int = { $0 == .manifest ? 0 : $0 == .import ? 1 : 2 }
        let sorted = places.sorted { lhs, rhs in
            rank(lhs.kind) != rank(rhs.kind) ? rank(lhs.kind) < rank(rhs.kind) : lhs.place < rhs.place
        }
        var seen = Set<SourceLocation>()
        return sorted.filter { seen.insert($0.place.location).inserted }
    }

    /// What a place is, for its note: `declared here`, `imported here`, `references 'Cart' here`.
    private static func words(_ kind: EdgeKind, _ place: EdgeLocation) -> String {
        switch kind {
        case .manifest: return "also declared here"
        case .import: return "imported here"
        case .reference: return place.symbol.map { "references '\($0)' here" } ?? "referenced here"
        }
    }
}
