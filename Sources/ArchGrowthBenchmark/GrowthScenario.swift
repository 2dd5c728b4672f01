/// One hostile input for one stage: made at two sizes, the stage's work timed at each, and the
/// ratio of the times judged against a limit. The work also answers whether it did what it
/// should, so that a stage which gives up early cannot pass for a fast one.
struct GrowthScenario: Sendable {
    enum Limit: Sendable {
        /// At most three times the input's growth: linear or `n log n`, never quadratic.
        case linear
        /// At most this ratio, for work that grows with edges that grow faster than modules.
        case ratio(Double)
        /// More than three times the input's growth: the judge's own check on quadratic work.
        case superLinear

        func admits(_ growth: Growth) -> Bool {
            switch self {
            case .linear: return growth.isRoughlyLinear()
            case .ratio(let limit): return growth.ratio <= limit
            case .superLinear: return !growth.isRoughlyLinear()
            }
        }

        func describe(for growth: Growth) -> String {
            switch self {
            case .linear: return "≤ \(Int(growth.sizeFactor * 3))×"
            case .ratio(let limit): return "≤ \(Int(limit))×"
            case .superLinear: return "> \(Int(growth.sizeFactor * 3))×"
            }
        }
    }

    struct Outcome {
        var growth: Growth
        var answeredRight: Bool
    }

    let stage: String
    let input: String
    let limit: Limit
    let measure: @Sendable () -> Outcome

    init<Input>(_ stage: String, _ input: String, startingAt size: Int, factor: Int = 8, repeats: Int = 3,
                maximumSize: Int = 1 << 22, limit: Limit = .linear,
                make: @escaping @Sendable (Int) -> Input, work: @escaping @Sendable (Input) -> Bool) {
        self.stage = stage
        self.input = input
        self.limit = limit
        measure = {
            var answeredRight = true
            let growth = Growth.measure(startingAt: size, factor: factor, repeats: repeats, maximumSize: maximumSize, make: make) { input in
                if !work(input) { answeredRight = false }
            }
            return Outcome(growth: growth, answeredRight: answeredRight)
        }
    }

    /// True when `filter` is empty or names part of the stage or the input, in any case.
    func matches(_ filter: String) -> Bool {
        filter.isEmpty || "\(stage) \(input)".lowercased().contains(filter.lowercased())
    }
}
