import API
import Foundation
import RxSwift
{{#unless targets-merged}}
import {{Name}}Abstraction
{{/unless}}
{{#if targets-merged}}

protocol {{Name}}ServiceProtocol {
    func fetch{{Name}}List() -> Observable<[{{Name}}DTO]>
}
{{/if}}

struct {{Name}}ListRequest: APIRequest {
    let path = "/{{name-kebab}}"
}

/// Calls the backend and decodes its answer; mapping to domain models is the repository's job.
final class {{Name}}Service: {{Name}}ServiceProtocol {
    private let provider: any APIProviding

    init(provider: any APIProviding) {
        self.provider = provider
    }

{{#if targets-merged}}
    func fetch{{Name}}List() -> Observable<[{{Name}}DTO]> {
        provider.perform({{Name}}ListRequest()).map { try $0.decode({{Name}}ListDTO.self).items }
    }
{{#else}}
    func fetch{{Name}}List() -> Observable<[any {{Name}}EntryProtocol]> {
        provider.perform({{Name}}ListRequest()).map { try $0.decode({{Name}}ListDTO.self).items.map { $0 as any {{Name}}EntryProtocol } }
    }
{{/if}}
}
