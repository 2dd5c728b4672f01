import Foundation
import {{Name}}Abstraction

struct {{Name}}DomainModel: {{Name}}DomainModelProtocol, Equatable {
    let id: String
    let title: String
    let status: String
    let updatedAt: Date
}

extension {{Name}}DomainModel {
    /// The backend leaves out fields it considers default; the app always has a value.
{{#if targets-merged}}
    init(dto: {{Name}}DTO) {
{{#else}}
    init(dto: any {{Name}}EntryProtocol) {
{{/if}}
        self.init(
            id: dto.id,
            title: dto.title?.trimmingCharacters(in: .whitespaces) ?? "",
            status: dto.status?.lowercased() ?? "unknown",
            updatedAt: dto.updatedAt
        )
    }
}
