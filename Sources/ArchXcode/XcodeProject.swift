import ArchCore

/// What an Xcode project declares: its native targets, their Swift files and their dependencies.
/// Paths are relative to the folder that holds the `.xcodeproj` (absolute when the project
/// names an absolute path), with `/` separators and no `.` or `..` inside.
public struct XcodeProject: Hashable, Sendable {
    /// Sorted by name, then by line.
    public var targets: [XcodeTarget]
    /// Synchronized folders that lead outside what the project may reach, which were not
    /// listed; sorted by line.
    public var outsideFolders: [XcodeOutsideFolder]

    public init(targets: [XcodeTarget], outsideFolders: [XcodeOutsideFolder] = []) {
        self.targets = targets
        self.outsideFolders = outsideFolders
    }
}

/// A synchronized folder that leads outside what the project may reach (the repository), by
/// its path or through a link, and so was not listed: no target gets files from it.
public struct XcodeOutsideFolder: Hashable, Sendable {
    /// As the project names it: relative to the folder that holds the `.xcodeproj`, or absolute.
    public var path: String
    /// The group's `path` in `project.pbxproj`, or the group's identifier when it has none.
    public var position: TextPosition

    public init(path: String, position: TextPosition) {
        self.path = path
        self.position = position
    }
}

public struct XcodeTarget: Hashable, Sendable {
    public var name: String
    public var kind: XcodeTargetKind
    /// The raw `productType`, such as `com.apple.product-type.application`.
    public var productType: String
    /// Where in `project.pbxproj` the target's object is declared: its identifier.
    public var position: TextPosition
    /// Sorted, without repeats.
    public var swiftFiles: [String]
    /// The other files it takes, from its resources phase (with each language of a localized
    /// file) and its synchronized folders: sorted, without repeats. A change to one changes the
    /// target.
    public var resourceFiles: [String]
    /// Sorted by kind, then name, then position.
    public var dependencies: [XcodeDependency]
    /// The name its module is imported by: `PRODUCT_MODULE_NAME`, else `PRODUCT_NAME` made an
    /// identifier, else `name` (see `ModuleNaming`).
    public var moduleName: String
    /// Why `moduleName` fell back to the target's name: a setting only Xcode can resolve.
    public var unresolvedModuleName: String?

    public init(name: String, kind: XcodeTargetKind, productType: String, position: TextPosition, swiftFiles: [String],
                resourceFiles: [String] = [], dependencies: [XcodeDependency], moduleName: String? = nil, unresolvedModuleName: String? = nil) {
        self.resourceFiles = resourceFiles
        self.moduleName = moduleName ?? name
        self.unresolvedModuleName = unresolvedModuleName
        self.name = name
        self.kind = kind
        self.productType = productType
        self.position = position
        self.swiftFiles = swiftFiles
        self.dependencies = dependencies
    }
}

public enum XcodeTargetKind: String, Hashable, Sendable, CaseIterable {
    case application
    case appExtension = "app-extension"
    case framework
    case unitTestBundle = "unit-test-bundle"
    case uiTestBundle = "ui-test-bundle"
    case other

    public init(productType: String) {
        switch productType {
        case "com.apple.product-type.application", "com.apple.product-type.application.watchapp2",
             "com.apple.product-type.application.watchapp2-container", "com.apple.product-type.application.on-demand-install-capable":
            self = .application
        case "com.apple.product-type.app-extension", "com.apple.product-type.extensionkit-extension",
             "com.apple.product-type.watchkit2-extension", "com.apple.product-type.app-extension.messages":
            self = .appExtension
        case "com.apple.product-type.framework", "com.apple.product-type.framework.static":
            self = .framework
        case "com.apple.product-type.bundle.unit-test":
            self = .unitTestBundle
        case "com.apple.product-type.bundle.ui-testing":
            self = .uiTestBundle
        default:
            self = .other
        }
    }

    /// Whether targets of this kind hold tests.
    public var isTest: Bool { self == .unitTestBundle || self == .uiTestBundle }
}

/// A dependency a target declares, with where `project.pbxproj` declares it.
public struct XcodeDependency: Hashable, Comparable, Sendable {
    public enum Kind: Hashable, Comparable, Sendable {
        /// A product of a Swift package (`packageProductDependencies`).
        case packageProduct(package: XcodePackage)
        /// Another target of the project (`PBXTargetDependency`).
        case target
        /// A framework linked in the target's frameworks phase, such as `UIKit`.
        case linkedFramework
    }

    public var kind: Kind
    /// The product, target or framework name (without `.framework`).
    public var name: String
    /// The reference in the target's list (or its build phase's) that declares the dependency.
    public var position: TextPosition

    public init(kind: Kind, name: String, position: TextPosition) {
        self.kind = kind
        self.name = name
        self.position = position
    }

    public static func < (lhs: XcodeDependency, rhs: XcodeDependency) -> Bool {
        (lhs.kind, lhs.name, lhs.position) < (rhs.kind, rhs.name, rhs.position)
    }
}

/// Where a package product comes from.
public enum XcodePackage: Hashable, Comparable, Sendable {
    /// `XCLocalSwiftPackageReference`: the package folder, relative to the project's folder.
    case local(path: String)
    /// `XCRemoteSwiftPackageReference`: the repository URL.
    case remote(url: String)
    /// A product without a package reference (Xcode writes this for packages a workspace
    /// or a local package folder provides).
    case unresolved
}
