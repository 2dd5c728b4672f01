import Foundation

// archkit-growth: times each stage in-process on hostile inputs at two sizes and judges only
// how much longer the larger took, so that no stage grows faster than n log n on any input
// (docs/performance.md). Exit 0 when every scenario passes, 1 when one fails, 2 on bad usage.
let usage = """
    usage: archkit-growth [--only TEXT] [--list]
      --only  run the scenarios whose stage or input contains TEXT (any case)
      --list  print the scenarios and run none
    Build in debug or release; the ratios, not the times, are judged.
    """

let scenarios = JudgeScenarios.all + SourceScenarios.all + ManifestScenarios.all + ProjectScenarios.all + RulesScenarios.all
    + ModelScenarios.all + ViewScenarios.all

var filter = ""
var listsOnly = false
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--only":
        guard let text = arguments.popFirst() else {
            FileHandle.standardError.write(Data("archkit-growth: --only needs a value\n\(usage)\n".utf8))
            exit(2)
        }
        filter = text
    case "--list": listsOnly = true
    case "-h", "--help":
        print(usage)
        exit(0)
    default:
        FileHandle.standardError.write(Data("archkit-growth: unknown argument '\(argument)'\n\(usage)\n".utf8))
        exit(2)
    }
}

let chosen = scenarios.filter { $0.matches(filter) }
if chosen.isEmpty {
    FileHandle.standardError.write(Data("archkit-growth: no scenario matches '\(filter)'; --list shows them\n".utf8))
    exit(2)
}
if listsOnly {
    for scenario in chosen { print("\(scenario.stage): \(scenario.input)") }
    exit(0)
}

var table = GrowthTable()
for (index, scenario) in chosen.enumerated() {
    let outcome = scenario.measure()
    let row = table.add(scenario, outcome)
    FileHandle.standardError.write(Data("[\(index + 1)/\(chosen.count)] \(row)\n".utf8))
}
print(table.markdown)
exit(table.failures == 0 ? 0 : 1)
