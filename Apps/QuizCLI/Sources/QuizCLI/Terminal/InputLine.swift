import Domain
import Presentation

/// One line `quiz` read (standard input, the chat's editor): its text, or, when it is longer than
/// `LineLimit.characters`, only its start, since no question is that long and none is read as one.
public enum InputLine: Equatable, Sendable {
  case text(String)
  /// A line over the limit: its first characters, to echo in the reply that refuses it.
  case tooLong(start: String)

  /// `text` as an input line, refused when it is over the limit.
  public init(_ text: String) {
    self = LineLimit.isExceeded(by: text) ? .tooLong(start: Self.start(of: text)) : .text(text)
  }

  /// What the chat and a batch say instead of answering a line over the limit.
  /// (The words of `POST /v1/ask`'s refusal.)
  public static let tooLongMessage =
    "The question is longer than \(LineLimit.charactersText) characters; ask it in fewer words."

  /// The reply for a batch: refused (`unrecognized`) with `tooLongMessage`, echoing the line's start.
  public static func tooLongReply(start: String, in language: Language) -> Reply {
    Reply(
      question: start, outcome: .unrecognized, intent: nil, text: tooLongMessage,
      language: language)
  }

  static func start(of text: some StringProtocol) -> String { String(text.prefix(60)) + "…" }
}
