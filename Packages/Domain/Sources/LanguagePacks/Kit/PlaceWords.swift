import Domain

/// The words of one language for what questions name besides countries: regions as people say them,
/// what a ranking measures and which end it wants, and the words that ask for a country from a clue.
public struct PlaceWords: Sendable {
  /// Region names as people say them, to the data's `region`, `subregion` or `continents` string
  /// ("southeast asia" → "South-Eastern Asia", "african" → "Africa"). The data's own names are added.
  public var regionAliases: [String: String] = [:]
  /// Words that name what a ranking measures ("populous" → population, "bigger" → area).
  public var measures: [String: Ranking.Measure] = [:]
  /// Superlatives and comparatives of a figure they do not name ("richest": by the GDP or per
  /// person?): with no measure named the line is no ranking, with one they say its order.
  public var figureOrders: Set<String> = []
  /// Superlative and comparative words, with the end of the ranking they ask for.
  public var superlatives: [String: Ranking.Order] = [:]
  public var comparatives: [String: Ranking.Order] = [:]
  /// Words that say the question wants a country from a clue ("which country", "whose").
  public var countryNouns: Set<String> = []
  public var reverseMarkers: Set<String> = []
  /// Currency names people use that the data spells otherwise ("us dollar" → USD).
  public var currencyAliases: [String: String] = [:]
  /// Words that mean the whole world as a ranking's scope.
  public var worldWords: Set<String> = []
  /// Well-known places inside countries (states, provinces, cities): named in a question, they make
  /// it about that place, which the data does not know ("the capital of Texas, USA").
  public var knownPlaces: Set<String> = []
  /// Language names as this language says them, to the data's name ("deutsch" → "German").
  public var languageAliases: [String: String] = [:]
  /// Words between a search cue and what to look for ("for", "countries with", "named").
  public var searchLeadIns: Set<String> = []
  /// Words that point at the person asking as a place ("me", "here", "where I am").
  public var userPlaceWords: Set<String> = []
  /// Words for a living thing shown on a flag ("animal", "bird", "Tier"): asked of a flag, they ask
  /// for its description, which answers only where it names one (`describedCreatures`).
  public var creatureWords: Set<String> = []
  /// The words the data's flag descriptions, written in English, use for living things ("eagle",
  /// "crane"): English's pack lists them, and every language reads the same descriptions.
  public var describedCreatures: Set<String> = []
  /// Words opening a question that asks which one of a kind the next word names ("which sea",
  /// "quel océan"): the reading must know that kind as what it answers.
  public var whichWords: Set<String> = []
  /// Words right before the country a land route starts from when it is named second ("to Spain
  /// from Germany", "nach Spanien von Deutschland").
  public var routeStarts: Set<String> = []

  public init() {}

  public func merging(_ other: PlaceWords) -> PlaceWords {
    var merged = self
    merged.regionAliases.merge(other.regionAliases) { mine, _ in mine }
    merged.measures.merge(other.measures) { mine, _ in mine }
    merged.figureOrders.formUnion(other.figureOrders)
    merged.superlatives.merge(other.superlatives) { mine, _ in mine }
    merged.comparatives.merge(other.comparatives) { mine, _ in mine }
    merged.countryNouns.formUnion(other.countryNouns)
    merged.reverseMarkers.formUnion(other.reverseMarkers)
    merged.currencyAliases.merge(other.currencyAliases) { mine, _ in mine }
    merged.worldWords.formUnion(other.worldWords)
    merged.knownPlaces.formUnion(other.knownPlaces)
    merged.languageAliases.merge(other.languageAliases) { mine, _ in mine }
    merged.searchLeadIns.formUnion(other.searchLeadIns)
    merged.userPlaceWords.formUnion(other.userPlaceWords)
    merged.creatureWords.formUnion(other.creatureWords)
    merged.describedCreatures.formUnion(other.describedCreatures)
    merged.whichWords.formUnion(other.whichWords)
    merged.routeStarts.formUnion(other.routeStarts)
    return merged
  }
}
