/// What a sub-help ("help games", "aide jeux") explains beyond help's one line per family.
public enum HelpTopic: String, CaseIterable, Hashable, Sendable {
  /// Every fact of a country, one example each.
  case facts
  /// Who governs and what a country belongs to.
  case government
  /// The economy and everyday life: figures, conventions and codes.
  case life
  /// Places and distances, the time, sets and rankings.
  case places
  /// The games and their commands.
  case games

  /// The families of questions the sub-help lists.
  public var families: [CapabilityFamily] {
    switch self {
    case .facts: [.facts]
    case .government: [.governs]
    case .life: [.life]
    case .places: [.places, .time, .sets]
    case .games: []
    }
  }
}
