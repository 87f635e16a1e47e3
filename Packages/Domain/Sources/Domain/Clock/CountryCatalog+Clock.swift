import Foundation

/// Local time and time differences: the tz database's zones of a country (`CountryZones`), read at
/// the instant the caller passes in.
extension CountryCatalog {
  /// The country's clocks at `now`, one per offset its zones show, in the table's order: the zones
  /// of one offset are named by the main one (`mainClock`), else by the first that is not part of
  /// a larger area ("New York", "Chicago", "Denver", "Los Angeles" …, not "Detroit" nor, in
  /// summer, "Phoenix"). Empty when the tz database has no zone for it.
  static func clocks(of country: Country, at now: Date) -> [ZoneClock] {
    let all = CountryZones.zones(of: country.cca2).compactMap { ZoneClock($0, at: now) }
    let main = mainClock(among: all, of: country)
    var groups: [ZoneClock] = []
    for clock in all {
      if let index = groups.firstIndex(where: { $0.offset == clock.offset }) {
        let named = groups[index]
        if clock == main || (named != main && named.zone.isPart && !clock.zone.isPart) {
          groups[index] = clock
        }
      } else {
        groups.append(clock)
      }
    }
    return groups
  }

  /// The clock a difference is measured with: the zone nearest the capital (Brazil's is São
  /// Paulo's, not the islands' Noronha), else nearest the country's centre, else the first.
  static func mainClock(of country: Country, at now: Date) -> ZoneClock? {
    mainClock(
      among: CountryZones.zones(of: country.cca2).compactMap { ZoneClock($0, at: now) },
      of: country)
  }

  private static func mainClock(among clocks: [ZoneClock], of country: Country) -> ZoneClock? {
    guard let place = country.capitalCoordinates ?? country.coordinates else { return clocks.first }
    return clocks.min {
      GreatCircle.kilometres(from: place, to: $0.zone.position)
        < GreatCircle.kilometres(from: place, to: $1.zone.position)
    }
  }

  /// "What time is it in Japan?": the country's clocks, or none, which the reply says.
  func localTimeAnswer(_ country: Country, _ question: Question, at now: Date) -> Answer {
    Answer(
      intent: .localTime, countries: [country], provenance: provenance,
      language: question.language, clocks: Self.clocks(of: country, at: now))
  }

  /// "Time difference between France and Brazil", or between a country and the person asking:
  /// the first country's main clock, then the other's (or the user's). With the question's
  /// `clockTime` ("when it's 9 am in Japan"), the reply tells what the second clock shows then.
  func timeDifferenceAnswer(
    _ codes: [String], _ question: Question, location: UserLocation?, at now: Date
  ) throws(AnswerError) -> Answer {
    let named = codes.compactMap { country(code: $0) }
    guard named.count == codes.count, let first = named.first else {
      throw .notFound(intent: question.intent, name: codes.joined(separator: ", "))
    }
    var origin: ResolvedLocation?
    let other: ZoneClock?
    if named.count > 1 {
      other = Self.mainClock(of: named[1], at: now)
    } else {
      guard let location else { throw .unrecognized }
      origin = try resolve(location, for: question.intent)
      other = origin.flatMap { userClock($0, at: now) }
    }
    let clocks = [Self.mainClock(of: first, at: now), other].compactMap { $0 }
    return Answer(
      intent: .timeDifference, countries: named, provenance: provenance,
      subject: question.subject, language: question.language,
      clocks: clocks.count == 2 ? clocks : [], clockTime: question.clockTime, origin: origin)
  }

  /// The user's clock: the system zone the shell read, else the main zone of the country they
  /// are in, else (a position) the zone whose principal place is nearest.
  private func userClock(_ origin: ResolvedLocation, at now: Date) -> ZoneClock? {
    if case .timeZone(let identifier, _) = origin.location.source,
      let zone = CountryZones.allZones().first(where: { $0.identifier == identifier }),
      let clock = ZoneClock(zone, at: now)
    {
      return clock
    }
    if let country = origin.country { return Self.mainClock(of: country, at: now) }
    let nearest = CountryZones.allZones().min {
      GreatCircle.kilometres(from: origin.coordinates, to: $0.position)
        < GreatCircle.kilometres(from: origin.coordinates, to: $1.position)
    }
    return nearest.flatMap { ZoneClock($0, at: now) }
  }
}
