import Testing
@testable import ArchSyntax

private func references(_ source: String) -> [String] {
    SourceScanner.scan(Array(source.utf8)).references.map { "\($0.line):\($0.column) \($0.name)" }
}

private func names(_ source: String) -> [String] {
    SourceScanner.scan(Array(source.utf8)).references.map(\.name)
}

@Suite("Reference scanning")
struct ReferenceScanningTests {
    @Test func capitalisedNamesInTypeAndExpressionPositionAreReferences() {
        #expect(references("""
        let cart: CartSummary.Line = CartSummary.Line(items: [Item]())
        func load(_ x: Moya.Method) -> Result<Order, _Error> { .success(Order.empty) }
        """) == [
            "1:11 CartSummary", "1:23 Line", "1:30 CartSummary", "1:42 Line", "1:55 Item",
            "2:16 Moya", "2:21 Method", "2:32 Result", "2:39 Order", "2:46 _Error", "2:65 Order",
        ])
    }

    @Test func lowercaseNamesAndNumbersAreNotReferences() {
        #expect(names("let value = compute(x, 3) + other.field").isEmpty)
    }

    @Test func commentsAndStringsHideNames() {
        #expect(names(#"""
        // let a = CommentedOut()
        /* BlockCommented /* Nested */ */
        /// DocumentedThing
        let s = "StringName \(1)"
        let m = """
        MultiLineName
        """
        let r = #"RawName"#
        let real = Real()
        """#) == ["Real"])
    }

    /// Interpolated code is code: a name there is a reference, at its own position.
    @Test func namesInsideInterpolationsCount() {
        #expect(references(#"""
        let s = "total: \(Formatter.shared.format(Price(1))) and \("nested \(Deep.value)")"
        let t = "\(x.Type.self) \(Self.name)"
        """#) == ["1:19 Formatter", "1:43 Price", "1:70 Deep"])
        let summary = SourceScanner.scan(Array(#"let s = "\(Price(1)) \(Price.init(2)) \(Price.zero)""#.utf8))
        #expect(summary.references.map(\.isConstruction) == [true, true, false])
    }

    @Test func interpolationsAreReadInSourceOrderAroundOtherReferences() {
        #expect(names(#"A("\(B())") ; C("\(D)") ; E"#) == ["A", "B", "C", "D", "E"])
    }

    @Test func theNameOfADeclaredTypeIsNotAReference() {
        #expect(names("""
        struct Foo: Bar {}
        final class Baz<T: Qux> {}
        enum Route { case Home }
        typealias Handler = Callback
        extension Foo {}
        """) == ["Bar", "Qux", "Home", "Callback", "Foo"])
    }

    @Test func selfTypeAndProtocolAfterADotAreNotReferences() {
        #expect(names("""
        func f(_ a: Foo.Type, _ b: Bar.Protocol) -> Self { Self.make(Type(), Any.self) }
        """) == ["Foo", "Bar", "Type"])
    }

    @Test func importPathsAreNotReferences() {
        #expect(names("""
        import Foundation
        @testable import struct Networking.Client
        import UIKit.UIView
        let x = Client()
        """) == ["Client"])
    }

    @Test func backtickedNamesCountByTheirName() {
        #expect(names("let t = `Type`(); let k = `Kind`.a") == ["Type", "Kind"])
    }

    @Test func capitalisedAttributesAreReferences() {
        #expect(references("@MainActor final class A { @Injected var b: B; @objc func c() {} }")
            == ["1:2 MainActor", "1:29 Injected", "1:45 B"])
    }

    @Test func constructionIsADirectCallOrInit() {
        let summary = SourceScanner.scan(Array("""
        let a = OrderService()
        let b = OrderService.init(api: api)
        let c = OrderService .init (api: api)
        let d: OrderService = make()
        let e = OrderService.shared
        let f = OrderService
            (x)
        let g = OrderService.initial(1)
        let h = Box<Int>(1)
        """.utf8))
        #expect(summary.references.map { "\($0.name) \($0.isConstruction)" } == [
            "OrderService true", "OrderService true", "OrderService true", "OrderService false",
            "OrderService false", "OrderService false", "OrderService false", "Box false", "Int false",
        ])
    }

    @Test func deadBranchesHideNames() {
        #expect(names("""
        #if false
        let a = DeadIf()
        #elseif DEBUG
        let b = LiveElseIf()
        #else
        let c = LiveElse()
        #endif
        #if 0
        #if true
        let d = DeadNested()
        #endif
        #else
        let e = LiveAfterZero()
        #endif
        #if true
        let f = LiveTrue()
        #elseif DEBUG
        let g = DeadAfterTrue()
        #else
        let h = DeadElseAfterTrue()
        #endif
        let i = Unconditional()
        """) == ["LiveElseIf", "LiveElse", "LiveAfterZero", "LiveTrue", "Unconditional"])
    }

    /// Declarations in dead branches are still recorded: only references depend on liveness.
    @Test func twinsInADeadBranchLeaveOneReference() {
        let summary = SourceScanner.scan(Array("""
        #if false
        let service = LegacyService()
        #else
        let service = ModernService()
        #endif
        """.utf8))
        #expect(summary.references.map(\.name) == ["ModernService"])
    }

    @Test func referencesCarryTheirCondition() {
        let summary = SourceScanner.scan(Array("""
        #if canImport(UIKit)
        let v = UIView()
        #else
        let v = NSView()
        #endif
        let w = Window()
        """.utf8))
        #expect(summary.references.map { "\($0.name) \($0.condition ?? "-")" } == [
            "UIView canImport(UIKit)", "NSView !canImport(UIKit)", "Window -",
        ])
    }

    @Test func genericArgumentsAndNestedTypesCount() {
        #expect(names("let x: Dictionary<Key, Array<Value.Nested>>? = nil") == ["Dictionary", "Key", "Array", "Value", "Nested"])
    }
}

@Suite("Inheritance clauses")
struct InheritanceScanningTests {
    private func inherited(_ source: String) -> [String] {
        SourceScanner.scan(Array(source.utf8)).declarations.map { "\($0.name): \($0.inheritedTypes.joined(separator: ", "))" }
    }

    @Test func namesAfterTheColonUpToTheBody() {
        #expect(inherited("""
        final class Cell: UITableViewCell, Configurable {}
        struct Box<T: Equatable>: Codable, Hashable where T: Sendable {}
        enum Route: String, CaseIterable { case a }
        protocol Store: AnyObject, Sendable {}
        actor Cache {}
        class Model: Foundation.NSObject, Repo<Int, [String]>, Other.Deep.Name {}
        struct Handler: @unchecked Sendable, ~Copyable {}
        protocol Legacy: class {}
        protocol Both: A & B {}
        class Fn: Wrapper<(Int) -> Void>, Tail {}
        """) == [
            "Cell: UITableViewCell, Configurable",
            "Box: Codable, Hashable",
            "Route: String, CaseIterable",
            "Store: AnyObject, Sendable",
            "Cache: ",
            "Model: Foundation.NSObject, Repo, Other.Deep.Name",
            "Handler: Sendable, Copyable",
            "Legacy: ",
            "Both: A, B",
            "Fn: Wrapper, Tail",
        ])
    }

    @Test func clausesSpanLinesAndStopAtWhere() {
        #expect(inherited("""
        struct Multi:
            First,
            Second
        where Second: Third {
            struct Inner: Nested {}
        }
        """) == ["Multi: First, Second", "Inner: Nested"])
    }

    @Test func anUnterminatedClauseEndsWithTheFile() {
        #expect(inherited("class Open: Base, Other") == ["Open: Base, Other"])
        #expect(inherited("class Open: Base<Never") == ["Open: Base"])
    }

    @Test func inheritedNamesAreAlsoReferences() {
        #expect(names("class A: B, C.D {}") == ["B", "C", "D"])
    }
}
