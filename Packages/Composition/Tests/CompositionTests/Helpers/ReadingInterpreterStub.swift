import Composition
import Domain

/// An interpreter that reads lines from a fixed table of text → reading, complete or partial.
struct ReadingInterpreterStub: QuestionInterpreter {
  let readings: [String: Reading]

  func interpret(_ text: String) -> Question? {
    readings[text]?.question
  }

  func read(_ text: String, candidates: [String]) -> Reading {
    guard var reading = readings[text] else { return Reading() }
    if let choice = reading.choice, !candidates.contains(choice) { reading.choice = nil }
    return reading
  }
}
