import Foundation

/// Opens a page in headless Chromium, for tests of the HTML report: a screenshot, the console
/// lines, and the DOM after the page's scripts ran.
public struct HeadlessChromium: Sendable {
    public struct PageRun: Sendable {
        public var consoleMessages: [String]
        public var screenshotBytes: Int
        public var dom: String
        public var screenshot: URL
    }

    public var windowSize: String

    public init(windowSize: String = "1400,1000") {
        self.windowSize = windowSize
    }

    /// Opens `html` once for a screenshot and once to dump the DOM after its scripts ran; the
    /// page, the profiles and the screenshot stay inside `directory`.
    public func open(_ html: String, named name: String, in directory: TemporaryDirectory) throws -> PageRun {
        let page = try directory.write("\(name).html", html)
        let screenshot = directory.url.appendingPathComponent("\(name).png")
        func chromium(_ extra: [String]) throws -> ProcessOutput {
            let profile = directory.url.appendingPathComponent("profile-\(name)-\(extra[0].hasPrefix("--dump") ? "dom" : "shot")").path
            return try Shell.run(["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--enable-logging=stderr", "--v=0",
                                  "--no-first-run", "--user-data-dir=\(profile)", "--window-size=\(windowSize)"] + extra + [page.absoluteString])
        }
        let shot = try chromium(["--screenshot=\(screenshot.path)"])
        let dump = try chromium(["--dump-dom"])
        let size = (try? FileManager.default.attributesOfItem(atPath: screenshot.path)[.size] as? Int) ?? 0
        // Console lines read `[…:INFO:CONSOLE:12] "message", source: file:///….html (12)`.
        let console = (shot.stderr + dump.stderr).split(separator: "\n").filter { $0.contains(":CONSOLE") }.map(String.init)
        return PageRun(consoleMessages: console, screenshotBytes: size, dom: dump.stdout, screenshot: screenshot)
    }

    /// The size of a blank page's screenshot: a drawing compresses to many times that.
    public func blankScreenshotBytes(in directory: TemporaryDirectory) throws -> Int {
        try open("<!DOCTYPE html><html><body></body></html>", named: "blank", in: directory).screenshotBytes
    }
}
