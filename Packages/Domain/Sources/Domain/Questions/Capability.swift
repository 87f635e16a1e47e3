/// One kind of question the quiz answers, declared once: its intent and the kind of answer it gets.
/// Help, banners, usage, suggestions, the OpenAPI enum and the web hint are derived from
/// `Capability.all`; each language pack (`LanguagePacks`) adds how it is asked, what help calls it,
/// an example and its answer's sentences.
public struct Capability: Sendable, Equatable {
  /// The shape of an answer, which decides how the use case looks it up.
  public enum AnswerKind: Sendable, Equatable {
    /// A fact of one country ("the capital of Belgium").
    case oneCountry
    /// The country a clue points to (a capital, a code, a flag).
    case countryFromClue
    /// Every country in a group (a region, speaking a language, using a currency).
    case countrySet
    /// Countries whose names start with some letters.
    case namePrefix
    /// The countries of a group ranked by a measure, the winner first.
    case ranking
  }

  public let intent: Intent
  public let answer: AnswerKind
  /// For a yes-or-no fact of a country, the fact as the data holds it (nil where the data does
  /// not say). Its questions may name a group instead ("which African countries are landlocked"):
  /// the answer is the group's members that have it.
  public let property: (@Sendable (Country) -> Bool?)?
  /// Its questions name their own country: a line that names none ("what time is it") is no
  /// question about the country talked about, nor one to ask back which country.
  public let namesItsCountry: Bool
  /// For a fact that is a figure of a country, what a ranking or a comparison measures it as
  /// ("the most densely populated country", "is Belgium denser than the Netherlands").
  public let measure: Ranking.Measure?

  public init(
    intent: Intent, answer: AnswerKind, namesItsCountry: Bool = false,
    measure: Ranking.Measure? = nil, property: (@Sendable (Country) -> Bool?)? = nil
  ) {
    self.intent = intent
    self.answer = answer
    self.namesItsCountry = namesItsCountry
    self.measure = measure
    self.property = property
  }

  /// Whether its questions ask a yes-or-no fact, of a country or of a group's members.
  public var isYesOrNo: Bool { property != nil }

  public static func == (lhs: Capability, rhs: Capability) -> Bool {
    lhs.intent == rhs.intent && lhs.answer == rhs.answer && lhs.isYesOrNo == rhs.isYesOrNo
      && lhs.namesItsCountry == rhs.namesItsCountry && lhs.measure == rhs.measure
  }

  /// The capability of `intent`.
  public static func of(_ intent: Intent) -> Capability {
    byIntent[intent]
      ?? Capability(intent: intent, answer: .oneCountry)
  }

  private static let byIntent = Dictionary(all.map { ($0.intent, $0) }) { first, _ in first }
}
