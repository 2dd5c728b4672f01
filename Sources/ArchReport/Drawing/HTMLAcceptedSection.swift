import ArchCore
import ArchViews

/// The accepted debt in the HTML report: counted in the header, and listed dimmed in a section
/// of its own after the findings, each with what accepted it, so that a reviewer sees the debt
/// and not only what is new.
extension HTMLReportTables {
    static let acceptedStylesheet = """
        section.accepted { opacity: 0.62; }
        section.accepted:hover { opacity: 1; }
        ol.accepted-findings { margin: 0; padding-left: 24px; color: #57606a; }
        ol.accepted-findings > li { margin-bottom: 6px; }
        .acceptance { display: inline-block; padding: 0 6px; border-radius: 10px; font-size: 12px; color: #ffffff; background: #6e7781; }
        .accepted-by { margin: 2px 0; font-size: 13px; }
        """

    /// Empty when nothing is accepted, so that a report without debt is unchanged.
    func acceptedSection() -> String {
        guard let tally = AcceptedFinding.tally(document.accepted) else { return "" }
        var section = "<section id=\"accepted\" class=\"accepted\">\n<h2>Accepted debt <span class=\"muted\">(\(Markup.escape(tally)))</span></h2>\n"
            + "<p class=\"legend\">These findings do not fail the check: an <code>except</code> line of .archrules, the baseline or an "
            + "<code>archkit:disable</code> comment accepts each of them.</p>\n<ol class=\"accepted-findings\">\n"
        for accepted in document.accepted {
            let finding = accepted.finding
            section += "<li\(Markup.attributes([("class", finding.severity.rawValue), ("data-acceptance", accepted.acceptance.kind.rawValue)]))>"
                + "<span class=\"acceptance\">\(Markup.escape(Self.label(accepted.acceptance.kind)))</span> "
                + "<span class=\"rule\">\(Markup.escape(finding.ruleID))</span> "
            if let location = finding.location { section += "<code>\(Markup.escape(location.description))</code>" }
            section += "<p class=\"message\">\(Markup.escape(finding.message))</p>"
                + "<p class=\"accepted-by\">\(Markup.escape(accepted.acceptance.explanation))</p></li>\n"
        }
        return section + "</ol>\n</section>\n"
    }

    /// The header's count of accepted findings; empty when there are none.
    func acceptedCount() -> String {
        guard !document.accepted.isEmpty else { return "" }
        let count = document.accepted.count
        return "<li class=\"muted\" title=\"\(Markup.escape(AcceptedFinding.tally(document.accepted) ?? ""))\"><strong>\(count)</strong> accepted</li>"
    }

    static func label(_ kind: AcceptedFinding.Kind) -> String {
        switch kind {
        case .exception: return "exception"
        case .baseline: return "baselined"
        case .suppression: return "suppressed"
        }
    }
}
