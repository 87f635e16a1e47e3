import Domain

extension RuleBasedQuestionInterpreter {
  /// "When it's 9 am in Tokyo, what time is it in Lisbon?": a line that asks the time, gives a time
  /// of day and names two places, countries or capitals. The place asked about is the first after
  /// the words that ask the time ("what time is it in Lisbon", "wenn es in Tokio 9 Uhr ist, wie
  /// spät ist es in Lissabon"), else the one farther from the time; the other's clocks show it.
  func clockConversion(in tokens: [Token], cues: [IntentCue]) -> Question? {
    let clockIntents: [Intent] = [.localTime, .timeDifference]
    let clockCues = cues.filter { clockIntents.contains($0.definition.intent) }
    guard let cueEnd = clockCues.flatMap(\.own).max(), let time = ClockTime.read(tokens) else {
      return nil
    }
    var excluded = Set(cues.flatMap(\.tokens)).union(time.range)
    var places: [(start: Int, code: String)] = []
    for match in subjects.index.distinctMatches(in: tokens, excluding: excluded, limit: 3) {
      guard match.codes.count == 1 else { return nil }
      places.append((match.start, match.codes[0]))
      excluded.formUnion(match.start..<match.end)
    }
    while places.count < 3, let capital = factIndex.capital(in: tokens, excluding: excluded) {
      guard Set(capital.values).count == 1, let code = capital.values.first else { return nil }
      places.append((capital.range.lowerBound, code))
      excluded.formUnion(capital.range)
    }
    places.sort { $0.start < $1.start }
    guard places.count == 2, places[0].code != places[1].code else { return nil }
    let distance = places.map { abs($0.start - time.range.lowerBound) }
    let askedIndex =
      places.firstIndex { $0.start > cueEnd } ?? (distance[0] > distance[1] ? 0 : 1)
    let asked = places[askedIndex].code
    let given = places[1 - askedIndex].code
    return Question(
      intent: .timeDifference, subject: .between([given, asked]), clockTime: time.minute)
  }
}

extension RuleBasedQuestionInterpreter {
  /// "What time is it in Japan at 9": a time of day given without the two places that would make
  /// it a conversion. Today's time would answer another question: the line is not read.
  func asksTheTimeAtAGivenTime(_ tokens: [Token], _ cues: [IntentCue]) -> Bool {
    guard let first = cues.first?.definition.intent, [.localTime, .timeDifference].contains(first)
    else { return false }
    return ClockTime.read(tokens) != nil
  }
}

/// A time of day as typed: "9", "9 am", "9pm", "21:30", "9h30", "21 h", "9 Uhr" (the hour word is
/// the language's, read as the line's other words).
enum ClockTime {
  static func read(_ tokens: [Token]) -> (minute: Int, range: Range<Int>)? {
    for (index, token) in tokens.enumerated() {
      guard let (hour, glued) = hour(token.key) else { continue }
      var minute = glued ?? 0
      var end = index + 1
      if glued == nil, end < tokens.count, tokens[end].key == "h" { end += 1 }
      if glued == nil, end < tokens.count, tokens[end].isNumber, tokens[end].key.utf8.count == 2,
        let minutes = Int(tokens[end].key), minutes < 60,
        tokens[end].startsClause || tokens[end - 1].key == "h"
      {
        minute = minutes
        end += 1
      }
      var value = hour
      let suffix = end < tokens.count ? tokens[end].key : ""
      if let meridiem = meridiem(token.key, suffix) {
        guard hour >= 1, hour <= 12 else { continue }
        value = hour % 12 + (meridiem == "pm" ? 12 : 0)
        if suffix == meridiem { end += 1 }
      }
      guard value < 24 || (value == 24 && minute == 0) else { continue }
      return ((value % 24) * 60 + minute, index..<end)
    }
    return nil
  }

  /// "9" → 9; "9h" → 9; "9h30" → 9 and 30; "9am" → 9: the hour and any minutes in the same word.
  private static func hour(_ key: String) -> (Int, Int?)? {
    let digits = key.prefix { $0.isASCII && $0.isNumber }
    guard (1...2).contains(digits.count), let hour = Int(digits) else { return nil }
    let rest = key.dropFirst(digits.count)
    switch rest {
    case "", "h", "am", "pm": return (hour, nil)
    default:
      guard rest.first == "h", rest.count == 3, let minutes = Int(rest.dropFirst()), minutes < 60
      else { return nil }
      return (hour, minutes)
    }
  }

  private static func meridiem(_ key: String, _ next: String) -> String? {
    for word in ["am", "pm"] where key.hasSuffix(word) || next == word { return word }
    return nil
  }
}
