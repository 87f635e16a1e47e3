/// A question the quiz understood: what is asked, and about what.
public struct Question: Sendable, Equatable {
  public let intent: Intent
  public let subject: Subject
  /// The language the question was asked in: the reply is worded in it.
  public let language: Language
  /// A time of day the question gives, in minutes since midnight, on the clocks of its subject's
  /// first country ("when it's 9 am in Tokyo, what time is it in Lisbon": 540 in Japan).
  public let clockTime: Int?
  /// The organisation a membership question asks about ("is Norway in the EU": the EU).
  public let organisation: Organisation?
  /// The office a question about who governs names ("who is the king of Spain": `.king`); nil
  /// when it asks for the leaders as such ("who leads Japan").
  public let office: Office?

  public init(
    intent: Intent, subject: Subject, language: Language = .english, clockTime: Int? = nil,
    organisation: Organisation? = nil, office: Office? = nil
  ) {
    self.intent = intent
    self.subject = subject
    self.language = language
    self.clockTime = clockTime
    self.organisation = organisation
    self.office = office
  }

  /// The same question, asked in `language`.
  public func asked(in language: Language) -> Question {
    Question(
      intent: intent, subject: subject, language: language, clockTime: clockTime,
      organisation: organisation, office: office)
  }

  /// The same question, asking for `office`.
  public func asking(for office: Office?) -> Question {
    Question(
      intent: intent, subject: subject, language: language, clockTime: clockTime,
      organisation: organisation, office: office)
  }

  /// What a question is about, as far as the interpreter could resolve it.
  public enum Subject: Sendable, Equatable {
    /// One country, by alpha-2 code.
    case country(String)
    /// A name that fits several countries equally well, by alpha-2 code.
    case ambiguous([String])
    /// A place that is not a country in the data, as the user named it.
    case unknownPlace(String)
    /// The beginning of country names.
    case prefix(String)
    /// Every country of a group ("countries in Africa", "where is Dutch spoken").
    case group(CountryGroup)
    /// The countries of a group ranked by a measure ("the largest country in Europe").
    case ranking(Ranking)
    /// Named countries ranked by a measure ("is France bigger than Spain"), by alpha-2 code.
    case comparison([String], Ranking)
    /// Words to look for in every country's names ("search guinea").
    case search(String)
    /// Where the person asking is, which the shell supplies with the question ("countries near me").
    case userLocation
    /// Two countries whose distance is asked, or one, whose distance from the person asking is asked;
    /// by alpha-2 code.
    case between([String])
  }
}
