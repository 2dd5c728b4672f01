/// The architectures `archkit init` recognises, in the order it tries them: the most specific
/// evidence first (a folder layout), the weakest last (module names), and the dependency ranks
/// when nothing else fits.
public enum ArchitectureStyle: String, Sendable, CaseIterable, Hashable {
    case clean
    case routeModule = "route-module"
    case featureLayers = "feature-layers"
    case ranks

    /// The order styles are tried in when none is forced.
    public static let detectionOrder: [ArchitectureStyle] = [.featureLayers, .routeModule, .clean, .ranks]

    /// How the `.archrules` header names the style.
    public var title: String {
        switch self {
        case .clean: return "Clean layers"
        case .routeModule: return "Route + Module packages"
        case .featureLayers: return "feature folders"
        case .ranks: return "layers from dependency ranks"
        }
    }
}

/// Why a forced style cannot describe the repository, or why there is nothing to propose.
public struct ProposalRefusal: Error, Sendable, Equatable, CustomStringConvertible {
    public var description: String

    public init(_ description: String) {
        self.description = description
    }
}
