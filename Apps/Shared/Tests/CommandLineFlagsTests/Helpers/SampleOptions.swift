import CommandLineFlags

/// A program with one flag of each kind, and help text full of what shells and roff treat specially.
struct SampleOptions: Equatable, Sendable {
  var isQuiet = false
  var port = 80
  var name = "none"
  var colour = "none"
  var document: GeneratedDocument?

  static let flags: [CommandLineFlag<Self>] =
    [
      .switch("--quiet", short: "-q", aliases: ["--silent"], help: #"say less; it's "quiet" \o/"#) {
        $0.isQuiet = true
      },
      .number(
        "--port", short: "-p", help: "port [0 picks one]: `$PORT` or $(free)", default: "80",
        environment: "SAMPLE_PORT", in: 0...65535
      ) { $0.port = $1 },
      .text("--name", placeholder: "NAME", help: ".starts with a dot", example: "x") {
        $0.name = $1
      },
      .value(
        "--colour", placeholder: "COLOUR", help: "one of three", choices: ["red", "green", "blue"],
        parse: { text, _ in text }, set: { $0.colour = $1 }),
    ] + CommandLineFlag.documentFlags { $0.document = $1 }

  static func interface(
    flags: [CommandLineFlag<Self>] = flags, operand: String? = "word"
  ) -> CommandLineInterface<Self> {
    CommandLineInterface(
      program: "sample-tool", synopsis: "[options] [word]", summary: "a sample",
      description: "A sample program.\n\n'Quoted' second paragraph.", flags: flags,
      notes: "Notes:\n  .dot line\n  back\\slash", operand: operand)
  }
}
