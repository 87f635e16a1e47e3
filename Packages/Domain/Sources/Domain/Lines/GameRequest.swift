/// A request to start a game, read from a line such as "quiz me on capitals in 3 minutes".
public struct GameRequest: Sendable, Equatable {
  public var mode: GameMode
  /// The words naming a name-them-all's countries ("countries in South America"), for the
  /// question reader to read with the data.
  public var topic: String?
  public var minutes: Int?
  /// The language the request was made in: the game is played in it.
  public var language: Language

  public init(
    mode: GameMode, topic: String? = nil, minutes: Int? = nil, language: Language = .english
  ) {
    self.mode = mode
    self.topic = topic
    self.minutes = minutes
    self.language = language
  }
}
