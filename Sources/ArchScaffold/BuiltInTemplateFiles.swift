import Foundation

/// archkit's own templates, embedded in the binary at build time from the `Templates` folder.
public enum BuiltInTemplateFiles {
    /// `<template>/<path>` → contents.
    public static func all() -> [String: [UInt8]] {
        var files: [String: [UInt8]] = [:]
        for (path, encoded) in BuiltInTemplates.encodedFiles {
            files[path] = Data(base64Encoded: encoded).map(Array.init) ?? []
        }
        return files
    }
}
