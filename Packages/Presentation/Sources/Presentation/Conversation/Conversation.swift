import Domain
import GameRules

/// What a conversation remembers between lines, as a value: every shell keeps one (the terminal in its
/// `ChatSession`, the daemon's client in a signed context) and the engine steps it line by line.
public struct Conversation: Sendable, Equatable, Hashable {
  /// What the last answered question asked.
  public var intent: Intent?
  /// The countries talked about, newest first (two, for "which is bigger?").
  public var countries: [String]
  /// The group talked about: the region ranked, the language or currency of the country talked about.
  public var group: CountryGroup?
  /// The last ranking's measure and end ("and the smallest?", "and by population?").
  public var measure: Ranking.Measure?
  public var order: Ranking.Order?
  /// A question that named no country yet ("what's the currency?"), waiting for one.
  public var pendingIntent: Intent?
  /// The candidates of a clarification ("Did you mean North Korea or South Korea?").
  public var candidates: [String]
  /// The line to ask again on `retry`, after a reply that offered one.
  public var retry: String?
  /// The game being played: while there is one, every line is a guess or a game command.
  public var game: Game?
  /// The user's language (the terminal's locale, the browser's): commands, help and notices, and the
  /// replies to lines in no language of their own ("Peru?", an emoji), are in it. The shell sets it.
  public var language: Language
  /// What the person keeps between conversations. Not part of `text`: the daemon's client sends it
  /// beside the signed context, the terminal keeps it in a file.
  public var profile: Profile
  /// The language the conversation is spoken in: that of the last line understood (the user's until
  /// then). A line with no words of any language that takes something from the conversation ("and
  /// Peru?" after a French question, "Pérou ?") is answered in it. Part of `text`.
  public var spoken: Language

  public init(
    intent: Intent? = nil, countries: [String] = [], group: CountryGroup? = nil,
    measure: Ranking.Measure? = nil, order: Ranking.Order? = nil, pendingIntent: Intent? = nil,
    candidates: [String] = [], retry: String? = nil, game: Game? = nil,
    language: Language = .english, spoken: Language? = nil, profile: Profile = Profile()
  ) {
    self.intent = intent
    self.countries = countries
    self.group = group
    self.measure = measure
    self.order = order
    self.pendingIntent = pendingIntent
    self.candidates = candidates
    self.retry = retry
    self.game = game
    self.language = language
    self.spoken = spoken ?? language
    self.profile = profile
  }

  /// What the line reader reads a line of this conversation against; `commands`: whether the line
  /// may be a chat command (a batch line is always a question).
  public func lineContext(commands: Bool = true) -> LineContext {
    LineContext(
      language: language, canRetry: retry != nil, game: game?.language,
      choosing: game?.currentRound?.isChoice == true, commands: commands,
      answering: game?.asksYesOrNo == true)
  }

  /// The conversation after `answer` replied to `question`.
  func after(_ answer: Answer, to question: Question) -> Conversation {
    var next = self
    next.intent = answer.intent
    next.pendingIntent = nil
    next.spoken = question.language
    switch question.subject {
    case .comparison(let codes, let ranking):
      next.countries = Array(codes.prefix(2))
      next.measure = ranking.measure
      next.order = ranking.order
    case .ranking(let ranking):
      next.group = ranking.group
      next.measure = ranking.measure
      next.order = ranking.order
      if let winner = answer.countries.first { next.talkAbout(winner.cca2) }
    case .group(let group):
      next.group = group
    case .country where answer.intent == .nearby:
      if let country = answer.related.first { next.talkAbout(country.cca2) }
    case .between(let codes):
      next.countries = Array(codes.prefix(2))
    case .search, .userLocation:
      break
    default:
      if let country = answer.countries.first, answer.countries.count == 1 {
        next.talkAbout(country.cca2)
        if answer.intent == .currency, let code = country.currencies.first?.code {
          next.group = .currency(code)
        } else if answer.intent == .languages, let language = country.languages.first?.name {
          next.group = .language(language)
        } else if let organisation = answer.organisation {
          next.group = .organisation(organisation)
        }
      }
    }
    if !next.candidates.contains(next.countries.first ?? "") { next.candidates = [] }
    return next
  }

  /// The conversation after answering failed with `error`: a clarification waits for its answer, and
  /// nothing else forgets what was talked about.
  func after(_ error: AnswerError) -> Conversation {
    var next = self
    switch error {
    case .ambiguous(let intent, let candidates):
      next.intent = intent
      next.pendingIntent = nil
      next.candidates = candidates.map(\.cca2)
    case .notFound(let intent, _):
      next.intent = intent
      next.pendingIntent = nil
    case .unrecognized, .noMatches, .unavailable:
      break
    }
    return next
  }

  /// The conversation in the language of `reading`, when the line is in one and asks something: an
  /// unrecognized line ("what time is it") keeps the conversation's language.
  func speaking(_ reading: Reading) -> Conversation {
    guard let language = reading.language(in: self), reading.asksSomething else { return self }
    var next = self
    next.spoken = language
    return next
  }

  /// The conversation waiting for the country of `intent`.
  func waiting(for intent: Intent) -> Conversation {
    var next = self
    next.pendingIntent = intent
    next.candidates = []
    return next
  }

  private mutating func talkAbout(_ code: String) {
    countries = [code] + countries.filter { $0 != code }.prefix(1)
  }
}

extension Reading {
  /// The line's language; the conversation's, when the line fits it as well as its first guess.
  func language(in conversation: Conversation) -> Language? {
    guard let language else { return nil }
    return otherLanguages.contains(conversation.spoken) ? conversation.spoken : language
  }

  /// Whether the line asks or names anything a conversation can use.
  var asksSomething: Bool {
    question != nil || intent != nil || !names.isEmpty || group != nil || measure != nil
      || order != nil || choice != nil
  }
}
