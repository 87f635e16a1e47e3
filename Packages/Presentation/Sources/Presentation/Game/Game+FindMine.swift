import Domain
import GameRules
import LanguagePacks

extension Game {
  /// The find-my-country game's words, in the game's language.
  var findBook: FindMinePhrasebook { FindMinePhrasebook.table(for: language) }

  /// "Question 4: Is it in South America?", or, once the quiz gave up, "Which country was it?".
  func findPrompt(on board: GameBoard) -> String {
    guard let asking else { return isOver ? "" : findBook.text(.whichWasIt) }
    return findBook.text(
      .questionOf,
      ["count": book.number(findQuestionsAsked), "value": findQuestion(asking, on: board)])
  }

  /// A question as the game's language asks it.
  func findQuestion(_ question: FindQuestion, on board: GameBoard) -> String {
    let words = findBook
    switch question {
    case .region(let name): return words.text(.qRegion, ["value": place(name)])
    case .subregion(let name): return words.text(.qSubregion, ["value": place(name)])
    case .landlocked: return words.text(.qLandlocked)
    case .island: return words.text(.qIsland)
    case .morePeople(let count): return words.text(.qMorePeople, ["value": book.number(count)])
    case .larger(let area): return words.text(.qLarger, ["value": book.area(Double(area))])
    case .borders(let code):
      let name = board.countries.first { $0.cca3 == code }.map(book.name) ?? code
      return words.text(.qBorders, ["country": name])
    case .currency(let code): return words.text(.qCurrency, ["value": currency(code, on: board)])
    case .language(let code):
      let name = board.countries.lazy.flatMap(\.languages).first { $0.code == code }?.name ?? code
      return words.text(.qLanguage, ["value": book.languageName(name, on: board)])
    case .nameStarts(let letter):
      return words.text(.qNameStarts, ["value": String(letter).uppercased()])
    case .north: return words.text(.qNorth)
    case .drivesLeft: return words.text(.qDrivesLeft)
    case .country(let code): return words.text(.qGuess, ["country": name(code, on: board)])
    }
  }

  /// A region as a question names it: "the Americas", "Afrique".
  private func place(_ name: String) -> String { findBook.places[name] ?? book.region(name) }

  /// A currency by its code: the data's name in English ("Euro"), the locale's elsewhere.
  private func currency(_ code: String, on board: GameBoard) -> String {
    guard language == .english else { return book.currencyName(code) }
    let currency = board.countries.lazy.flatMap(\.currencies).first { $0.code == code }
    return currency.map { "\($0.name) (\($0.code))" } ?? code
  }

  /// What a line of a find-my-country game shows.
  func findTurn(_ outcome: GameOutcome, on board: GameBoard) -> GameTurn {
    let words = findBook
    var lines: [Reply.Line] = []
    var countries: [String] = []
    func say(_ kind: Reply.Line.Kind, _ text: String) { lines.append(Reply.Line(kind, text)) }
    func ask() { say(.heading, findPrompt(on: board)) }
    switch outcome.event {
    case .findMine(.asked): ask()
    case .findMine(.found(let code)):
      countries = [code]
      let name = Wording.capitalized(self.name(code, on: board))
      say(.right, words.text(.found, ["country": name, "count": book.number(clues.count)]))
    case .findMine(.gaveUp(let contradiction)):
      say(.wrong, words.text(contradiction ? .contradiction : .gaveUp))
      ask()
    case .findMine(.revealed(let code, let misfits)):
      countries = [code]
      say(.heading, words.text(.revealed, ["country": Wording.capitalized(name(code, on: board))]))
      for clue in misfits { say(.missed, misfit(clue, on: board)) }
      if misfits.isEmpty { say(.plain, words.text(.allFit)) }
    case .findMine(.unknownCountry(let typed)):
      say(.notice, words.text(.unknownCountry, ["value": DisplayText.sanitized(typed)]))
    case .findMine(.answerYesOrNo):
      say(.notice, words.text(.answerYesOrNo))
      ask()
    case .status:
      say(
        .plain,
        words.text(
          .status,
          [
            "count": book.number(findQuestionsAsked),
            "total": book.number(candidates(on: board).count),
          ]))
    case .gameOver: say(.heading, words.text(.stopped))
    case .noHint:
      say(.notice, book.text(.noHint))
      ask()
    default:
      say(.notice, helpText)
      ask()
    }
    return GameTurn(lines: lines, countries: countries, image: nil)
  }

  /// "You answered yes to "Is it in Europe?", but my data says no."
  private func misfit(_ clue: FindClue, on board: GameBoard) -> String {
    let said: FindMinePhrasebook.Kind = clue.answer == true ? .yes : .no
    let data: FindMinePhrasebook.Kind = clue.answer == true ? .no : .yes
    return findBook.text(
      .misfit,
      [
        "value": findBook.text(said), "other": findQuestion(clue.question, on: board),
        "count": findBook.text(data),
      ])
  }
}

extension FindMinePhrasebook {
  func text(_ kind: Kind, _ values: [String: String] = [:]) -> String {
    Placeholders.fill(texts[kind] ?? "", with: values)
  }
}
