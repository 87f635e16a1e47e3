import Domain
import LanguagePacks

/// The sentences of free search, nearby and distance answers: English here, other languages from
/// their phrasebook (`searchMatches`, `nearestTo`, …), with the countries' names in that language.
enum PlaceSentence {
  static func text(for answer: Answer, in book: Phrasebook) -> String {
    let names = LocalNames(book)
    func line(_ country: Country) -> String {
      let name = names.country(country)
      return country.flag.emoji.isEmpty ? name : "\(country.flag.emoji) \(name)"
    }
    let first = answer.countries.first.map(names.country) ?? ""
    switch answer.intent {
    case .search:
      guard case .search(let words) = answer.subject else { return "" }
      let shown = DisplayText.sanitized(words)
      guard !answer.countries.isEmpty else { return book.text(.searchNone, ["value": shown]) }
      return book.text(
        .searchMatches,
        [
          "count": names.number(answer.countries.count), "value": shown,
          "other": answer.countries.map(line).joined(separator: "\n"),
        ])
    case .nearby:
      let lines = zip(answer.countries, answer.distances).map {
        "\(line($0)) \(distance($1, miles: "mi", names: names))"
      }
      .joined(separator: "\n")
      if let origin = answer.origin {
        return book.text(.nearestYou, ["value": whereabouts(origin, names), "other": lines])
      }
      let origin = answer.related.first.map(names.country) ?? ""
      return book.text(.nearestTo, ["country": origin, "other": lines])
    case .distance:
      guard let km = answer.distances.first else { return "" }
      let value = distance(km, miles: "mi", names: names)
      if answer.countries.count > 1 {
        return book.text(
          .distanceApart,
          ["country": first, "other": names.country(answer.countries[1]), "value": value])
      }
      guard let origin = answer.origin else { return "" }
      return book.text(
        .distanceFromYou,
        ["country": first, "value": value, "other": whereabouts(origin, names)])
    default:
      return ""
    }
  }

  private static func whereabouts(_ origin: ResolvedLocation, _ names: LocalNames) -> String {
    whereabouts(origin, in: names.phrasebook.language)
  }

  static func text(for answer: Answer) -> String {
    switch answer.intent {
    case .search: return searchText(answer)
    case .nearby: return nearbyText(answer)
    case .distance: return distanceText(answer)
    default: return ""
    }
  }

  /// The listed countries with their flags, and distances where they are measured, named and
  /// numbered in the answer's language.
  static func entries(for answer: Answer) -> [Reply.Entry] {
    let names = Phrasebook.of(answer.language).map(LocalNames.init)
    return answer.countries.enumerated().map { index, country in
      let kilometres =
        answer.intent == .nearby && index < answer.distances.count
        ? answer.distances[index] : nil
      return Reply.Entry(
        code: country.cca2, flag: country.flag.emoji, image: country.flag.pngURL,
        name: names?.country(country) ?? country.names.common, kilometres: kilometres,
        distance: kilometres.map {
          distance($0, miles: names == nil ? "miles" : "mi", names: names)
        })
    }
  }

  /// "Peru, from COUNTRY_QUIZ_LOCATION" or "12.05° S, 77.04° W, from your browser", in `language`
  /// ("48,80° N, 2,30° E, d'après COUNTRY_QUIZ_LOCATION").
  static func whereabouts(_ origin: ResolvedLocation, in language: Language = .english) -> String {
    let book = ChatPhrasebook.of(language)
    let place =
      origin.country.map { ReplyPresenter.name($0, in: language) }
      ?? position(origin.coordinates, in: book)
    return "\(place), \(book.source(origin.location.source))"
  }

  static func position(_ point: Country.Coordinates, in book: ChatPhrasebook = .english) -> String {
    let points = book.text(.compass).split(separator: " ").map(String.init)
    let comma = book.language == .english ? "." : ","
    func degrees(_ value: Double, _ positive: String, _ negative: String) -> String {
      let hundredths = Int((abs(value) * 100).rounded())
      let fraction = hundredths % 100
      return "\(hundredths / 100)\(comma)\(fraction < 10 ? "0" : "")\(fraction)° "
        + (value < 0 ? negative : positive)
    }
    guard points.count == 4 else { return "" }
    return degrees(point.latitude, points[0], points[1]) + ", "
      + degrees(point.longitude, points[2], points[3])
  }

  /// "1,421 km (883 miles)"; with `names`, in that language's number format ("1 421 km (883 mi)").
  static func distance(
    _ kilometres: Double, miles word: String = "miles", names: LocalNames? = nil
  ) -> String {
    let miles = GreatCircle.miles(fromKilometres: kilometres)
    let number = { (value: Double) in
      names?.number(Int(value.rounded())) ?? Numbers.grouped(Int(value.rounded()))
    }
    return "\(number(kilometres)) km (\(number(miles)) \(word))"
  }

  private static func line(_ country: Country) -> String {
    country.flag.emoji.isEmpty
      ? country.names.common : "\(country.flag.emoji) \(country.names.common)"
  }

  private static func searchText(_ answer: Answer) -> String {
    guard case .search(let words) = answer.subject else { return "" }
    let shown = DisplayText.sanitized(words)
    guard !answer.countries.isEmpty else {
      return "No country's name contains \"\(shown)\"."
    }
    let count =
      answer.countries.count == 1
      ? "One country matches"
      : "\(Wording.capitalized(Wording.number(answer.countries.count))) countries match"
    return "\(count) \"\(shown)\", the best match first:\n"
      + answer.countries.map(line).joined(separator: "\n")
  }

  private static func nearbyText(_ answer: Answer) -> String {
    let lines = zip(answer.countries, answer.distances).map { country, km in
      "\(line(country)) \(distance(km))"
    }.joined(separator: "\n")
    let measure = "measured between the centres the data gives each country"
    if let origin = answer.origin {
      return "You are in or near \(whereabouts(origin)). The closest countries, \(measure):\n"
        + lines
    }
    let name = answer.related.first.map { ReplyPresenter.displayName($0) } ?? "it"
    return "The countries closest to \(name), \(measure):\n" + lines
  }

  private static func distanceText(_ answer: Answer) -> String {
    guard let first = answer.countries.first, let km = answer.distances.first else { return "" }
    let name = ReplyPresenter.displayName(first)
    if answer.countries.count > 1 {
      let other = ReplyPresenter.displayName(answer.countries[1])
      return "\(Wording.capitalized(name)) and \(other) are \(distance(km)) apart, measured "
        + "between the centres the data gives them."
    }
    guard let origin = answer.origin else { return "" }
    return "\(Wording.capitalized(name)) is \(distance(km)) from you (measured to its centre); "
      + "you are in or near \(whereabouts(origin))."
  }
}
