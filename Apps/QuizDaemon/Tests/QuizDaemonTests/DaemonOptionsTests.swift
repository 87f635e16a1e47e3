import CommandLineFlags
import Testing

@testable import QuizDaemon

@Suite struct DaemonOptionsTests {
  @Test func parse_defaultsToLoopbackPort8080() throws {
    let options = try DaemonOptions.parse([], environment: [:]).get()

    #expect(options.host == "127.0.0.1")
    #expect(options.port == 8080)
    #expect(options.isLoopback)
    #expect(options.token == nil)
    #expect(options.rememberedLines == 4096)
  }

  @Test(arguments: DaemonOptions.flags.flatMap { flag in flag.names.map { (flag, $0) } })
  func parse_readsEveryNameOfEveryDeclaredFlag(flag: CommandLineFlag<DaemonOptions>, name: String)
    throws
  {
    let arguments = [name] + (flag.sampleValue.map { [$0] } ?? [])

    let options = try DaemonOptions.parse(arguments, environment: [:]).get()

    #expect(options != DaemonOptions())
  }

  @Test func parse_refusesAPortVariableOutOfRange() {
    #expect(
      DaemonOptions.parse([], environment: ["QUIZD_PORT": "70000"])
        == .failure(
          DaemonOptions.UsageError(
            message: "QUIZD_PORT takes a number from 0 to 65535, not '70000'")))
  }

  @Test func parse_readsHowManyLinesToRemember() throws {
    #expect(
      try DaemonOptions.parse(["--remember", "0"], environment: [:]).get().rememberedLines == 0)
    #expect(
      try DaemonOptions.parse(["--remember=64"], environment: [:]).get().rememberedLines == 64)
  }

  @Test func parse_readsFlagsOverTheEnvironment() throws {
    let options = try DaemonOptions.parse(
      ["--host", "0.0.0.0", "--port=0", "--log-questions", "--cors-origin", "https://a.example"],
      environment: ["QUIZD_PORT": "9000", "QUIZD_HOST": "::1", "QUIZD_TOKEN": "t"]
    ).get()

    #expect(options.host == "0.0.0.0")
    #expect(options.port == 0)
    #expect(options.logsQuestions)
    #expect(options.corsOrigin == "https://a.example")
    #expect(options.token == "t")
    #expect(!options.isLoopback)
  }

  @Test(arguments: [
    (["--port", "70000"], "--port takes a number from 0 to 65535, not '70000'"),
    (["--port"], "--port needs a valid value (see quizd --help)"),
    (["--frobnicate"], "unknown option '--frobnicate' (see quizd --help)"),
    (
      ["--read-timeout", "inf"],
      "--read-timeout must be a number of seconds from 0.1 to 3600, not 'inf'"
    ),
    (
      ["--read-timeout", "1e300"],
      "--read-timeout must be a number of seconds from 0.1 to 3600, not '1e300'"
    ),
    (
      ["--read-timeout=nan"],
      "--read-timeout must be a number of seconds from 0.1 to 3600, not 'nan'"
    ),
    (
      ["--refresh-interval", "-1"],
      "--refresh-interval must be a number of seconds from 0 to 86400, not '-1'"
    ),
    (["--remember", "-1"], "--remember takes a number from 0 to 1000000, not '-1'"),
    (
      ["--max-connections", "0"],
      "--max-connections takes a number from 1 to 1000000, not '0'"
    ),
  ])
  func parse_refusesBadArgumentsWithAMessage(arguments: [String], message: String) {
    #expect(
      DaemonOptions.parse(arguments, environment: [:])
        == .failure(DaemonOptions.UsageError(message: message)))
  }
}
