import Testing
@testable import ArchSyntax

private func counts(_ source: String) -> [String] {
    SourceScanner.scan(Array(source.utf8)).hardCodedCounts.map { "\($0.line):\($0.column) \($0.kind.rawValue) \($0.subject)" }
}

@Suite("Hard-coded counts")
struct HardCodedCountScanningTests {
    @Test func dataSourceCountsThatReturnLiterals() {
        #expect(counts("""
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
        func numberOfSections(in tableView: UITableView) -> Int {
            return 2
        }
        func collectionView(_ c: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            if section == 0 { return 1_000 }
            return items.count
        }
        """) == [
            "1:87 literalCount numberOfRowsInSection",
            "3:12 literalCount numberOfSections",
            "6:30 literalCount numberOfItemsInSection",
        ])
    }

    @Test func countsReadFromDataAreNotReported() {
        #expect(counts("""
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }
        func numberOfSections(in tableView: UITableView) -> Int {
            return sections.count + 1
        }
        func collectionView(_ c: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 + extra }
        func other() -> Int { return 3 }
        func ratio(numberOfSections: Int) -> Double { 2.5 }
        protocol Source { func numberOfSections() -> Int }
        func later() -> Int { 4 }
        """) == [])
    }

    @Test func rowComparisonsWithLiteralsInEitherOrder() {
        #expect(counts("""
        if indexPath.row == 0 { header() }
        guard 2 == indexPath.section else { return }
        let isLast = indexPath.item == 1_0
        if indexPath.row == count { }
        if indexPath.row >= 3 { }
        if other.row == 1 { }
        """) == [
            "1:21 rowBranch indexPath.row",
            "2:7 rowBranch indexPath.section",
            "3:32 rowBranch indexPath.item",
        ])
    }

    @Test func switchesOverTheRowReportEachLiteralCase() {
        #expect(counts("""
        switch indexPath.row {
        case 0: return first
        case 1, 2:
            switch value { case 5: break; default: break }
            let closure = { switch x { case 6: break } }
        default: return other
        }
        switch indexPath.section { case 7 where flag: break }
        switch value { case 8: break }
        """) == [
            "2:6 rowBranch indexPath.row",
            "3:6 rowBranch indexPath.row",
            "3:9 rowBranch indexPath.row",
            "8:33 rowBranch indexPath.section",
        ])
    }

    @Test func deadBranchesAndCommentsAreIgnored() {
        #expect(counts("""
        #if false
        if indexPath.row == 0 {}
        #endif
        // if indexPath.row == 1 {}
        let s = "indexPath.row == 2"
        """) == [])
    }

    @Test func unterminatedInputEndsQuietly() {
        #expect(counts("func numberOfSections() -> Int { return 3") == ["1:41 literalCount numberOfSections"])
        #expect(counts("switch indexPath.row { case 4") == ["1:29 rowBranch indexPath.row"])
        #expect(counts("if indexPath.row ==") == [])
    }
}

@Suite("Hard-coded count values")
struct HardCodedCountValueTests {
    @Test func eachCountCarriesItsLiteralsValue() {
        let values = SourceScanner.scan(Array("""
        func numberOfSections(in tableView: UITableView) -> Int { 1 }
        func tableView(_ t: UITableView, numberOfRowsInSection s: Int) -> Int { return 1_000 }
        func pick(_ indexPath: IndexPath) {
            if indexPath.row == 0x1F {}
            if 0b10 == indexPath.item {}
            switch indexPath.section { case 0o7: break; default: break }
            if indexPath.row == 99999999999999999999999 {}
        }
        """.utf8)).hardCodedCounts.map(\.value)
        #expect(values == [1, 1_000, 31, 2, 7, Int.max])
    }
}
