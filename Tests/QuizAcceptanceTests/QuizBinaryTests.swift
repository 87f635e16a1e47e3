import Foundation
import Testing

/// The built `quiz` executable, run as a user or a script runs it.
@Suite struct QuizBinaryTests {
  @Test func batch_writesOneJSONLinePerQuestionInOrder() throws {
    let input =
      "What is the capital of Belgium?\nWhich countries start with CH?\n\nflag of atlantis\n"

    let result = try runQuiz(["--offline", "--json"], input: Data(input.utf8))

    let lines = result.output.split(separator: "\n")
    #expect(result.status == 0)
    #expect(lines.count == 4)
    #expect(
      lines[0].hasPrefix(
        #"{"question":"What is the capital of Belgium?","outcome":"answer","intent":"capital","countries":["BE"]"#
      ))
    #expect(
      lines[1].contains(
        #""countries":["TD","CL","CN","CX"],"prefix":"CH","text":"Chad, Chile, China, Christmas Island""#
      ))
    #expect(lines[2].contains(#""outcome":"unrecognized""#))
    #expect(lines[3].contains(#""outcome":"notFound""#))
  }

  @Test func batch_survivesInvalidUTF8HugeAndControlLines() throws {
    var input = Data("capital of france\n".utf8)
    input.append(contentsOf: [0xFF, 0xFE, 0xC3, 0x28, 0x0A])
    input.append(Data((String(repeating: "capital ", count: 125_000) + "\n").utf8))
    input.append(Data("\u{0}\u{1B}[2Jflag of \u{1B}]0;pwned\u{7}chile\n".utf8))

    let result = try runQuiz(["--offline", "--json"], input: input)

    let lines = result.output.split(separator: "\n")
    #expect(result.status == 0)
    #expect(lines.count == 4)
    #expect(lines.allSatisfy { $0.hasPrefix("{\"question\":") })
    #expect(!result.output.contains("\u{1B}"))
  }

  @Test(arguments: [
    (
      ["--offline", "What is the capital of Belgium?"], Int32(0),
      "The capital of Belgium is Brussels.\n"
    ),
    (
      ["--offline", "capital", "of", "atlantis"], 1,
      "There is no country called \"atlantis\" in my data.\n"
    ),
  ])
  func oneShot_printsTheReplyAndExitsWithItsStatus(
    arguments: [String], status: Int32, firstLine: String
  ) throws {
    let result = try runQuiz(arguments, input: Data())

    #expect(result.status == status)
    #expect(result.output.hasPrefix(firstLine))
  }

  @Test func oneShot_saysUnderTheAnswerHowATypedQuestionWasRead() throws {
    let typed = try runQuiz(["--offline", "whats the capitl of Frnace?"], input: Data())
    let plain = try runQuiz(["--offline", "What is the capital of France?"], input: Data())

    #expect(
      typed.output
        == "The capital of France is Paris.\nRead as: “capitl” → capital, “Frnace” → France\n")
    #expect(plain.output == "The capital of France is Paris.\n")
  }

  @Test func unknownFlag_isAUsageErrorWithAHint() throws {
    let result = try runQuiz(["--ofline"], input: Data())

    #expect(result.status == 2)
    #expect(result.error.contains("did you mean '--offline'?"))
  }

  @Test func version_namesTheDataSourceAndDate() throws {
    let result = try runQuiz(["--version"], input: Data())

    #expect(result.status == 0)
    #expect(result.output.contains("REST Countries v3.1"))
    #expect(result.output.contains("2026-06-16"))
    #expect(result.output.contains("Corrections to the data: Bulgaria: the euro replaced"))
  }

  @Test func emptyQuestion_isAnsweredLikeABlankOneInsteadOfReadingStandardInput() throws {
    let empty = try runQuiz(["--offline", ""], input: Data("capital of peru\n".utf8))
    let blank = try runQuiz(["--offline", "   "], input: Data("capital of peru\n".utf8))

    #expect(empty.status == blank.status)
    #expect(empty.output == blank.output)
    #expect(!empty.output.contains("Lima"))
  }

  @Test func damagedProfile_isSetAsideWithAWarningAndTheQuestionIsStillAnswered() throws {
    let state = FileManager.default.temporaryDirectory.appendingPathComponent(
      "quiz-state-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: state) }
    let folder = state.appendingPathComponent("country-quiz")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data("{\"favourites\": [\u{1B}]0;x".utf8).write(
      to: folder.appendingPathComponent("profile.json"))

    let result = try runQuiz(
      ["--offline", "capital of peru"], input: Data(), environment: ["XDG_STATE_HOME": state.path])

    #expect(result.status == 0)
    #expect(result.output.hasPrefix("The capital of Peru is Lima."))
    #expect(result.error.contains("quiz: warning: Your saved favourites and scores"))
    #expect(!result.error.contains("\u{1B}"))
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    #expect(names.contains { $0.hasPrefix("profile.json.corrupt-") })
    #expect(!names.contains("profile.json"))
  }

  @Test func unwritableOutput_isReportedAndExitsWithAFailure() throws {
    let process = Process()
    process.executableURL = productsDirectory().appendingPathComponent("quiz")
    process.arguments = ["--offline", "capital of peru"]
    process.standardOutput = FileHandle(forWritingAtPath: "/dev/full")
    let errors = Pipe()
    process.standardError = errors

    try process.run()
    let message = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()

    #expect(process.terminationStatus == 74)
    #expect(String(decoding: message, as: UTF8.self).contains("could not write the answer"))
  }

  @Test(arguments: [
    ("COUNTRY_QUIZ_TIMEOUT", "nan"), ("COUNTRY_QUIZ_CACHE_HOURS", "-3"),
    ("RESTCOUNTRIES_V31_URL", "localhost:8080"), ("COUNTRY_QUIZ_LOCATION", "91,0"),
    ("COUNTRY_QUIZ_LOCATION", "12.5 east"),
  ])
  func unusableSetting_isAUsageErrorNamingIt(name: String, value: String) throws {
    let result = try runQuiz(["capital of peru"], input: Data(), environment: [name: value])

    #expect(result.status == 2)
    #expect(result.error.hasPrefix("quiz: \(name) must be"))
    #expect(result.output.isEmpty)
  }

  @Test func oneShot_wordsAnErrorInTheQuestionsLanguageAndAnUnreadLineInTheLocales() throws {
    let french = try runQuiz(
      ["--offline", "quelle est la capitale de l'Atlantide ?"], input: Data(),
      environment: ["LANG": "de_DE.UTF-8"])
    let german = try runQuiz(
      ["--offline", "xyzzy"], input: Data(), environment: ["LANG": "de_DE.UTF-8"])
    let english = try runQuiz(
      ["--offline", "xyzzy"], input: Data(), environment: ["LANG": "de_DE.UTF-8", "LC_ALL": "C"])

    #expect(french.status == 1)
    #expect(
      french.output.hasPrefix("Je ne trouve aucun pays nommé « Atlantide » dans mes données."))
    #expect(german.output.hasPrefix("Darauf weiß ich keine Antwort."))
    #expect(english.output.hasPrefix("I can't answer that."))
  }

  @Test func echoedText_isStrippedOfEscapeSequences() throws {
    let result = try runQuiz(["--offline", "flag of \u{1B}[31mNarnia\u{1B}[0m"], input: Data())

    #expect(result.status == 1)
    #expect(!result.output.contains("\u{1B}"))
  }
}

