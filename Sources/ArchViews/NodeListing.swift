extension GraphView.Node {
    /// How many characters a listing line holds, and how many lines a box lists at most.
    static let listingWidth = 56
    static let listingLines = 6

    /// The modules a package or layer box lists under its name, so that an overview says what
    /// each group holds: names joined by commas, wrapped at `listingWidth` characters, at most
    /// `listingLines` lines, the last saying how many are left out; the count comes first.
    /// Empty for a module.
    public var listing: [String] {
        guard !members.isEmpty else { return [] }
        var lines: [String] = []
        var line = "\(members.count) module\(members.count == 1 ? "" : "s"):"
        for (index, name) in members.enumerated() {
            let piece = name + (index == members.count - 1 ? "" : ",")
            if !line.isEmpty && line.count + 1 + piece.count > Self.listingWidth {
                lines.append(line)
                line = ""
                if lines.count == Self.listingLines - 1 {
                    // Room for one more line: the next names if they all fit, else how many are left.
                    let rest = members[index...].joined(separator: ", ")
                    lines.append(rest.count <= Self.listingWidth ? rest : "and \(members.count - index) more")
                    return lines
                }
            }
            line += line.isEmpty ? piece : " " + piece
        }
        lines.append(line)
        return lines
    }
}
