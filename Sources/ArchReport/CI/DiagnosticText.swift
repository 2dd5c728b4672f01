import ArchCore

extension Diagnostic {
    /// The message, then each note on a line of its own, after its place when it has one.
    func messageWithNotes(path: (String) -> String) -> String {
        var text = message
        for note in notes {
            text += "\n" + (note.location.map { "\(path($0.file)):\($0.line):\($0.column): " } ?? "") + note.message
        }
        return text
    }
}
