import Domain

/// Chooses the quiz's next question in a find-my-country game: the one whose yes and no split the
/// countries still possible most evenly (a population or an area threshold, put between two
/// candidates' figures at the roundest number there, always splits nearly in half). Among
/// questions that split almost as well, a plainer one comes first (a region before a figure). With
/// three countries or fewer left, it guesses the most populous.
struct FindChooser {
  let board: GameBoard
  /// The countries still possible, by their index in the board.
  let candidates: [Int]
  let language: Domain.Language
  let asked: Set<FindQuestion>

  /// How much worse than the best split a plainer question may be, as a share of the candidates:
  /// with 0.2 the 250 records take 7.76 questions on average before the right guess (7.46 with
  /// none, but then nearly every question is an area), `FindMineAllRecordsTests`.
  static let slack = 0.2

  func next() -> FindQuestion? {
    let count = candidates.count
    guard count > 0 else { return nil }
    if count > 3, let question = bestSplit() { return question }
    return guess()
  }

  /// The most populous candidate not guessed yet.
  func guess() -> FindQuestion? {
    candidates.lazy.map { board.countries[$0] }.filter { !asked.contains(.country($0.cca2)) }
      .max { ($0.population, $1.cca2) < ($1.population, $0.cca2) }
      .map { .country($0.cca2) }
  }

  /// The question whose larger side is smallest; nil when none splits the candidates.
  private func bestSplit() -> FindQuestion? {
    var splits: [(question: FindQuestion, worst: Int)] = []
    let count = candidates.count
    for (question, tally) in tallies() where !asked.contains(question) {
      guard tally.yes > 0, tally.no > 0 else { continue }
      splits.append((question, max(tally.yes, tally.no) + (count - tally.yes - tally.no)))
    }
    for measure in [Measure.people, .area] {
      if let split = threshold(measure), !asked.contains(split.question) { splits.append(split) }
    }
    guard let best = splits.map(\.worst).min(), best < count else { return nil }
    let allowed = best + Int(Self.slack * Double(count))
    // Ties go to the question whose text in the game's context sorts first: the same on every run.
    return splits.filter { $0.worst <= allowed }
      .map {
        (rank: Self.rank($0.question), worst: $0.worst, key: Game.text($0.question), $0.question)
      }
      .min { ($0.rank, $0.worst, $0.key) < ($1.rank, $1.worst, $1.key) }?.3
  }

  /// How many candidates would answer yes, and no, to every categorical question that concerns
  /// at least one of them.
  private func tallies() -> [FindQuestion: (yes: Int, no: Int)] {
    var yes: [FindQuestion: Int] = [:]
    yes.reserveCapacity(512)
    // Landlocked, island, north, drives on the left: yes and known counts, no dictionary.
    var flags: [(yes: Int, known: Int)] = Array(repeating: (0, 0), count: 4)
    let flagQuestions: [FindQuestion] = [.landlocked, .island, .north, .drivesLeft]
    for index in candidates {
      let country = board.countries[index]
      if !country.region.isEmpty { yes[.region(country.region), default: 0] += 1 }
      if !country.subregion.isEmpty { yes[.subregion(country.subregion), default: 0] += 1 }
      for code in country.borders { yes[.borders(code), default: 0] += 1 }
      for (offset, currency) in country.currencies.enumerated()
      where !country.currencies.prefix(offset).contains(where: { $0.code == currency.code }) {
        yes[.currency(currency.code), default: 0] += 1
      }
      for (offset, language) in country.languages.enumerated()
      where !country.languages.prefix(offset).contains(where: { $0.code == language.code }) {
        yes[.language(language.code), default: 0] += 1
      }
      if let letter = FindQuestion.initial(of: country, in: language) {
        yes[.nameStarts(letter), default: 0] += 1
      }
      for (slot, question) in flagQuestions.enumerated() {
        guard let holds = question.holds(for: country, in: language) else { continue }
        flags[slot].known += 1
        if holds { flags[slot].yes += 1 }
      }
    }
    var result: [FindQuestion: (yes: Int, no: Int)] = [:]
    result.reserveCapacity(yes.count + flags.count)
    for (question, yes) in yes { result[question] = (yes, candidates.count - yes) }
    for (slot, question) in flagQuestions.enumerated() {
      result[question] = (flags[slot].yes, flags[slot].known - flags[slot].yes)
    }
    return result
  }

  private enum Measure { case people, area }

  /// A "more than" question whose threshold splits the candidates most evenly, at the roundest
  /// number between the two figures it falls between.
  private func threshold(_ measure: Measure) -> (question: FindQuestion, worst: Int)? {
    let values = candidates.map { index in
      let country = board.countries[index]
      return measure == .people ? Double(country.population) : country.area
    }.sorted()
    let count = values.count
    var best: (at: Int, worst: Int)?
    for index in 1..<count where values[index - 1].rounded(.up) < values[index] {
      let worst = max(index, count - index)
      if worst < best?.worst ?? count { best = (index, worst) }
    }
    guard let best else { return nil }
    let value = Self.roundest(from: values[best.at - 1], below: values[best.at])
    return (measure == .people ? .morePeople(value) : .larger(value), best.worst)
  }

  /// The whole number in `low..<high` with the fewest significant digits.
  static func roundest(from low: Double, below high: Double) -> Int {
    var step = 1e12
    while step >= 1 {
      let value = (low / step).rounded(.up) * step
      if value < high { return Int(value) }
      step /= 10
    }
    return Int(low.rounded(.up))
  }

  /// Plainer questions first: where it is, then what it is like, then figures, then letters.
  private static func rank(_ question: FindQuestion) -> Int {
    switch question {
    case .region: 0
    case .subregion: 1
    case .landlocked, .island: 2
    case .north, .drivesLeft: 3
    case .language, .currency: 4
    case .borders: 5
    case .morePeople, .larger: 6
    case .nameStarts: 7
    case .country: 8
    }
  }
}
