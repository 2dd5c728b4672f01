import Testing
@testable import ArchCore

@Suite("SwiftPM's environment")
struct ProcessEnvironmentTests {
    /// With `XDG_CACHE_HOME=""` the compiler writes `clang/ModuleCache` into the package
    /// folder being read; archkit must leave the repository untouched.
    @Test func anEmptyCacheHomeIsTreatedAsUnset() {
        #expect(SystemProcessRunner.environment(["XDG_CACHE_HOME": "", "HOME": "/home/dev"]) == ["HOME": "/home/dev"])
        #expect(SystemProcessRunner.environment(["XDG_CACHE_HOME": "/cache"]) == ["XDG_CACHE_HOME": "/cache"])
    }
}
