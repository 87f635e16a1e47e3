import Domain
import GameRules
import LanguagePacks

extension Game {
  /// Why a guess was not graded: "I don't know a country called "Atlantis". Try again, or skip."
  func why(_ refusal: GameRefusal, on board: GameBoard) -> String {
    switch refusal {
    case .unknownName(let guess):
      return book.text(
        mode.isRounds ? .unknownCountry : .unknownCountryNamed, ["value": Self.shown(guess)])
    case .severalFit(let guess, let codes):
      return book.text(
        mode.isRounds ? .couldBeWhich : .couldBe,
        ["value": Self.shown(guess), "other": either(codes, on: board)])
    case .severalCapitals(let guess):
      return book.text(.closeToMany, ["value": Self.shown(guess)])
    case .countryForCapital(let code):
      return book.text(.isACountry, ["country": board.country(code).map(book.title) ?? code])
    case .alreadyNamed(let code):
      return book.text(.alreadyNamed, ["country": name(code, on: board)])
    case .neitherOf where currentRound.map(\.isLookAlike) == true:
      return currentRound.map { lookAlike($0, .qLookAlike, on: board) } ?? ""
    case .neitherOf(let first, let second):
      return book.text(
        .answerEither, ["country": name(first, on: board), "other": name(second, on: board)])
    }
  }

  /// What a wrong guess at `round` gave: "Niger is not Nigeria: it is a different country."; in
  /// higher or lower, the two countries' figures.
  func why(_ mistake: GameMistake, at round: GameRound, on board: GameBoard) -> String {
    if case .more(let first, let second, let measure) = round {
      return comparison(first, second, measure, on: board)
    }
    if case .lookAlike = round, case .otherCountry(let code) = mistake {
      return differs(code, from: round.answerCode(on: board), on: board) + " "
        + tellApart(round)
    }
    let expected = round.answerCode(on: board)
    switch mistake {
    case .otherCountry(let code): return differs(code, from: expected, on: board)
    case .otherCountries(let codes, let guess):
      return book.text(
        .isNot,
        [
          "value": Self.shown(guess), "other": either(codes, on: board),
          "country": name(expected, on: board),
        ])
    case .otherCapital(let code):
      return book.text(
        .wrongCapital,
        [
          "value": capital(of: code, on: board) ?? "", "other": name(code, on: board),
          "country": name(expected, on: board), "count": capitals(of: expected, on: board),
        ])
    case .unknownCapital:
      return book.text(
        .capitalIs,
        ["country": name(expected, on: board), "value": capitals(of: expected, on: board)])
    }
  }

  /// What a right guess at `round` adds: how the guess was read when it was not the name as the
  /// data writes it ("you mean North Macedonia?"); in higher or lower, the two countries' figures.
  func note(_ reading: GameReading, at round: GameRound?, on board: GameBoard) -> String? {
    switch (round, reading) {
    case (.more(let first, let second, let measure), _):
      return comparison(first, second, measure, on: board)
    case (.lookAlike(let first, let second), _):
      return tellApart(.lookAlike(first, second))
    case (.capital(let code), .typo):
      return book.text(.spelled, ["value": capitals(of: code, on: board)])
    case (.capital, _), (_, .exact): return nil
    case (_, .typo(let code, let guess)), (_, .alias(let code, let guess)):
      guard let country = board.country(code) else { return nil }
      // The name with the article English gives it in a sentence ("the Bahamas") needs no note
      // either: which names take one is the grammar's, not the rules'.
      let typed = TextFolding.fold(guess.trimmingWhitespace())
      guard typed != TextFolding.fold(ReplyPresenter.displayName(country)) else { return nil }
      // Another valid name of the country ("Holland", "Czech Republic") is simply right.
      if book.isAnotherName(guess, of: country) { return nil }
      if case .typo = reading { return book.text(.spelled, ["value": book.plainName(country)]) }
      return book.text(
        .accepted,
        [
          "value": DisplayText.sanitized(guess.trimmingWhitespace(), maxLength: 60),
          "country": book.name(country),
        ])
    }
  }

  /// "Niger is a different country from Nigeria", "Sudan is not South Sudan".
  private func differs(_ code: String, from expected: String, on board: GameBoard) -> String {
    let guessed = Wording.capitalized(name(code, on: board))
    let asked = name(expected, on: board)
    let either = TextFolding.fold(asked).contains(TextFolding.fold(guessed))
    let oneInOther = either || TextFolding.fold(guessed).contains(TextFolding.fold(asked))
    return book.text(oneInOther ? .notDifferent : .different, ["value": guessed, "country": asked])
  }

  /// "Peru has about 34 million people, Chile about 19.5 million."
  private func comparison(
    _ first: String, _ second: String, _ measure: Ranking.Measure, on board: GameBoard
  ) -> String {
    guard let a = board.country(first), let b = board.country(second) else { return "" }
    let ranked = Ranking(measure: measure, order: .most).ranked([a, b])
    let (winner, loser) = (ranked[0], ranked[1])
    func value(_ country: Country) -> String {
      measure == .population ? book.people(country.population) : book.area(country.area)
    }
    return book.text(
      .comparison,
      [
        "country": book.title(winner), "value": value(winner), "other": book.name(loser),
        "count": value(loser),
      ])
  }

  /// "Niger, Nigeria or Niger": the countries of `codes` the data has, named.
  private func either(_ codes: [String], on board: GameBoard) -> String {
    book.either(codes.compactMap(board.country).map(book.name))
  }

  /// A guess as typed, shown back safely.
  private static func shown(_ guess: String) -> String {
    DisplayText.sanitized(guess, maxLength: 60)
  }
}
