import CountriesAPI
import Domain
import Foundation
import Interpretation
import Testing

/// A process answering from the bundled snapshot reads its name, capital and place tables where
/// the binary holds them (`make name-tables`); every line of the dev sets reads as it does with
/// the tables built from the data.
@Suite struct CompiledNamesAcceptanceTests {
  static func lines() throws -> [String] {
    var lines: [String] = []
    for name in ["dev", "dev-beyond", "dev-3"] {
      let url = try #require(
        Bundle.module.url(forResource: name, withExtension: "jsonl", subdirectory: "Fixtures"))
      for line in try String(contentsOf: url, encoding: .utf8).split(separator: "\n") {
        let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
        if let question = object?["question"] as? String { lines.append(question) }
        for turn in object?["turns"] as? [[String: Any]] ?? [] {
          if let question = turn["question"] as? String { lines.append(question) }
        }
      }
    }
    return lines
  }

  @Test func everyDevLine_readsTheSameFromTheCompiledTablesAsFromBuiltOnes() throws {
    let dataset = try BundledSnapshot.dataset.get().corrected()
    #expect(BundledSnapshot.holds(dataset))
    let compiled = MultilingualQuestionInterpreter(
      countries: dataset.countries, compiledNames: true)
    let built = MultilingualQuestionInterpreter(countries: dataset.countries)
    let lines = try Self.lines()
    #expect(lines.count > 1_000)
    var read = 0
    for line in lines {
      let reading = compiled.interpret(line)
      #expect(reading == built.interpret(line), "\(line)")
      if reading != nil { read += 1 }
    }
    #expect(read * 2 > lines.count, "most dev lines are questions the reader reads")
  }
}
