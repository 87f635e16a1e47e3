import Domain

/// One language's words for the answers that are more than one fact: sets of countries, rankings,
/// searches and distances, as templates over `{country}`, `{value}`, `{count}`, `{other}`,
/// `{measure}`, `{scope}`; the words that join a list; the frames help's summary is built in; region
/// names locale data lacks; a country card's labels. One per language, in its pack
/// (`French+Answers.swift`); the facts' own sentences are in the pack's facts table.
public struct Phrasebook: Sendable {
  public enum Kind: String, CaseIterable, Sendable {
    case group, groupWorld, groupLanguage, groupCurrency, superlativeMost, superlativeLeast
    case comparison, inTheWorld, inRegion, byArea, byPopulation, byNeighbours
    case and, or, inhabitants, independent
    /// "and" before a word that begins with the sound of i, where the language changes it (Spanish
    /// "Francia e Italia"); the same as `and` elsewhere.
    case andBeforeI
    /// The English names of the countries an answer names, where this language's differ, for a
    /// reader who knows them in English: "Auf Englisch: Austria, Czechia."
    case inEnglish
    case searchMatches, searchNone, nearestTo, nearestYou, distanceApart, distanceFromYou
    /// What help says the quiz answers, one frame per kind of answer: "a country's {value}",
    /// "which country has a given {value}", "which countries {value}", "{value}"; `summary`
    /// joins them ("{value}").
    case summaryOneCountry, summaryClue, summarySet, summaryRanking
    /// Money and figures as the language writes them (`<Language>+Economy.swift`): "{value}
    /// billion US dollars", "{value} million US dollars", "{value} US dollars", "{value} people
    /// per km²"; and what a ranking compared when some countries have no figure.
    case billionDollars, millionDollars, dollars, perSquareKilometre, rankedAmong
  }

  public let language: Language
  public let sentences: [Kind: String]
  /// Region names as this language says them where locale data lacks them (Central Europe), by the
  /// data's name.
  public let regions: [String: String]
  /// The labels of a country card's rows and the words of a few of its values.
  public let cardLabels: [CardLabel: String]
  /// Numbers a sentence spells out ("eight neighbours"): index n is n's word.
  public let smallNumbers: [String]
  /// How figures are written: "1 411 778 724", "0,786" (`NumberMarks`).
  public let numbers: NumberMarks

  /// `items` joined as this language lists them: commas, then "and" (or `andBeforeI` before a
  /// word sounding i: "Francia e Italia", not "e Hierro").
  public func list(_ items: [String]) -> String {
    guard items.count > 1, let last = items.last else { return items.first ?? "" }
    let start = String(last.lowercased().prefix(3))
    let soundsI =
      (start.hasPrefix("i") || start.hasPrefix("hi") || start.hasPrefix("í")
        || start.hasPrefix("hí")) && !["hia", "hie", "hio", "hiu"].contains(start)
    let and = text(soundsI ? .andBeforeI : .and)
    return items.dropLast().joined(separator: ", ") + " \(and) " + last
  }

  public func text(_ kind: Kind, _ values: [String: String] = [:]) -> String {
    // A value that ends a sentence with its own full stop ("Washington, D.C.") takes the place of
    // the sentence's.
    Placeholders.fill(sentences[kind] ?? "", with: values, mergingFullStops: true)
  }
}

/// The labels of a country card's rows and the words of a few of its values.
public enum CardLabel: String, CaseIterable, Sendable {
  case officialName, capital, capitals, population, area, region, language, languages
  case currency, currencies, neighbours, callingCode, timeZone, timeZones, drivesOn, data
  case none, noneListed, noneOfItsOwn, noLandBorders, unknown, left, right
  /// "{value} (and {count} regional codes)", "{value} as of {other}", "{value} people".
  case regionalCodes, dataAsOf, people
  /// Where the data came from: "bundled snapshot", "cache", "live".
  case bundled, cache, live
}
