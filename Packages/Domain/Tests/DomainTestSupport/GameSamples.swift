import Domain
import GameRules

/// Games for the tests of the game's text (its codec, and the conversation's context that holds it):
/// every mode, target and mark, and games mutated to the ends of their numbers.
public enum GameSamples {
  /// One game of each shape the codec writes.
  public static let games: [Game] = [
    Game(
      mode: .mixed,
      rounds: [
        .capital("PE"), .countryOfCapital("CL"), .flag("NG"), .code("BE"),
        .more("CL", "PE", .population), .more("BR", "BO", .area),
      ],
      marks: [.right(hints: 0), .right(hints: 2), .wrong, .skipped], hints: 1, hintsUsed: 3,
      guesses: 5, startedAt: 1_795_000_000, total: 6),
    Game(
      mode: .nameAll, hints: 2, hintsUsed: 2, guesses: 9, startedAt: 1_795_000_000,
      deadline: 1_795_000_300, target: .group(.language("Persian (Farsi)")), found: [0, 3, 4, 9],
      total: 12),
    Game(
      mode: .daily, rounds: [.flag("FR")], marks: [.wrong], startedAt: 1_795_000_000,
      endedAt: 1_795_000_040, total: 1, day: 20_775),
    Game(mode: .nameAll, startedAt: 1, target: .prefix("Ba"), total: 3),
    Game(mode: .nameAll, startedAt: 1, target: .neighbours("DE"), total: 9),
    Game(mode: .nameAll, startedAt: 1, target: .group(.currency("EUR")), total: 36),
    Game(mode: .capitals, rounds: [.capital("BE")], startedAt: 5, total: 1, language: .portuguese),
    Game(
      mode: .mystery, guesses: 2, startedAt: 1_795_000_000, total: 6, language: .german,
      mystery: Mystery(secret: "PE", guessed: ["CL", "BO"], questions: 12)),
    Game(
      mode: .mysteryDaily, guesses: 1, startedAt: 1_795_000_000, endedAt: 1_795_000_100,
      total: 6, day: 20_775, mystery: Mystery(secret: "FR", found: true)),
    Game(
      mode: .travle, guesses: 2, startedAt: 1_795_000_000, total: 7, language: .italian,
      travle: Travle(start: "PT", end: "PL", shortest: 3, named: ["ES", "IT"], hints: 1)),
    Game(
      mode: .travleDaily, guesses: 3, startedAt: 1_795_000_000, endedAt: 1_795_000_100, total: 7,
      day: 20_775,
      travle: Travle(start: "PT", end: "PL", shortest: 3, named: ["ES", "FR", "DE"], won: true)),
  ]

  /// Numbers at the ends of their types and of the clock's range.
  public static let extremes: [Int] = [
    .max, .max - 1, .min, .min + 1, -1, 0, 1, 86_399, 86_400, 1 << 31, 1 << 53, 253_402_300_800,
    -253_402_300_800,
  ]

  /// A game of every mode on `board` with each numeric part of its text set to every extreme and
  /// to 40 random values (seeded): the games the codec accepts, each with the number it was given,
  /// and how many texts were tried.
  public static func acceptedMutations(on board: GameBoard) -> (
    games: [(game: Game, value: Int)], tried: Int, modes: Int
  ) {
    var generator = SeededGenerator(seed: 2026)
    var accepted: [(game: Game, value: Int)] = []
    var tried = 0
    let templates = GameMode.allCases.compactMap { mode in
      // A world with no places on the map holds no mystery country to start: one is made.
      Game.start(
        mode: mode, target: mode == .nameAll ? .group(.world) : nil, on: board,
        now: 1_795_000_000, seed: 9) ?? lookAlike(mode)
        ?? (mode.isMystery
          ? Game(
            mode: mode, startedAt: 1_795_000_000, total: 6,
            day: mode == .mysteryDaily ? 20_775 : nil, mystery: Mystery(secret: "PE")) : nil)
        ?? (mode.isTravle
          ? Game(
            mode: mode, startedAt: 1_795_000_000, total: 7,
            day: mode == .travleDaily ? 20_775 : nil,
            travle: Travle(start: "PE", end: "AR", shortest: 3, named: ["BO"])) : nil)
    }
    let numericParts = [1, 2, 3, 6, 7, 8, 11, 12]
    for template in templates {
      let parts = template.text.split(separator: ";", omittingEmptySubsequences: false)
        .map(String.init)
      for part in numericParts {
        for value in extremes + (0..<40).map({ _ in Int(bitPattern: UInt(generator.next())) }) {
          var mutated = parts
          mutated[part] = String(value)
          tried += 1
          if let game = Game(text: mutated.joined(separator: ";")[...]) {
            accepted.append((game, value))
          }
        }
      }
    }
    return (accepted, tried, templates.count)
  }

  /// A look-alike game, for a board without the pairs' countries (`GameWorld`'s).
  private static func lookAlike(_ mode: GameMode) -> Game? {
    guard mode == .lookAlike else { return nil }
    return Game(
      mode: .lookAlike, rounds: [.lookAlike("TD", "RO"), .lookAlike("MC", "ID")],
      startedAt: 1_795_000_000, total: 2)
  }
}
