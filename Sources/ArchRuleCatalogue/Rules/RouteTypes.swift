#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import ArchModuleGraph
import ArchSyntax

/// How the route rules tell a route type, by names alone, as a lexer can:
/// - a routing protocol is named `Routable` or `Route`, or ends in one of them (`AppRoutable`,
///   `AppRoute`), module qualifier ignored;
/// - a route type is an enum or struct whose name ends in `Route` (`SettingsRoute`), or that
///   conforms to a routing protocol.
enum RouteTypes {
    static func isRoutingProtocol(_ written: String) -> Bool {
        // Most names are not qualified: only one with a dot is split.
        let dot = UInt8(ascii: ".")
        let qualified = written.utf8.withContiguousStorageIfAvailable { $0.contains(dot) } ?? written.utf8.contains(dot)
        guard qualified else { return written.hasSuffix("Routable") || written.hasSuffix("Route") }
        let name = written.split(separator: ".").last.map(String.init) ?? written
        return name.hasSuffix("Routable") || name.hasSuffix("Route")
    }

    static func isRoute(name: String, isValueType: Bool, inheritedTypes: [String]) -> Bool {
        isValueType && (name.hasSuffix("Route") || inheritedTypes.contains(where: isRoutingProtocol))
    }

    /// The names of every route enum the repository declares, from the files that the source
    /// filter of rule `ruleID` let through, which must include those `mayDeclareRouteEnum` lets
    /// through.
    static func routeEnumNames(in context: RuleContext, filteredFor ruleID: RuleID) -> Set<String> {
        var names: Set<String> = []
        // By index: `for file in files` copied every file; and borrowed in place: copying each
        // array out of its summary retained and released it.
        context.forEachFile(filteredFor: ruleID) { index in
            context.graph.files[index].summary.declarations.withUnsafeBufferPointer { declarations in
                for position in declarations.indices where isRouteEnum(in: declarations, at: position) {
                    names.insert(declarations[position].name)
                }
            }
        }
        return names
    }

    /// Whether a file may declare a route enum: an enum whose name, or one of whose inherited
    /// types, ends in the bytes of `Route` or `Routable`. Every route enum does: a name that
    /// ends in those letters as characters ends in them as bytes (no other character is
    /// canonically equivalent to any of them, as the Kelvin sign is to `K`), and so does a
    /// qualified name whose last part does. So none is missed; the few other files let through
    /// are asked exactly by `routeEnumNames`. Asked of every file, it spares the characters'
    /// comparisons.
    static func mayDeclareRouteEnum(_ summary: SourceSummary) -> Bool {
        summary.declarations.withUnsafeBufferPointer { declarations in
            declarations.indices.contains { position in
                declarations[position].kind == .enum
                    && (endsInRouteWord(declarations[position].name)
                        || declarations[position].inheritedTypes.contains(where: endsInRouteWord))
            }
        }
    }

    private static func endsInRouteWord(_ name: String) -> Bool {
        ends(name, with: "Route") || ends(name, with: "Routable")
    }

    private static func ends(_ name: String, with word: StaticString) -> Bool {
        let suffix = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        return name.utf8.withContiguousStorageIfAvailable { bytes in
            bytes.count >= suffix.count && memcmp(bytes.baseAddress! + (bytes.count - suffix.count), suffix.baseAddress!, suffix.count) == 0
        } ?? name.utf8.reversed().starts(with: suffix.reversed())
    }

    /// Asked of the declaration in place: passing each declaration by value copied its name
    /// and inherited types, for every declaration of every file.
    private static func isRouteEnum(in declarations: UnsafeBufferPointer<TypeDeclaration>, at position: Int) -> Bool {
        declarations[position].kind == .enum
            && isRoute(name: declarations[position].name, isValueType: true, inheritedTypes: declarations[position].inheritedTypes)
    }
}
