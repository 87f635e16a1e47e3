/// Everything an interpreter found in one line, complete question or not: what a conversation needs to
/// read a follow-up ("and its flag?", "what about Spain?", "the south one") against what came before.
public struct Reading: Sendable, Equatable {
  /// The complete question, as `interpret` reads it; nil when the line asks only part of one.
  public var question: Question?
  /// The question came from a country's name alone ("Peru", "and Nigeria?"): an overview by default.
  public var isNameOnly: Bool
  /// The intent the line asks for when it names no subject of its own ("population?").
  public var intent: Intent?
  /// The countries the line names, in order; several codes where one name fits several countries.
  public var names: [[String]]
  /// A region, language or currency named alone ("and in europe?", "and dutch?").
  public var group: CountryGroup?
  /// A measure and an end named without a question around them ("and by population?").
  public var measure: Ranking.Measure?
  public var order: Ranking.Order?
  /// The line points back at the conversation ("it", "there", "and …?", "what about …", "I meant …").
  public var refersBack: Bool
  /// The candidate of a pending clarification that the line picks ("south" among North and South Korea).
  public var choice: String?
  /// The language the line's words are in; nil when it has none of any language's words ("Peru?", an
  /// emoji), so it follows the conversation's language.
  public var language: Language?
  /// Other languages the line's words fit as well ("e a Itália?" is Portuguese, Spanish or Italian): a
  /// conversation in one of them keeps its language.
  public var otherLanguages: [Language]

  public init(
    question: Question? = nil, isNameOnly: Bool = false, intent: Intent? = nil,
    names: [[String]] = [], group: CountryGroup? = nil, measure: Ranking.Measure? = nil,
    order: Ranking.Order? = nil, refersBack: Bool = false, choice: String? = nil,
    language: Language? = nil, otherLanguages: [Language] = []
  ) {
    self.question = question
    self.isNameOnly = isNameOnly
    self.intent = intent
    self.names = names
    self.group = group
    self.measure = measure
    self.order = order
    self.refersBack = refersBack
    self.choice = choice
    self.language = language
    self.otherLanguages = otherLanguages
  }
}

extension QuestionInterpreter {
  /// Interpreters that read only complete questions: the reading is the question.
  public func read(_ text: String, candidates: [String]) -> Reading {
    let question = interpret(text)
    return Reading(question: question, language: question?.language)
  }
}
