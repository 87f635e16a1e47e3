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
  /// The country is named by a word pointing back ("it", "le", "lo"): the one talked about.
  public let pointsBack: Bool

  public init(_ action: Action, in language: Language, pointsBack: Bool = false) {
    self.action = action
    self.language = language
    self.pointsBack = pointsBack
  }
}
