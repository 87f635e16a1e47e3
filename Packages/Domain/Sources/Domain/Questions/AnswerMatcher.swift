/// Reads what a player typed as the name of a country or of a capital: the quiz game grades guesses
/// with it, so a guess is read as leniently, and as strictly, as a question's country is.
public protocol AnswerMatcher: Sendable {
  /// The countries `text` names as a whole, equally good candidates together; empty when it names none.
  func countries(named text: String) -> NameMatch
  /// The countries whose capital `text` names as a whole.
  func capitals(named text: String) -> NameMatch
}

/// The countries a typed name may mean, and how it was read.
public struct NameMatch: Sendable, Equatable {
  /// Alpha-2 codes: one country, several when the name (or a typo of it) fits several equally well.
  public let codes: [String]
  /// Whether a typo was forgiven to read it.
  public let isTypo: Bool

  public init(codes: [String], isTypo: Bool = false) {
    self.codes = codes
    self.isTypo = isTypo
  }

  public static let none = NameMatch(codes: [])
}

extension QuestionInterpreter {
  /// Interpreters without a matcher of their own read a guess as they read a country named alone.
  public func countries(named text: String) -> NameMatch {
    switch interpret(text)?.subject {
    case .country(let code): NameMatch(codes: [code])
    case .ambiguous(let codes): NameMatch(codes: codes)
    default: NameMatch(codes: read(text, candidates: []).names.first ?? [])
    }
  }

  public func capitals(named text: String) -> NameMatch { .none }
}
