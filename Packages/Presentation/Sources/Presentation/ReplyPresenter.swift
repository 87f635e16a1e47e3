import Domain

/// Words answers and errors for people. Every shell shows the same sentences.
public enum ReplyPresenter {
  /// Example questions, a few of the kinds of question the quiz answers (all of them are in help).
  public static let examples = [Intent.capital, .population, .currency, .countriesInRegion].map {
    Capability.of($0).example
  }

  /// What the quiz can answer, in one sentence derived from `Capability.all`.
  public static let canAnswer = "I can tell you \(Capability.summary)."

  /// Asks `answerer` and words whatever comes back, answer or error: what every shell shows for a question.
  /// `refreshing` asks the live source again, as a retry does.
  public static func reply(
    to question: String, using answerer: QuizAnswerer, refreshing: Bool = false
  ) async -> Reply {
    do {
      return reply(
        to: question, answer: try await answerer.answer(question, refreshing: refreshing))
    } catch {
      return reply(to: question, error: error)
    }
  }

  public static func reply(to question: String, answer: Answer) -> Reply {
    let codes = answer.countries.map(\.cca2)
    let notice = answer.provenance.liveFailure.map {
      DataNotice.olderData(answer.provenance, failure: $0)
    }
    let first = answer.countries.first
    let isPlaces = [.search, .nearby, .distance].contains(answer.intent)
    let text =
      isPlaces
      ? PlaceSentence.text(for: answer)
      : Phrasebook.of(answer.language).map { LocalizedSentence.text(for: answer, in: $0) }
        ?? FactSentence.text(for: answer)
    var reply = Reply(
      question: question,
      outcome: answer.intent == .search && answer.countries.isEmpty ? .noMatches : .answer,
      intent: answer.intent, countries: codes,
      prefix: answer.prefix,
      text: text, isRetryable: notice != nil,
      imageURL: [.flag, .reverseFlag, .flagDescription].contains(answer.intent)
        ? first.map(\.flag.pngURL).flatMap { $0.isEmpty ? nil : $0 } : nil,
      notice: notice, provenance: answer.provenance)
    if answer.intent == .overview, let first {
      reply.card = CountryCard(first, neighbours: answer.related, provenance: answer.provenance)
    }
    if isPlaces { reply.entries = PlaceSentence.entries(for: answer) }
    reply.location = answer.origin.map(PlaceSentence.whereabouts)
    return reply
  }

  public static func reply(to question: String, error: AnswerError) -> Reply {
    switch error {
    case .unrecognized:
      return Reply(
        question: question, outcome: .unrecognized, intent: nil,
        text: "I can't answer that. " + canAnswer,
        suggestions: examples)
    case .notFound(let intent, let name):
      return Reply(
        question: question, outcome: .notFound, intent: intent,
        text: Capability.of(intent).answer == .oneCountry
          ? "There is no country called \"\(DisplayText.sanitized(name))\" in my data."
          : "I can't find \"\(DisplayText.sanitized(name))\" among the regions and countries in my data.",
        suggestions: [
          ExampleIntent.question(intent, about: "Belgium"),
          "Which countries start with \(initial(of: name))?",
        ])
    case .noMatches(let prefix):
      return Reply(
        question: question, outcome: .noMatches, intent: .countriesByPrefix, prefix: prefix,
        text: "No country name starts with \"\(DisplayText.sanitized(prefix))\".",
        suggestions: ["Which countries start with \(initial(of: prefix))?"])
    case .ambiguous(let intent, let candidates):
      return Reply(
        question: question, outcome: .ambiguous, intent: intent, countries: candidates.map(\.cca2),
        text: "Did you mean \(Wording.list(candidates.map(displayName), conjunction: "or"))?",
        suggestions: candidates.map { ExampleIntent.question(intent, about: $0.names.common) })
    case .unavailable(let failure):
      return Reply(
        question: question, outcome: .unavailable, intent: nil,
        text:
          "I couldn't load the country data: \(DataNotice.reason(failure)).",
        isRetryable: true)
    }
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
    return letters.isEmpty ? "A" : String(letters.prefix(1)).uppercased()
  }
}
