import Domain

/// Superlatives and comparisons that say the measure: "Russia is the largest country in Europe by
/// area: 17,098,246 km² (6,601,677 mi²)."
enum RankingSentence {
  static func text(for answer: Answer) -> String {
    let ranked = answer.countries
    guard let winner = ranked.first else { return "" }
    let ranking: Ranking
    let isComparison: Bool
    switch answer.subject {
    case .ranking(let value): (ranking, isComparison) = (value, false)
    case .comparison(_, let value): (ranking, isComparison) = (value, true)
    default: return ReplyPresenter.displayName(winner)
    }
    let name = Wording.capitalized(ReplyPresenter.displayName(winner))
    let tied = ranked.dropFirst().prefix { ranking.value(of: $0) == ranking.value(of: winner) }
    if !tied.isEmpty {
      let names = ([winner] + tied).map { ReplyPresenter.displayName($0) }
      return "\(Wording.capitalized(Wording.list(names, conjunction: "and"))) tie"
        + " \(isComparison ? "by" : "for the \(adjective(ranking)) \(scope(ranking)) by")"
        + " \(ranking.measure.rawValue): \(measure(winner, ranking)) each."
    }
    guard isComparison, let other = ranked.dropFirst().first else {
      let sentence =
        ranking.measure == .neighbours
        ? "\(name) has the \(ranking.order == .most ? "most" : "fewest") neighbours of any country "
          + "\(scope(ranking)): \(measure(winner, ranking))"
        : "\(name) is the \(adjective(ranking)) country \(scope(ranking)) by "
          + "\(ranking.measure.rawValue): \(measure(winner, ranking))"
      guard !answer.related.isEmpty else { return sentence + "." }
      let rivals = answer.related.map {
        "\(ReplyPresenter.displayName($0)) (\(measure($0, ranking)))"
      }
      return sentence
        + ", counting every country partly \(scope(ranking)); the data cannot settle it, "
        + "since by its narrower regions the answer is \(Wording.list(rivals, conjunction: "or"))."
    }
    return "\(name) \(comparative(ranking)) \(ReplyPresenter.displayName(other)): "
      + "\(measure(winner, ranking)) against \(measure(other, ranking))."
  }

  /// "the Caribbean", "the Americas", "Europe".
  static func regionName(_ name: String) -> String {
    ["Caribbean", "Americas", "Antarctic"].contains(name) ? "the " + name : name
  }

  private static func scope(_ ranking: Ranking) -> String {
    guard case .region(let name) = ranking.group else { return "in the world" }
    return "in \(regionName(name))"
  }

  private static func adjective(_ ranking: Ranking) -> String {
    switch (ranking.measure, ranking.order) {
    case (.area, .most): "largest"
    case (.area, .least): "smallest"
    case (.population, .most): "most populous"
    case (.population, .least): "least populous"
    case (.neighbours, .most): "most neighboured"
    case (.neighbours, .least): "least neighboured"
    default: ranking.measure.rawValue
    }
  }

  private static func comparative(_ ranking: Ranking) -> String {
    switch (ranking.measure, ranking.order) {
    case (.area, .most): "is bigger than"
    case (.area, .least): "is smaller than"
    case (.population, .most): "has more people than"
    case (.population, .least): "has fewer people than"
    case (.neighbours, .most): "has more neighbours than"
    case (.neighbours, .least): "has fewer neighbours than"
    default: "comes before"
    }
  }

  private static func measure(_ country: Country, _ ranking: Ranking) -> String {
    switch ranking.measure {
    case .area: Numbers.area(country.area)
    case .population: Numbers.people(country.population)
    case .neighbours:
      country.borders.count == 1 ? "1 neighbour" : "\(country.borders.count) neighbours"
    default: ""
    }
  }
}
