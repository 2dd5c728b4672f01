/// Problems with the debt a team has accepted: `except` lines, baseline files and suppression
/// comments that no longer hold. They keep the list of accepted findings honest, so that it only
/// ever shrinks.
extension InputProblem {
    public static let exceptionExpired = InputProblem(
        id: "exception-expired", defaultSeverity: .error,
        summary: "An `except` line of .archrules is past its date; it names its owner and no longer accepts anything.")
    public static let exceptionStale = InputProblem(
        id: "exception-stale", defaultSeverity: .warning,
        summary: "An `except` line of .archrules matches no finding: the debt is paid, so the line can go.")
    public static let baselineStale = InputProblem(
        id: "baseline-stale", defaultSeverity: .warning,
        summary: "Entries of the --baseline file match no finding any more; --update-baseline prunes them.")
    public static let suppressionWithoutReason = InputProblem(
        id: "suppression-without-reason", defaultSeverity: .warning,
        summary: "An `archkit:disable-…` comment gives no reason after `--`, so it suppresses nothing.")
    public static let suppressionUnused = InputProblem(
        id: "suppression-unused", defaultSeverity: .warning,
        summary: "An `archkit:disable-…` comment suppresses no finding: the code it excused has changed, so the comment can go.")
    public static let suppressionUnknown = InputProblem(
        id: "suppression-unknown", defaultSeverity: .warning,
        summary: "An `archkit:` comment names a form other than disable-next-line, disable-this-line and disable-file, no rule, or a rule id archkit does not know.")

    /// The problems with accepted debt, which the stage that accepts findings reports.
    public static let debt: [InputProblem] = [
        .exceptionExpired, .exceptionStale, .baselineStale, .suppressionWithoutReason, .suppressionUnused, .suppressionUnknown,
    ]
}
