import Domain

extension Game {
  /// A find-my-country game's answers as the fifteenth part of its text: each question's code and
  /// its answer ("y", "n", "u" for "don't know"; "?" for the question waiting), ","-separated:
  /// "rEuropen,p12000000y,gPE?". About 10 bytes a question, 200 at the most.
  var findText: String {
    let answered = clues.map { Self.text($0.question) + ($0.answer.map { $0 ? "y" : "n" } ?? "u") }
    return (answered + [asking.map { Self.text($0) + "?" }].compactMap { $0 })
      .joined(separator: ",")
  }

  /// Reads `findText`; nil when it is not one, or holds more than the game asks.
  static func find(_ part: Substring) -> (clues: [FindClue], asking: FindQuestion?)? {
    var clues: [FindClue] = []
    var asking: FindQuestion?
    for item in part.split(separator: ",") {
      guard asking == nil, clues.count < mostFindQuestions, let mark = item.last,
        let question = question(item.dropLast())
      else { return nil }
      switch mark {
      case "y": clues.append(FindClue(question, true))
      case "n": clues.append(FindClue(question, false))
      case "u": clues.append(FindClue(question, nil))
      case "?": asking = question
      default: return nil
      }
    }
    return (clues, asking)
  }

  static func text(_ question: FindQuestion) -> String {
    switch question {
    case .region(let name): "r" + name
    case .subregion(let name): "s" + name
    case .landlocked: "L"
    case .island: "I"
    case .morePeople(let count): "p" + String(count)
    case .larger(let area): "a" + String(area)
    case .borders(let code): "b" + code
    case .currency(let code): "c" + code
    case .language(let code): "l" + code
    case .nameStarts(let letter): "n" + String(letter)
    case .north: "N"
    case .drivesLeft: "D"
    case .country(let code): "g" + code
    }
  }

  private static func question(_ text: Substring) -> FindQuestion? {
    guard let kind = text.first else { return nil }
    let value = String(text.dropFirst())
    // Names and codes as the data writes them: letters, spaces and hyphens, never a separator.
    guard value.utf8.count <= 40, !value.contains(where: { ";|,".contains($0) }) else { return nil }
    switch kind {
    case "r" where !value.isEmpty: return .region(value)
    case "s" where !value.isEmpty: return .subregion(value)
    case "L" where value.isEmpty: return .landlocked
    case "I" where value.isEmpty: return .island
    case "N" where value.isEmpty: return .north
    case "D" where value.isEmpty: return .drivesLeft
    case "p": return Int(value).flatMap { $0 >= 0 ? .morePeople($0) : nil }
    case "a": return Int(value).flatMap { $0 >= 0 ? .larger($0) : nil }
    case "b" where value.utf8.count == 3: return .borders(value)
    case "c" where value.utf8.count == 3: return .currency(value)
    case "l" where (2...3).contains(value.utf8.count): return .language(value)
    case "n" where value.count == 1: return value.first.map { .nameStarts($0) }
    case "g" where value.utf8.count == 2: return .country(value)
    default: return nil
    }
  }
}
