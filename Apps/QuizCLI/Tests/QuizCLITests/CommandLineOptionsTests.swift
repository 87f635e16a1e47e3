import CommandLineFlags
import Testing

@testable import QuizCLI

@Suite struct CommandLineOptionsTests {
  @Test func parse_deliversDefaultsOnNoArguments() throws {
    let options = try CommandLineOptions.parse([]).get()

    #expect(options == CommandLineOptions())
  }

  @Test func parse_readsTheWordMCPAloneAsTheServerAndWithOtherWordsAsAQuestion() throws {
    let server = try CommandLineOptions.parse(["mcp", "--offline"]).get()
    let question = try CommandLineOptions.parse(["mcp", "of", "peru"]).get()

    #expect(server.servesMCP && server.isOffline && server.question == nil)
    #expect(!question.servesMCP && question.question == "mcp of peru")
  }

  @Test func parse_readsEveryFlagAndJoinsTheQuestionWords() throws {
    let options = try CommandLineOptions.parse(
      ["--offline", "--json", "--no-color", "--refresh", "capital", "of", "France"]
    ).get()

    #expect(
      options.isOffline && options.writesJSON && options.disablesColor && options.forcesRefresh)
    #expect(options.question == "capital of France")
  }

  @Test(arguments: CommandLineOptions.flags.flatMap { flag in flag.names.map { (flag, $0) } })
  func parse_readsEveryNameOfEveryDeclaredFlag(
    flag: CommandLineFlag<CommandLineOptions>, name: String
  ) throws {
    let arguments = [name] + (flag.sampleValue.map { [$0] } ?? [])

    let options = try CommandLineOptions.parse(arguments).get()

    #expect(options != CommandLineOptions())
    #expect(options.question == nil)
  }

  @Test(arguments: ["-v", "-V", "--version"])
  func parse_readsTheVersionFlagInEachSpelling(argument: String) throws {
    let options = try CommandLineOptions.parse([argument]).get()

    #expect(options.showsVersion)
  }

  @Test func parse_treatsWordsAfterDoubleDashAsTheQuestion() throws {
    let options = try CommandLineOptions.parse(["--", "--json", "flag"]).get()

    #expect(!options.writesJSON)
    #expect(options.question == "--json flag")
  }

  @Test(arguments: [("--ofline", "--offline"), ("--jsn", "--json"), ("--verison", "--version")])
  func parse_suggestsTheClosestFlagOnATypo(argument: String, suggestion: String) {
    #expect(throws: CommandLineOptions.UsageError.self) {
      try CommandLineOptions.parse([argument]).get()
    }
    if case .failure(let error) = CommandLineOptions.parse([argument]) {
      #expect(error.message.contains("did you mean '\(suggestion)'?"))
    }
  }

  @Test func parse_rejectsAnUnknownFlagWithoutAGuessWhenNothingIsClose() {
    guard case .failure(let error) = CommandLineOptions.parse(["--frobnicate-everything"]) else {
      Issue.record("expected a usage error")
      return
    }

    #expect(error.message == "unknown option '--frobnicate-everything' (see quiz --help)")
  }
}
