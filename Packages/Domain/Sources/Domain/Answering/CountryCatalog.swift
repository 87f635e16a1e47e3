import Foundation

/// One loaded dataset, prepared for answering: countries by code, names for prefix search, an interpreter.
/// The data loaded for one turn, with its reader: what a conversation's turn reads and answers from,
/// synchronously. `QuizAnswerer` loads it; nothing here waits.
public struct CountryCatalog: Sendable {
  let interpreter: any QuestionInterpreter
  public let provenance: DataProvenance
  /// By alpha-2 code, and by alpha-3 code (the data's borders).
  private let countriesByCode: CountryCodeTable
  private let countriesByAlpha3: CountryCodeTable
  /// (folded common name, country), sorted the way replies list countries; sorted on the first
  /// turn that lists or searches countries, not for a question about one (2 M instructions).
  var sortedNames: [(key: String, country: Country)] { sortedNameList.value }
  let sortedNameList: Deferred<[(key: String, country: Country)]>
  /// The data's countries in its own order.
  let countries: [Country]
  /// Per language but English: (folded name in that language, position in `sortedNames`), sorted
  /// by name; made on the first prefix search in the language, not on every one (a daemon decoded
  /// every country's translation, and copied every record, for each such question).
  let translatedNameLists: [Language: Deferred<[(key: String, position: Int)]>]
  /// The countries and the interpreter, for the quiz game; set up on the first game turn.
  public var board: GameBoard { gameBoard.value }
  private let gameBoard: Deferred<GameBoard>

  init(dataset: CountryDataset, interpreter: any QuestionInterpreter) {
    self.interpreter = interpreter
    self.provenance = dataset.provenance
    self.countriesByCode = CountryCodeTable(dataset.countries, codes: \Country.cca2)
    self.countriesByAlpha3 = CountryCodeTable(dataset.countries, codes: \Country.cca3)
    let countries = dataset.countries
    self.countries = countries
    let sortedNames = Deferred {
      countries.map { (key: TextFolding.fold($0.commonName), country: $0) }.sorted(by: listOrder)
    }
    self.sortedNameList = sortedNames
    translatedNameLists = Dictionary(
      uniqueKeysWithValues: Language.allCases.filter { $0 != .english }.map { language in
        (language, Deferred { Self.translatedNames(sortedNames.value, in: language) })
      })
    self.gameBoard = Deferred {
      GameBoard(countries: sortedNames.value.map(\.country), matcher: interpreter)
    }
  }

  private init(copying other: CountryCatalog, provenance: DataProvenance) {
    interpreter = other.interpreter
    self.provenance = provenance
    countriesByCode = other.countriesByCode
    countriesByAlpha3 = other.countriesByAlpha3
    countries = other.countries
    sortedNameList = other.sortedNameList
    translatedNameLists = other.translatedNameLists
    gameBoard = other.gameBoard
  }

  func with(provenance: DataProvenance) -> CountryCatalog {
    CountryCatalog(copying: self, provenance: provenance)
  }

  /// Cheap identity of the data: reloading the same source at the same date keeps the interpreter.
  func holdsSameCountries(as dataset: CountryDataset) -> Bool {
    dataset.provenance.source == provenance.source && dataset.provenance.asOf == provenance.asOf
      && dataset.countries.count == countriesByCode.codeCount
  }

  /// A country by alpha-2 or alpha-3 code.
  public func country(code: String) -> Country? {
    countriesByCode[code] ?? countriesByAlpha3[code]
  }

  /// Reads one line of a conversation (`candidates`: a pending clarification's codes).
  public func read(_ text: String, candidates: [String] = []) -> Reading {
    interpreter.read(text, candidates: candidates)
  }

  /// What the reader corrected and left out of `text`, read as `question`.
  public func note(on text: String, reading question: Question) -> ReadingNote {
    interpreter.note(on: text, reading: question)
  }

  /// The country and the kind of question a line it cannot answer names.
  public func mention(in text: String) -> Mention {
    interpreter.mention(in: text)
  }

