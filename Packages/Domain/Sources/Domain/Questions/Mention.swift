/// What a line the quiz cannot answer still names that it knows: a country and a kind of question,
/// so the refusal's one example suits it ("who designed the flag of Italy" → "What colours are on
/// the flag of Italy?"). Read only on that failure path.
public struct Mention: Sendable, Equatable {
  /// The alpha-2 code of the one country the line names.
  public var country: String?
  /// The kind of question one of its words asks for.
  public var intent: Intent?

  public init(country: String? = nil, intent: Intent? = nil) {
    self.country = country
    self.intent = intent
  }
}

extension QuestionInterpreter {
  /// Interpreters that know nothing beyond complete questions mention nothing.
  public func mention(in text: String) -> Mention { Mention() }
}
