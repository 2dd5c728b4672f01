import ArchModel
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
    /// filter of rule `ruleID` let through, which must be those `declaresRouteEnum` lets through.
    static func routeEnumNames(in context: RuleContext, filteredFor ruleID: String) -> Set<String> {
        var names: Set<String> = []
        // By index: `for file in files` copied every file; and borrowed in place: copying each
        // array out of its summary retained and released it.
        context.forEachFile(filteredFor: ruleID) { index in
            context.graph.files[index].summary.declarations.withUnsafeBufferPointer { declarations in
                for position in declarations.indices where isRouteEnum(declarations[position]) {
                    names.insert(declarations[position].name)
                }
            }
        }
        return names
    }

    /// Whether a file declares a route enum.
    static func declaresRouteEnum(_ summary: SourceSummary) -> Bool {
        summary.declarations.contains(where: isRouteEnum)
    }

    private static func isRouteEnum(_ declaration: TypeDeclaration) -> Bool {
        declaration.kind == .enum && isRoute(name: declaration.name, isValueType: true, inheritedTypes: declaration.inheritedTypes)
    }
}
