/// The judge's own check: linear work must pass and quadratic work must fail, or no other
/// scenario could ever fail.
enum JudgeScenarios {
    static let all: [GrowthScenario] = [
        GrowthScenario("Judge", "linear work passes", startingAt: 10_000, make: { Array(0..<$0) }, work: { numbers in
            var total = 0
            for number in numbers { total &+= number }
            return keep(total)
        }),
        GrowthScenario("Judge", "quadratic work fails", startingAt: 200, limit: .superLinear, make: { Array(0..<$0) }, work: { numbers in
            var total = 0
            for first in numbers { for second in numbers { total &+= first ^ second } }
            return keep(total)
        }),
    ]

    /// Keeps the optimiser from removing work whose result is otherwise unused.
    @inline(never) static func keep(_ value: Int) -> Bool {
        value != 42_424_242_424
    }
}
