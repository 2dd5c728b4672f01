/// What the rest of the app knows of the {{Name}} feature: its name, for titles and routes.
public enum {{Name}}Feature {
    public static let title = "{{Name}}"
}
