/// "remember Japan", "oublie le Pérou", "mis favoritos": a line that keeps, drops or lists the
/// person's favourite countries, and the language of its words (the reply's).
public struct FavouriteRequest: Sendable, Equatable {
  public enum Action: Sendable, Equatable {
    /// The words naming the country, as typed: the data reads them.
    case add(String)
    case remove(String)
    case list
  }

  public let action: Action
  public let language: Language

  public init(_ action: Action, in language: Language) {
    self.action = action
    self.language = language
  }
}
