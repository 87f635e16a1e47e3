import Domain
import LanguagePacks

extension ReplyPresenter {
  /// The reply to a question that names what it wants but no country: it asks which one, in `language`.
  public static func incomplete(
    _ question: String, intent: Intent, in language: Language = .english
  )
    -> Reply
  {
    let book = ChatPhrasebook.of(language)
    let example = book.example(intent)
    return Reply(
      question: question, outcome: .incomplete, intent: intent,
      text: book.text(.incomplete, ["value": example]),
      suggestions: [example], language: language)
  }

  /// A line the quiz cannot answer: "I can't answer that.", and one question it can, `example`,
  /// suited to what the line named; two lines on a terminal with the suggestion.
  public static func unrecognized(
    _ question: String, suggesting example: String, in language: Language = .english
  ) -> Reply {
    Reply(
      question: question, outcome: .unrecognized, intent: nil,
      text: ChatPhrasebook.of(language).text(.unrecognized), suggestions: [example],
      language: language)
  }

  /// A question about `country` with `words` the quiz cannot place: refused, with a question about
  /// that country it can answer as its suggestion. At most three words are quoted, so the refusal
  /// stays one or two lines.
  static func unplaced(
    _ question: String, _ words: [String], asking intent: Intent, of country: Country,
    in language: Language
  ) -> Reply {
    let book = ChatPhrasebook.of(language)
    let example = book.example(intent, about: country.name(in: language), code: country.cca2)
    let quoted = words.prefix(3).map {
      book.text(.quoted, ["value": DisplayText.sanitized($0, maxLength: 24)])
    }
    return Reply(
      question: question, outcome: .unrecognized, intent: nil,
      text: book.text(.unplaced, ["value": quoted.joined(separator: ", ")]),
      suggestions: [example], language: language)
  }
}