  /// `location`: where the person asking is, for the questions that measure from there; `now`:
  /// the instant the clocks are read at (local time, time differences): the caller's clock, as the
  /// core never reads one (1970 when not given).
  public func answer(
    _ question: Question, location: UserLocation? = nil, now: Date = Date(timeIntervalSince1970: 0)
  ) throws(AnswerError) -> Answer {
    switch question.subject {
    case .country(let code) where question.intent == .timeDifference:
      return try timeDifferenceAnswer([code], question, location: location, at: now)
    case .between(let codes) where question.intent == .timeDifference:
      return try timeDifferenceAnswer(codes, question, location: location, at: now)
    case .country(let code) where question.intent == .landRoute:
      return try landRouteAnswer([code], question, location: location)
    case .between(let codes) where question.intent == .landRoute:
      return try landRouteAnswer(codes, question, location: location)
    case .between(let codes) where question.intent == .sovereignState:
      return try sovereignStateAnswer(codes, question)
    case .country(let code):
      guard let country = countriesByCode[code] else {
        throw .notFound(intent: question.intent, name: code)
      }
      if question.intent == .nearby { return try nearbyAnswer(country, question) }
      if question.intent == .localTime { return localTimeAnswer(country, question, at: now) }
      if question.intent == .membership { return try membershipAnswer(country, question) }
      if question.intent.isAboutWhoGoverns { return governsAnswer(country, question) }
      let neighbours =
        question.intent == .borders || question.intent == .overview
        ? country.borders.compactMap { countriesByAlpha3[$0] }.sorted {
          TextFolding.fold($0.names.common) < TextFolding.fold($1.names.common)
        }
        : question.intent == .reverseVehicleCode ? sharingVehicleCode(with: country) : []
      return Answer(
        intent: question.intent, countries: [country], provenance: provenance,
        related: neighbours, language: question.language)
    case .ambiguous(let codes):
      throw .ambiguous(
        intent: question.intent, candidates: codes.compactMap { countriesByCode[$0] })
    case .unknownPlace(let name):
      throw .notFound(intent: question.intent, name: name)
    case .prefix(let prefix):
      let matches = countries(startingWith: prefix, in: question.language)
      guard !matches.isEmpty else { throw .noMatches(prefix: prefix) }
      return Answer(
        intent: question.intent, countries: matches, prefix: prefix, provenance: provenance,
        language: question.language)
    case .group(let group):
      if let property = Capability.of(question.intent).property {
        // A yes-or-no fact asked of a group: its members that have it, none being an answer too.
        guard !members(of: group).isEmpty else {
          throw .notFound(intent: question.intent, name: "")
        }
        return Answer(
          intent: question.intent, countries: members(of: group).filter { property($0) == true },
          provenance: provenance, subject: question.subject, language: question.language)
      }
      if case .organisation = group { return membersAnswer(question, group) }
      return try answer(question, members: members(of: group))
    case .ranking(let ranking):
      let members = members(of: ranking.group)
      let ranked = ranking.ranked(members)
      return try answer(
        question, members: ranked, rivals: rivals(of: ranked, in: ranking.group),
        unranked: members.count - ranked.count)
    case .comparison(let codes, let ranking):
      let named = codes.compactMap { countriesByCode[$0] }
      guard named.count == codes.count, named.count > 1 else {
        throw .notFound(intent: question.intent, name: codes.joined(separator: ", "))
      }
      let ranked = ranking.ranked(named)
      // A side without a figure is named, not ranked: the reply says the data has none for it.
      return try answer(
        question, members: ranked.count == named.count ? ranked : named,
        unranked: named.count - ranked.count)
    case .search, .userLocation, .between:
      return try placesAnswer(question, location: location)
    }
  }

  private func answer(
    _ question: Question, members: [Country], rivals: [Country] = [], unranked: Int = 0
  ) throws(AnswerError) -> Answer {
    guard !members.isEmpty else { throw .notFound(intent: question.intent, name: "") }
    return Answer(
      intent: question.intent, countries: members, provenance: provenance,
      subject: question.subject, related: rivals, language: question.language,
      unranked: unranked)
  }

  /// Winners under a narrower reading of a region's name: "Asia" as the data's region field gives
  /// China the largest, as a continent Russia. A reply must say the data cannot settle it.
  private func rivals(of ranked: [Country], in group: CountryGroup) -> [Country] {
    guard case .region(let name) = group, let winner = ranked.first else { return [] }
    let readings: [@Sendable (Country) -> Bool] = [
      { $0.region == name }, { $0.subregion == name }, { $0.continents.contains(name) },
    ]
    var rivals: [Country] = []
    for reading in readings {
      if let first = ranked.first(where: reading), first != winner, !rivals.contains(first) {
        rivals.append(first)
      }
    }
    return rivals
  }

  /// The countries of `group`, sorted the way replies list countries. Until every country's name
  /// is sorted (a prefix search, a game), the members alone are: sorting all 250 read every
  /// country's names, a third of a one-shot asking for a language's speakers. The sort is stable, so
  /// both give the same order.
  func members(of group: CountryGroup) -> [Country] {
    if let sorted = sortedNameList.computed {
      return sorted.lazy.map(\.country).filter(group.contains)
    }
    return countries.filter(group.contains)
      .map { (key: TextFolding.fold($0.commonName), country: $0) }
      .sorted(by: listOrder).map(\.country)
  }

  /// The countries' names in `language` folded, with their positions in `names`, sorted by name.
  private static func translatedNames(
    _ names: [(key: String, country: Country)], in language: Language
  ) -> [(key: String, position: Int)] {
    names.indices.compactMap { position -> (key: String, position: Int)? in
      names[position].country.prefixKey(in: language).map { ($0, position) }
    }
    .sorted { $0.key < $1.key }
  }
}

/// The order replies list countries in: by folded common name, then by the name as written.
/// The names as written are read only when the folded ones tie: a tuple of both read them for every
/// comparison of a sort, a third of a question listing countries.
func listOrder(_ a: (key: String, country: Country), _ b: (key: String, country: Country))
  -> Bool
{
  guard a.key == b.key else { return a.key < b.key }
  return a.country.commonName < b.country.commonName
}
