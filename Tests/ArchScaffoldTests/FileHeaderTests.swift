import Testing
@testable import ArchScaffold

/// New files start with the header their siblings start with.
@Suite("File headers")
struct FileHeaderTests {
    static func sample(_ file: String, in folder: String, module: String? = nil, created: String, copyright: String? = nil) -> FileHeader.Sample {
        let lines = ["//", "//  \(file)", "//  \(module ?? folder)", "//", "//  Created by Jane Appleseed on \(created)."]
            + (copyright.map { [$0] } ?? []) + ["//", "", "import SwiftUI"]
        return FileHeader.Sample(fileName: file, siblingFolder: folder, text: lines.joined(separator: "\n"))
    }

    static let date = (year: 2026, month: 12, day: 7)

    @Test func theSiblingsShapeWithTheirDateOrder() throws {
        let header = try #require(FileHeader.detect([
            Self.sample("HomeView.swift", in: "Dashboard", created: "06/09/25"),
            Self.sample("Login.swift", in: "Auth", created: "23/08/25"),
            Self.sample("Inbox.swift", in: "Messages", created: "01/09/25"),
        ]))
        #expect(header.text(fileName: "OrderView.swift", folder: "Order", author: "Sam Example", date: Self.date)
                == "//\n//  OrderView.swift\n//  Order\n//\n//  Created by Sam Example on 07/12/26.\n//\n\n")
    }

    @Test func aSharedModuleLineAndCopyrightAreKept() throws {
        let copyright = "//  Copyright © 2025 Shop. All rights reserved."
        let header = try #require(FileHeader.detect([
            Self.sample("A.swift", in: "Basket", module: "Shop", created: "9/23/25", copyright: copyright),
            Self.sample("B.swift", in: "Catalog", module: "Shop", created: "1/2/25", copyright: copyright),
        ]))
        #expect(header.text(fileName: "C.swift", folder: "Order", author: "Sam", date: Self.date)
                == "//\n//  C.swift\n//  Shop\n//\n//  Created by Sam on 12/7/26.\n\(copyright)\n//\n\n")
    }

    @Test func anAmbiguousDateIsWrittenUnambiguously() throws {
        let header = try #require(FileHeader.detect([Self.sample("A.swift", in: "A", created: "06/09/25"), Self.sample("B.swift", in: "B", created: "01/02/25")]))
        #expect(header.text(fileName: "C.swift", folder: "C", author: "Sam", date: Self.date).contains("Created by Sam on 2026-12-07."))
    }

    @Test func noHeaderUnlessTwoThirdsOfTheSiblingsHaveOne() {
        let plain = FileHeader.Sample(fileName: "A.swift", siblingFolder: "A", text: "import Foundation\n")
        #expect(FileHeader.detect([plain, plain, Self.sample("B.swift", in: "B", created: "1/2/25")]) == nil)
        #expect(FileHeader.detect([Self.sample("B.swift", in: "B", created: "1/2/25")]) == nil)
        // A header naming another file is no header of this file.
        #expect(FileHeader.detect([Self.sample("B.swift", in: "B", created: "1/2/25"), FileHeader.Sample(fileName: "X.swift", siblingFolder: "B",
                text: "//\n//  Y.swift\n//  B\n//\n//  Created by J on 1/2/25.\n//\n")]) == nil)
    }

    @Test func filesGetItOnceAndOnlyWithAnAuthor() {
        let samples = [Self.sample("A.swift", in: "A", created: "13/1/25"), Self.sample("B.swift", in: "B", created: "2/1/25")]
        let files = [ScaffoldPlan.File(path: "F/Order/View.swift", contents: Array("/// A view.\nstruct V {}\n".utf8)),
                     ScaffoldPlan.File(path: "F/Order/Package.swift", contents: Array("// swift-tools-version: 5.9\n".utf8)),
                     ScaffoldPlan.File(path: "F/Order/Had.swift", contents: Array("//\n//  Had.swift\n".utf8))]
        let headed = FileHeader.applied(to: files, roots: ["F/Order"], samples: { _ in samples }, author: { "Sam" }, date: Self.date)
        #expect(String(decoding: headed[0].contents, as: UTF8.self) == "//\n//  View.swift\n//  Order\n//\n//  Created by Sam on 7/12/26.\n//\n\n/// A view.\nstruct V {}\n")
        #expect(headed[1].contents == files[1].contents)
        #expect(headed[2].contents == files[2].contents)
        #expect(FileHeader.applied(to: files, roots: ["F/Order"], samples: { _ in samples }, author: { nil }, date: Self.date).map(\.contents) == files.map(\.contents))
    }
}
