import ArchCore
import ArchTestSupport
import Testing
@testable import ArchSyntax

private func calls(_ source: String, options: ScanOptions = .standard) -> [String] {
    SourceScanner.scan(Array(source.utf8), options: options).calls.map {
        "\($0.line):\($0.column) \($0.chain)" + ($0.metatypeArgument.map { " " + $0 } ?? "") + ($0.isCall ? "" : " (read)")
    }
}

@Suite("Call scanning")
struct CallScanningTests {
    @Test func chainsAreRecordedAsWrittenWithoutWhiteSpace() {
        #expect(calls("""
        let a = DIContainer.shared.resolve(OrderService.self)
        let b = container.resolve(Api.Client.self, name: "x")
        let c: Repo = .resolve(Repo.self)
        self.container . resolve(type: Cart.self)
        resolve(x)
        let d = DIContainer
            .shared
            .resolve(Logger.self)
        """) == [
            "1:9 DIContainer.shared.resolve OrderService",
            "2:9 container.resolve Api.Client",
            "3:15 .resolve Repo",
            "4:1 self.container.resolve Cart",
            "5:1 resolve",
            "6:9 DIContainer.shared.resolve Logger",
        ])
    }

    @Test func optionalChainingGenericsAndCallsInTheChain() {
        #expect(calls("""
        let a = container?.resolve(A.self)
        let b = holder!.container!.resolve(B.self)
        let c = Container<Scope>.shared.resolve(C.self)
        let d = make().container[0].resolve(D.self)
        let e = /* note */ container.resolve(E.self)
        """) == [
            "1:9 container.resolve A",
            "2:9 holder.container.resolve B",
            "3:9 Container.shared.resolve C",
            "4:9 make().container[].resolve D",
            "5:20 container.resolve E",
        ])
    }

    /// The chain is read again from the last brace with no bracket open (`CallReplay`): the
    /// tokens readers take (attribute arguments, a directive's condition, an import's path) are
    /// no part of it, and a comparison written without spaces ends inside the brackets it is in.
    @Test func chainsAfterTokensThatReadersTake() {
        #expect(calls("""
        @available(iOS 13, *) let a = c.resolve(A.self)
        #if os(iOS)
        let b = f(x: { c.resolve(B.self) }).resolve(C.self)
        #endif
        import Foo.Bar
        let d = g(a<b).resolve(D.self)
        """) == [
            "1:31 c.resolve A",
            "3:16 c.resolve B",
            "3:9 f().resolve C",
            "6:9 g().resolve D",
        ])
    }

    @Test func onlyCallsOfRecordedNamesCount() {
        #expect(calls("""
        func resolve(_ type: Any.Type) {}
        let a = container.resolved(A.self)
        let b = container.resolve
        let c = container.`resolve`(C.self)
        // container.resolve(D.self)
        let s = "container.resolve(E.self)"
        #if false
        container.resolve(F.self)
        #endif
        """) == ["3:9 container.resolve (read)"])
    }

    /// A recorded member read without a call, as `URLSession.shared` is: only after a
    /// qualifier, never in comments, strings or dead branches, nor as an implicit member.
    @Test func memberReadsAfterAQualifierAreRecorded() {
        let options = ScanOptions(recordedCalls: ["shared"], facts: .calls)
        #expect(calls("""
        let (data, _) = try await URLSession.shared.data(from: url)
        let session: URLSession = .shared
        static let shared = Store()
        let cache = Foundation.URLCache
            .shared
        // URLSession.shared
        let s = "URLSession.shared"
        #if false
        let t = URLSession.shared
        #endif
        let u = shared
        """, options: options) == [
            "1:27 URLSession.shared (read)",
            "4:13 Foundation.URLCache.shared (read)",
        ])
    }

    @Test func theRecordedNamesComeFromTheOptions() {
        let options = ScanOptions(recordedCalls: ["make", "inject"])
        #expect(calls("factory.make(A.self); x.inject(b); container.resolve(C.self)", options: options)
            == ["1:1 factory.make A", "1:23 x.inject"])
    }

    @Test func argumentsThatAreNotMetatypesGiveNone() {
        #expect(calls("""
        c.resolve(a.b)
        c.resolve(A.self.b)
        c.resolve(A.Type.self)
        c.resolve((A).self)
        c.resolve()
        """) == ["1:1 c.resolve", "2:1 c.resolve", "3:1 c.resolve A.Type", "4:1 c.resolve", "5:1 c.resolve"])
    }

    @Test func nestedCallsKeepTheirOwnChains() {
        #expect(calls("register(outer.resolve(inner.resolve(A.self)), other.resolve(B.self))") == [
            "1:10 outer.resolve", "1:24 inner.resolve A", "1:48 other.resolve B",
        ])
    }

    /// `b<c` reads as the start of generic arguments until `(` shows otherwise; the chain is
    /// then the member alone.
    @Test func unbalancedInputKeepsWorking() {
        #expect(calls(")))) ]]] a.resolve(A.self) ((((( [[ b<c.resolve(B.self) d.resolve(D.self)") == [
            "1:10 a.resolve A", "1:41 resolve B", "1:57 d.resolve D",
        ])
    }

    /// A chain of plain names and dots is read from its bytes without lexing it again: for
    /// every chain the byte reading takes, it must give what the lexing gives, and it must
    /// leave every other chain to the lexing.
    @Test func plainChainsReadAsTheLexingReadsThem() {
        let pieces = ["a", "Z", "_x", "self", "shared", "b2", "0", "7", ".", ".", "..", "$0", "`c`", "?", "!",
                      "()", "(x)", "[1]", "<T>", " ", "\n", "// c\n", "é", "resolve"]
        var random = SplitMix64(seed: 0xC4A1_17E)
        var plain = 0
        for iteration in 0..<20_000 {
            var text = ""
            for _ in 0..<random.int(1...8) { text += random.pick(pieces) }
            let bytes = Array(text.utf8)
            bytes.withUnsafeBufferPointer { buffer in
                let pass = ScanPass(cursor: TokenCursor(buffer), options: .standard)
                let lexed = pass.lexedChainText(from: 0, to: bytes.count)
                if let fast = pass.plainChainText(from: 0, to: bytes.count) {
                    plain += 1
                    #expect(fast == lexed, "chain \(iteration): \(text)")
                    #expect(fast == text, "chain \(iteration): \(text)")
                }
                #expect(pass.chainText(from: 0, to: bytes.count) == lexed, "chain \(iteration): \(text)")
            }
        }
        // Both ways are taken often.
        #expect(plain > 1_000 && plain < 19_000, "\(plain) plain chains")
    }
}

@Suite("Registrations and injecting property wrappers")
struct RegistrationScanningTests {
    private static let options = ScanOptions(recordedCalls: ["resolve", "register", "autoregister", "Injected"], facts: .calls)

    private func calls(_ source: String) -> [String] {
        SourceScanner.scan(Array(source.utf8), options: Self.options).calls.map {
            "\($0.line):\($0.column) \($0.chain)" + ($0.inRegistration ? " in registration" : "")
        }
    }

    @Test func callsInARegistrationsClosuresAreMarked() {
        #expect(calls("""
        container.register(A.self) { r in
            A(b: r.resolve(B.self)!)
        }.inObjectScope(.container)
        container.register(C.self, factory: { r in C(d: r.resolve(D.self)!) })
        register { E(f: resolve()) }
        let late = container.resolve(G.self)
        """) == [
            "1:1 container.register",
            "2:10 r.resolve in registration",
            "4:1 container.register",
            "4:49 r.resolve in registration",
            "5:17 resolve in registration",
            "6:12 container.resolve",
        ])
    }

    @Test func aRegistrationWithoutAClosureMarksNothing() {
        #expect(calls("""
        tableView.register(Cell.self, forCellReuseIdentifier: "cell")
        if ready { let s = DIContainer.shared.resolve(S.self) }
        func register(_ x: Int) { let t = container.resolve(T.self) }
        """) == [
            "1:1 tableView.register",
            "2:20 DIContainer.shared.resolve",
            "3:35 container.resolve",
        ])
    }

    @Test func aRegistrationLongerThanTheLookaheadMarksNothing() {
        let body = String(repeating: "x(); ", count: 2_000)
        #expect(calls("c.register(A.self) { r in \(body) r.resolve(B.self) }\n").map { $0.hasSuffix("in registration") } == [false, false])
    }

    @Test func injectingPropertyWrappersAreRecordedAsCalls() {
        #expect(calls("""
        @Injected var a: A
        @LazyInjected(\\.b) var b: B
        @InjectedObject var c: C
        @MainActor @Published var d: D
        """) == ["1:1 @Injected", "2:1 @LazyInjected", "3:1 @InjectedObject"])
        #expect(SourceScanner.scan(Array("@Injected var a: A\n".utf8), options: .standard).calls.isEmpty)
    }
}
