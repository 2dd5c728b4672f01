public protocol Route {
    var path: String { get }
}
