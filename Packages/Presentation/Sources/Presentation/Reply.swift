import Domain
import Foundation

/// What any chat shell shows for one question: the text, the outcome and what the user can do next.
public struct Reply: Sendable, Equatable {
  public let question: String
  public let outcome: Outcome
  public let intent: Intent?
  /// Alpha-2 codes the reply is about: one country, every prefix match, or the ambiguous candidates.
  public let countries: [String]
  public let prefix: String?
  /// The lines joined: what the batch contract's `text` is.
  public private(set) var text: String
  /// The text line by line, each with its kind, for shells that style lines.
  public private(set) var lines: [Line]
  /// Questions the user can ask next, offered whenever there are some: an answer has none, so
  /// no shell decides again whether to show them.
  public let suggestions: [String]
  /// Whether asking the same question again may succeed (the data source failed).
  public let isRetryable: Bool
  /// A flag image for shells that can show one: the flag's country and the data's URL.
  public let image: FlagImage?
  /// The data's URL of `image`, when it has one.
  public var imageURL: String? { image.flatMap { $0.dataURL.isEmpty ? nil : $0.dataURL } }
  /// What a shell that draws no image shows in its place: a flag round's flag as an emoji, which
  /// the text leaves out when the reply carries the picture.
  public var picture: String?
  /// A note about the data, e.g. that an older copy answered because the live source failed.
  public let notice: String?
  public let provenance: DataProvenance?
  /// The game's state after this turn, on the replies of a game.
  public let game: GameStatus?
  /// The language the text is in: the question's, or the user's for a line in none.
  public let language: Language
  /// How the question was read (`reading` in JSON); nil for a line read as no question.
  public var readAs: ReadAs?
  /// The country at a glance, for an overview ("tell me about Japan").
  public var card: CountryCard?
  /// Compact cards, for a list of countries shown as cards (favourites).
  public var cards: [CountryCard] = []
  /// Countries listed with their flags, in order: search matches, the nearest first with distances.
  public var entries: [Entry] = []
  /// The question needs the user's location, which the shell did not give: a page may ask for it
  /// and send the question again with it.
  public var needsLocation = false
  /// A country's outline to draw under the text (a shape question): Braille in a terminal
  /// (`ShapeBraille`), SVG on a page and in JSON (`ShapeSVG`).
  public var shape: CountryShape?
  /// Where the reply thinks the user is and how it knows ("Peru, from COUNTRY_QUIZ_LOCATION").
  public var location: String?

  /// One country of a list: flag, name, and its distance when the list measures one.
  public struct Entry: Sendable, Equatable {
    public let code: String
    public let flag: String
    /// The data's flag image, for shells without an emoji font; empty when it has none.
    public let image: String
    /// The country's name in the reply's language.
    public let name: String
    public let kilometres: Double?
    /// The distance as the reply's language writes it ("1 421 km (883 mi)"), when one is measured.
    public let distance: String?

    public init(
      code: String, flag: String, image: String = "", name: String, kilometres: Double? = nil,
      distance: String? = nil
    ) {
      self.code = code
      self.flag = flag
      self.image = image
      self.name = name
      self.kilometres = kilometres
      self.distance = distance ?? kilometres.map { PlaceSentence.distance($0) }
    }
  }

  /// The text's first line, which introduces a list of `entries` or `cards` ("Four countries match …").
  public var heading: String? {
    guard !entries.isEmpty || !cards.isEmpty else { return nil }
    return lines.first?.text
  }

  public init(
    question: String, outcome: Outcome, intent: Intent?, countries: [String] = [],
    prefix: String? = nil,
    text: String, suggestions: [String] = [], isRetryable: Bool = false, image: FlagImage? = nil,
    notice: String? = nil, provenance: DataProvenance? = nil, game: GameStatus? = nil,
    language: Language = .english
  ) {
    self.init(
      question: question, outcome: outcome, intent: intent, countries: countries, prefix: prefix,
      lines: Line.lines(of: text), suggestions: suggestions, isRetryable: isRetryable,
      image: image, notice: notice, provenance: provenance, game: game, language: language)
  }

  /// A reply whose text is `lines`, joined.
  public init(
    question: String, outcome: Outcome, intent: Intent?, countries: [String] = [],
    prefix: String? = nil,
    lines: [Line], suggestions: [String] = [], isRetryable: Bool = false, image: FlagImage? = nil,
    notice: String? = nil, provenance: DataProvenance? = nil, game: GameStatus? = nil,
    language: Language = .english
  ) {
    self.question = question
    self.outcome = outcome
    self.intent = intent
    self.countries = countries
    self.prefix = prefix
    self.lines = lines
    self.text = lines.text
    // Decided here, once: an answer offers no suggestions, whatever its maker passed.
    self.suggestions = outcome == .answer ? [] : suggestions
    self.isRetryable = isRetryable
    self.image = image
    self.notice = notice
    self.provenance = provenance
    self.game = game
    self.language = language
  }

  /// The reply with one more line at the end of its text.
  mutating func append(_ line: Line) {
    lines.append(line)
    text = lines.text
  }

  /// The kinds of reply, as named by the batch JSON contract.
  public enum Outcome: String, Sendable, Equatable, CaseIterable {
    case answer, notFound, noMatches, unrecognized, ambiguous, unavailable
    /// The question names what it wants but not the country, and the conversation has none.
    case incomplete
    /// A turn of a game: its start, a guess, a game command or its end (`game` says which).
    case game
  }
}
