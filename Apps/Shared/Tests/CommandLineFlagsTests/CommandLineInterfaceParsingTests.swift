import CommandLineFlags
import Testing

@Suite struct CommandLineInterfaceParsingTests {
  @Test func parse_appliesSwitchesValuesAndOperands() throws {
    let parsed = try parse(["-q", "--port", "8", "--name=ann", "hello", "--", "--colour"])

    #expect(parsed.options.isQuiet && parsed.options.port == 8 && parsed.options.name == "ann")
    #expect(parsed.operands == ["hello", "--colour"])
  }

  @Test(arguments: SampleOptions.flags.flatMap { flag in flag.names.map { (flag, $0) } })
  func parse_readsEveryNameOfEveryFlag(flag: CommandLineFlag<SampleOptions>, name: String) {
    let arguments = [name] + (flag.sampleValue.map { [$0] } ?? [])

    let result = SampleOptions.interface().parse(arguments, into: SampleOptions())

    #expect(throws: Never.self) { try result.get() }
    #expect((try? result.get().options) != SampleOptions())
  }

  @Test func parse_letsAFlagWinOverItsVariable() throws {
    let fromVariable = try parse([], environment: ["SAMPLE_PORT": "9"])
    let fromFlag = try parse(["-p", "7"], environment: ["SAMPLE_PORT": "9"])

    #expect(fromVariable.options.port == 9)
    #expect(fromFlag.options.port == 7)
  }

  @Test(arguments: [
    (["-p"], "-p needs a valid value (see sample-tool --help)"),
    (["--name="], "--name needs a valid value (see sample-tool --help)"),
    (["--port=70000"], "--port takes a number from 0 to 65535, not '70000'"),
    (["--quiet=yes"], "--quiet takes no value (see sample-tool --help)"),
    (["--prot"], "unknown option '--prot'; did you mean '--port'? (see sample-tool --help)"),
    (["--frobnicate=1"], "unknown option '--frobnicate' (see sample-tool --help)"),
    (["--generate-manul"], "unknown option '--generate-manul' (see sample-tool --help)"),
    (
      ["--generate-completion-script", "tcsh"],
      "--generate-completion-script takes bash, zsh, fish, not 'tcsh'"
    ),
  ])
  func parse_refusesBadArgumentsWithAMessage(arguments: [String], message: String) {
    let result = SampleOptions.interface().parse(arguments, into: SampleOptions())

    #expect(result.map { $0.options } == .failure(CommandLineUsageError(message: message)))
  }

  @Test func parse_refusesAVariablesBadValueNamingTheVariable() {
    let result = SampleOptions.interface().parse(
      [], into: SampleOptions(), environment: ["SAMPLE_PORT": "x"])

    #expect(
      result.map { $0.options }
        == .failure(
          CommandLineUsageError(message: "SAMPLE_PORT takes a number from 0 to 65535, not 'x'")))
  }

  @Test func parse_refusesWordsWhenTheProgramTakesNone() {
    let result = SampleOptions.interface(operand: nil).parse(["hello"], into: SampleOptions())

    #expect(
      result.map { $0.options }
        == .failure(
          CommandLineUsageError(message: "unexpected argument 'hello' (see sample-tool --help)")))
  }

  @Test(arguments: GeneratedDocument.Shell.allCases)
  func parse_readsWhichDocumentToGenerate(shell: GeneratedDocument.Shell) throws {
    let script = try parse(["--generate-completion-script", shell.rawValue])
    let manual = try parse(["--generate-manual"])

    #expect(script.options.document == .completionScript(shell))
    #expect(manual.options.document == .manual)
  }

  // MARK: - Helpers

  private func parse(_ arguments: [String], environment: [String: String] = [:]) throws -> (
    options: SampleOptions, operands: [String]
  ) {
    try SampleOptions.interface().parse(arguments, into: SampleOptions(), environment: environment)
      .get()
  }
}
