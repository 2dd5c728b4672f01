import Testing
@testable import ArchSyntax

private func cases(_ source: String) -> [String] {
    SourceScanner.scan(Array(source.utf8)).enumCases.map { "\($0.line):\($0.column) \($0.enumName).\($0.name)" }
}

@Suite("Enum cases")
struct EnumCaseScanningTests {
    @Test func everyCaseOfEveryListIsRecorded() {
        #expect(cases("""
        enum Route: Equatable {
            case home, detail(id: String, tags: [String] = []), pushProfileVC
            case settings(Settings.Section, (Int, Int))
            indirect case nested(Route)
            case raw = 3; case `default`
        }
        """) == [
            "2:10 Route.home", "2:16 Route.detail", "2:57 Route.pushProfileVC",
            "3:10 Route.settings", "4:19 Route.nested", "5:10 Route.raw", "5:24 Route.default",
        ])
    }

    @Test func caseListsMaySpanLines() {
        #expect(cases("enum E {\n    case a,\n         b\n    let x = 1\n}") == ["2:10 E.a", "3:10 E.b"])
    }

    @Test func casesOfSwitchesAndPatternsAreNotEnumCases() {
        #expect(cases("""
        enum State {
            case idle
            func next() -> State {
                switch self { case .idle: return .idle }
                if case .idle = self {}
                for case let x? in [1] {}
            }
            var label: String {
                switch self {
                case .idle: "idle"
                }
            }
        }
        func f(x: Int) { switch x { case 1: break; default: break } }
        """) == ["2:10 State.idle"])
    }

    @Test func theInnermostEnclosingEnumOwnsTheCase() {
        #expect(cases("""
        enum Outer {
            case a
            struct Middle {
                enum Inner<T> where T: Equatable { case b }
                func f() { switch 1 { case 1: break } }
            }
            case c
        }
        extension Outer { static func g() { switch Outer.a { case .a: break; default: break } } }
        """) == ["2:10 Outer.a", "4:49 Inner.b", "7:10 Outer.c"])
    }

    /// Only enums' bodies are kept (`TypeBody`): a `case` directly in another type's body, inside
    /// an enum or not, belongs to no enum.
    @Test func aCaseInAnotherTypesBodyIsNoEnumCase() {
        #expect(cases("""
        enum Outer {
            class C { case inClass }
            struct S {
                case inStruct
            }
            case a
        }
        struct T { case notInEnum }
        """) == ["6:10 Outer.a"])
    }

    @Test func casesInDeadBranchesAreNotRecorded() {
        #expect(cases("enum E {\n#if false\ncase old\n#else\ncase new\n#endif\n}") == ["5:6 E.new"])
    }

    @Test func unbalancedBracesEndEnumsSafely() {
        #expect(cases("}}}} enum E { case a(((( \n case b }  case c") == ["1:20 E.a"])
    }
}
