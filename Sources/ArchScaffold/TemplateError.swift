/// A mistake in a template, reported at the template file and line that holds it.
public struct TemplateError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The template file, as `<template>/<path inside the template>`.
    public var file: String
    public var line: Int
    public var message: String

    public init(file: String, line: Int, message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    public var description: String { "\(file):\(line): error: \(message)" }
}
