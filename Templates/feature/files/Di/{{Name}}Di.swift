import Foundation
#if canImport(UIKit)
import UIKit
#endif

/// The {{Name}} feature's registration entry point. The app's composition root calls it once
/// at launch and keeps the service; everything is wired through initialisers, so no page or
/// view model ever builds a service or repository itself.
enum {{Name}}Di {
    /// One service for the whole app: other features that need {{Name}} data receive this
    /// same instance through their own initialisers.
    static func makeService(transport: @escaping {{Name}}Transport) -> any {{Name}}Service {
        Live{{Name}}Service(repository: Live{{Name}}Repository(transport: transport))
    }

    /// A fresh view model per page; the service behind it is shared.
    @MainActor
    static func makeViewModel(service: any {{Name}}Service) -> {{Name}}ViewModel {
        {{Name}}ViewModel(service: service)
    }

    #if canImport(UIKit)
    @MainActor
    static func makeViewController(service: any {{Name}}Service) -> UIViewController {
        {{Name}}ViewController(viewModel: makeViewModel(service: service))
    }
    #endif
}
