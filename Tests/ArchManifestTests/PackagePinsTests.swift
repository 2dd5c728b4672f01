import ArchManifest
import ArchTestSupport
import Foundation
import Testing

/// `Package.resolved` in each format SwiftPM has written, and what a change of pins moves.
@Suite("Package pins")
struct PackagePinsTests {
    static func pins(_ text: String) throws -> PackagePins {
        try #require(PackagePins(Data(text.utf8)))
    }

    static let formatTwo = SampleManifests.packageResolved

    @Test func formatsTwoAndThreeNameEachPinByIdentityAndLocation() throws {
        let pins = try Self.pins(Self.formatTwo)
        #expect(pins.pins.keys.sorted() == ["swift-collections", "swift-log"])
        #expect(pins.pins["swift-log"]?.names == ["swift-log"])
    }

    @Test func formatOneNamesEachPinByItsNameAndRepository() throws {
        let pins = try Self.pins("""
            { "object" : { "pins" : [ { "package" : "Alamofire", "repositoryURL" : "https://github.com/Alamofire/Alamofire.git",
              "state" : { "branch" : null, "revision" : "ccc", "version" : "5.8.0" } } ] }, "version" : 1 }
            """)
        #expect(pins.pins["alamofire"]?.names == ["alamofire"])
    }

    @Test func aMovedPinAddedPinAndDroppedPinAreRepinnedAndNothingElse() throws {
        let base = try Self.pins(Self.formatTwo)
        let moved = try Self.pins(Self.formatTwo.replacingOccurrences(of: "\"1.5.3\"", with: "\"1.6.0\""))
        #expect(PackagePins.repinned(from: base, to: moved) == ["swift-log": ["swift-log"]])
        #expect(PackagePins.repinned(from: base, to: base).isEmpty)
        // Only whitespace changed: no pin moved.
        #expect(PackagePins.repinned(from: base, to: try Self.pins(Self.formatTwo.replacingOccurrences(of: " : ", with: ":"))).isEmpty)
        // A pin that only one side has; an unreadable or missing side pins nothing.
        #expect(PackagePins.repinned(from: nil, to: base).keys.sorted() == ["swift-collections", "swift-log"])
        #expect(PackagePins.repinned(from: base, to: nil).keys.sorted() == ["swift-collections", "swift-log"])
    }

    /// Nesting is refused at a fixed depth by the JSON reader, whatever the file holds.
    @Test func aDeeplyNestedFileIsRefusedWithoutDeepRecursion() {
        let depth = 1_000_000
        #expect(PackagePins(Data((String(repeating: "[", count: depth) + String(repeating: "]", count: depth)).utf8)) == nil)
        #expect(PackagePins(Data((String(repeating: "{\"pins\":", count: depth) + "[]" + String(repeating: "}", count: depth)).utf8)) == nil)
    }

    @Test func whatIsNoPinFileIsRefused() {
        for text in ["", "[]", "{\"version\": 2}", "{\"pins\": 3}", "not json"] {
            #expect(PackagePins(Data(text.utf8)) == nil, "\(text)")
        }
    }
}
