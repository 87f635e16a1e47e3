/// A successful reply: the facts asked for, with the data's provenance.
public struct Answer: Sendable, Equatable {
  public let intent: Intent
  /// The country the answer is about, or every match of a prefix, sorted by common name.
  public let countries: [Country]
  public let prefix: String?
  public let provenance: DataProvenance
  /// What the question named, when the wording needs it: the group, the ranking.
  public let subject: Question.Subject?
  /// Other countries the answer names: a country's neighbours, sorted by name.
  public let related: [Country]
  /// The language the question was asked in, and the reply is worded in.
  public let language: Language
  /// Great-circle distances in kilometres, one per country of `countries` (nearby, distance).
  public let distances: [Double]
  /// Where the person asking is, when the answer measures from there.
  public let origin: ResolvedLocation?
  /// What the clocks show at the turn's instant (local time, time difference): a country's, one
  /// per offset; or the two compared, the first country's then the other's (or the user's).
  public let clocks: [ZoneClock]
  /// The time of day the question gave on the first clock's zone, minutes since midnight: the
  /// answer is what the second shows then.
  public let clockTime: Int?
  /// The members of a ranking's group left out for want of a figure (no GDP in the data): the
  /// reply says how many it compared.
  public let unranked: Int
  /// The organisation a membership answer is about.
  public let organisation: Organisation?
  /// The office the question named, for the questions about who governs.
  public let office: Office?
  /// The way by land between two countries, or why there is none (`landRoute`).
  public let route: LandRoute?

  public init(
    intent: Intent, countries: [Country], prefix: String? = nil, provenance: DataProvenance,
    subject: Question.Subject? = nil, related: [Country] = [], language: Language = .english,
    distances: [Double] = [], clocks: [ZoneClock] = [], clockTime: Int? = nil,
    origin: ResolvedLocation? = nil, unranked: Int = 0, organisation: Organisation? = nil,
    office: Office? = nil, route: LandRoute? = nil
  ) {
    self.intent = intent
    self.countries = countries
    self.prefix = prefix
    self.provenance = provenance
    self.subject = subject
    self.related = related
    self.language = language
    self.distances = distances
    self.origin = origin
    self.clocks = clocks
    self.clockTime = clockTime
    self.unranked = unranked
    self.organisation = organisation
    self.office = office
    self.route = route
  }
}
