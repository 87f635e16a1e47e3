import Domain

/// Chooses the quiz's next question in a find-my-country game: the one whose yes and no split the
/// countries still possible most evenly (a population or an area threshold, put between two
/// candidates' figures at the roundest number there, always splits nearly in half). Among
/// questions that split almost as well, a plainer one comes first (a region before a figure). With
/// three countries or fewer left, it guesses the most populous.
struct FindChooser {
  let candidates: [Country]
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
    candidates.filter { !asked.contains(.country($0.cca2)) }
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
    return splits.filter { $0.worst <= allowed }
      .min {
        (Self.rank($0.question), $0.worst, "\($0.question)") < (
          Self.rank($1.question), $1.worst, "\($1.question)"
        )
      }?
      .question
  }

  /// How many candidates would answer yes, and no, to every categorical question that concerns
  /// at least one of them.
  private func tallies() -> [FindQuestion: (yes: Int, no: Int)] {
    var yes: [FindQuestion: Int] = [:]
    var known: [FindQuestion: Int] = [:]
    func count(_ question: FindQuestion, _ holds: Bool?) {
      guard let holds else { return }
      known[question, default: 0] += 1
      if holds { yes[question, default: 0] += 1 }
    }
    for country in candidates {
      var own: [FindQuestion] = []
      if !country.region.isEmpty { own.append(.region(country.region)) }
      if !country.subregion.isEmpty { own.append(.subregion(country.subregion)) }
      own += country.borders.map { .borders($0) }
      own += Set(country.currencies.map(\.code)).map { .currency($0) }
      own += Set(country.languages.map(\.code)).map { .language($0) }
      if let letter = FindQuestion.initial(of: country, in: language) {
        own.append(.nameStarts(letter))
      }
      for question in own { yes[question, default: 0] += 1 }
      for question in [FindQuestion.landlocked, .island, .north, .drivesLeft] {
        count(question, question.holds(for: country, in: language))
      }
    }
    var result: [FindQuestion: (yes: Int, no: Int)] = [:]
    for (question, yes) in yes {
      let known = known[question] ?? candidates.count
      result[question] = (yes, known - yes)
    }
    return result
  }

  private enum Measure { case people, area }

  /// A "more than" question whose threshold splits the candidates most evenly, at the roundest
  /// number between the two figures it falls between.
  private func threshold(_ measure: Measure) -> (question: FindQuestion, worst: Int)? {
    let values = candidates.map { measure == .people ? Double($0.population) : $0.area }.sorted()
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
