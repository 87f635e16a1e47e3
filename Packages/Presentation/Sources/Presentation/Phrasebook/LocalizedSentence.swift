import Domain

/// An answer worded by a language's `Phrasebook`, with its names from `LocalNames`.
enum LocalizedSentence {
  static func text(for answer: Answer, in book: Phrasebook) -> String {
    let names = LocalNames(book)
    if [.search, .nearby, .distance].contains(answer.intent) {
      return PlaceSentence.text(for: answer, in: book)
    }
    guard let country = answer.countries.first else { return "" }
    let name = names.country(country)
    func say(_ kind: Phrasebook.Kind, _ values: [String: String] = [:]) -> String {
      book.text(kind, values.merging(["country": name]) { mine, _ in mine })
    }
    switch answer.intent {
    case .capital:
      let capitals = names.capitals(country)
      if capitals.isEmpty { return say(.noCapital) }
      return say(capitals.count == 1 ? .capital : .capitals, ["value": names.list(capitals)])
    case .isoCode: return say(.isoCode, ["value": country.cca2])
    case .flag: return say(.flag, ["value": country.flag.emoji])
    case .countriesByPrefix: return answer.countries.map(names.country).joined(separator: ", ")
    case .population:
      return say(
        .population,
        [
          "value": names.number(country.population),
          "count": DataNotice.day(answer.provenance.asOf),
        ])
    case .area: return say(.area, ["value": names.area(country.area)])
    case .currency:
      guard !country.currencies.isEmpty else { return say(.noCurrency) }
      return say(.currency, ["value": names.list(country.currencies.map(names.currency))])
    case .languages:
      guard !country.languages.isEmpty else { return say(.noLanguage) }
      return say(.languages, ["value": names.list(country.languages.map(names.language))])
    case .region: return say(.region, ["value": place(country, names)])
    case .borders:
      guard !answer.related.isEmpty else { return say(.noBorders) }
      return say(
        .borders,
        [
          "count": names.number(answer.related.count),
          "value": names.list(answer.related.map(names.countryAlsoInEnglish)),
        ])
    case .callingCode:
      guard !country.callingCodes.isEmpty else { return say(.noCallingCode) }
      return say(.callingCode, ["value": names.list(Array(country.callingCodes.prefix(5)))])
    case .timezones: return say(.timezones, ["value": names.list(country.timezones)])
    case .demonym: return say(.demonym, ["value": country.demonym?.male ?? "?"])
    case .drivingSide:
      switch country.drivingSide {
      case .left: return say(.drivesLeft)
      case .right: return say(.drivesRight)
      default: return say(.noDrivingSide)
      }
    case .tld:
      guard !country.topLevelDomains.isEmpty else { return say(.noTld) }
      return say(.tld, ["value": names.list(country.topLevelDomains)])
    case .flagDescription:
      return say(.flagDescription, ["value": country.flag.emoji + " " + country.flag.description])
    case .overview: return say(.overview, ["value": overview(country, names, book)])
    case .reverseCapital:
      return say(
        .reverseCapital,
        [
          "value": names.list(names.capitals(country)),
          "country": names.countryAlsoInEnglish(country),
        ])
    case .reverseFlag: return say(.reverseFlag, ["value": country.flag.emoji])
    case .reverseIsoCode: return say(.reverseIsoCode, ["value": country.cca2])
    case .countriesInRegion, .countriesByLanguage, .countriesByCurrency:
      return group(answer, book, names)
    case .superlative, .comparison: return ranking(answer, book, names)
    case .search, .nearby, .distance: return PlaceSentence.text(for: answer, in: book)
    }
  }

  private static func place(_ country: Country, _ names: LocalNames) -> String {
    let parts = [country.subregion, country.region].filter { !$0.isEmpty }.map(names.region)
    return parts.joined(separator: ", ")
  }

  private static func overview(_ country: Country, _ names: LocalNames, _ book: Phrasebook)
    -> String
  {
    var facts = ["\(country.flag.emoji) \(names.country(country)) — \(place(country, names))"]
    facts.append(names.list(names.capitals(country)))
    facts.append("\(names.number(country.population)) \(book.text(.inhabitants))")
    facts.append(names.area(country.area))
    facts.append(names.list(country.languages.map(names.language)))
    facts.append(names.list(country.currencies.map(names.currency)))
    return facts.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }.joined(separator: "; ")
      + "."
  }

  private static func group(_ answer: Answer, _ book: Phrasebook, _ names: LocalNames) -> String {
    let title: String
    switch answer.subject {
    case .group(.region(let name)): title = names.region(name)
    case .group(.language(let name)):
      let language = answer.countries.lazy.flatMap(\.languages).first { $0.name.contains(name) }
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
