// Written by the release script; the project refers to it from the project's root
// (SOURCE_ROOT), not through a group.
enum BuildInfo {
    static let name = "ClassicApp"
    static let version = "1.0"
}
