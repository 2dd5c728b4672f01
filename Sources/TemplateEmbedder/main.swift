import Foundation

// Writes a Swift file holding every file of a templates folder, base64-encoded so that the
// bytes come back exactly. Used by the EmbedTemplates build plugin.
let arguments = CommandLine.arguments
guard arguments.count == 3 else {
    FileHandle.standardError.write(Data("usage: TemplateEmbedder <templates-folder> <output.swift>\n".utf8))
    exit(2)
}
let folder = URL(fileURLWithPath: arguments[1]).standardizedFileURL
let output = URL(fileURLWithPath: arguments[2])

var entries: [(path: String, contents: Data)] = []
if let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey]) {
    for case let file as URL in files {
        guard (try? file.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true else { continue }
        let path = String(file.standardizedFileURL.path.dropFirst(folder.path.count + 1))
        // Only template folders count; notes at the top of the folder are for people.
        guard path.contains("/"), !path.split(separator: "/").contains(where: { $0.hasPrefix(".") }) else { continue }
        entries.append((path, try Data(contentsOf: file)))
    }
}
entries.sort { $0.path < $1.path }

var source = """
// Generated from the Templates folder by the EmbedTemplates build plugin. Do not edit.
import Foundation

enum BuiltInTemplates {
    /// `<template>/<path>` → base64 of the file's bytes.
    static let encodedFiles: [(String, String)] = [

"""
for entry in entries {
    source += "        (\"\(entry.path)\", \"\(entry.contents.base64EncodedString())\"),\n"
}
source += """
    ]
}

"""
let data = Data(source.utf8)
// Leave an unchanged file alone, so that the build does not recompile for nothing.
if (try? Data(contentsOf: output)) != data {
    try data.write(to: output, options: .atomic)
}
