import Domain
import GameRules
import LanguagePacks

extension GameTarget {
  /// "the countries in South America", for the question and the summary.
  func description(on board: GameBoard, in book: GamePhrasebook) -> String {
    switch self {
    case .prefix(let prefix): book.text(.targetPrefix, ["value": Self.shown(prefix, book)])
    case .group(.world): book.text(.targetWorld)
    case .group(.region(let name)): book.text(.targetRegion, ["value": book.region(name)])
    case .group(.language(let name)):
      book.text(.targetLanguage, ["value": book.languageName(name, on: board)])
    case .group(.currency(let code)):
      book.text(.targetCurrency, ["value": book.currencyName(code)])
    case .group(.organisation(let organisation, _)):
      book.text(.targetOrganisation, ["of value": Self.of(organisation, book)])
    case .neighbours(let code):
      book.text(.targetNeighbours, ["country": book.name(code, on: board)])
    }
  }

  /// Why a country is not an answer: "Spain is not in South America."
  func excludes(_ country: Country, on board: GameBoard, in book: GamePhrasebook) -> String {
    let name = book.title(country)
    switch self {
    case .prefix(let prefix):
      return book.text(.excludePrefix, ["country": name, "value": Self.shown(prefix, book)])
    case .group(.world): return book.text(.excludeWorld, ["country": name])
    case .group(.region(let region)):
      return book.text(.excludeRegion, ["country": name, "value": book.region(region)])
    case .group(.language(let language)):
      return book.text(
        .excludeLanguage, ["country": name, "value": book.languageName(language, on: board)])
    case .group(.currency(let code)):
      return book.text(.excludeCurrency, ["country": name, "value": book.currencyName(code)])
    case .group(.organisation(let organisation, _)):
      return book.text(
        .excludeOrganisation, ["country": name, "of value": Self.of(organisation, book)])
    case .neighbours(let code):
      return code == country.cca2
        ? book.text(.excludeItself, ["country": book.name(country)])
        : book.text(
          .excludeNeighbour, ["country": name, "other": book.name(code, on: board)])
    }
  }

  /// "of NATO", "de l'OTAN": the organisation as the game's language names it after "member".
  private static func of(_ organisation: Organisation, _ book: GamePhrasebook) -> String {
    OrganisationWords.table(for: book.language).names[organisation]?.of ?? organisation.rawValue
  }

  private static func shown(_ prefix: String, _ book: GamePhrasebook) -> String {
    book.text(.quoted, ["value": Wording.capitalized(DisplayText.sanitized(prefix))])
  }
}
