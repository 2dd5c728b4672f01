import ArchCore
import ArchTestSupport
import Foundation
import Testing
import ArchCommands

/// What never leaves Data, on a copy of the e-commerce fixture: a DTO handed out by a contract
/// of the Abstraction layer, and the shared URLSession read by a use case.
@Suite("Domain boundary on the fixture", .serialized)
struct DomainBoundaryTests {
    @Test func aDTOInAnAbstractionContractIsReportedWhereTheRequirementNamesIt() throws {
        let copy = try FolderCopy(EcommerceFixtureTests.fixture, as: "EcommerceApp")
        let path = "Packages/Abstraction/Sources/ProductAbstraction/ProductRepositoryProtocol.swift"
        try copy.write(path, """
        import Foundation
        import RxSwift

        /// Reads the catalogue; ProductDTO stays in ProductData.
        public protocol ProductRepositoryProtocol {
            func fetchProducts() -> Observable<[any ProductDomainModelProtocol]>
            // func fetchRaw() -> Observable<[ProductDTO]>
            func fetchRaw() -> Observable<[ProductDTO]>
        }

        """)
        let result = CLI.run(["check", copy.root.path])
        #expect(result.exitCode == ExitCode.violations)
        #expect(result.stdout.contains(
            "\(path):8:36: error: the requirement func 'fetchRaw' of a public protocol of 'ProductAbstraction' (Abstraction, pure) exposes 'ProductDTO' (a DTO); expose a domain value or protocol instead [public-api-leak]"),
            "\(result.stdout)")
        #expect(result.stdout.components(separatedBy: "[public-api-leak]").count == 2, "\(result.stdout)")
    }

    @Test func theSharedSessionInAUseCaseIsReportedAndInNetworkingIsNot() throws {
        let copy = try FolderCopy(EcommerceFixtureTests.fixture, as: "EcommerceApp")
        let path = "Packages/Domain/Sources/ProductDomain/PingUseCase.swift"
        try copy.write(path, """
        import Foundation

        // URLSession.shared belongs to Networking.
        public struct PingUseCase {
            public init() {}
            public func ping(_ url: URL) async throws {
                _ = try await URLSession.shared.data(from: url)
            }
        }

        """)
        let result = CLI.run(["check", copy.root.path])
        #expect(result.exitCode == ExitCode.violations)
        #expect(result.stdout.contains(
            "\(path):7:23: error: 'ProductDomain' (Domain, pure) reads the networking singleton 'URLSession.shared'; declare a port for what it needs and let Data implement it with a session the composition root makes [networking-singleton]"),
            "\(result.stdout)")
        // APIProvider's `session: URLSession = .shared`, in Networking, is no finding.
        #expect(result.stdout.components(separatedBy: "[networking-singleton]").count == 2, "\(result.stdout)")
    }
}
