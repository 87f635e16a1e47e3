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
}
