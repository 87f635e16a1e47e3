/// Land routes: the shortest way by land between two countries of the data (`LandRoute`).
extension CountryCatalog {
  /// "Shortest land route from Portugal to Vietnam", "can I drive from Spain to Morocco": the
  /// route from the first country named to the second; one country alone is the end of a route
  /// from the country the person asking is in.
  func landRouteAnswer(_ codes: [String], _ question: Question, location: UserLocation?)
    throws(AnswerError) -> Answer
  {
    let named = codes.compactMap { country(code: $0) }
    guard named.count == codes.count, let first = named.first else {
      throw .notFound(intent: question.intent, name: codes.joined(separator: ", "))
    }
    var origin: ResolvedLocation?
    let start: Country
    if named.count > 1 {
      start = first
    } else {
      guard let location else { throw .unrecognized }
      origin = try resolve(location, for: question.intent)
      // A position that is no country's (coordinates alone) starts no route.
      guard let home = origin?.country else { throw .unrecognized }
      start = home
    }
    let end = named.count > 1 ? named[1] : first
    let route = LandRoute.shortest(from: start, to: end, among: sortedNames.map(\.country))
    return Answer(
      intent: .landRoute, countries: route.countries.isEmpty ? [start, end] : route.countries,
      provenance: provenance, subject: question.subject, language: question.language,
      origin: origin, route: route)
  }
}
