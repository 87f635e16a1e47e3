import Domain

extension RuleBasedQuestionInterpreter {
  /// A line about the way from one country to another that asks more than the route: how long it
  /// takes ("how long to drive from France to Spain", "how many hours by car from …"), by air or
  /// by sea. The data tells neither, and the route, or the time difference a "how many hours"
  /// cues, would look like the answer: such a line is not read.
  func asksMoreThanTheWay(_ tokens: [Token], _ cues: [IntentCue], _ cue: IntentCue) -> Bool {
    guard let route = cues.first(where: { $0.definition.intent == .landRoute }) else {
      return false
    }
    switch cue.definition.intent {
    case .timeDifference, .localTime:
      return true
    case .landRoute:
      return intents.offTopicTokens(tokens).contains { position in
        !route.own.contains(position)
          && !route.definition.allowedTopics.contains(tokens[position].key)
      }
    default:
      return false
    }
  }
}
