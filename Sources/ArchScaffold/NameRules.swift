/// Why a name cannot be scaffolded.
public struct NameProblem: Error, Sendable, Equatable, CustomStringConvertible {
    public var message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}

import ArchCore

/// The rules a scaffolded name follows.
public enum NameRules {
    /// Words that cannot name a type without backticks, or that would shadow a standard type
    /// in every file of the new feature.
    static let reserved: Set<String> = [
        "Any", "Self", "Type", "Protocol", "Error", "String", "Int", "Double", "Bool", "Array",
        "Dictionary", "Set", "Optional", "Result", "Never", "Void", "Data", "Date", "URL", "Task",
        "Actor", "Sendable", "Codable", "Equatable", "Hashable", "Identifiable", "View",
    ]

    /// The standard library's types and protocols a feature's name would shadow in every file
    /// that imports it (the common ones; `reserved` has more).
    static let standardLibraryTypes: Set<String> = [
        "AnyObject", "AnyHashable", "AnySequence", "AnyCollection", "AnyIterator", "AsyncSequence", "AsyncStream",
        "BinaryInteger", "BinaryFloatingPoint", "Bool", "Character", "ClosedRange", "Collection", "Comparable",
        "ContiguousArray", "CustomStringConvertible", "Decodable", "Decoder", "Encodable", "Encoder", "Duration",
        "FixedWidthInteger", "Float", "Float16", "Float32", "Float64", "Float80", "FloatingPoint", "Int8", "Int16",
        "Int32", "Int64", "Int128", "IteratorProtocol", "KeyPath", "Mirror", "MainActor", "Numeric", "ObjectIdentifier",
        "OptionSet", "Range", "RangeExpression", "RawRepresentable", "Sequence", "SIMD", "SignedInteger",
        "StaticString", "StringProtocol", "Substring", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "UInt128",
        "Unicode", "UnicodeScalar", "UnsafePointer", "UnsafeMutablePointer", "UnsafeRawPointer", "Clock",
        "ContinuousClock", "SuspendingClock", "TaskGroup", "Continuation", "CheckedContinuation", "Hasher", "Slice",
    ]

    /// Modules a repository imports from the toolchain or the SDK: a module of the same name
    /// makes every `import` of it ambiguous.
    static let wellKnownModules: Set<String> = Set(AppleSDK.moduleNames).union([
        "Swift", "Foundation", "FoundationEssentials", "FoundationNetworking", "Dispatch", "XCTest", "Testing",
        "Glibc", "Musl", "Darwin", "WinSDK", "Observation", "Synchronization", "RegexBuilder", "Distributed",
        "Cxx", "CxxStdlib", "SwiftUI", "UIKit", "AppKit", "Combine",
    ])

    /// Checks that `name` is an UpperCamelCase Swift identifier that a template can turn into
    /// type, folder and module names.
    public static func validate(_ name: String, bannedSuffixes: [String]) -> NameProblem? {
        if name.isEmpty { return NameProblem("the name is empty") }
        if name.contains("/") || name.contains("\\") || name.contains("..") {
            return NameProblem("'\(name)' is a path, not a name; give the bare name, such as 'Order' (use --into to choose where it goes)")
        }
        guard let first = name.unicodeScalars.first, first.isASCII, ("A"..."Z").contains(first) else {
            return NameProblem("'\(name)' must start with an uppercase letter (UpperCamelCase, such as 'Order' or 'OrderHistory')")
        }
        if let bad = name.first(where: { !($0.isASCII && ($0.isLetter || $0.isNumber)) }) {
            return NameProblem("'\(name)' contains '\(bad)'; use letters and digits only (UpperCamelCase, such as 'OrderHistory')")
        }
        if reserved.contains(name) {
            return NameProblem("'\(name)' is a Swift keyword or a standard type; choose a name of your domain")
        }
        if standardLibraryTypes.contains(name) {
            return NameProblem("'\(name)' is a Swift standard-library type, which the new code would shadow; "
                               + "choose a name of your domain, such as 'App\(name)' or 'My\(name)'")
        }
        if wellKnownModules.contains(name) {
            return NameProblem("'\(name)' is the name of a well-known module, and a module of that name would make every "
                               + "'import \(name)' ambiguous; choose a name of your domain, such as 'App\(name)' or '\(name)Support'")
        }
        if let suffix = bannedSuffixes.first(where: { name.hasSuffix($0) }) {
            let stem = name.dropLast(suffix.count)
            let example = stem.isEmpty ? "" : " (for example '\(stem)')"
            return NameProblem("'\(name)' ends in '\(suffix)', a name .archrules bans; name the feature after what it does\(example)")
        }
        return nil
    }
}
