import Domain

extension Game {
  /// A find-my-country game's answers as the fifteenth part of its text: each question's code and
  /// its answer ("y", "n", "u" for "don't know"; "?" for the question waiting), ","-separated:
  /// "r4n,p12000000y,gPE?" (regions by their index in `places`). At most 12 bytes a question.
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
    case .region(let name): "r" + place(name)
    case .subregion(let name): "s" + place(name)
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

  /// The regions and subregions of the data, by their index in the text ("s12"): a name in full
  /// would take up to 25 bytes a question. Another name is written out.
  static let places = [
    "Africa", "Americas", "Antarctic", "Asia", "Europe", "Oceania", "Australia and New Zealand",
    "Caribbean", "Central America", "Central Asia", "Central Europe", "Eastern Africa",
    "Eastern Asia", "Eastern Europe", "Melanesia", "Micronesia", "Middle Africa", "North America",
    "Northern Africa", "Northern Europe", "Polynesia", "South America", "South-Eastern Asia",
    "Southeast Europe", "Southern Africa", "Southern Asia", "Southern Europe", "Western Africa",
    "Western Asia", "Western Europe",
  ]

  private static func place(_ name: String) -> String {
    places.firstIndex(of: name).map(String.init) ?? name
  }

  /// A place's name from its text: an index of `places`, or the name itself (never a digit first).
  private static func place(_ text: String) -> String? {
    guard let first = text.first, first.isASCII, first.isNumber else { return text }
    return Int(text).flatMap { places.indices.contains($0) ? places[$0] : nil }
  }

  private static func question(_ text: Substring) -> FindQuestion? {
    guard let kind = text.first else { return nil }
    let value = String(text.dropFirst())
    // Names and codes as the data writes them: letters, spaces and hyphens, never a separator.
    guard value.utf8.count <= 40, !value.contains(where: { ";|,".contains($0) }) else { return nil }
    switch kind {
    case "r" where !value.isEmpty: return place(value).map { .region($0) }
    case "s" where !value.isEmpty: return place(value).map { .subregion($0) }
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
