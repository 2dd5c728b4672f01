import ArchModuleGraph

/// The dependencies one target declares, as its manifest or Xcode project lists them.
struct TargetDependencies {
    var target: String
    var dependencies: ArraySlice<DeclaredDependency>
}

extension ModuleGraph {
    /// `declaredDependencies` in runs of one declaring target, in order: the graph keeps them
    /// sorted by target, so each target comes once.
    var dependenciesByTarget: [TargetDependencies] {
        let all = declaredDependencies
        var runs: [TargetDependencies] = []
        var start = all.startIndex
        while start < all.endIndex {
            let target = all[start].target
            var end = start + 1
            while end < all.endIndex, all[end].target == target { end += 1 }
            runs.append(TargetDependencies(target: target, dependencies: all[start..<end]))
            start = end
        }
        return runs
    }
}
