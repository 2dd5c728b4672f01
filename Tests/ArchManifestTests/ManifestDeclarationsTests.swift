@testable import ArchManifest
import Foundation
import Testing

/// Two revisions compared as SwiftPM declares them (`dump-package`'s answer).
@Suite("Manifest declarations")
struct ManifestDeclarationsTests {
    static func declarations(_ json: String) throws -> ManifestDeclarations {
        try #require(ManifestDeclarations(portableAnswer: Data(json.utf8)))
    }

    static func answer(products: String = #"[{"name": "Kit", "targets": ["A"], "type": {"library": ["automatic"]}}]"#,
                       traits: String = #"[{"name": "default", "enabledTraits": ["TLS", "HTTP"]}, {"name": "TLS", "enabledTraits": []}]"#,
                       bSettings: String = "[]") -> String {
        """
        {"name": "P", "toolsVersion": {"_version": "5.9.0"}, "traits": \(traits), "products": \(products),
         "dependencies": [{"sourceControl": [{"identity": "swift-log", "requirement": {"range": [{"lowerBound": "1.5.0"}]}}]}],
         "targets": [{"name": "A", "type": "regular", "dependencies": [], "settings": []},
                     {"name": "B", "type": "regular", "dependencies": [{"byName": ["A", null]}], "settings": \(bSettings)}]}
        """
    }

    @Test func traitsInAnotherOrderDeclareTheSame() throws {
        let base = try Self.declarations(Self.answer())
        let head = try Self.declarations(Self.answer(traits: #"[{"name": "TLS", "enabledTraits": []}, {"name": "default", "enabledTraits": ["HTTP", "TLS"]}]"#))
        #expect(ManifestDeclarations.changes(from: base, to: head).targets == [])
    }

    @Test func aSettingChangesItsTargetAndAProductChangesItsTargets() throws {
        let base = try Self.declarations(Self.answer())
        #expect(ManifestDeclarations.changes(from: base, to: try Self.declarations(Self.answer(bSettings: #"[{"kind": {"define": ["FAST"]}}]"#))).targets == ["B"])
        let product = try Self.declarations(Self.answer(products: #"[{"name": "Kit", "targets": ["A", "B"], "type": {"library": ["automatic"]}}]"#))
        #expect(ManifestDeclarations.changes(from: base, to: product).targets == ["A", "B"])
        // The package's own declaration changes every target.
        let tools = try Self.declarations(Self.answer().replacingOccurrences(of: "5.9.0", with: "6.0.0"))
        #expect(ManifestDeclarations.changes(from: base, to: tools).targets == nil)
    }
}
