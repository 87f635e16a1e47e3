import Foundation
import Testing

/// `quiz` refuses a line longer than 1,000 characters, whatever reads it, and goes on.
@Suite struct LineLimitBinaryTests {
  @Test func oneShot_overTheLineLimit_isAUsageError() throws {
    let result = try runQuiz(
      ["--offline", "capital of " + String(repeating: "a", count: 990)], input: Data())

    #expect(result.status == 2)
    #expect(result.output.isEmpty)
    #expect(result.error.contains("quiz: the question is longer than 1,000 characters"))
  }

  @Test func batch_answersALineOverTheLimitWithAnErrorAndGoesOn() throws {
    var input = Data(("capital of " + String(repeating: "a", count: 990) + "\n").utf8)
    input.append(Data(repeating: UInt8(ascii: "x"), count: 3_000_000))
    input.append(Data("\ncapital of peru\n".utf8))

    let result = try runQuiz(["--offline", "--json"], input: input)

    let lines = result.output.split(separator: "\n")
    #expect(result.status == 0)
    #expect(lines.count == 3)
    #expect(lines[0].contains(#""outcome":"unrecognized""#))
    #expect(lines[0].contains("The question is longer than 1,000 characters"))
    #expect(lines[1].contains("The question is longer than 1,000 characters"))
    #expect(lines[1].utf8.count < 1_000)
    #expect(lines[2].contains("Lima"))
  }
}
