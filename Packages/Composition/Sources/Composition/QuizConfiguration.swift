/// Everything a shell decides about how the quiz is wired, from flags and environment.
public struct QuizConfiguration: Sendable, Equatable {
  /// Never touch the network: answer from the bundled snapshot.
  public var isOffline: Bool

  public init(isOffline: Bool = false) {
    self.isOffline = isOffline
  }
}
