/// A bridge or tunnel that joins two countries the data gives no land border, and that a land
/// route may take, as the Travle game's rules count them ("bridges and tunnels count"). The table
/// is `FixedLink.all`, hand-written with a source for each link (see Docs/DATA.md).
public struct FixedLink: Sendable, Equatable {
  /// The two countries it joins, by alpha-3 code, as `Country.borders` names neighbours.
  public let countries: [String]
  /// Its name in each language of the quiz, without an article.
  public let names: [Language: String]
  /// The year it opened to traffic.
  public let opened: Int
  /// Where it is described: the English Wikipedia article's title.
  public let source: String

  public init(
    between first: String, and second: String, names: [Language: String], opened: Int,
    source: String
  ) {
    countries = [first, second]
    self.names = names
    self.opened = opened
    self.source = source
  }

  /// Its name in `language`, else in English.
  public func name(in language: Language) -> String {
    names[language] ?? names[.english] ?? source
  }

  /// Whether it joins the countries of alpha-3 codes `first` and `second`, either way round.
  public func joins(_ first: String, _ second: String) -> Bool {
    Set(countries) == [first, second]
  }
}

/// A border the data gives that a land route may not simply cross: an exclave's. Travle's rules
/// say exclaves make no new borders: a route may start or end in one (Kaliningrad, Russia's, from
/// Poland), never pass through it into the rest of its country, which is elsewhere. Spain and
/// Morocco meet only at Ceuta and Melilla, on the African coast across the sea from the rest of
/// Spain: their border does not count at all (`acrossTheSea`), as Travle's rules say.
public struct ExclaveBorder: Sendable, Equatable {
  /// The country the exclave belongs to, and its neighbour there, by alpha-3 code.
  public let owner: String
  public let neighbour: String
  /// The exclave's name, as the table's notes say it.
  public let exclave: String
  /// Whether the border never counts: the exclave lies across the sea from its country.
  public let acrossTheSea: Bool
  /// Where it is described: the English Wikipedia article's title.
  public let source: String

  public init(
    owner: String, neighbour: String, exclave: String, acrossTheSea: Bool = false, source: String
  ) {
    self.owner = owner
    self.neighbour = neighbour
    self.exclave = exclave
    self.acrossTheSea = acrossTheSea
    self.source = source
  }
}
