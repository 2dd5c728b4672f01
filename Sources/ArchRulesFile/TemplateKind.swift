/// What `archkit new` makes: the kind a template serves (`kind` in `template.manifest`), and
/// the kind `.archrules` names in `template KIND NAME` and `root KIND PATH`.
public enum TemplateKind: String, Sendable, Hashable, CaseIterable, Comparable {
    case feature
    case module

    /// The kinds as `archkit new` lists them.
    public static let names = allCases.map(\.rawValue)

    public static func < (left: TemplateKind, right: TemplateKind) -> Bool {
        left.rawValue < right.rawValue
    }
}
