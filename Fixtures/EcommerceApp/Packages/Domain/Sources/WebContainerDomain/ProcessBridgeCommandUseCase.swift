import Foundation
import WebContainerAbstraction

public final class ProcessBridgeCommandUseCase: ProcessBridgeCommandUseCaseProtocol {
    private let rules: any WebBridgeRuleRepositoryProtocol

    public init(rules: any WebBridgeRuleRepositoryProtocol) {
        self.rules = rules
    }

    public func execute(command: WebBridgeCommand) -> NativeBridgeAction {
        if let exact = rules.exactRule(action: command.action, target: command.target) {
            return resolve(exact.nativeAction, for: command, routeName: nil)
        }
        if let wildcard = rules.wildcardRule(action: command.action) {
            // A wildcard rule routes to whatever page the command names.
            return resolve(wildcard.nativeAction, for: command, routeName: command.target)
        }
        return .unhandled(command)
    }

    /// Fills a rule's template with the command: its parameters override the rule's,
    /// and alerts take their text from the page when it sends some.
    private func resolve(_ template: NativeBridgeAction, for command: WebBridgeCommand, routeName: String?) -> NativeBridgeAction {
        switch template {
        case let .push(name, parameters):
            return .push(routeName: routeName ?? name, parameters: parameters.merging(command.parameters) { $1 })
        case let .present(name, parameters):
            return .present(routeName: routeName ?? name, parameters: parameters.merging(command.parameters) { $1 })
        case let .showAlert(title, message):
            return .showAlert(title: command.parameters["title"] ?? title, message: command.parameters["message"] ?? message)
        case .reply:
            guard let callbackId = command.callbackId else { return .unhandled(command) }
            return .reply(callbackId: callbackId, payload: command.parameters)
        case .closeContainer, .unhandled:
            return template
        }
    }
}
