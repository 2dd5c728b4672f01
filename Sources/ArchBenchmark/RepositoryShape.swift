/// The size of a synthetic monorepo and the findings planted in it.
public struct RepositoryShape: Sendable, Equatable {
    public var name: String
    public var files: Int
    public var targets: Int
    /// Declared and imported dependencies of each target (fewer for the first targets).
    public var dependenciesPerTarget: Int
    public var targetsPerPackage: Int
    /// Imports that go from the Core layer up to the App layer.
    public var layerViolations: Int

    public init(name: String, files: Int, targets: Int, dependenciesPerTarget: Int, targetsPerPackage: Int = 50, layerViolations: Int = 5) {
        precondition(targets >= 4 * (layerViolations + 3), "too few targets for the planted findings")
        precondition(files >= 2 * targets, "every target needs two files")
        self.name = name
        self.files = files
        self.targets = targets
        self.dependenciesPerTarget = dependenciesPerTarget
        self.targetsPerPackage = targetsPerPackage
        self.layerViolations = layerViolations
    }

    public static let small = RepositoryShape(name: "S", files: 2_000, targets: 200, dependenciesPerTarget: 6)
    public static let medium = RepositoryShape(name: "M", files: 10_000, targets: 500, dependenciesPerTarget: 8)
    public static let large = RepositoryShape(name: "L", files: 20_000, targets: 1_000, dependenciesPerTarget: 8)
    /// Five times L, for the linear-scaling target (L to XL grows at most 6×); about 390 MB.
    public static let extraLarge = RepositoryShape(name: "XL", files: 100_000, targets: 5_000, dependenciesPerTarget: 8)
    /// 5,000 modules of two files each, 40 dependencies apiece: about 200,000 edges.
    public static let dense = RepositoryShape(name: "dense", files: 10_000, targets: 5_000, dependenciesPerTarget: 40)

    /// The size of S in more, smaller packages (twenty manifests), for the warm `auto` case:
    /// the benchmark writes it twice, with literal manifests and with manifests only SwiftPM
    /// can read (`RepositoryGenerator.ManifestStyle`).
    public static let warm = RepositoryShape(name: "warm", files: 2_000, targets: 200, dependenciesPerTarget: 6, targetsPerPackage: 10)

    public static let all = [small, medium, large, extraLarge, dense, warm]

    /// Whether the benchmark also measures a cold and a warm `--manifests auto` run of this size.
    public var measuresWarmRuns: Bool { name == Self.warm.name }

    public var packages: Int { (targets + targetsPerPackage - 1) / targetsPerPackage }

    /// What `archkit check` must report, by rule id. Each violation is declared in a manifest
    /// (across packages) and imported: one finding, with the import as a further place. Every
    /// Core → App edge also closes a layer cycle (App already depends on Core); they share the
    /// pair: one finding.
    public var expectedFindings: [String: Int] {
        ["layer-dependency": layerViolations, "banned-name": 1, "dependency-cycle": 1, "layer-cycle": 1]
    }
}
