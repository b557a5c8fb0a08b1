import AutoLayoutTesting
import Foundation

/// The command-line front of the package.
let usage = """
  usage: autolayout <command> [arguments]

  commands:
    demo [--columns N] [--svg PATH]  lay out the builder's example screen on an iPhone-sized root,
                                     print every frame and a picture (N columns, default 40),
                                     switch to a compact layout, print again; write both sets
                                     side by side to PATH (default demo.svg)
    solve FILE                       run a solver workload once and print the final values as JSON
    bench FILE... [--repeat K] [--warmup W] [--json] [--statistics]
                                     time each phase of solver workloads (median and best of K runs,
                                     after W untimed runs, default 1)
    bench-layout [--sizes 100,1000,10000] [--repeat K] [--export DIR] [--row N] [--steps S]
                 [--form F] [--chains C1,C2] [--margins M1,M2] [--one-at-a-time O1,O2]
                 [--in-process]
                                     time the layout engine: views in a flat container and in a
                                     nested tree (create, first layout, one constant, switch sets,
                                     remove), each run in a process of its own unless
                                     --in-process; then their container's inset animated; a
                                     row of N text-like views in a container
                                     resized S times, beside a row of fixed-size views; a form of
                                     F rows; views nested C deep and a row of C equal widths;
                                     M views in their parents' margins under a safe area; O
                                     views added one at a time, then removed one by one
    bench-builder [--rows N] [--switches S] [--repeat K]
                                     time the fluent builder beside the same constraints made with
                                     anchors: N rows of three views, S switches between two sets
    bench-shapes [--sizes 250,1000,4000] [--repeat K]
                                     time shapes whose cost once grew faster than their size (a
                                     chain in order and shuffled, a container activated after
                                     its views, a container moved to another root, a stack view
                                     filled one view at a time) and print each phase's growth
    help                             show this text
  """

var arguments = Array(CommandLine.arguments.dropFirst())
// `--help` anywhere (`autolayout bench --help`) shows the usage instead of being read as a file.
let command =
  arguments.isEmpty || arguments.contains("--help") || arguments.contains("-h")
  ? "help" : arguments.removeFirst()
do {
  switch command {
  case "demo":
    exit(try DemoCommand.run(arguments))
  case "solve":
    guard arguments.count == 1 else { throw WorkloadError("solve needs exactly one workload file") }
    exit(try SolveCommand.run(arguments[0]))
  case "bench":
    exit(try BenchCommand.run(arguments))
  case "bench-layout":
    exit(try LayoutBenchCommand.run(arguments))
  case "bench-layout-run":
    exit(try LayoutBenchCommand.runOne(arguments))
  case "bench-shapes":
    exit(try ShapesBenchCommand.run(arguments))
  case "bench-builder":
    exit(try BuilderBenchCommand.run(arguments))
  case "help", "--help", "-h":
    print(usage)
  default:
    FileHandle.standardError.write(Data("unknown command '\(command)'\n\n\(usage)\n".utf8))
    exit(64)
  }
} catch {
  FileHandle.standardError.write(Data("error: \(error)\n".utf8))
  exit(2)
}
