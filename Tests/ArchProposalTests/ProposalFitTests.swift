import ArchModuleGraph
import ArchRuleCatalogue
import Testing
@testable import ArchProposal

/// Proposals that follow what a real repository is, each from a minimal reproduction.
@Suite("Proposals that fit the repository")
struct ProposalFitTests {
    static func unit(_ name: String, _ path: String, package: String) -> RepositoryShape.Unit {
        RepositoryShape.Unit(name: name, kind: .regular, path: path, packageFolder: package)
    }

    /// A camera package beside the feature packages holds a `CameraFeature` that its own
    /// `CameraUI` uses: a part of the camera, not a screen, so it goes with the camera's
    /// modules and `CameraUI → CameraFeature` is no back-edge. A feature among the features
    /// that a utility uses stays a feature: that edge is the finding.
    @Test func aFeatureModuleOfAnotherSubsystemIsNotPresentation() throws {
        let units = [
            Self.unit("BasketFeature", "Packages/Presentation/BasketFeature/Sources/BasketFeature", package: "Packages/Presentation/BasketFeature"),
            Self.unit("LoginFeature", "Packages/Presentation/LoginFeature/Sources/LoginFeature", package: "Packages/Presentation/LoginFeature"),
            Self.unit("BasketDomain", "Packages/Domain/Sources/BasketDomain", package: "Packages/Domain"),
            Self.unit("BasketData", "Packages/Data/Sources/BasketData", package: "Packages/Data"),
            Self.unit("CameraFeature", "Packages/Camera/CameraFeature/Sources/CameraFeature", package: "Packages/Camera/CameraFeature"),
            Self.unit("CameraUI", "Packages/Camera/CameraUI/Sources/CameraUI", package: "Packages/Camera/CameraUI"),
            Self.unit("CameraCore", "Packages/Camera/CameraCore/Sources/CameraCore", package: "Packages/Camera/CameraCore"),
        ]
        let dependencies: [String: Set<String>] = [
            "BasketFeature": ["BasketDomain", "CameraUI"], "LoginFeature": ["BasketDomain"], "BasketData": ["BasketDomain"],
            "CameraUI": ["CameraFeature", "CameraCore"], "CameraFeature": ["CameraCore"],
        ]
        let proposal = try ArchitectureProposer.propose(ProposalRequest(shape: RepositoryShape(units: units, dependencies: dependencies),
                                                                        folders: FolderModulePlan(modules: [], featureFolders: nil)))
        #expect(proposal.style == .clean)
        #expect(proposal.text.contains("layer Presentation = BasketFeature LoginFeature\n"), "\(proposal.text)")
        #expect(proposal.text.contains("= CameraCore CameraFeature CameraUI\n"), "\(proposal.text)")
    }

    /// Seed 000's routing abstraction declares route factories that return view controllers, so
    /// Abstraction may import UIKit; Domain may not, and neither may use SwiftUI or storage.
    @Test func cleanAbstractionsMayUseUIKitButDomainMayNot() throws {
        let units = ["OrderFeature", "OrderDomain", "OrderData", "RoutingAbstraction"].map {
            Self.unit($0, "Sources/\($0)", package: "")
        }
        let dependencies: [String: Set<String>] = [
            "OrderFeature": ["OrderDomain", "RoutingAbstraction"], "OrderDomain": ["RoutingAbstraction"],
            "OrderData": ["RoutingAbstraction"], "RoutingAbstraction": ["UIKit"],
        ]
        let proposal = try ArchitectureProposer.propose(ProposalRequest(shape: RepositoryShape(units: units, dependencies: dependencies),
                                                                        folders: FolderModulePlan(modules: [], featureFolders: nil)))
        #expect(proposal.text.contains("forbid Domain -> UIKit SwiftUI Combine WebKit CoreData SwiftData\n"), "\(proposal.text)")
        #expect(proposal.text.contains("forbid Abstraction -> SwiftUI Combine WebKit CoreData SwiftData\n"), "\(proposal.text)")
        // Nor may their public API's view controllers be leaks; everything else on the list is.
        let views: Set = ["UIView", "UIViewController", "NSView", "NSViewController"]
        let expected = PublicAPILeakRule.defaultLeakTypes.filter { !views.contains($0) }.joined(separator: " ")
        #expect(proposal.text.contains("leak-types \(expected)\n"), "\(proposal.text)")
        // Home-made layers are the layered-features layout's word: a camera's FrameProcessor is a Clean app's own.
        #expect(proposal.text.contains("\nban-names Manager Helper Helpers Utils Util Tool Tools Handler\n"), "\(proposal.text)")
    }

    /// SwiftNIO calls the stages of a channel pipeline handlers (`ChannelInboundHandler`), so a
    /// server on NIO's core gets no ban on `Handler`; an app that only borrows an
    /// enum from `NIOHTTP1` keeps it.
    @Test func aServerOnSwiftNIOMayNameHandlers() throws {
        let units = ["Server", "HTTPCore"].map { Self.unit($0, "Sources/\($0)", package: "") }
        for (imported, bansHandler) in [("NIOCore", false), ("NIOPosix", false), ("NIOHTTP1", true), ("Foundation", true)] {
            let dependencies: [String: Set<String>] = ["Server": ["HTTPCore", imported], "HTTPCore": []]
            let proposal = try ArchitectureProposer.propose(ProposalRequest(shape: RepositoryShape(units: units, dependencies: dependencies),
                                                                            folders: FolderModulePlan(modules: [], featureFolders: nil)))
            let banLine = proposal.text.split(separator: "\n").first { $0.hasPrefix("ban-names ") } ?? ""
            #expect(banLine.split(separator: " ").contains("Handler") == bansHandler, "\(imported): \(banLine)")
            #expect(banLine.split(separator: " ").contains("Manager"), "\(imported): \(banLine)")
        }
    }
}
