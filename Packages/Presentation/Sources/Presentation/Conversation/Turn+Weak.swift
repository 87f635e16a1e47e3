import Domain
import GameRules
import LanguagePacks

extension Turn {
  /// "My weak countries": the countries the person's games still miss (cards due, or whose ease
  /// fell below a new card's), by region, with the kind of round; read from the profile alone,
  /// the data naming the countries and their regions. The conversation is left as it was.
  func weakCountries(
    _ line: String, in conversation: Conversation, language: Language, on board: GameBoard
  ) -> (Reply, Conversation) {
    let words = LearningWords.of(language)
    let book = GamePhrasebook.of(language)
    let day = now / 86_400
    var regions: [String] = []
    var entries: [String: [String]] = [:]
    var codes: [String] = []
    for card in conversation.profile.games.weak(on: day) {
      guard let round = card.gameRound, let code = round.codes.first,
        let country = board.country(code)
      else { continue }
      let region = book.region(country.region)
      if entries[region] == nil { regions.append(region) }
      let kind: LearningWords.Kind = card.isDue(on: day) ? .weakDue : .weakLater
      entries[region, default: []].append(
        words.text(kind, ["country": book.plainName(country), "value": words.kind(of: round)]))
      if !codes.contains(code) { codes.append(code) }
    }
    var next = conversation
    next.retry = nil
    guard !regions.isEmpty else {
      return (
        Reply(
          question: line, outcome: .answer, intent: nil, countries: [],
          lines: Reply.Line.lines(of: words.text(.weakNone)), language: language), next
      )
    }
    let count = entries.values.reduce(0) { $0 + $1.count }
    let list = regions.sorted().map { region in
      words.text(
        .weakRegion,
        ["value": region, "other": entries[region, default: []].joined(separator: ", ")])
    }
    let text = ([words.text(.weakHeading, ["count": book.number(count)])] + list)
      .joined(separator: "\n")
    return (
      Reply(
        question: line, outcome: .answer, intent: nil, countries: codes,
        lines: Reply.Line.headed(text), language: language), next
    )
  }
}
