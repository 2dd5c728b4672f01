import ArchCore
import Foundation

/// What is cached for one manifest read by SwiftPM: its answer with the package folder taken
/// out (`PackageFolderAbstraction`), and the lines `ManifestLineFinder` located for it, so that
/// a warm run neither starts `swift` nor searches the manifest again.
///
/// The file is a header line, `archkit-swiftpm-entry <format> <checksum of the rest>`, then one
/// line of locations as decimal numbers, then SwiftPM's answer as JSON. An entry whose header,
/// checksum, numbers or counts do not fit exactly is not an entry: the manifest is read again.
/// The checksum is FNV-1a: it guards against damage, not against an attacker (who could write
/// any answer), and a warm run computes it for every manifest, where SHA-256 cost as much as
/// the rest of reading the entry.
///
/// Locations, in order: for each target its line and column, its number of dependencies and
/// each dependency's line and column; then the number of package dependencies and each one's
/// line and column. They depend only on the manifest's text and on SwiftPM's answer, which the
/// cache key covers; the answer's paths are stored relative to the package folder, so the
/// literal a package dependency was found at is the same in any folder.
struct SwiftPMCacheEntry {
    /// Part of the cache key too: an entry of another format is never looked up.
    static let format = 3
    private static let magic = "archkit-swiftpm-entry"

    /// SwiftPM's answer with the package folder taken out.
    var portableAnswer: Data
    var locations: [Int]

    init(portableAnswer: Data, located manifest: PackageManifest) {
        self.portableAnswer = portableAnswer
        var numbers: [Int] = []
        for target in manifest.targets {
            numbers += [target.location.line, target.location.column, target.dependencies.count]
            for dependency in target.dependencies { numbers += [dependency.location.line, dependency.location.column] }
        }
        numbers.append(manifest.dependencies.count)
        for dependency in manifest.dependencies { numbers += [dependency.location.line, dependency.location.column] }
        self.locations = numbers
    }

    /// The entry in `data`; nil for anything that is not a whole entry of this format.
    init?(_ data: Data) {
        let bytes = [UInt8](data)
        guard let headerEnd = bytes.firstIndex(of: 0x0A) else { return nil }
        let header = String(decoding: bytes[..<headerEnd], as: UTF8.self).split(separator: " ", omittingEmptySubsequences: false)
        guard header.count == 3, header[0] == Self.magic, header[1] == "\(Self.format)" else { return nil }
        let body = bytes[(headerEnd + 1)...]
        guard Self.checksum(body) == header[2], let linesEnd = body.firstIndex(of: 0x0A) else { return nil }
        var numbers: [Int] = []
        for word in body[..<linesEnd].split(separator: 0x20, omittingEmptySubsequences: false) {
            guard !word.isEmpty, word.count <= 9, word.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }),
                  let number = Int(String(decoding: word, as: UTF8.self)) else { return nil }
            numbers.append(number)
        }
        self.locations = numbers
        self.portableAnswer = Data(body[(linesEnd + 1)...])
    }

    var data: Data {
        var body = Array(locations.map(String.init).joined(separator: " ").utf8)
        body.append(0x0A)
        body += portableAnswer
        return Data(Array("\(Self.magic) \(Self.format) \(Self.checksum(body[...]))\n".utf8) + body)
    }

    /// FNV-1a, 64 bits, as 16 lowercase hexadecimal digits.
    static func checksum(_ bytes: ArraySlice<UInt8>) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        bytes.withUnsafeBufferPointer { buffer in
            for byte in buffer {
                hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
            }
        }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// `manifest`, decoded from this entry's answer, with the stored locations in `file`; nil
    /// when they do not fit its targets and dependencies exactly.
    func locate(_ manifest: PackageManifest, in input: ManifestInput) -> PackageManifest? {
        var manifest = manifest
        var next = locations.makeIterator()
        func location() -> SourceLocation? {
            guard let line = next.next(), let column = next.next(), line >= 1, column >= 1 else { return nil }
            return input.location(line: line, column: column)
        }
        for targetIndex in manifest.targets.indices {
            guard let target = location(), let count = next.next(), count == manifest.targets[targetIndex].dependencies.count else { return nil }
            manifest.targets[targetIndex].location = target
            for dependencyIndex in 0..<count {
                guard let dependency = location() else { return nil }
                manifest.targets[targetIndex].dependencies[dependencyIndex].location = dependency
            }
        }
        guard let count = next.next(), count == manifest.dependencies.count else { return nil }
        for index in 0..<count {
            guard let dependency = location() else { return nil }
            manifest.dependencies[index].location = dependency
        }
        return next.next() == nil ? manifest : nil
    }
}
