import ArchTestSupport
import Testing

/// The growth check that the scaling tests rely on must tell linear work from quadratic work,
/// or those tests could never fail.
@Suite(.slow) struct GrowthTests {
    @Test func linearWorkPasses() {
        let growth = Growth.measure(startingAt: 10_000, make: { Array(0..<$0) }, work: { numbers in
            var total = 0
            for number in numbers { total &+= number }
            blackHole(total)
        })
        #expect(growth.isRoughlyLinear(), "\(growth)")
    }

    @Test func quadraticWorkFails() {
        let growth = Growth.measure(startingAt: 200, make: { Array(0..<$0) }, work: { numbers in
            var total = 0
            for first in numbers { for second in numbers { total &+= first ^ second } }
            blackHole(total)
        })
        #expect(!growth.isRoughlyLinear(), "\(growth)")
    }
}

/// Keeps the optimiser from removing work whose result is otherwise unused.
@inline(never) func blackHole(_ value: Int) {
    if value == 42_424_242_424 { print(value) }
}
