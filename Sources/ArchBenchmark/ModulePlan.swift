import ArchCore

/// Who depends on whom in a synthetic monorepo: a layered DAG plus the planted findings.
///
/// Targets are numbered; the first quarter is Core, then Domain, Feature and App. A target
/// depends only on lower-numbered targets, so the graph is acyclic except for the one planted
/// cycle (targets 0 and 1). Each layer violation is an import from a Core target up to an App
/// target, and no other target depends on either end, so a violation closes no module cycle.
public struct ModulePlan: Sendable {
    public static let layers = ["Core", "Domain", "Feature", "App"]

    public let shape: RepositoryShape
    /// Sorted target indices each target declares and imports.
    public let dependencies: [[Int]]
    /// Core → App pairs, one per planted layer violation.
    public let violations: [(from: Int, to: Int)]
    public let bannedNameTarget: Int

    public init(shape: RepositoryShape, random: inout SplitMix64) {
        self.shape = shape
        let count = shape.targets
        let planted = shape.layerViolations
        let violations = (0..<planted).map { (from: 2 + $0, to: count - 1 - $0) }
        let untouchable = Set(violations.flatMap { [$0.from, $0.to] })
        var dependencies = [[Int]](repeating: [], count: count)
        for target in 2..<count {
            let candidates = (0..<target).filter { !untouchable.contains($0) }
            var chosen = Set<Int>()
            let wanted = min(shape.dependenciesPerTarget, candidates.count)
            while chosen.count < wanted {
                chosen.insert(candidates[random.below(candidates.count)])
            }
            dependencies[target] = chosen.sorted()
        }
        dependencies[0] = [1]
        dependencies[1] = [0]
        for violation in violations {
            dependencies[violation.from].append(violation.to)
        }
        self.dependencies = dependencies
        self.violations = violations
        self.bannedNameTarget = count / 2
    }

    public func layer(of target: Int) -> Int { target * 4 / shape.targets }

    public func name(of target: Int) -> String {
        let digits = String(target)
        return Self.layers[layer(of: target)] + String(repeating: "0", count: max(0, 5 - digits.count)) + digits
    }

    public func package(of target: Int) -> Int { target / shape.targetsPerPackage }

    public func packageName(_ package: Int) -> String {
        let digits = String(package)
        return "Pkg" + String(repeating: "0", count: max(0, 3 - digits.count)) + digits
    }

    public var edgeCount: Int { dependencies.reduce(0) { $0 + $1.count } }

    /// How many Swift files target `target` has; the total is exactly `shape.files`.
    public func fileCount(of target: Int) -> Int {
        shape.files / shape.targets + (target < shape.files % shape.targets ? 1 : 0)
    }
}