struct ProcessResult {
  let status: Int32
  let output: String
  let error: String
}

/// Runs the `quiz` built next to this test bundle.
func runQuiz(_ arguments: [String], input: Data, environment: [String: String] = [:]) throws
  -> ProcessResult
{
  let process = Process()
  process.executableURL = productsDirectory().appendingPathComponent("quiz")
  process.arguments = arguments
  // English unless a test chooses a locale: quiz speaks the locale's language.
  var base = ProcessInfo.processInfo.environment
  base["LC_ALL"] = nil
  base["LC_MESSAGES"] = nil
  base["LANG"] = "C.UTF-8"
  process.environment = base.merging(environment) { _, new in new }
  let stdin = Pipe()
  let stdout = Pipe()
  let stderr = Pipe()
  process.standardInput = stdin
  process.standardOutput = stdout
  process.standardError = stderr
  try process.run()
  let writer = Thread {
    stdin.fileHandleForWriting.write(input)
    try? stdin.fileHandleForWriting.close()
  }
  writer.start()
  let output = stdout.fileHandleForReading.readDataToEndOfFile()
  let error = stderr.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return ProcessResult(
    status: process.terminationStatus, output: String(decoding: output, as: UTF8.self),
    error: String(decoding: error, as: UTF8.self))
}

func productsDirectory() -> URL {
  URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
}
