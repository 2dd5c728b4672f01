import Foundation
{{#unless targets-merged}}
import {{Name}}Abstraction
{{/unless}}

{{#if targets-merged}}
/// One {{Name}} entry exactly as the backend sends it. It never leaves this module.
{{#else}}
/// One {{Name}} entry exactly as the backend sends it; other modules see it only as a {{Name}}EntryProtocol.
{{/if}}
struct {{Name}}DTO: Decodable, Equatable {
    let id: String
    let title: String?
    let status: String?
    let updatedAt: Date
}

/// The body of the list endpoint.
struct {{Name}}ListDTO: Decodable, Equatable {
    let items: [{{Name}}DTO]
}
{{#unless targets-merged}}

extension {{Name}}DTO: {{Name}}EntryProtocol {}
{{/unless}}
