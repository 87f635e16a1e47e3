import Domain
import LanguagePacks

/// Answers that are more than one fact: sets of countries, rankings, prefixes and places, and a
/// country's overview, in any language: English's wording is its own code (`GroupSentence`,
/// `RankingSentence`, `PlaceSentence`); another language's comes from its pack's `Phrasebook`,
/// with its names from `LocalNames`.
enum CompositeSentence {
  static func text(for answer: Answer) -> String {
    if [.search, .nearby, .distance].contains(answer.intent) {
      guard let book = Phrasebook.of(answer.language) else {
        return PlaceSentence.text(for: answer)
      }
      return PlaceSentence.text(for: answer, in: book)
    }
    if let figures = FigureRankingSentence.text(for: answer) { return figures }
    guard let book = Phrasebook.of(answer.language) else { return english(answer) }
    let names = LocalNames(book)
    switch answer.intent {
    case .countriesInRegion, .countriesByLanguage, .countriesByCurrency:
      return group(answer, book, names)
    case .superlative, .comparison: return ranking(answer, book, names)
    default: return answer.countries.map(names.country).joined(separator: ", ")
    }
  }

  private static func english(_ answer: Answer) -> String {
    switch answer.intent {
    case .countriesInRegion, .countriesByLanguage, .countriesByCurrency:
      GroupSentence.text(for: answer)
    case .superlative, .comparison: RankingSentence.text(for: answer)
    default: answer.countries.map(\.names.common).joined(separator: ", ")
    }
  }

  private static func place(_ country: Country, _ names: LocalNames) -> String {
    let parts = [country.subregion, country.region].filter { !$0.isEmpty }.map(names.region)
    return parts.joined(separator: ", ")
  }

  static func overview(_ country: Country, _ names: LocalNames, _ book: Phrasebook)
    -> String
  {
    var facts = ["\(country.flag.emoji) \(names.country(country)) — \(place(country, names))"]
    facts.append(names.list(names.capitals(country)))
    facts.append("\(names.number(country.population)) \(book.text(.inhabitants))")
    facts.append(names.area(country.area))
    facts.append(names.list(country.languages.map(names.language)))
    facts.append(names.list(country.currencies.map(names.currency)))
    return facts.filter { $0.contains { !$0.isWhitespace } }.joined(separator: "; ")
      + "."
  }

  private static func group(_ answer: Answer, _ book: Phrasebook, _ names: LocalNames) -> String {
    let title: String
    switch answer.subject {
    case .group(.region(let name)): title = names.region(name)
    case .group(.language(let name)):
      let language = answer.countries.lazy.flatMap(\.languages)
        .first { $0.name.containsBytes(of: name) }
      title = book.text(.groupLanguage, ["value": language.map(names.language) ?? name])
    case .group(.currency(let code)):
      let currency = answer.countries.lazy.flatMap(\.currencies).first { $0.code == code }
      title = book.text(.groupCurrency, ["value": currency.map(names.currency) ?? code])
    default: title = book.text(.groupWorld)
    }
    let sorted = answer.countries.map(names.country).sorted {
      TextFolding.fold($0) < TextFolding.fold($1)
    }
    let independent = answer.countries.filter { $0.isIndependent == true }.count
    let count =
      "\(names.number(answer.countries.count)) (\(names.number(independent)) \(book.text(.independent)))"
    return book.text(.group, ["value": title, "count": count, "other": names.list(sorted)])
  }

  private static func ranking(_ answer: Answer, _ book: Phrasebook, _ names: LocalNames) -> String {
    guard let winner = answer.countries.first else { return "" }
    let ranking: Ranking
    switch answer.subject {
    case .ranking(let value): ranking = value
    case .comparison(_, let value): ranking = value
    default: return names.country(winner)
    }
    func measure(_ country: Country) -> String {
      switch ranking.measure {
      case .area: book.text(.byArea, ["value": names.area(country.area)])
      case .population: book.text(.byPopulation, ["value": names.number(country.population)])
      case .neighbours: book.text(.byNeighbours, ["value": names.number(country.borders.count)])
      default: ""
      }
    }
    if case .comparison = answer.subject, let other = answer.countries.dropFirst().first {
      return book.text(
        .comparison,
        [
          "country": names.country(winner), "other": names.country(other),
          "measure": measure(winner),
        ])
    }
    let scope: String
    if case .region(let name) = ranking.group {
      scope = book.text(.inRegion, ["value": names.region(name)])
    } else {
      scope = book.text(.inTheWorld)
    }
    return book.text(
      ranking.order == .most ? .superlativeMost : .superlativeLeast,
      ["country": names.country(winner), "scope": scope, "measure": measure(winner)])
  }
}
