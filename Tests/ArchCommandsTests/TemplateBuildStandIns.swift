import Foundation

extension TemplateBuildTests {
    /// `clean-feature` in the reference app it is made for, with what Linux lacks stood in for:
    /// RxSwift, RxCocoa and Swinject by local packages (outside the repository, so scaffolding
    /// never sees them), FoundationNetworking imported where the iOS app relies on Foundation
    /// for URLSession, and the Apple-only files of Utils (Combine) and PresentationCore
    /// (SwiftUI) guarded as the template guards its own. The new targets are built, each in
    /// its package; the Presentation package is built whole, tests included.
    static let cleanFeature = Case(
        template: "clean-feature",
        fixture: "EcommerceApp",
        standIns: rxSwiftAndSwinject,
        arguments: ["new", "feature", "Order", "--template", "clean-feature"],
        edits: [
            "Packages/Abstraction", "Packages/Domain", "Packages/Data", "Packages/Utilities/Networking",
            "Packages/Utilities/Utils", "Packages/Presentation/OrderFeature",
        ].map { folder -> Edit in
            .replace(file: "\(folder)/Package.swift",
                     text: #".package(url: "https://github.com/ReactiveX/RxSwift.git", from: "6.5.0")"#,
                     with: #".package(path: "{{stand-ins}}/RxSwift")"#)
        } + [
            .replace(file: "Packages/Abstraction/Package.swift",
                     text: #".package(url: "https://github.com/Swinject/Swinject.git", from: "2.8.0")"#,
                     with: #".package(path: "{{stand-ins}}/Swinject")"#),
            .add(file: "Packages/Utilities/Networking/Sources/API/FoundationNetworking.swift", contents: """
            #if canImport(FoundationNetworking)
            @_exported import FoundationNetworking
            #endif

            """),
            .wrap(file: "Packages/Utilities/Utils/Sources/Utils/Observable+Extension.swift", condition: "canImport(Combine)"),
            .wrap(file: "Packages/Utilities/Utils/Sources/Utils/Publisher+MainThread.swift", condition: "canImport(Combine)"),
            .wrap(file: "Packages/Utilities/PresentationCore/Sources/PresentationCore/BaseHostingController.swift",
                  condition: "canImport(SwiftUI)"),
        ],
        builds: [
            Build(folder: "Packages/Abstraction", arguments: ["build", "--target", "OrderAbstraction"]),
            Build(folder: "Packages/Domain", arguments: ["build", "--target", "OrderDomain"]),
            Build(folder: "Packages/Data", arguments: ["build", "--target", "OrderData"]),
            Build(folder: "Packages/Presentation/OrderFeature", arguments: ["build", "--build-tests"]),
        ]
    )

    /// RxSwift (with RxCocoa) and Swinject, as far as the new targets and the app modules they
    /// depend on (DIAbstraction, API, the Abstraction modules) use them. They are compiled,
    /// not run: `delay` schedules on a queue, everything else is synchronous, and Swinject's
    /// object scopes are recorded but every resolution makes a new instance.
    static let rxSwiftAndSwinject: [String: String] = [
        "RxSwift/Package.swift": #"""
        // swift-tools-version: 5.9
        import PackageDescription

        let package = Package(
            name: "RxSwift",
            products: [
                .library(name: "RxSwift", targets: ["RxSwift"]),
                .library(name: "RxCocoa", targets: ["RxCocoa"]),
            ],
            targets: [
                .target(name: "RxSwift"),
                .target(name: "RxCocoa", dependencies: ["RxSwift"]),
            ]
        )

        """#,
        "RxSwift/Sources/RxSwift/RxSwift.swift": #"""
        import Foundation

        public enum Event<Element> {
            case next(Element)
            case error(Error)
            case completed
        }

        public protocol Disposable {
            func dispose()
        }

        public enum Disposables {
            public static func create(with dispose: @escaping () -> Void = {}) -> Disposable {
                AnonymousDisposable(action: dispose)
            }
        }

        private final class AnonymousDisposable: Disposable {
            private var action: (() -> Void)?

            init(action: @escaping () -> Void) {
                self.action = action
            }

            func dispose() {
                let action = self.action
                self.action = nil
                action?()
            }
        }

        public final class DisposeBag {
            private var disposables: [Disposable] = []

            public init() {}

            public func insert(_ disposable: Disposable) {
                disposables.append(disposable)
            }

            deinit {
                disposables.forEach { $0.dispose() }
            }
        }

        public extension Disposable {
            func disposed(by bag: DisposeBag) {
                bag.insert(self)
            }
        }

        public typealias RxTimeInterval = DispatchTimeInterval

        public protocol SchedulerType {
            func schedule(after dueTime: RxTimeInterval, _ action: @escaping @Sendable () -> Void)
        }

        public final class ConcurrentDispatchQueueScheduler: SchedulerType {
            private let queue: DispatchQueue

            public init(qos: DispatchQoS) {
                queue = DispatchQueue(label: "ConcurrentDispatchQueueScheduler", qos: qos, attributes: .concurrent)
            }

            public func schedule(after dueTime: RxTimeInterval, _ action: @escaping @Sendable () -> Void) {
                queue.asyncAfter(deadline: .now() + dueTime, execute: action)
            }
        }

        public protocol ObservableType {
            associatedtype Element
            func subscribe(_ on: @escaping (Event<Element>) -> Void) -> Disposable
        }

        public extension ObservableType {
            func asObservable() -> Observable<Element> {
                Observable.create { observer in self.subscribe(observer) }
            }
        }

        /// A stream that starts anew for each subscriber. Operators forward every event of the
        /// source; `flatMap` completes with its source.
        public final class Observable<Element>: ObservableType {
            private let producer: (@escaping (Event<Element>) -> Void) -> Disposable

            private init(_ producer: @escaping (@escaping (Event<Element>) -> Void) -> Disposable) {
                self.producer = producer
            }

            public static func create(_ subscribe: @escaping (@escaping (Event<Element>) -> Void) -> Disposable) -> Observable<Element> {
                Observable(subscribe)
            }

            public func subscribe(_ on: @escaping (Event<Element>) -> Void) -> Disposable {
                producer(on)
            }

            public static func just(_ element: Element) -> Observable<Element> {
                Observable { observer in
                    observer(.next(element))
                    observer(.completed)
                    return Disposables.create()
                }
            }

            public static func error(_ error: Error) -> Observable<Element> {
                Observable { observer in
                    observer(.error(error))
                    return Disposables.create()
                }
            }

            public static func deferred(_ factory: @escaping () throws -> Observable<Element>) -> Observable<Element> {
                Observable { observer in
                    do {
                        return try factory().subscribe(observer)
                    } catch {
                        observer(.error(error))
                        return Disposables.create()
                    }
                }
            }

            public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Observable<Result> {
                flatMap { element in .just(try transform(element)) }
            }

            public func flatMap<Result>(_ selector: @escaping (Element) throws -> Observable<Result>) -> Observable<Result> {
                Observable<Result> { observer in
                    var inner: [Disposable] = []
                    let outer = self.subscribe { event in
                        switch event {
                        case .next(let element):
                            do {
                                inner.append(try selector(element).subscribe { event in
                                    if case .completed = event { return }
                                    observer(event)
                                })
                            } catch {
                                observer(.error(error))
                            }
                        case .error(let error):
                            observer(.error(error))
                        case .completed:
                            observer(.completed)
                        }
                    }
                    return Disposables.create {
                        outer.dispose()
                        inner.forEach { $0.dispose() }
                    }
                }
            }

            public func `catch`(_ handler: @escaping (Error) throws -> Observable<Element>) -> Observable<Element> {
                Observable { observer in
                    var replacement: Disposable?
                    let source = self.subscribe { event in
                        guard case .error(let error) = event else { return observer(event) }
                        do {
                            replacement = try handler(error).subscribe(observer)
                        } catch {
                            observer(.error(error))
                        }
                    }
                    return Disposables.create {
                        source.dispose()
                        replacement?.dispose()
                    }
                }
            }

            public func delay(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
                Observable { observer in
                    self.subscribe { event in scheduler.schedule(after: dueTime) { observer(event) } }
                }
            }
        }

        /// Extensions under `.rx`, as RxCocoa adds to URLSession.
        public struct Reactive<Base> {
            public let base: Base

            public init(_ base: Base) {
                self.base = base
            }
        }

        """#,
        "RxSwift/Sources/RxCocoa/RxCocoa.swift": #"""
        import Foundation
        #if canImport(FoundationNetworking)
        import FoundationNetworking
        #endif
        import RxSwift

        public extension URLSession {
            var rx: Reactive<URLSession> {
                Reactive(self)
            }
        }

        public extension Reactive where Base: URLSession {
            func response(request: URLRequest) -> Observable<(response: HTTPURLResponse, data: Data)> {
                Observable.create { observer in
                    let task = base.dataTask(with: request) { data, response, error in
                        if let response = response as? HTTPURLResponse, let data {
                            observer(.next((response, data)))
                            observer(.completed)
                        } else {
                            observer(.error(error ?? URLError(.badServerResponse)))
                        }
                    }
                    task.resume()
                    return Disposables.create { task.cancel() }
                }
            }
        }

        """#,
        "Swinject/Package.swift": #"""
        // swift-tools-version: 5.9
        import PackageDescription

        let package = Package(
            name: "Swinject",
            products: [.library(name: "Swinject", targets: ["Swinject"])],
            targets: [.target(name: "Swinject")]
        )

        """#,
        "Swinject/Sources/Swinject/Swinject.swift": #"""
        public protocol Resolver {
            func resolve<Service>(_ serviceType: Service.Type, name: String?) -> Service?
        }

        /// Kept for the registrations to name; every resolution here makes a new instance.
        public enum ObjectScope {
            case transient
            case graph
            case container
        }

        public final class ServiceEntry<Service> {
            public private(set) var objectScope = ObjectScope.graph

            @discardableResult
            public func inObjectScope(_ scope: ObjectScope) -> Self {
                objectScope = scope
                return self
            }
        }

        public final class Container: Resolver {
            private var factories: [String: (Resolver) -> Any] = [:]

            public init() {}

            @discardableResult
            public func register<Service>(
                _ serviceType: Service.Type,
                name: String? = nil,
                factory: @escaping (Resolver) -> Service
            ) -> ServiceEntry<Service> {
                factories[key(serviceType, name)] = factory
                return ServiceEntry()
            }

            public func resolve<Service>(_ serviceType: Service.Type, name: String? = nil) -> Service? {
                factories[key(serviceType, name)].flatMap { $0(self) as? Service }
            }

            public func removeAll() {
                factories.removeAll()
            }

            private func key<Service>(_ serviceType: Service.Type, _ name: String?) -> String {
                "\(serviceType)|\(name ?? "")"
            }
        }

        """#,
    ]
}
