import Testing
@testable import ArchSyntax

private func exposed(_ source: String) -> [String] {
    SourceScanner.scan(Array(source.utf8)).publicDeclarations.map {
        "\($0.line):\($0.column) \($0.keyword) \($0.name): \($0.typeNames.joined(separator: " "))"
    }
}

@Suite("Public declarations")
struct PublicDeclarationScanningTests {
    @Test func functionsExposeParametersReturnTypesAndConstraints() {
        #expect(exposed("""
        public func load(_ request: URLRequest, into context: ModelContext) async throws(LoadError) -> [Order] {
            let hidden = Internal()
            return []
        }
        open func make<T: Decodable>(_ type: T.Type) -> Result<T, Failure> where T: Sendable { fatalError() }
        public static func == (lhs: Money, rhs: Money) -> Bool { true }
        """) == [
            "1:13 func load: URLRequest ModelContext LoadError Order",
            "5:11 func make: T Decodable Result Failure Sendable",
            "6:20 func ==: Money Bool",
        ])
    }

    @Test func signaturesThatSpanLines() {
        #expect(exposed("""
        public init(
            session: URLSession,
            cache: Cache
        )
            throws
        {
            self.x = Hidden()
        }
        public subscript(index: Index) -> Element
        {
            Element()
        }
        """) == ["1:8 init init: URLSession Cache", "9:8 subscript subscript: Index Element"])
    }

    @Test func variablesStopAtTheirInitialValueOrAccessors() {
        #expect(exposed("""
        public var view: UIView = UIView()
        public private(set) var controller: UIViewController?
        public let count = Counter()
        public var computed: Model { Model() }
        public weak var delegate: Delegate?
        let notPublic: Hidden
        """) == [
            "1:12 var view: UIView",
            "2:25 var controller: UIViewController",
            "3:12 let count: ",
            "4:12 var computed: Model",
            "5:17 var delegate: Delegate",
        ])
    }

    @Test func typesExposeWhatTheyInherit() {
        #expect(exposed("""
        public final class Store: NSManagedObject, Sendable {
            public func save() {}
        }
        @MainActor open class Screen: UIViewController {}
        public typealias Handler = (Response) -> Void
        public enum Route: String { case a }
        public extension Store {}
        """) == [
            "1:20 class Store: NSManagedObject Sendable",
            "2:17 func save: ",
            "4:23 class Screen: UIViewController",
            "5:18 typealias Handler: Response Void",
            "6:13 enum Route: String",
        ])
    }

    @Test func otherAccessLevelsAndNonDeclarationsAreIgnored() {
        #expect(exposed("""
        internal func a(_ x: A) {}
        private var b: B
        fileprivate class C: D {}
        package func e() -> E {}
        func f(public: Int) {}
        public
        let g = public.h
        public class var shared: Shared { Shared() }
        """) == ["7:5 let g: ", "8:18 var shared: Shared"])
    }

    @Test func anUnterminatedSignatureEndsWithTheFile() {
        #expect(exposed("public func f(a: A, b: [B<C") == ["1:13 func f: A B C"])
    }
}
