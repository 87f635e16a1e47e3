/// Free search and distances: the answers that read every country's names or coordinates.
extension CountryCatalog {
  /// How many countries a "closest to" answer lists.
  static let nearbyCount = 10

  /// Every country whose names hold `text`, the most relevant first: the common name itself, then
  /// names that start with it, names with a word that starts with it, names that merely contain it;
  /// the common name before the official, alternate and native ones. Ties go by name.
  func search(_ text: String) -> [Country] {
    let key = TextFolding.fold(text)
    guard !key.isEmpty else { return [] }
    var scored: [(score: Int, key: String, country: Country)] = []
    for (folded, country) in sortedNames {
      let names = country.names
      var others = [names.official] + names.alternates
      for name in names.native.values { others += [name.common, name.official] }
      let common = Self.relevance(of: key, in: folded)
      let other = others.lazy.compactMap { Self.relevance(of: key, in: TextFolding.fold($0)) }.min()
      guard let score = [common, other.map { $0 + 4 }].compactMap({ $0 }).min() else { continue }
      scored.append((score, folded, country))
    }
    return scored.sorted { ($0.score, $0.key) < ($1.score, $1.key) }.map(\.country)
  }

  /// 0 the whole name, 1 its start, 2 the start of a later word, 3 anywhere in it; nil not at all.
  private static func relevance(of key: String, in name: String) -> Int? {
    if name == key { return 0 }
    if name.hasPrefix(key) { return 1 }
    guard name.containsBytes(of: key) else { return nil }
    let words = name.split { !$0.isLetter && !$0.isNumber }
    return words.contains { $0.hasPrefix(key) } ? 2 : 3
  }

  /// The countries nearest `point`, closest first, with their distances in kilometres.
  func nearest(to point: Country.Coordinates, excluding code: String? = nil, limit: Int) -> (
    [Country], [Double]
  ) {
    let measured = sortedNames.compactMap { entry -> (Country, Double)? in
      guard entry.country.cca2 != code, let position = entry.country.coordinates else {
        return nil
      }
      return (entry.country, GreatCircle.kilometres(from: point, to: position))
    }
    let closest = measured.sorted { $0.1 < $1.1 }.prefix(limit)
    return (closest.map(\.0), closest.map(\.1))
  }

  /// The position and country a user's location stands for in this data.
  func resolve(_ location: UserLocation, for intent: Intent) throws(AnswerError)
    -> ResolvedLocation
  {
    switch location.place {
    case .coordinates(let point):
      return ResolvedLocation(location: location, coordinates: point, country: nil)
    case .country(let name):
      guard let country = country(named: name), let point = country.coordinates else {
        throw .notFound(intent: intent, name: name)
      }
      return ResolvedLocation(location: location, coordinates: point, country: country)
    }
  }

  /// A country by alpha-2 or alpha-3 code, or by its common, official or an alternate name.
  func country(named name: String) -> Country? {
    let trimmed = name.filter { !$0.isWhitespace }
    // A code is ASCII letters as typed: upper-casing "ß" gives "SS", South Sudan's code.
    if trimmed.utf8.allSatisfy({ ($0 | 0x20) >= 0x61 && ($0 | 0x20) <= 0x7A }),
      let country = country(code: trimmed.uppercased())
    {
      return country
    }
    let key = TextFolding.fold(name.trimmingBlanks())
    return sortedNames.first { entry in
      entry.key == key || TextFolding.fold(entry.country.names.official) == key
        || entry.country.names.alternates.contains { TextFolding.fold($0) == key }
    }?.country
  }

  func placesAnswer(_ question: Question, location: UserLocation?) throws(AnswerError) -> Answer {
    switch question.subject {
    case .search(let text):
      return Answer(
        intent: question.intent, countries: search(text), provenance: provenance,
        subject: question.subject, language: question.language)
    case .userLocation:
      guard let location else { throw .unrecognized }
      let origin = try resolve(location, for: question.intent)
      let (countries, distances) = nearest(
        to: origin.coordinates, excluding: origin.country?.cca2, limit: Self.nearbyCount)
      return Answer(
        intent: .nearby, countries: countries, provenance: provenance, subject: question.subject,
        language: question.language, distances: distances, origin: origin)
    case .between(let codes):
      let named = codes.compactMap { country(code: $0) }
      guard named.count == codes.count, let first = named.first else {
        throw .notFound(intent: question.intent, name: codes.joined(separator: ", "))
      }
      var origin: ResolvedLocation?
      let from: Country.Coordinates?
      if named.count > 1 {
        from = named[1].coordinates
      } else {
        guard let location else { throw .unrecognized }
        origin = try resolve(location, for: question.intent)
        from = origin?.coordinates
      }
      guard let from, let to = first.coordinates else {
        throw .notFound(intent: question.intent, name: first.names.common)
      }
      return Answer(
        intent: .distance, countries: named, provenance: provenance, subject: question.subject,
        language: question.language, distances: [GreatCircle.kilometres(from: from, to: to)],
        origin: origin)
    default:
      throw .unrecognized
    }
  }

  /// "Which countries are closest to Peru?": Peru first in `related`, its nearest in `countries`.
  func nearbyAnswer(_ country: Country, _ question: Question) throws(AnswerError) -> Answer {
    guard let point = country.coordinates else {
      throw .notFound(intent: question.intent, name: country.names.common)
    }
    let (countries, distances) = nearest(
      to: point, excluding: country.cca2, limit: Self.nearbyCount)
    return Answer(
      intent: .nearby, countries: countries, provenance: provenance, subject: question.subject,
      related: [country], language: question.language, distances: distances)
  }
}

extension String {
  fileprivate func trimmingBlanks() -> String {
    var text = Substring(self)
    while text.first?.isWhitespace == true { text = text.dropFirst() }
    while text.last?.isWhitespace == true { text = text.dropLast() }
    return String(text)
  }
}
