import ArchCore
import Testing

@Suite("Relative paths")
struct RelativePathTests {
    @Test func theCommonFolderIsTheDeepestThatHoldsEveryPath() {
        #expect(RelativePath.commonFolder(of: []) == "")
        #expect(RelativePath.commonFolder(of: ["Package.swift"]) == "")
        #expect(RelativePath.commonFolder(of: ["App/Sources/A.swift"]) == "App/Sources")
        #expect(RelativePath.commonFolder(of: ["App/Sources/A.swift", "App/Sources/Sub/B.swift", "App/Tests/T.swift"]) == "App")
        // A folder's name that starts another's is not that folder.
        #expect(RelativePath.commonFolder(of: ["a/b/x.swift", "a/bc/y.swift"]) == "a")
        #expect(RelativePath.commonFolder(of: ["a/b/x.swift", "c/y.swift"]) == "")
        #expect(RelativePath.commonFolder(of: ["a/b/x.swift", "top.swift"]) == "")
    }

    @Test func hiddenNamesStartWithADotButAreNotDotOrDotDot() {
        #expect(NeverScannedFolders.isHidden(".github"))
        #expect(NeverScannedFolders.isHidden(".B.swift"))
        #expect(NeverScannedFolders.isHidden("..hidden"))
        #expect(!NeverScannedFolders.isHidden("."))
        #expect(!NeverScannedFolders.isHidden(".."))
        #expect(!NeverScannedFolders.isHidden("Sources"))
        #expect(!NeverScannedFolders.isHidden("My.bundle"))
        #expect(!NeverScannedFolders.isHidden(""))
    }
}
