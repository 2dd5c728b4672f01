import Foundation

public protocol LoadWebContentUseCaseProtocol {
    func execute(content: WebContent) -> WebLoadInstruction
}

public protocol ProcessBridgeCommandUseCaseProtocol {
    /// Exact rules (action and target) win over wildcard rules (action only).
    func execute(command: WebBridgeCommand) -> NativeBridgeAction
}
