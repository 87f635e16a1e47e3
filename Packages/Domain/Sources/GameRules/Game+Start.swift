import Domain

extension Game {
  /// Rounds in a round game unless the request says otherwise.
  public static let defaultRounds = 10
  /// A name-them-all's clock unless the request says otherwise.
  public static let defaultMinutes = 5

  /// A new game of `mode` on `board` at `now` (seconds since 1970), its questions drawn from
  /// `seed`; nil when the data holds nothing to ask (no country fits a name-them-all, or it has no
  /// target).
  /// `minutes`: the clock (a name-them-all's is `defaultMinutes` unless given); `language`: the
  /// language it is played in; `review`: rounds missed before, asked first (spaced repetition).
  public static func start(
    mode: Mode, target: GameTarget? = nil, minutes: Int? = nil, language: Language = .english,
    on board: GameBoard, now: Int, seed: UInt64, review: [GameRound] = []
  ) -> Game? {
    if mode == .findMine { return findMine(language: language, on: board, now: now) }
    if mode.isTravle {
      return startTravle(
        daily: mode == .travleDaily, language: language, on: board, now: now, seed: seed)
    }
    if mode.isMystery {
      return startMystery(
        daily: mode == .mysteryDaily, language: language, on: board, now: now, seed: seed)
    }
    let minutes = minutes ?? (mode == .nameAll ? defaultMinutes : nil)
    let deadline = minutes.map { now + $0 * 60 }
    if mode == .nameAll {
      guard let target, isEncodable(target) else { return nil }
      let members = target.members(on: board, in: language)
      guard !members.isEmpty, members.count <= maximumAnswers else { return nil }
      return Game(
        mode: .nameAll, startedAt: now, deadline: deadline, target: target, total: members.count,
        language: language)
    }
    let day = mode == .daily ? now / 86_400 : nil
    var generator = SeededGenerator(seed: day.map { UInt64($0) &* 0x2545_F491_4F6C_DD1D } ?? seed)
    let rounds =
      mode == .lookAlike
      ? Self.lookAlikeRounds(on: board, using: &generator, review: review)
      : Self.rounds(for: mode, on: board, using: &generator, review: day == nil ? review : [])
    guard !rounds.isEmpty else { return nil }
    return Game(
      mode: mode, rounds: rounds, startedAt: now, deadline: deadline, total: rounds.count,
      day: day, language: language)
  }

  /// Countries a round may ask about: sovereign ones with a capital (the data also holds
  /// uninhabited territories, which no one would call a fair question).
  static func pool(_ board: GameBoard) -> [Country] {
    board.countries.filter {
      $0.isIndependent != false && !$0.capitals.isEmpty && $0.cca2.utf8.count == 2
    }.sorted { $0.cca2 < $1.cca2 }
  }

  private static func rounds(
    for mode: Mode, on board: GameBoard, using generator: inout SeededGenerator,
    review: [GameRound]
  ) -> [GameRound] {
    let pool = pool(board)
    var rounds = review.filter { round in
      round.codes.allSatisfy { code in pool.contains { $0.cca2 == code } }
    }
    let reviewed = Set(rounds.flatMap(\.codes))
    var codes = generator.shuffled(pool.map(\.cca2)).filter { !reviewed.contains($0) }
    while rounds.count < defaultRounds, let code = codes.first {
      codes.removeFirst()
      let kind: Mode =
        mode == .mixed || mode == .daily
        ? [.capitals, .countries, .flags, .codes, .higherLower, .shapes][generator.index(below: 6)]
        : mode
      switch kind {
      case .capitals: rounds.append(.capital(code))
      case .countries: rounds.append(.countryOfCapital(code))
      case .flags: rounds.append(.flag(code))
      case .codes: rounds.append(.code(code))
      case .shapes:
        // Every country of the pool has an outline but Hong Kong and Macao, which are not in it.
        guard CountryShape.of(code) != nil else { continue }
        rounds.append(.shape(code))
      default:
        guard let rival = rival(of: code, in: codes, board) else { continue }
        codes.removeAll { $0 == rival }
        let measure: Ranking.Measure = generator.index(below: 2) == 0 ? .population : .area
        rounds.append(.more(code, rival, measure))
      }
    }
    return rounds
  }

  /// Another country to compare with: the next one drawn whose population and area both differ.
  private static func rival(of code: String, in codes: [String], _ board: GameBoard) -> String? {
    guard let country = board.country(code), country.population > 0, country.area > 0 else {
      return nil
    }
    return codes.first { other in
      guard let rival = board.country(other), rival.population > 0, rival.area > 0 else {
        return false
      }
      return rival.population != country.population && rival.area != country.area
    }
  }
}
