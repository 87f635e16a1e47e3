import Domain
import LanguagePacks

/// Words answers and errors for people. Every shell shows the same sentences.
public enum ReplyPresenter {
  /// Example questions, a few of the kinds of question the quiz answers (all of them are in help).
  public static let examples = ChatPhrasebook.english.examplesInBrief

  public static func reply(to question: String, answer: Answer) -> Reply {
    let codes = answer.countries.map(\.cca2)
    let notice = answer.provenance.liveFailure.map {
      DataNotice.olderData(answer.provenance, failure: $0)
    }
    let first = answer.countries.first
    let isPlaces = [.search, .nearby, .distance].contains(answer.intent)
    let text = FactSentence.text(for: answer) ?? CompositeSentence.text(for: answer)
    let entries = isPlaces ? PlaceSentence.entries(for: answer) : []
    var reply = Reply(
      question: question,
      outcome: answer.intent == .search && answer.countries.isEmpty ? .noMatches : .answer,
      intent: answer.intent, countries: codes,
      prefix: answer.prefix,
      lines: entries.isEmpty ? Reply.Line.lines(of: text) : Reply.Line.headed(text),
      isRetryable: notice != nil,
      image: [.flag, .reverseFlag, .flagDescription].contains(answer.intent)
        ? first.map(FlagImage.init) : nil,
      notice: notice, provenance: answer.provenance, language: answer.language)
    if answer.intent == .overview, let first {
      reply.card = CountryCard(
        first, neighbours: answer.related, provenance: answer.provenance, in: answer.language)
    }
    reply.entries = entries
    if answer.intent == .shape { reply.shape = first.flatMap { CountryShape.of($0.cca2) } }
    reply.location = answer.origin.map { PlaceSentence.whereabouts($0, in: answer.language) }
    return reply
  }

  /// The reply to `error`, worded in `language`.
  public static func reply(
    to question: String, error: AnswerError, in language: Language = .english
  ) -> Reply {
    let book = ChatPhrasebook.of(language)
    switch error {
    case .unrecognized:
      return unrecognized(question, suggesting: book.firstExample(), in: language)
    case .notFound(let intent, let name):
      let kind: ChatPhrasebook.Kind =
        Capability.of(intent).answer == .oneCountry ? .notFoundCountry : .notFoundPlace
      return Reply(
        question: question, outcome: .notFound, intent: intent,
        text: book.text(kind, ["value": DisplayText.sanitized(name)]),
        suggestions: [
          book.example(intent), book.example(.countriesByPrefix, about: initial(of: name)),
        ], language: language)
    case .noMatches(let prefix):
      return Reply(
        question: question, outcome: .noMatches, intent: .countriesByPrefix, prefix: prefix,
        text: book.text(.noMatches, ["value": DisplayText.sanitized(prefix)]),
        suggestions: [book.example(.countriesByPrefix, about: initial(of: prefix))],
        language: language)
    case .ambiguous(let intent, let candidates):
      let names = candidates.map { name($0, in: language) }
      return Reply(
        question: question, outcome: .ambiguous, intent: intent, countries: candidates.map(\.cca2),
        text: book.text(
          .didYouMean, ["value": Wording.list(names, conjunction: book.text(.or))]),
        suggestions: candidates.map {
          book.example(
            intent, about: language == .english ? $0.names.common : name($0, in: language),
            code: $0.cca2)
        }, language: language)
    case .unavailable(let failure):
      return Reply(
        question: question, outcome: .unavailable, intent: nil,
        text: book.text(.unavailable, ["value": DataNotice.reason(failure, in: language)]),
        isRetryable: true, language: language)
    }
  }

  /// A country's name in `language`: English's with its article, another's from the data's translations.
  static func name(_ country: Country, in language: Language) -> String {
    language == .english ? displayName(country) : country.name(in: language)
  }

  static func capitalSentence(_ country: Country) -> String {
    let name = displayName(country)
    switch country.capitals.count {
    case 0: return "\(Wording.capitalized(name)) has no capital."
    case 1: return Wording.sentence("The capital of \(name) is \(country.capitals[0])")
    default:
      let count = Wording.number(country.capitals.count)
      let capitals = Wording.list(country.capitals, conjunction: "and")
      return Wording.sentence("\(Wording.capitalized(name)) has \(count) capitals: \(capitals)")
    }
  }

  /// The common name, with "the" where English needs it ("the United States", "the Philippines").
  static func displayName(_ country: Country) -> String {
    Wording.withArticle(country.names.common)
  }

  private static func initial(of text: String) -> String {
    let letters = DisplayText.sanitized(text).prefix { $0.isLetter }
    // One letter stays one letter: "ß" upper-cases to "SS", which would suggest South Sudan's code.
    guard let first = letters.first, first.uppercased().count == 1 else { return "A" }
    return first.uppercased()
  }
}
